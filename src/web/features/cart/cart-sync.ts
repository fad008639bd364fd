// A signed-in customer's cart lives on the server too, so it follows them across devices (issue
// #5). At sign-in, or on load when this browser's cart is not yet the customer's, the browser's
// lines are merged into the server cart (quantities added, capped by stock) and the answer
// adopted; on later loads the server cart is read. After that, every change made here is sent
// as it happens (optimistic; a refused change is undone with a toast). Visitors stay local.
// When no customer is signed in any more, the browser forgets that customer's lines: they are
// safe on the server and come back at the next sign-in, and the next person at this device
// does not see or inherit them.
// The browser keeps no trace of who the customer is (issue #16): only a mark that its copy is
// some account's. Such a copy is never merged into an account, only replaced by the server's
// cart, so one account's lines can never reach another's.
import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import type { Quote } from '../../../domain/schemas/order';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import {
  cartKeys,
  clearServerCart,
  fetchServerCart,
  mergeServerCart,
  quoteRequestOf,
  removeServerLine,
  setServerQuantity,
} from './api';
import { adoptQuote, isSyncMuted, useCartNotices, withoutSync } from './cart-adopt';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import {
  clearPendingLines,
  isAccountCopy,
  markAccountCopy,
  notePendingLine,
  pendingLines,
  pendingMerge,
  setPendingMerge,
  settlePendingLine,
} from './cart-copy';
import { lineKeyOf, useCartStore, type CartItem, type CartState } from './cart-store';

export { CART_COPY_KEY } from './cart-copy';

export type CartSyncStatus = 'off' | 'syncing' | 'live' | 'error';

export const useCartSyncStatus = create<{
  status: CartSyncStatus;
  userId: string | null;
  /** Changes sent and not yet answered. */
  pending: number;
}>()(() => ({ status: 'off', userId: null, pending: 0 }));

let queryClient: QueryClient | null = null;
/** Bumped whenever the sync stops or restarts: answers to older requests are dropped. */
let generation = 0;
let inFlight = 0;
let latest: Quote | null = null;
let refused = false;
let hydrating = false;
/** The customer this page last mirrored (memory only): a switch of account clears at once. */
let lastCustomer: string | null = null;

/** Lines added here since the first merge's lines were taken (while it was on its way, or on
 * this page after an earlier page sent it): re-applied once the answer is in. */
function additionsSince(
  sent: readonly { productId: string; variantId?: string; quantity: number }[],
  now: readonly CartItem[],
): CartItem[] {
  const before = new Map(sent.map((item) => [item.variantId ?? item.productId, item.quantity]));
  return now
    .map((item) => ({ ...item, quantity: item.quantity - (before.get(lineKeyOf(item)) ?? 0) }))
    .filter((item) => item.quantity > 0);
}

/** Starts (once per customer) mirroring the customer's server cart. */
export async function startCartSync(userId: string): Promise<void> {
  const { status, userId: current } = useCartSyncStatus.getState();
  if (current === userId && (status === 'syncing' || status === 'live')) return;
  const run = ++generation;
  inFlight = 0;
  latest = null;
  useCartSyncStatus.setState({ status: 'syncing', userId, pending: 0 });
  const accountCopy = isAccountCopy();
  // Another customer's lines never show in, or slip into, this customer's cart.
  if (lastCustomer !== null && lastCustomer !== userId) {
    withoutSync(() => useCartStore.getState().clearCart());
    useCartNotices.setState({ notices: {} });
  }
  lastCustomer = userId;
  // A visitor's cart is merged under a key kept until the answer: a merge an earlier page sent
  // and went away before its answer is sent again as it was, so the server adds it once.
  const merge = accountCopy
    ? null
    : (pendingMerge() ?? {
        key: newIdempotencyKey(),
        items: quoteRequestOf(useCartStore.getState().items).items,
      });
  const sent = accountCopy ? quoteRequestOf(useCartStore.getState().items).items : merge!.items;
  try {
    // An account's copy (a reload, or a sign-in the page did not see end) is replaced by the
    // server's cart; only a visitor's cart is merged in.
    let quote: Quote;
    if (merge) {
      // Changes an account's copy left unanswered are no part of a visitor's cart.
      clearPendingLines();
      setPendingMerge(merge);
      quote = await mergeServerCart({ items: merge.items }, merge.key);
    } else quote = await resendPendingLines(await fetchServerCart());
    if (run !== generation) return;
    const added = additionsSince(sent, useCartStore.getState().items);
    markAccountCopy(true);
    setPendingMerge(null);
    adoptQuote(quote, 'server');
    queryClient?.setQueryData(cartKeys.server, quote);
    useCartSyncStatus.setState({ status: 'live' });
    for (const { product, quantity, variantId } of added) {
      useCartStore.getState().addItem(product, quantity, variantId);
    }
  } catch {
    if (run === generation) useCartSyncStatus.setState({ status: 'error' });
  }
}

/** Sends again the line changes an earlier page left unanswered (cart-copy.ts), in turn, and
 * returns the server's cart after the last one. A line the server refuses now (sold out since,
 * or gone) stays as the server has it. */
