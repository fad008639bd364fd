// The cart endpoints (issue #5): a visitor's cart is priced with `POST /api/store/quote`; a
// signed-in customer's cart lives on the server (`/api/store/cart`). Every answer is a Quote:
// the server's prices, stock and totals for the lines.
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../../../domain/cart-limits';
import type { Quote, QuoteRequest } from '../../../domain/schemas/order';
import { api } from '../../lib/api-client';
import { sessionApi as cartApi } from '../auth/session';
import type { CartItem } from './cart-store';

export const cartKeys = {
  all: ['cart'] as const,
  quote: (lines: QuoteRequest['items']) => ['cart', 'quote', lines] as const,
  server: ['cart', 'server'] as const,
};

const validId = (id: string) => id.length > 0 && id.length <= 100;

/** What the server is asked about: ids and quantities only, within its limits. A line saved
 * before variants has no `variantId`: the server reads it as the product's only variant. */
export function quoteRequestOf(items: readonly CartItem[]): QuoteRequest {
  return {
    items: items
      .slice(0, MAX_CART_LINES)
      .filter(({ product, variantId }) => validId(product.id) && (!variantId || validId(variantId)))
      .map(({ product, variantId, quantity }) => ({
        productId: product.id,
        ...(variantId ? { variantId } : {}),
        quantity: Math.min(quantity, MAX_LINE_QUANTITY),
      })),
  };
}

/** `key` is the line's variant id, or a plain product's id for a line saved before variants. */
const itemPath = (key: string) => `/api/store/cart/items/${encodeURIComponent(key)}`;

export const fetchQuote = (body: QuoteRequest, signal?: AbortSignal) =>
  api<Quote>('/api/store/quote', { method: 'POST', body, signal });

export const fetchServerCart = (signal?: AbortSignal) =>
  cartApi<Quote>('/api/store/cart', { signal });

/** `key`: the merge's Idempotency-Key, the same when the same lines are sent again. */
export const mergeServerCart = (body: QuoteRequest, key: string) =>
  cartApi<Quote>('/api/store/cart/merge', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': key },
  });

export const setServerQuantity = (key: string, quantity: number) =>
  cartApi<Quote>(itemPath(key), {
    method: 'PUT',
    body: { quantity: Math.min(quantity, MAX_LINE_QUANTITY) },
  });

export const removeServerLine = (key: string) =>
  cartApi<Quote>(itemPath(key), { method: 'DELETE' });

export const clearServerCart = () => cartApi<Quote>('/api/store/cart', { method: 'DELETE' });
