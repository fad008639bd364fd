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
