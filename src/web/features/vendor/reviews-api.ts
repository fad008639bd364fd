// Reviews of the vendor's products (/api/vendor/reviews) and its public reply to one.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { VendorReview } from '../../../domain/schemas/reviews';
import { vendorApi } from './vendor-api';

interface VendorReviewPage {
  items: VendorReview[];
  page: number;
  limit: number;
  total: number;
}

const reviewKeys = {
  all: ['vendor', 'reviews'] as const,
  list: (query: string) => ['vendor', 'reviews', query] as const,
};

export const vendorReviewsQuery = (query: string) =>
  queryOptions({
    queryKey: reviewKeys.list(query),
    queryFn: ({ signal }) =>
      vendorApi<VendorReviewPage>(`/api/vendor/reviews?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const useVendorReviews = (query: string) => useQuery(vendorReviewsQuery(query));

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      vendorApi<VendorReview>(`/api/vendor/reviews/${encodeURIComponent(id)}/reply`, {
        method: 'PUT',
        body: { text },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
