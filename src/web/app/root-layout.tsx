import { Outlet } from 'react-router';
import { RouteProgress } from './route-progress';
import { ScrollToTop } from './scroll-to-top';
import { SkipLink } from './skip-link';

/** Wraps every area (storefront, auth, vendor, admin). Kept tiny: it ships in the entry chunk. */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <ScrollToTop />
      <RouteProgress />
      <Outlet />
    </>
  );
}
