// Keeps a signed-in customer's wishlist on the server and this browser's copy in step.
// - Visitors (and vendors or admins browsing the store) keep the local list only.
// - When a customer is known (sign-in, or a reload while signed in) the local hearts are merged
//   into the server's list once, and the answer becomes the local copy. A local copy that is
//   already an account's (a reload) is not merged again, or a product removed on another
//   device would come back: it is replaced by the server's list. The copy is marked as an
//   account's without naming it (issue #16), so it is never merged into any account.
// - Each heart changes the local copy at once, then the server; a refusal puts the heart back
//   and says why in a toast.
// Server calls run one after another, so a quick add-remove-add reaches the server in order, and
// a list that arrives while changes are still queued is shown with those changes applied.
import { PRODUCT_ID_PATTERN, WISHLIST_LIMIT, WISHLIST_MERGE_LIMIT } from '../../../domain/wishlist';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useAuthStore } from '../auth/auth-store';
import { deleteWishlistItem, fetchWishlist, mergeWishlist, putWishlistItem } from './api';
import { useWishlistStore } from './wishlist-store';

interface Change {
  kind: 'add' | 'remove';
  productId: string;
}

let queue: Promise<unknown> = Promise.resolve();
/** The latest change not yet confirmed by the server, per product. */
const pending = new Map<string, Change>();
/** The customer whose list the local copy was merged into, in this page's life. */
let merged: { userId: string; done: Promise<boolean> } | null = null;

function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** The signed-in customer's id; null for visitors, vendors, admins and role-less accounts. */
export function signedInCustomerId(): string | null {
  return useAuthStore.getState().userData?.id ?? null;
}

function isSessionGone(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401;
}

/** The session ended elsewhere (expired, signed out in another tab): this browser is a
 * visitor's again (forgetWishlistSync then clears the customer's list from it). */
function forgetSession() {
  useAuthStore.getState().setSession(null);
}

const failureMessage = (err: unknown) =>
  err instanceof ApiError ? err.message : 'We could not update your wishlist. Please try again.';

/** Makes the server's list (newest first) the local copy, with the queued changes on top. */
function showServerList(serverIds: string[]) {
  const queued = [...pending.values()];
  const removed = new Set(queued.filter((c) => c.kind === 'remove').map((c) => c.productId));
  const kept = serverIds.filter((id) => !removed.has(id));
  const added = queued
    .filter((c) => c.kind === 'add' && !kept.includes(c.productId))
    .map((c) => c.productId)
    .reverse();
  useWishlistStore.getState().setIds([...added, ...kept]);
}

/** Sends the visitor's hearts, the newest WISHLIST_LIMIT, oldest batch first so the server
 * keeps their order; answers the merged list and how many did not fit. */
async function mergeLocal(): Promise<{ productIds: string[]; overLimit: number }> {
  const local = useWishlistStore
    .getState()
    .ids.filter((id) => PRODUCT_ID_PATTERN.test(id))
    .slice(0, WISHLIST_LIMIT);
  const batches: string[][] = [];
  for (let i = 0; i < local.length; i += WISHLIST_MERGE_LIMIT) {
    batches.unshift(local.slice(i, i + WISHLIST_MERGE_LIMIT));
  }
  if (batches.length === 0) batches.push([]);
  let productIds: string[] = [];
  let overLimit = 0;
  for (const batch of batches) {
    const result = await mergeWishlist(batch);
    productIds = result.productIds;
    overLimit += result.skipped.filter((s) => s.reason === 'limit').length;
  }
  return { productIds, overLimit };
}

/** Brings the local copy in step with `userId`'s list, once per sign-in (merging a visitor's
 * hearts first); true once done. */
export function syncWishlist(userId: string): Promise<boolean> {
  if (merged?.userId === userId) return merged.done;
  const done = enqueue(async () => {
    const accountCopy = useWishlistStore.getState().account;
    const { productIds, overLimit } = accountCopy
      ? { ...(await fetchWishlist()), overLimit: 0 }
      : await mergeLocal();
    if (signedInCustomerId() !== userId) return false;
    useWishlistStore.getState().setAccount(true);
    showServerList(productIds);
    if (overLimit > 0) {
      toast.error(
        `Your wishlist is full: ${overLimit} saved product${overLimit === 1 ? '' : 's'} from this browser could not be added.`,
      );
    }
    return true;
  }).catch((err: unknown) => {
    // Not merged: the next sync (another page, a reload) tries again.
    if (merged?.done === done) merged = null;
    if (isSessionGone(err)) forgetSession();
    return false;
  });
  merged = { userId, done };
  return done;
}

/** Signed out: as with the cart, a customer's list leaves this browser (it stays on the server
 * and comes back at their next sign-in), so the next person here does not see it or merge it
 * into their own account. A visitor's list, never merged, stays. */
export function forgetWishlistSync() {
  merged = null;
  const store = useWishlistStore.getState();
  if (!store.account) return;
  store.setAccount(false);
  store.setIds([]);
}

/** Reads the server's list (after the merge) into the local copy; for the wishlist page. */
export async function refreshWishlist(userId: string): Promise<string[]> {
  // Until the local hearts are merged, the server's list must not replace them.
  if (!(await syncWishlist(userId))) {
    throw new ApiError(0, 'We could not load the wishlist saved with your account.');
  }
  return enqueue(async () => {
    try {
      const { productIds } = await fetchWishlist();
      if (signedInCustomerId() === userId) showServerList(productIds);
      return productIds;
    } catch (err) {
      if (isSessionGone(err)) forgetSession();
      throw err;
    }
  });
}

async function change(kind: Change['kind'], productId: string): Promise<void> {
  const store = useWishlistStore.getState();
  const index = store.ids.indexOf(productId);
  if (kind === 'add') store.add(productId);
  else store.remove(productId);
  if (!signedInCustomerId()) return;

  const mine: Change = { kind, productId };
  pending.set(productId, mine);
  try {
    await enqueue<unknown>(() =>
      kind === 'add' ? putWishlistItem(productId) : deleteWishlistItem(productId),
    );
  } catch (err) {
    // A newer change to the same product decides where its heart ends up.
    if (pending.get(productId) !== mine) return;
    if (isSessionGone(err)) {
      forgetSession();
      return;
    }
    if (kind === 'add') useWishlistStore.getState().remove(productId);
    else useWishlistStore.getState().add(productId, Math.max(index, 0));
    toast.error(failureMessage(err));
  } finally {
    if (pending.get(productId) === mine) pending.delete(productId);
  }
}

export const addToWishlist = (productId: string) => change('add', productId);
export const removeFromWishlist = (productId: string) => change('remove', productId);

export function toggleWishlist(productId: string): Promise<void> {
  const saved = useWishlistStore.getState().ids.includes(productId);
  return change(saved ? 'remove' : 'add', productId);
}

/** Tests start each case from a clean slate. */
export function resetWishlistSyncForTests() {
  queue = Promise.resolve();
  pending.clear();
  merged = null;
}
