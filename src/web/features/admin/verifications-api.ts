// /api/admin/verifications: sellers' business verifications, one seller's details and documents,
// verify and reject (issue #38).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminVerification,
  VerificationQueue,
} from '../../../domain/schemas/seller-verification';
import { adminApi, adminKeys, adminListQuery, adminPath } from './admin-api';

export const verificationKeys = adminKeys('verifications');

export const useVerificationQueue = (query: string) =>
  useQuery(
    adminListQuery<VerificationQueue>(
      verificationKeys.list(query),
      '/api/admin/verifications',
      query,
    ),
  );

export const useAdminVerification = (id: string | null) =>
  useQuery({
    queryKey: verificationKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      adminApi<AdminVerification>(adminPath('verifications', id!), { signal }),
    enabled: id !== null,
  });

/** Verify (no reason) or reject (with the reason the seller sees). */
export function useReviewVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reject }: { id: string; reject?: string }) =>
      adminApi<AdminVerification>(
        adminPath('verifications', id, reject === undefined ? '/verify' : '/reject'),
        { method: 'POST', body: reject === undefined ? {} : { reason: reject } },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(verificationKeys.detail(saved.vendorId), saved);
      void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] });
    },
  });
}
