// Angle Admin's Reported queue (/api/admin/reported, issue #38) and the desk (/api/admin/desk):
// the items shoppers reported, and hide or keep one with a reason for the audit trail.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Desk } from '../../../domain/schemas/admin-desk';
import type { ReportedItem, ReportedKind, Resolution } from '../../../domain/schemas/reports';
import { adminApi, adminListQuery, type ListPage } from './admin-api';

const reportedKeys = {
  all: ['admin', 'reported'] as const,
  list: (query: string) => ['admin', 'reported', query] as const,
};
const deskKey = ['admin', 'desk'] as const;

export const reportedQuery = (query: string) =>
  adminListQuery<ListPage<ReportedItem>>(reportedKeys.list(query), '/api/admin/reported', query);
export const useReported = (query: string) => useQuery(reportedQuery(query));

export const useDesk = () =>
  useQuery({
    queryKey: deskKey,
    queryFn: ({ signal }) => adminApi<Desk>('/api/admin/desk', { signal }),
  });

export interface ReportDecision {
  kind: ReportedKind;
  id: string;
  resolution: Resolution;
  reason: string;
}

export function useResolveReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, resolution, reason }: ReportDecision) =>
      adminApi<unknown>(`/api/admin/reported/${kind}/${encodeURIComponent(id)}/${resolution}`, {
        method: 'POST',
        body: { reason },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportedKeys.all }),
        queryClient.invalidateQueries({ queryKey: deskKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'questions'] }),
      ]),
  });
}
