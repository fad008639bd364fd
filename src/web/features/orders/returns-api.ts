// A customer's returns of one order (issue #21): what may be returned now, asking for a return,
// and its photos (uploaded one by one after the return is made).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReturnInput, OrderReturns, Return } from '../../../domain/schemas/returns';
import { apiUpload } from '../../lib/api-client';
import { customerApi } from './api';

const returnsPath = (orderId: string) => `/api/store/orders/${encodeURIComponent(orderId)}/returns`;
export const returnKeys = { order: (id: string) => ['orders', 'returns', id] as const };

export const useOrderReturns = (orderId: string, enabled = true) =>
  useQuery({
    queryKey: returnKeys.order(orderId),
    queryFn: ({ signal }) => customerApi<OrderReturns>(returnsPath(orderId), { signal }),
    enabled,
    staleTime: 0,
  });

export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, photos }: { body: CreateReturnInput; photos: File[] }) => {
      let made = await customerApi<Return>(returnsPath(orderId), { method: 'POST', body });
      for (const photo of photos) {
        made = await apiUpload<Return>(
          `${returnsPath(orderId)}/${encodeURIComponent(made.id)}/photos`,
          photo,
        );
      }
      return made;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnKeys.order(orderId) }),
  });
}
