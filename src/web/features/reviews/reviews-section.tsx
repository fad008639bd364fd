// The product page's reviews (issue #19): the average, the count and a 5-to-1 distribution,
// then the reviews with sort, filters and pages. Its data is its own query, so the product page
// only places it.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  REVIEW_SORTS,
  SKIN_TYPES,
  SKIN_TYPE_LABELS,
  type ReviewSort,
  type SkinType,
} from '../../../domain/reviews';
import type { ReviewList } from '../../../domain/schemas/reviews';
import { buttonClasses } from '../../components/ui/button';
import { Pagination, pageCountOf } from '../../components/ui/pagination';
import { StarRating } from '../../components/ui/star-rating';
import { cn } from '../../lib/cn';
import { pluralize } from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';
import { useAuthStore } from '../auth/auth-store';
import { useMyReview, useProductReviews } from './api';
import { ReviewItem } from './review-item';

const PAGE_SIZE = 5;
const SORT_LABELS: Record<ReviewSort, string> = {
  helpful: 'Most helpful',
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};
const selectClasses =
  'h-10 rounded-full border border-sand-300 bg-white px-3 text-sm text-ink focus-visible:ring-2 focus-visible:ring-rose-700 focus-visible:outline-none';

interface Filters {
  sort: ReviewSort;
  stars: number | null;
  withPhotos: boolean;
  skinType: SkinType | null;
  page: number;
}

function queryOf(f: Filters): string {
  const q = new URLSearchParams({ sort: f.sort, page: String(f.page), limit: String(PAGE_SIZE) });
  if (f.stars) q.set('stars', String(f.stars));
  if (f.withPhotos) q.set('withPhotos', 'true');
  if (f.skinType) q.set('skinType', f.skinType);
  return q.toString();
}

export function ProductReviews({
  productId,
  rating,
  reviewCount,
}: {
  productId: string;
  /** The product's figures, shown until the reviews arrive after hydration. */
  rating: number;
  reviewCount: number;
}) {
  const hydrated = useHydrated();
  const [filters, setFilters] = useState<Filters>({
    sort: 'helpful',
    stars: null,
    withPhotos: false,
    skinType: null,
    page: 1,
  });
  const reviews = useProductReviews(productId, queryOf(filters));
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const mine = useMyReview(productId, signedIn);
  const set = (change: Partial<Filters>) => setFilters((f) => ({ ...f, page: 1, ...change }));
  const ownId = mine.data?.review?.id;

  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="container-page border-t border-sand-200 py-10"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="reviews-heading" className="text-2xl text-ink">
          Ratings &amp; Reviews
        </h2>
        {mine.data?.review || mine.data?.canReview || !signedIn ? (
          <Link
            to={`/products/${encodeURIComponent(productId)}/review`}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            {mine.data?.review ? 'Edit your review' : 'Write a review'}
          </Link>
        ) : null}
      </div>
      {reviews.isError ? (
        <p role="alert" className="mt-6 text-sand-700">
          We could not load the reviews.{' '}
          <button type="button" className="underline" onClick={() => void reviews.refetch()}>
            Try again
          </button>
        </p>
      ) : !reviews.data && !hydrated ? (
        // The server's page (and one without JavaScript): the figures the product carries.
        <p className="mt-6 text-sand-700">
          {reviewCount > 0
            ? `Rated ${rating.toFixed(1)} out of 5 from ${pluralize(reviewCount, 'review')}.`
            : 'No reviews yet.'}
        </p>
      ) : !reviews.data ? (
        <p role="status" className="mt-6 text-sand-600">
          Loading reviews…
        </p>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <Summary
            data={reviews.data}
            stars={filters.stars}
            onStars={(stars) => set({ stars: stars === filters.stars ? null : stars })}
          />
          <div>
            <div
              className="flex flex-wrap items-center gap-2"
              role="group"
              aria-label="Sort and filter reviews"
            >
              <label className="sr-only" htmlFor="review-sort">
                Sort reviews
              </label>
              <select
                id="review-sort"
                className={selectClasses}
                value={filters.sort}
                onChange={(e) => set({ sort: e.target.value as ReviewSort })}
              >
                {REVIEW_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </select>
              <label className="sr-only" htmlFor="review-stars">
                Stars
              </label>
              <select
                id="review-stars"
                className={selectClasses}
                value={filters.stars ?? ''}
                onChange={(e) => set({ stars: e.target.value ? Number(e.target.value) : null })}
              >
                <option value="">All stars</option>
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n} value={n}>
                    {pluralize(n, 'star')}
                  </option>
                ))}
              </select>
              <label className="sr-only" htmlFor="review-skin">
                Skin type
              </label>
              <select
                id="review-skin"
                className={selectClasses}
                value={filters.skinType ?? ''}
                onChange={(e) => set({ skinType: (e.target.value || null) as SkinType | null })}
              >
                <option value="">Any skin type</option>
                {SKIN_TYPES.map((s) => (
                  <option key={s} value={s}>
                    {SKIN_TYPE_LABELS[s]}
                  </option>
                ))}
              </select>
              <label className="flex h-10 items-center gap-2 rounded-full border border-sand-300 bg-white px-3 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={filters.withPhotos}
                  onChange={(e) => set({ withPhotos: e.target.checked })}
                  className="accent-rose-700"
                />
                With photos
              </label>
            </div>
            {reviews.data.items.length === 0 ? (
              <p className="mt-6 text-sand-700">
                {reviews.data.summary.count === 0
                  ? 'No reviews yet. Customers who received this product can review it.'
                  : 'No reviews match these filters.'}
              </p>
            ) : (
              <ul className="mt-2 divide-y divide-sand-200" aria-label="Reviews">
                {reviews.data.items.map((review) => (
                  <ReviewItem
                    key={review.id}
                    review={review}
                    voted={reviews.data.votedIds.includes(review.id)}
                    signedIn={signedIn}
                    own={review.id === ownId}
                  />
                ))}
              </ul>
            )}
            <Pagination
              className="mt-4"
              label="Review pages"
              page={filters.page}
              pageCount={pageCountOf(reviews.data.total, PAGE_SIZE)}
              onPageChange={(page) => setFilters((f) => ({ ...f, page }))}
            />
          </div>
        </div>
      )}
    </section>
  );
}

