import type { CSSProperties } from 'react';
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

/** Five stars filled to the rating (partial stars too), announced as "Rated 4.5 out of 5". One
 * element drawn by CSS (the `star-rating` utility in styles.css), not ten icons. */
export function StarRating({ rating, reviewCount, size = 'sm', className }: StarRatingProps) {
  const value = normaliseRating(rating);
  const fill = { '--star-fill': `${(value / MAX_STARS) * 100}%` } as CSSProperties;
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span
        role="img"
        aria-label={`Rated ${value} out of ${MAX_STARS}`}
        className={cn(
          'star-rating',
          size === 'sm' ? '[--star-size:0.875rem]' : '[--star-size:1.25rem]',
        )}
        style={fill}
      />
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
