import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '../footer/site-footer';
import { SiteHeader } from '../header/site-header';
import { PageLoader } from '../loading-screen';
import { MAIN_CONTENT_ID } from '../skip-link';

/** The storefront shell: sticky header, the page, footer. */
export function CustomerLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
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
