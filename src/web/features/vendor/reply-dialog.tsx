// The vendor's public reply under a customer's review: one per review, editable.
import { REVIEW_LIMITS, type VendorReview } from '../../../domain/schemas/reviews';
import { TextDialog } from '../../components/text-dialog';
import { toast } from '../../components/ui/toast';
import { useReplyToReview } from './reviews-api';

export function ReplyDialog({
  review,
  onClose,
}: {
  review: VendorReview | null;
  onClose: () => void;
}) {
  const reply = useReplyToReview();
  return (
    <TextDialog
      key={review?.id ?? 'none'}
      open={review !== null}
      title={review?.reply ? 'Edit your reply' : 'Reply to this review'}
      description={
        review
          ? `Your reply shows under ${review.author}’s review of ${review.productName} on the product page.`
          : ''
      }
      label="Reply"
      initial={review?.reply?.text ?? ''}
      maxLength={REVIEW_LIMITS.replyMax}
      submitLabel="Publish Reply"
      pending={reply.isPending}
      error={reply.error}
      onClose={onClose}
      onSubmit={(text) =>
        review &&
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
    />
  );
}
