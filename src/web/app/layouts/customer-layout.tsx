import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { WishlistSync } from '../../features/wishlist/use-wishlist';
import { SiteFooter } from '../footer/site-footer';
import { SiteHeader } from '../header/site-header';
import { PageLoader } from '../loading-screen';
import { MAIN_CONTENT_ID } from '../skip-link';

/** The storefront shell: sticky header, the page, footer. WishlistSync keeps a signed-in
 * customer's hearts on the server. */
export function CustomerLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <WishlistSync />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
