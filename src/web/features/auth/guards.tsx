// Who may see which pages (issue: Accounts, Guards). The server refuses the wrong actor on every
// API call; these only decide what the browser shows, and they never act on the persisted flags
// alone: until the session check answers, a guard shows the loader.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen, PageLoader } from '../../app/loading-screen';
import { useShallow } from 'zustand/react/shallow';
import { useAuthStore, type AuthFlags } from './auth-store';
import { customerSignInPath } from './redirects';
import { useSessionChecked } from './session';

export type GuardedArea = 'customer' | 'vendor' | 'admin';

export type GuardOutcome =
  { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

const FLAG_FOR: Record<GuardedArea, keyof AuthFlags> = {
  customer: 'isAuthenticated',
  vendor: 'isVendorAuthenticated',
  admin: 'isAdminAuthenticated',
};

const pickFlags = ({
  isAuthenticated,
  isVendorAuthenticated,
  isAdminAuthenticated,
}: AuthFlags) => ({
  isAuthenticated,
  isVendorAuthenticated,
  isAdminAuthenticated,
});

/** Where each area sends a visitor it refuses. Customers come back after signing in. */
function signInPathFor(area: GuardedArea, pathAndSearch: string): string {
  if (area === 'admin') return '/admin/login';
  if (area === 'vendor') return '/vendor/auth/login';
  return customerSignInPath(pathAndSearch);
}

/** The decision, apart from React: wait for the check, then let in the right role only. */
export function guardOutcome(
  area: GuardedArea,
  auth: { checked: boolean; isLoading: boolean; flags: AuthFlags },
  pathAndSearch: string,
): GuardOutcome {
  if (!auth.checked || auth.isLoading) return { kind: 'loading' };
  if (auth.flags[FLAG_FOR[area]]) return { kind: 'allow' };
  return { kind: 'redirect', to: signInPathFor(area, pathAndSearch) };
}

interface RequireAreaProps {
  area: GuardedArea;
  /** What shows while the check runs; the full-page 'Loading...' screen by default. */
  loader?: ReactNode;
  children: ReactNode;
}

export function RequireArea({ area, loader = <LoadingScreen />, children }: RequireAreaProps) {
  const checked = useSessionChecked();
  const isLoading = useAuthStore((state) => state.isLoading);
  const flags = useAuthStore(useShallow(pickFlags));
  const { pathname, search } = useLocation();
  const outcome = guardOutcome(area, { checked, isLoading, flags }, `${pathname}${search}`);
  if (outcome.kind === 'loading') return loader;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  return children;
}

/** The storefront pages only a signed-in customer sees: /my-orders, /checkout, /account. The
 * loader sits inside the storefront shell, under its header. */
export function CustomerOnly() {
  return (
    <RequireArea area="customer" loader={<PageLoader />}>
      <Outlet />
    </RequireArea>
  );
}

/** A customer's page outside the storefront shell (the printable invoice): the full-page loader
 * while the session check runs. */
export function CustomerOnlyPage() {
  return (
    <RequireArea area="customer">
      <Outlet />
    </RequireArea>
  );
}
