import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { AuthBootstrap } from '../features/auth/session';
import { LoadingScreen } from './loading-screen';
import { RouteProgress } from './route-progress';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';

// The server cart's sync downloads beside the first page, not inside the entry chunk.
const CartSync = lazy(() =>
  import('../features/cart/cart-sync-mount').then((m) => ({ default: m.CartSync })),
);

/** Wraps every area (storefront, auth, vendor, admin). Kept tiny: it ships in the entry chunk.
 * AuthBootstrap asks the server who is signed in, correcting any stale persisted flag; CartSync
 * keeps a signed-in customer's cart on the server. */
export function RootLayout() {
  return (
    <>
      <AuthBootstrap />
      <Suspense fallback={null}>
        <CartSync />
      </Suspense>
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
