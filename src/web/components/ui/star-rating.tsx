import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

const MAX_STARS = 5;

/** Clamps to 0–5 and rounds to one decimal: 4.46 → 4.5. */
export function normaliseRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.round(Math.min(Math.max(rating, 0), MAX_STARS) * 10) / 10;
}

interface StarRatingProps {
  rating: number;
  reviewCount?: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** Five stars filled to the rating (partial stars too), announced as "Rated 4.5 out of 5". */
export function StarRating({ rating, reviewCount, size = 'sm', className }: StarRatingProps) {
  const value = normaliseRating(rating);
  const starSize = size === 'sm' ? 'size-3.5' : 'size-5';
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span role="img" aria-label={`Rated ${value} out of ${MAX_STARS}`} className="inline-flex">
        {Array.from({ length: MAX_STARS }, (_, i) => {
          const fill = Math.min(Math.max(value - i, 0), 1);
          return (
            <span key={i} className={cn('relative inline-block', starSize)}>
              <Star aria-hidden="true" className={cn('absolute inset-0 text-sand-300', starSize)} />
              <span
                className="absolute inset-0 overflow-hidden"
                style={{ width: `${fill * 100}%` }}
              >
                <Star
                  aria-hidden="true"
                  className={cn('fill-rose-600 text-rose-600', starSize, 'max-w-none')}
                />
              </span>
            </span>
          );
        })}
      </span>
      {reviewCount === undefined ? null : (
        <>
          <span aria-hidden="true" className="text-xs text-sand-600">
            ({reviewCount})
          </span>
          <span className="sr-only">{`${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`}</span>
        </>
      )}
    </span>
  );
}
