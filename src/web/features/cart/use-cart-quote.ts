// The cart as the server prices it now: `POST /api/store/quote` for a visitor's lines, the
// server cart (`GET /api/store/cart`) for a signed-in customer. Either answer is taken into the
// browser's cart (today's prices, quantities that can be bought).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../auth/auth-store';
import { useSessionChecked } from '../auth/session';
import { cartKeys, fetchQuote, fetchServerCart, quoteRequestOf } from './api';
import { adoptQuote } from './cart-adopt';
import { useCartStore } from './cart-store';
import { hasPendingCartChanges, useCartSyncStatus } from './cart-sync';

export type CartMode = 'pending' | 'visitor' | 'customer';

/** Whose cart this is; 'pending' until the session check answers. */
export function useCartMode(): CartMode {
  const checked = useSessionChecked();
  const isLoading = useAuthStore((s) => s.isLoading);
  const isCustomer = useAuthStore((s) => s.isAuthenticated && s.currentUser?.role === 'customer');
  if (isCustomer) return 'customer';
  return checked && !isLoading ? 'visitor' : 'pending';
}

/** The server cart, read fresh whenever a page that shows it opens. */
export const serverCartQuery = () =>
  queryOptions({
    queryKey: cartKeys.server,
    queryFn: async ({ signal }) => {
      const quote = await fetchServerCart(signal);
      // A change still on its way makes this answer old; the change's own answer follows.
      if (!hasPendingCartChanges()) adoptQuote(quote, 'server');
      return quote;
    },
    staleTime: 0,
  });

export function useCartQuote() {
  const mode = useCartMode();
  const items = useCartStore((s) => s.items);
  const syncStatus = useCartSyncStatus((s) => s.status);
  const pendingChanges = useCartSyncStatus((s) => s.pending);
  const request = quoteRequestOf(items);

  const visitor = useQuery({
    queryKey: cartKeys.quote(request.items),
    queryFn: async ({ signal }) => {
      const quote = await fetchQuote(request, signal);
      adoptQuote(quote, 'visitor');
      return quote;
    },
    enabled: mode === 'visitor' && request.items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const server = useQuery({
    ...serverCartQuery(),
    enabled: mode === 'customer' && syncStatus === 'live',
  });

  const active = mode === 'customer' ? server : visitor;
  return {
    mode,
    syncStatus,
    quote: active.data,
    /** The answer is for an older version of the lines (a newer one is on its way). */
    isStale:
      active.isPlaceholderData || active.isFetching || (mode === 'customer' && pendingChanges > 0),
    isLoading: active.isPending && active.fetchStatus !== 'idle',
    error: active.error,
    refetch: active.refetch,
  };
}
