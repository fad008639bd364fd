// /api/admin/returns: every return (by status, or one order's), one return with the customer's
// payout details in full (only there: the refund dialog reads it), the admin's moves and the
// refund (issue #21, docs/decisions/021-returns-and-refunds.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReturn,
  RecordReturnRefund,
  Return,
  ReturnActionInput,
} from '../../../domain/schemas/returns';
import { adminApi, adminKeys, adminListQuery, adminPath, type ListPage } from './admin-api';
import { orderKeys } from './orders-api';

export const returnKeys = {
  ...adminKeys('returns'),
  order: (orderId: string) => ['admin', 'returns', 'order', orderId] as const,
};

export const useAdminReturns = (query: string) =>
  useQuery(adminListQuery<ListPage<Return>>(returnKeys.list(query), '/api/admin/returns', query));

/** One order's returns, oldest first as the order page tells its story (an order holds few). */
export const useOrderReturns = (orderId: string) =>
  useQuery({
    queryKey: returnKeys.order(orderId),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ orderId, limit: '100' });
      const page = await adminApi<ListPage<Return>>(`/api/admin/returns?${query}`, { signal });
      return [...page.items].reverse();
    },
  });

/** The return as only the admin sees it: where a cash-on-delivery refund goes, in full. */
export const useAdminReturn = (id: string) =>
  useQuery({
    queryKey: returnKeys.detail(id),
    queryFn: ({ signal }) => adminApi<AdminReturn>(adminPath('returns', id), { signal }),
  });

function useReturnMutation<V>(orderId: string, request: (v: V) => Promise<AdminReturn>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: returnKeys.all });
      // A refund is a payment of the order; a received return puts stock back.
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
  });
}

export const useMoveReturn = (orderId: string) =>
  useReturnMutation(orderId, ({ id, action }: { id: string; action: ReturnActionInput }) =>
    adminApi<AdminReturn>(adminPath('returns', id, '/status'), { method: 'POST', body: action }),
  );

export const useRefundReturn = (orderId: string) =>
  useReturnMutation(
    orderId,
    ({ id, key, body }: { id: string; key: string; body: RecordReturnRefund }) =>
      adminApi<AdminReturn>(adminPath('returns', id, '/refund'), {
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      }),
  );
