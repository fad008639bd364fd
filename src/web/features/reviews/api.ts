// The store's review endpoints for the web app (issue #19): a product's reviews, the signed-in
// customer's own review of a product, and writing, editing, photos and votes (reports:
// features/reports).
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CreateReview,
  MyReview,
  Review,
  ReviewInput,
  ReviewList,
} from '../../../domain/schemas/reviews';
import { api, apiUpload } from '../../lib/api-client';
import { catalogKeys } from '../storefront/api';

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => ['reviews', 'product', productId] as const,
  list: (productId: string, query: string) => ['reviews', 'product', productId, query] as const,
  mine: (productId: string) => ['reviews', 'mine', productId] as const,
};

const reviewPath = (id: string, rest = '') => `/api/store/reviews/${encodeURIComponent(id)}${rest}`;

export const productReviewsQuery = (productId: string, query: string) =>
  queryOptions({
    queryKey: reviewKeys.list(productId, query),
    queryFn: ({ signal }) =>
      api<ReviewList>(`/api/store/products/${encodeURIComponent(productId)}/reviews?${query}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useProductReviews = (productId: string, query: string) =>
  useQuery(productReviewsQuery(productId, query));

export const useMyReview = (productId: string, enabled = true) =>
  useQuery({
    queryKey: reviewKeys.mine(productId),
    queryFn: ({ signal }) =>
      api<MyReview>(`/api/store/reviews/mine?productId=${encodeURIComponent(productId)}`, {
        signal,
      }),
    enabled,
  });

/** After any change the product's reviews, the customer's own and the product's rating reload. */
function useInvalidateProduct() {
  const queryClient = useQueryClient();
  return (productId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
      queryClient.invalidateQueries({ queryKey: reviewKeys.mine(productId) }),
      queryClient.invalidateQueries({ queryKey: catalogKeys.product(productId) }),
    ]);
}

/** Writes a new review or edits the customer's own, then adds the chosen photos one by one. */
export function useSaveReview(productId: string, existingId: string | null) {
  const invalidate = useInvalidateProduct();
  return useMutation({
    mutationFn: async ({ body, photos }: { body: ReviewInput; photos: File[] }) => {
      let review = existingId
        ? await api<Review>(reviewPath(existingId), { method: 'PATCH', body })
        : await api<Review>('/api/store/reviews', {
            method: 'POST',
            body: { ...body, productId } satisfies CreateReview,
          });
      for (const photo of photos)
        review = await apiUpload<Review>(reviewPath(review.id, '/photos'), photo);
      return review;
    },
    onSettled: () => invalidate(productId),
  });
}

export function useDeleteReviewPhoto(productId: string) {
  const invalidate = useInvalidateProduct();
  return useMutation({
    mutationFn: ({ reviewId, photoId }: { reviewId: string; photoId: string }) =>
      api<Review>(reviewPath(reviewId, `/photos/${encodeURIComponent(photoId)}`), {
        method: 'DELETE',
      }),
    onSettled: () => invalidate(productId),
  });
}

export function useDeleteReview(productId: string) {
  const invalidate = useInvalidateProduct();
  return useMutation({
    mutationFn: (reviewId: string) => api<void>(reviewPath(reviewId), { method: 'DELETE' }),
    onSettled: () => invalidate(productId),
  });
}

export function useVoteHelpful(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) =>
      api<{ helpfulCount: number; voted: boolean }>(reviewPath(reviewId, '/helpful'), {
        method: 'PUT',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.product(productId) }),
  });
}
