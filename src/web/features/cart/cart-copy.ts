// The mark that this browser's cart is a copy of an account's server cart (cart-sync.ts). Kept
// apart so the root layout can read it without downloading the sync: a visitor whose cart is no
// account's copy, and who is not signed in, never needs the sync (issue #24).

/** Present ('account') while this browser's cart is a copy of an account's server cart. */
export const CART_COPY_KEY = 'angle-cart-copy';
/** Older builds kept the account's id here: it is removed on sight. */
const LEGACY_OWNER_KEY = 'angle-cart-owner';

export function isAccountCopy(): boolean {
  try {
    const legacy = localStorage.getItem(LEGACY_OWNER_KEY);
    if (legacy !== null) {
      localStorage.removeItem(LEGACY_OWNER_KEY);
      localStorage.setItem(CART_COPY_KEY, 'account');
    }
    return localStorage.getItem(CART_COPY_KEY) !== null;
  } catch {
    return false;
  }
}

export function markAccountCopy(isCopy: boolean) {
  try {
    if (isCopy) localStorage.setItem(CART_COPY_KEY, 'account');
    else localStorage.removeItem(CART_COPY_KEY);
  } catch {
    // Storage refused (private mode): the next load merges again, which only adds lines.
  }
}

/** A merge of this browser's cart sent and not yet answered (cart-sync.ts): its Idempotency-Key
 * and the lines it sent. A page that goes away meanwhile leaves it here, and the next page sends
 * the same lines under the same key, so the server adds them once whether or not the first one
 * reached it (issue #36: a reload right after Add to Cart counted the line twice). */
export interface PendingMerge {
  key: string;
  items: { productId: string; variantId?: string; quantity: number }[];
}

export const CART_MERGE_KEY = 'angle-cart-merge';

export function pendingMerge(): PendingMerge | null {
  try {
    const value = JSON.parse(localStorage.getItem(CART_MERGE_KEY) ?? 'null') as unknown;
    const merge = value as Partial<PendingMerge> | null;
    return merge && typeof merge.key === 'string' && Array.isArray(merge.items)
      ? (merge as PendingMerge)
      : null;
  } catch {
    return null;
  }
}

export function setPendingMerge(merge: PendingMerge | null) {
  try {
    if (merge) localStorage.setItem(CART_MERGE_KEY, JSON.stringify(merge));
    else localStorage.removeItem(CART_MERGE_KEY);
  } catch {
    // Storage refused (private mode): a page gone before the answer may merge twice.
  }
}
