// Mounted once (lazily) in the root layout: starts and stops the server cart for whoever is
// signed in. Kept apart from cart-sync.ts so tests can drive the engine without React.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '../auth/auth-store';
import { useSessionChecked } from '../auth/session';
import { attachCartSync, forgetCustomerCart, startCartSync } from './cart-sync';

export function CartSync() {
  const queryClient = useQueryClient();
  const checked = useSessionChecked();
  const isLoading = useAuthStore((s) => s.isLoading);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const customerId = useAuthStore((s) =>
    s.isAuthenticated && s.currentUser?.role === 'customer' ? s.currentUser.id : null,
  );
  const signedOut = checked && !isLoading && !isAuthenticated;

  useEffect(() => attachCartSync(queryClient), [queryClient]);
  useEffect(() => {
    if (customerId) void startCartSync(customerId);
    else if (signedOut) forgetCustomerCart();
  }, [customerId, signedOut]);
  return null;
}
