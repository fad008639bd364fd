// Angle Admin's review moderation (/api/admin/reviews): the list and hide or restore.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReview } from '../../../domain/schemas/reviews';
import { adminApi, adminPath, type ListPage, adminListQuery } from './admin-api';

const reviewKeys = {
  all: ['admin', 'reviews'] as const,
  list: (query: string) => ['admin', 'reviews', query] as const,
};

export const adminReviewsQuery = (query: string) =>
  adminListQuery<ListPage<AdminReview>>(reviewKeys.list(query), '/api/admin/reviews', query);
export const useAdminReviews = (query: string) => useQuery(adminReviewsQuery(query));

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hide, reason }: { id: string; hide: boolean; reason: string }) =>
      adminApi<AdminReview>(adminPath('reviews', id, hide ? '/hide' : '/restore'), {
        method: 'POST',
        body: { reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
