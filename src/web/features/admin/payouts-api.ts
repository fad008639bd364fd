// /api/admin/payouts and /api/admin/settlements: every vendor's payouts, running a settlement
// and marking a payout paid with its UTR.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MarkPayoutPaid,
  Payout,
  PayoutStatementDetail,
  RunSettlement,
  SettlementRun,
} from '../../../domain/schemas/payouts';
import { adminApi, adminListQuery, adminPath, type ListPage } from './admin-api';

export const payoutKeys = {
  all: ['admin', 'payouts'] as const,
  list: (query: string) => ['admin', 'payouts', 'list', query] as const,
  runs: ['admin', 'payouts', 'runs'] as const,
};

export const usePayouts = (query: string) =>
  useQuery(adminListQuery<ListPage<Payout>>(payoutKeys.list(query), '/api/admin/payouts', query));

export const useSettlementRuns = () =>
  useQuery({
    queryKey: payoutKeys.runs,
    queryFn: ({ signal }) =>
      adminApi<ListPage<SettlementRun>>('/api/admin/settlements?limit=5', { signal }),
  });

export const bankUploadUrl = (runId: string) => adminPath('settlements', runId, '/bank-upload.csv');

function usePayoutMutation<V, R>(request: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

export const useRunSettlement = () =>
  usePayoutMutation((body: RunSettlement) =>
    adminApi<SettlementRun>('/api/admin/settlements', { method: 'POST', body }),
  );

export const useMarkPayoutPaid = () =>
  usePayoutMutation(({ id, utr }: MarkPayoutPaid & { id: string }) =>
    adminApi<PayoutStatementDetail>(adminPath('payouts', id, '/paid'), {
      method: 'POST',
      body: { utr },
    }),
  );
