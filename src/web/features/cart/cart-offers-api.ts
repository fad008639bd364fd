// `POST /api/store/quote/offers` (issue #37): the listed codes priced by the server against the
// cart's lines. Asked only when the shopper opens "View offers".
import { useQuery } from '@tanstack/react-query';
import type { Quote, QuoteRequest } from '../../../domain/schemas/order';
import type { CartOffers } from '../../../domain/schemas/promotions';
import { api } from '../../lib/api-client';

export const fetchCartOffers = (items: QuoteRequest['items'], signal?: AbortSignal) =>
  api<CartOffers>('/api/store/quote/offers', { method: 'POST', body: { items }, signal });

/** The lines of a quote that can be bought, as a request names them. */
export function itemsOf(quote: Quote): QuoteRequest['items'] {
  return quote.lines
    .filter((l) => l.quantity > 0)
    .map(({ productId, variantId, quantity }) =>
      variantId ? { productId, variantId, quantity } : { productId, quantity },
    );
}

export function useCartOffers(quote: Quote | undefined, enabled: boolean) {
  const items = quote ? itemsOf(quote) : [];
  return useQuery({
    queryKey: ['cart', 'offers', items],
    queryFn: ({ signal }) => fetchCartOffers(items, signal),
    enabled: enabled && items.length > 0,
    staleTime: 0,
  });
}
