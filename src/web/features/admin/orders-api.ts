// /api/admin/orders: the list, one order, and what the admin does to it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrder,
  AdminOrderList,
  MoveGroup,
  RecordRefund,
} from '../../../domain/schemas/admin-orders';
import { adminApi, adminKeys, adminListQuery, adminPath } from './admin-api';

export const orderKeys = adminKeys('orders');

export const adminOrdersQuery = (query: string) =>
  adminListQuery<AdminOrderList>(orderKeys.list(query), '/api/admin/orders', query);
export const useAdminOrders = (query: string) => useQuery(adminOrdersQuery(query));

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => adminApi<AdminOrder>(adminPath('orders', id), { signal }),
  });
export const useAdminOrder = (id: string) => useQuery(adminOrderQuery(id));

/** Every change answers the updated order: it replaces the cached detail at once. */
function useOrderMutation<TVariables>(
  orderId: string,
  request: (variables: TVariables) => Promise<AdminOrder>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(orderId), order),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit', 'order', orderId] });
      // Cancelling puts stock back on the shelf.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
  });
}

export const useMoveGroup = (orderId: string) =>
  useOrderMutation(orderId, ({ groupId, ...body }: MoveGroup & { groupId: string }) =>
    adminApi<AdminOrder>(
      adminPath('orders', orderId, `/groups/${encodeURIComponent(groupId)}/status`),
      {
        method: 'POST',
        body,
      },
    ),
  );

export const useCancelOrder = (orderId: string) =>
  useOrderMutation(orderId, (reason: string | undefined) =>
    adminApi<AdminOrder>(adminPath('orders', orderId, '/cancel'), {
      method: 'POST',
      body: reason ? { reason } : {},
    }),
  );

export const useRecordRefund = (orderId: string) =>
  useOrderMutation(orderId, (body: RecordRefund) =>
    adminApi<AdminOrder>(adminPath('orders', orderId, '/refund'), { method: 'POST', body }),
  );

/** The CSV export's address for the filters on screen (a plain download with the cookie). */
export function ordersExportUrl(filters: Record<string, string>) {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v));
  const qs = query.toString();
  return `/api/admin/orders/export${qs ? `?${qs}` : ''}`;
}
