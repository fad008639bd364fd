// The vendor's orders (/api/vendor/orders): list, one order, and moving its shipment. A move
// answers the updated order, which goes straight into the cache; lists and the dashboard reload.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  VendorBulkMove,
  VendorBulkMoveResult,
  VendorOrder,
  VendorOrderAction,
  VendorOrderList,
} from '../../../domain/schemas/vendor-orders';
import type { BookShipment } from '../../../domain/schemas/shipping';
import { vendorApi } from './vendor-api';

export const vendorOrderKeys = {
  all: ['vendor', 'orders'] as const,
  list: (query: string) => ['vendor', 'orders', 'list', query] as const,
  one: (id: string) => ['vendor', 'orders', 'one', id] as const,
};

const orderPath = (id: string) => `/api/vendor/orders/${encodeURIComponent(id)}`;

export const vendorOrderListQuery = (query: string) =>
  queryOptions({
    queryKey: vendorOrderKeys.list(query),
    queryFn: ({ signal }) => vendorApi<VendorOrderList>(`/api/vendor/orders?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const vendorOrderQuery = (id: string) =>
  queryOptions({
    queryKey: vendorOrderKeys.one(id),
    queryFn: ({ signal }) => vendorApi<VendorOrder>(orderPath(id), { signal }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });

export const useVendorOrders = (query: string) => useQuery(vendorOrderListQuery(query));
export const useVendorOrder = (id: string) => useQuery(vendorOrderQuery(id));

/** Everything a shipment's move changes on other pages. */
const afterMove = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [...vendorOrderKeys.all, 'list'] }),
    // Figures, stock (a cancel returns it) and customers follow the move.
    queryClient.invalidateQueries({ queryKey: ['vendor', 'reports'] }),
    queryClient.invalidateQueries({ queryKey: ['vendor', 'products'] }),
  ]);

/** Confirm or pack several shipments; each order answers on its own. */
export function useBulkMoveOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: VendorBulkMove) =>
      vendorApi<VendorBulkMoveResult>('/api/vendor/orders/status', { method: 'POST', body: move }),
    onSettled: async (result) => {
      for (const r of result?.results ?? []) {
        if (r.ok) await queryClient.invalidateQueries({ queryKey: vendorOrderKeys.one(r.id) });
      }
      await afterMove(queryClient);
    },
  });
}

export function useMoveOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: VendorOrderAction) =>
      vendorApi<VendorOrder>(`${orderPath(id)}/status`, { method: 'POST', body: action }),
    onSuccess: (order) => queryClient.setQueryData(vendorOrderKeys.one(id), order),
    onSettled: () => afterMove(queryClient),
  });
}

/** Ship a packed shipment yourself or book it with the aggregator (issue #39). */
export function useBookShipment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookShipment) =>
      vendorApi<VendorOrder>(`${orderPath(id)}/shipment`, { method: 'POST', body }),
    onSuccess: (order) => queryClient.setQueryData(vendorOrderKeys.one(id), order),
    onSettled: () => afterMove(queryClient),
  });
}

/** The labels of the chosen orders in one PDF (the session cookie goes along). */
export const bulkLabelsUrl = (ids: string[]) =>
  `/api/vendor/orders/labels.pdf?${new URLSearchParams({ ids: ids.join(',') }).toString()}`;
