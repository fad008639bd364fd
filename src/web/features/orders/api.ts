// A customer's orders (/api/store/orders): the list, one order, and cancelling all or part of
// it. Placing an order is the checkout's (features/checkout/api.ts).
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Order, OrderList } from '../../../domain/schemas/order';
import { ApiError, api, type RequestOptions } from '../../lib/api-client';
import { useAuthStore } from '../auth/auth-store';

export const ORDERS_PER_PAGE = 10;

export const orderKeys = {
  all: ['orders'] as const,
  list: (page: number) => ['orders', 'list', page] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/** A 401 means the session ended: the page's guard then sends the customer to sign in. */
export async function customerApi<T>(path: string, options?: RequestOptions): Promise<T> {
  try {
    return await api<T>(path, options);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) useAuthStore.getState().setSession(null);
    throw err;
  }
}

const orderPath = (id: string) => `/api/store/orders/${encodeURIComponent(id)}`;

export const ordersQuery = (page: number) =>
  queryOptions({
    queryKey: orderKeys.list(page),
    queryFn: ({ signal }) =>
      customerApi<OrderList>(`/api/store/orders?page=${page}&limit=${ORDERS_PER_PAGE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useOrders = (page: number) => useQuery(ordersQuery(page));

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => customerApi<Order>(orderPath(id), { signal }),
    staleTime: 0,
    // Another customer's order and a made-up id are both 404: asking again will not help.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

export const useOrder = (id: string) => useQuery(orderQuery(id));

export interface CancelRequest {
  orderId: string;
  /** One vendor's shipment; the whole order when absent. */
  groupId?: string;
  reason?: string;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, groupId, reason }: CancelRequest) =>
      customerApi<Order>(`${orderPath(orderId)}/cancel`, {
        method: 'POST',
        body: { ...(groupId ? { groupId } : {}), ...(reason ? { reason } : {}) },
      }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
}
