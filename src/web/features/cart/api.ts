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

/** What the server is asked about: ids and quantities only, within its limits. */
export function quoteRequestOf(items: readonly CartItem[]): QuoteRequest {
  return {
    items: items
      .slice(0, MAX_CART_LINES)
      .map(({ product, quantity }) => ({
        productId: product.id,
        quantity: Math.min(quantity, MAX_LINE_QUANTITY),
      }))
      .filter((line) => line.productId.length > 0 && line.productId.length <= 100),
  };
}

const itemPath = (productId: string) => `/api/store/cart/items/${encodeURIComponent(productId)}`;

export const fetchQuote = (body: QuoteRequest, signal?: AbortSignal) =>
  api<Quote>('/api/store/quote', { method: 'POST', body, signal });

export const fetchServerCart = (signal?: AbortSignal) =>
  cartApi<Quote>('/api/store/cart', { signal });

export const mergeServerCart = (body: QuoteRequest) =>
  cartApi<Quote>('/api/store/cart/merge', { method: 'POST', body });

export const setServerQuantity = (productId: string, quantity: number) =>
  cartApi<Quote>(itemPath(productId), {
    method: 'PUT',
    body: { quantity: Math.min(quantity, MAX_LINE_QUANTITY) },
  });

export const removeServerLine = (productId: string) =>
  cartApi<Quote>(itemPath(productId), { method: 'DELETE' });

export const clearServerCart = () => cartApi<Quote>('/api/store/cart', { method: 'DELETE' });
