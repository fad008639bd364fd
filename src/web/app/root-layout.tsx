import { Outlet } from 'react-router';
import { AuthBootstrap } from '../features/auth/session';
import { RouteProgress } from './route-progress';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';

/** Wraps every area (storefront, auth, vendor, admin). Kept tiny: it ships in the entry chunk.
 * AuthBootstrap asks the server who is signed in, correcting any stale persisted flag. */
export function RootLayout() {
  return (
    <>
      <AuthBootstrap />
      <SkipLink />
      <ScrollToTop />
      <RouteProgress />
      <Outlet />
    </>
  );
}