function Summary({
  data,
  stars,
  onStars,
}: {
  data: ReviewList;
  stars: number | null;
  onStars: (stars: number) => void;
}) {
  const { rating, count, distribution } = data.summary;
  return (
    <div>
      <p className="flex items-baseline gap-2">
        <span className="font-display text-5xl text-ink" data-testid="review-average">
          {count ? rating.toFixed(1) : '–'}
        </span>
        <span className="text-sand-700">out of 5</span>
      </p>
      <StarRating rating={rating} size="md" className="mt-1" />
      <p className="mt-1 text-sm text-sand-700" data-testid="review-count">
        Based on {pluralize(count, 'review')}
      </p>
      <ul className="mt-4 grid gap-1.5" aria-label="Reviews per star rating">
        {distribution.map((d) => {
          const share = count ? Math.round((d.count / count) * 100) : 0;
          return (
            <li key={d.stars}>
              <button
                type="button"
                onClick={() => onStars(d.stars)}
                aria-pressed={stars === d.stars}
                className={cn(
                  'grid w-full grid-cols-[3.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 rounded-md px-1 py-0.5 text-sm hover:bg-sand-100',
                  stars === d.stars && 'bg-sand-100',
                )}
              >
                <span className="text-left text-sand-800">
                  {d.stars} {d.stars === 1 ? 'star' : 'stars'}
                  <span className="sr-only">:</span>
                </span>
                <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-sand-200">
                  <span
                    className="block h-full rounded-full bg-rose-600"
                    style={{ width: `${share}%` }}
                    data-testid={`bar-${d.stars}`}
                  />
                </span>
                <span className="text-right text-sand-700 tabular-nums">
                  {d.count}
                  <span className="sr-only"> {d.count === 1 ? 'review' : 'reviews'}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
