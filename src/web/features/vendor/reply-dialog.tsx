// The vendor's public reply under a customer's review: one per review, editable.
import { useId, useState } from 'react';
import { REVIEW_LIMITS, type VendorReview } from '../../../domain/schemas/reviews';
import { FormAlert } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast';
import { useReplyToReview } from './reviews-api';

export function ReplyDialog({
  review,
  onClose,
}: {
  review: VendorReview | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={review !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {review ? <ReplyContent review={review} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReplyContent({ review, onClose }: { review: VendorReview; onClose: () => void }) {
  const reply = useReplyToReview();
  const [text, setText] = useState(review.reply?.text ?? '');
  const id = useId();
  return (
    <DialogContent className="max-w-lg">
      <DialogHeader>
        <DialogTitle>{review.reply ? 'Edit your reply' : 'Reply to this review'}</DialogTitle>
        <DialogDescription>
          Your reply shows under {review.author}’s review of {review.productName} on the product
          page.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Reply</Label>
        <Textarea
          id={id}
          value={text}
          maxLength={REVIEW_LIMITS.replyMax}
          onChange={(e) => setText(e.target.value)}
          className="min-h-28"
        />
      </div>
      <FormAlert message={reply.error ? reply.error.message : null} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button
          loading={reply.isPending}
          onClick={() =>
            reply.mutate(
              { id: review.id, text },
              {
                onSuccess: () => {
                  toast.success('Your reply is published.');
                  onClose();
                },
              },
            )
          }
        >
          Publish Reply
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
