// React's side of the wishlist sync: the merge at sign-in, and the server's list for a page.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '../auth/auth-store';
import { useSessionChecked } from '../auth/session';
import { wishlistKeys } from './api';
import { forgetWishlistSync, refreshWishlist, syncWishlist } from './wishlist-sync';

/** The signed-in customer's id, or null (visitors, vendors, admins). */
export const useCustomerId = () => useAuthStore((s) => s.userData?.id ?? null);

/** Mounted in the storefront shell: syncs once a customer is known (after signing in, or on
 * load when already signed in). Nobody is signed out before the session check has answered. */
export function WishlistSync() {
  const customerId = useCustomerId();
  const checked = useSessionChecked();
  useEffect(() => {
    if (customerId) void syncWishlist(customerId);
    else if (checked) forgetWishlistSync();
  }, [customerId, checked]);
  return null;
}

/** For the wishlist page: reads the customer's list from the server into the local copy, so
 * changes made on another device show. Visitors have nothing to read. */
export function useServerWishlist() {
  const customerId = useCustomerId();
  return useQuery({
    queryKey: wishlistKeys.forUser(customerId ?? ''),
    queryFn: () => refreshWishlist(customerId!),
    enabled: customerId !== null,
    staleTime: 0,
    retry: false,
  });
}
