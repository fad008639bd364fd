import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useAuthStore } from '../features/auth/auth-store';
import { AuthBootstrap } from '../features/auth/session';
import { isAccountCopy } from '../features/cart/cart-copy';
import { useHydrated } from '../lib/use-hydrated';
import { LoadingScreen } from './loading-screen';
import { RouteProgress } from './route-progress';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';

// The server cart's sync downloads only when this browser needs it, never inside the entry.
const CartSync = lazy(() =>
  import('../features/cart/cart-sync-mount').then((m) => ({ default: m.CartSync })),
);

/** Whether the server cart's sync is needed: someone is signed in (or was, by the persisted
 * flags the session check then corrects), or the cart here is an account's copy that must be
 * forgotten while nobody is. A visitor needs neither, so a first visit does not download it
 * (issue #24). Once needed it stays mounted (a sign-out must still reach it). Decided after
 * hydration: the server knows no visitor's storage. */
function useCartSyncNeeded(): boolean {
  const hydrated = useHydrated();
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const [needed, setNeeded] = useState(false);
  if (!needed && hydrated && (signedIn || isAccountCopy())) setNeeded(true);
  return needed;
}

/** The cart sync, once needed. Its own component: the hydration flip and the sign-in it watches
 * re-render only this, not the whole page below the root layout. */
function CartSyncWhenNeeded() {
  return useCartSyncNeeded() ? (
    <Suspense fallback={null}>
      <CartSync />
    </Suspense>
  ) : null;
}

/** Wraps every area (storefront, auth, vendor, admin). Kept tiny: it ships in the entry chunk.
 * AuthBootstrap asks the server who is signed in, correcting any stale persisted flag; CartSync
 * keeps a signed-in customer's cart on the server. */
export function RootLayout() {
  return (
    <>
      <AuthBootstrap />
      <CartSyncWhenNeeded />
      <SkipLink />
      <ScrollToTop />
      <RouteProgress />
      {/* The first visit's wait for an area's layout and page (SPEC: 'Loading...'). */}
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}
