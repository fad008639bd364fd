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

/** Line changes sent to the server cart and not yet answered, by line key: the quantity sent
 * (0: taken out). Quantities are absolute, so sending one again is harmless. A page that goes
 * away before the answer (a reload or a typed address right after Add to Cart) leaves them here,
 * and the next page sends them again before it adopts the server's cart, which could otherwise
 * be read before the change reached it and drop the line. */
export const CART_PENDING_KEY = 'angle-cart-pending';

export function pendingLines(): Record<string, number> {
  try {
    const value = JSON.parse(localStorage.getItem(CART_PENDING_KEY) ?? 'null') as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] >= 0,
      ),
    );
  } catch {
    return {};
  }
}

function writePendingLines(lines: Record<string, number>) {
  try {
    if (Object.keys(lines).length === 0) localStorage.removeItem(CART_PENDING_KEY);
    else localStorage.setItem(CART_PENDING_KEY, JSON.stringify(lines));
  } catch {
    // Storage refused (private mode): a page gone before the answer may lose that change.
  }
}

export function notePendingLine(key: string, quantity: number) {
  writePendingLines({ ...pendingLines(), [key]: quantity });
}

/** The answer to `quantity` for `key` arrived: forgotten unless a later change replaced it. */
export function settlePendingLine(key: string, quantity: number) {
  const lines = pendingLines();
  if (lines[key] !== quantity) return;
  delete lines[key];
  writePendingLines(lines);
}

export function clearPendingLines() {
  writePendingLines({});
}
