// /api/admin/promotions and /api/vendor/promotions (issue #20): the same routes under two
// prefixes, so one set of hooks serves both, keyed by the prefix. Every change reloads the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromotionDto, PromotionInput } from '../../../domain/schemas/promotions';
import { sessionApi } from '../auth/session';

export type PromotionsBase = '/api/admin/promotions' | '/api/vendor/promotions';
export type PromotionMove = 'pause' | 'resume' | 'end';

/** Under the area's root key, so signing out forgets a vendor's offers with its other data. */
const keys = (base: PromotionsBase) =>
  [base === '/api/admin/promotions' ? 'admin' : 'vendor', 'promotions'] as const;
const onePath = (base: PromotionsBase, id: string, rest = '') =>
  `${base}/${encodeURIComponent(id)}${rest}`;

export const usePromotions = (base: PromotionsBase) =>
  useQuery({
    queryKey: keys(base),
    queryFn: ({ signal }) => sessionApi<{ items: PromotionDto[] }>(base, { signal }),
  });

function usePromotionMutation<TVariables>(
  base: PromotionsBase,
  request: (variables: TVariables) => Promise<PromotionDto>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys(base) }),
  });
}

/** Creates an offer, or replaces the terms of offer `id`. */
export const useSavePromotion = (base: PromotionsBase, id: string | null) =>
  usePromotionMutation(base, (body: PromotionInput) =>
    id === null
      ? sessionApi<PromotionDto>(base, { method: 'POST', body })
      : sessionApi<PromotionDto>(onePath(base, id), { method: 'PATCH', body }),
  );

export const useMovePromotion = (base: PromotionsBase) =>
  usePromotionMutation(base, ({ id, move }: { id: string; move: PromotionMove }) =>
    sessionApi<PromotionDto>(onePath(base, id, `/${move}`), { method: 'POST', body: {} }),
  );
