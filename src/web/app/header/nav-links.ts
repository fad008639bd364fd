// What the storefront header links to (SPEC §2 "Customer shell: header"), in one place so the
// desktop bar and the phone menu can never disagree.
import { CATEGORIES, CATEGORY_LABELS } from '../../../domain/catalog';
import type { AuthFlags } from '../../features/auth/auth-store';

export interface NavLinkItem {
  to: string;
  label: string;
}

export const CATEGORY_LINKS: NavLinkItem[] = CATEGORIES.map((category) => ({
  to: `/products?category=${category}`,
  label: CATEGORY_LABELS[category],
}));

export type HeaderAudience = 'signed-out' | 'customer' | 'vendor' | 'admin';

/** Admin wins over vendor, vendor over customer (SPEC §4). */
export function headerAudience(flags: AuthFlags): HeaderAudience {
  if (flags.isAdminAuthenticated) return 'admin';
  if (flags.isVendorAuthenticated) return 'vendor';
  if (flags.isAuthenticated) return 'customer';
  return 'signed-out';
}

export const SIGNED_OUT_LINKS = {
  signIn: { to: '/auth/login', label: 'Sign In' },
  register: { to: '/auth/register', label: 'Register' },
  sell: { to: '/vendor/auth/login', label: 'Sell on Angle' },
} satisfies Record<string, NavLinkItem>;

/** The main destination of a signed-in visitor, shown in the bar. */
export const HOME_LINK_FOR: Record<Exclude<HeaderAudience, 'signed-out'>, NavLinkItem> = {
  customer: { to: '/my-orders', label: 'My Orders' },
  vendor: { to: '/vendor/dashboard', label: 'Vendor Dashboard' },
  admin: { to: '/admin/dashboard', label: 'Admin Dashboard' },
};

/** Further links in the account menu. */
export const MORE_LINKS_FOR: Record<Exclude<HeaderAudience, 'signed-out'>, NavLinkItem[]> = {
  customer: [
    { to: '/account', label: 'My Account' },
    { to: '/account#account-addresses', label: 'My Addresses' },
    { to: '/wishlist', label: 'My Wishlist' },
  ],
  vendor: [
    { to: '/vendor/products', label: 'My Products' },
    { to: '/vendor/settings', label: 'Store Settings' },
  ],
  admin: [],
};
