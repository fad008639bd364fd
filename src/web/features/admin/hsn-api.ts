// /api/admin/hsn-codes: the HSN code and GST rate of each category and subcategory (issue #21).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HsnCodeList, HsnCodeUpdate } from '../../../domain/schemas/tax-invoices';
import { adminApi } from './admin-api';

const hsnKey = ['admin', 'hsn-codes'] as const;

export const useHsnCodes = () =>
  useQuery({
    queryKey: hsnKey,
    queryFn: ({ signal }) => adminApi<HsnCodeList>('/api/admin/hsn-codes', { signal }),
  });

/** The answer is the whole list again: the cache takes it. */
export function useSaveHsnCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HsnCodeUpdate) =>
      adminApi<HsnCodeList>('/api/admin/hsn-codes', { method: 'PUT', body }),
    onSuccess: (list) => queryClient.setQueryData(hsnKey, list),
  });
}
