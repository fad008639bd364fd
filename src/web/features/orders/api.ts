// A customer's orders (/api/store/orders): the list, one order, and cancelling all or part of
// it. Placing an order is the checkout's (features/checkout/api.ts).
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AnswerDeliveryIssue } from '../../../domain/schemas/delivery-issues';
import type { Order, OrderList } from '../../../domain/schemas/order';
import { ApiError } from '../../lib/api-client';
import { sessionApi } from '../auth/session';

export const ORDERS_PER_PAGE = 10;

export const orderKeys = {
  all: ['orders'] as const,
  list: (page: number) => ['orders', 'list', page] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/** The customer's calls: a 401 (the session ended) sends them to sign in. */
export const customerApi = sessionApi;

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

export interface DeliveryAnswerRequest {
  orderId: string;
  issueId: string;
  body: AnswerDeliveryIssue;
}

/** Issue #39: the shopper's answer to a failed delivery (deliver again, correct, cancel). */
export function useAnswerDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, issueId, body }: DeliveryAnswerRequest) =>
      customerApi<Order>(`${orderPath(orderId)}/delivery-issues/${encodeURIComponent(issueId)}`, {
        method: 'POST',
        body,
      }),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(order.id), order),
  });
}