async function resendPendingLines(quote: Quote): Promise<Quote> {
  let latestQuote = quote;
  for (const [key, quantity] of Object.entries(pendingLines())) {
    try {
      latestQuote = await (quantity > 0 ? setServerQuantity(key, quantity) : removeServerLine(key));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
    }
    settlePendingLine(key, quantity);
  }
  return latestQuote;
}

/** After a failed first sync: try again for the same customer. */
export async function retryCartSync(): Promise<void> {
  const { status, userId } = useCartSyncStatus.getState();
  if (status === 'error' && userId) await startCartSync(userId);
}

export function stopCartSync(): void {
  generation += 1;
  inFlight = 0;
  latest = null;
  useCartSyncStatus.setState({ status: 'off', userId: null, pending: 0 });
}

/** No customer any more (signed out, or the session ended): drop the mirrored lines here. */
export function forgetCustomerCart(): void {
  stopCartSync();
  lastCustomer = null;
  // A merge left unanswered is not sent to whoever signs in next: the cart here is merged anew.
  setPendingMerge(null);
  clearPendingLines();
  if (!isAccountCopy()) return;
  markAccountCopy(false);
  withoutSync(() => useCartStore.getState().clearCart());
  useCartNotices.setState({ notices: {} });
  queryClient?.removeQueries({ queryKey: cartKeys.server });
}

/** Whether changes are still on their way (an older server answer must not overwrite them). */
export const hasPendingCartChanges = () => inFlight > 0;

function showRefusal(error: unknown, name: string | undefined) {
  const reason = error instanceof Error ? error.message : 'Please try again.';
  toast.error(
    name ? `We could not update ${name} in your cart.` : 'We could not update your cart.',
    {
      description: reason,
    },
  );
}

function settle() {
  if (latest) {
    adoptQuote(latest, 'server');
    queryClient?.setQueryData(cartKeys.server, latest);
    latest = null;
  }
  if (refused) {
    refused = false;
    void queryClient?.invalidateQueries({ queryKey: cartKeys.server });
  }
}

/** `lines`: the line keys and quantities the request sets, kept until the answer (cart-copy.ts). */
function send(
  request: () => Promise<Quote>,
  undo: () => void,
  name: string | undefined,
  lines: readonly (readonly [string, number])[],
) {
  const run = generation;
  for (const [key, quantity] of lines) notePendingLine(key, quantity);
  inFlight += 1;
  useCartSyncStatus.setState({ pending: inFlight });
  void queryClient?.cancelQueries({ queryKey: cartKeys.server });
  request()
    .then(
      (quote) => {
        if (run === generation) latest = quote;
      },
      (error: unknown) => {
        if (run !== generation) return;
        withoutSync(undo);
        refused = true;
        // A 401 has already signed the browser out; the sign-in page says enough.
        if (!(error instanceof ApiError && error.status === 401)) showRefusal(error, name);
      },
    )
    .finally(() => {
      for (const [key, quantity] of lines) settlePendingLine(key, quantity);
      if (run !== generation) return;
      inFlight -= 1;
      useCartSyncStatus.setState({ pending: inFlight });
      if (inFlight === 0) settle();
    });
}

/** Puts one line back as it was (or takes it out again) without telling the server. */
function restoreLine(key: string, before: CartItem | undefined) {
  const items = useCartStore.getState().items;
  const at = items.findIndex((item) => lineKeyOf(item) === key);
  const next = before
    ? at >= 0
      ? items.map((item, i) => (i === at ? before : item))
      : [...items, before]
    : items.filter((item) => lineKeyOf(item) !== key);
  useCartStore.getState().replaceItems(next);
}

function onCartChange(state: CartState, previous: CartState) {
  if (state.items === previous.items || isSyncMuted() || hydrating) return;
  if (useCartSyncStatus.getState().status !== 'live') return;
  if (state.items.length === 0 && previous.items.length > 1) {
    const before = previous.items;
    send(
      clearServerCart,
      () => useCartStore.getState().replaceItems(before),
      undefined,
      before.map((item) => [lineKeyOf(item), 0] as const),
    );
    return;
  }
  // Keyed by variant: the server's item routes take the same key.
  const before = new Map(previous.items.map((item) => [lineKeyOf(item), item]));
  const after = new Map(state.items.map((item) => [lineKeyOf(item), item]));
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(id);
    const now = after.get(id);
    if (was?.quantity === now?.quantity) continue;
    const name = (now ?? was)?.product.name;
    send(
      now ? () => setServerQuantity(id, now.quantity) : () => removeServerLine(id),
      () => restoreLine(id, was),
      name,
      [[id, now?.quantity ?? 0]],
    );
  }
}

/** Listens to the cart for the app's lifetime; returns the way to stop listening. */
export function attachCartSync(client: QueryClient): () => void {
  queryClient = client;
  const stops = [
    useCartStore.subscribe(onCartChange),
    // Another tab's write arrives as a rehydration: that tab has already told the server.
    useCartStore.persist.onHydrate(() => {
      hydrating = true;
    }),
    useCartStore.persist.onFinishHydration(() => {
      hydrating = false;
    }),
  ];
  return () => {
    for (const stop of stops) stop();
    if (queryClient === client) queryClient = null;
  };
}
