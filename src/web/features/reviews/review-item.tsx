// One review on the product page: stars, title, "Verified buyer", the shade bought and skin
// type, the text (always plain text), photos that open large, the seller's reply, and the
// Helpful and Report buttons for signed-in customers.
import { BadgeCheck, Flag, ThumbsUp } from '../../components/ui/icons';
import { useState } from 'react';
import { SKIN_TYPE_LABELS } from '../../../domain/reviews';
import type { Review } from '../../../domain/schemas/reviews';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { StarRating } from '../../components/ui/star-rating';
import { toast } from '../../components/ui/toast';
import { formatDate } from '../../lib/format';
import { ReportDialog } from '../reports/report-dialog';
import { useVoteHelpful } from './api';

interface ReviewItemProps {
  review: Review;
  voted: boolean;
  signedIn: boolean;
  /** The signed-in customer's own review: no voting or reporting. */
  own: boolean;
}

export function ReviewItem({ review: r, voted, signedIn, own }: ReviewItemProps) {
  const vote = useVoteHelpful(r.productId);
  const [photo, setPhoto] = useState<Review['photos'][number] | null>(null);
  const [reporting, setReporting] = useState(false);
  const details = [
    r.shade ? `Shade bought: ${r.shade}` : null,
    r.skinType ? `Skin type: ${SKIN_TYPE_LABELS[r.skinType]}` : null,
  ].filter(Boolean);

  return (
    <li className="grid gap-2 py-5" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating rating={r.rating} />
        <h3 className="min-w-0 text-base font-semibold break-words text-ink">{r.title}</h3>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-sand-700">
        <span className="font-medium text-ink">{r.author}</span>
        {r.verifiedBuyer ? (
          <Badge variant="success" className="gap-1">
            <BadgeCheck aria-hidden="true" className="size-3.5" /> Verified buyer
          </Badge>
        ) : null}
        <span>· {formatDate(r.createdAt)}</span>
      </p>
      {details.length ? <p className="text-sm text-sand-700">{details.join(' · ')}</p> : null}
      <p className="leading-relaxed break-words whitespace-pre-line text-sand-800">{r.text}</p>
      {r.photos.length ? (
        <ul className="flex gap-2" aria-label="Photos from the customer">
          {r.photos.map((p, i) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => setPhoto(p)}
                className="block overflow-hidden rounded-lg ring-rose-700 focus-visible:ring-2 focus-visible:outline-none"
                aria-label={`Open photo ${i + 1} of ${r.photos.length} large`}
              >
                <img
                  src={p.thumbUrl}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  className="size-18 bg-sand-100 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {r.reply ? (
        <div className="mt-1 rounded-xl bg-sand-100 px-4 py-3 text-sm">
          <p className="font-medium text-ink">Reply from the seller</p>
          <p className="mt-1 break-words whitespace-pre-line text-sand-800">{r.reply.text}</p>
        </div>
      ) : null}
      {signedIn && !own ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-pressed={voted}
            disabled={voted}
            loading={vote.isPending}
            onClick={() => vote.mutate(r.id, { onError: (error) => toast.error(error.message) })}
          >
            <ThumbsUp aria-hidden="true" className="size-4" /> Helpful ({r.helpfulCount})
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
            <Flag aria-hidden="true" className="size-4" /> Report
            <span className="sr-only"> the review “{r.title}”</span>
          </Button>
        </div>
      ) : r.helpfulCount > 0 ? (
        <p className="text-sm text-sand-600">
          {r.helpfulCount} {r.helpfulCount === 1 ? 'person' : 'people'} found this helpful
        </p>
      ) : null}
      <Dialog open={photo !== null} onOpenChange={(open) => (open ? null : setPhoto(null))}>
        {photo ? (
          <DialogContent width="max-w-3xl">
            <DialogTitle className="sr-only">Photo from {r.author}</DialogTitle>
            <img
              src={photo.url}
              alt={`Shared by ${r.author} with the review “${r.title}”`}
              width={photo.width}
              height={photo.height}
              className="mx-auto max-h-[75dvh] w-auto rounded-lg object-contain"
            />
          </DialogContent>
        ) : null}
      </Dialog>
      <ReportDialog
        target={reporting ? { kind: 'review', id: r.id } : null}
        onClose={() => setReporting(false)}
      />
    </li>
  );
}
