// Every screen of SPEC §2. Each page and each area's layout is its own lazily loaded chunk, so a
// shopper's first visit downloads the storefront only, never the vendor or admin code.
// Declarative routes (useRoutes), not React Router's data router: nothing here loads data before
// rendering (TanStack Query does that in the pages), and the data router costs 16 KB gzipped of
// the first visit's JavaScript (docs/benchmarks-notes.md, "Bundle").
import { isValidElement, lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { CustomerLayout } from './app/layouts/customer-layout';
import { RootLayout } from './app/root-layout';
import { RouteErrorBoundary } from './app/route-error-page';
import { CustomerOnly, CustomerOnlyPage } from './features/auth/guards';

/** A lazily loaded page or layout (the module exports it under `name`) as an element, and a
 * `preload` that fetches its module. Once preloaded, the element renders at once instead of
 * suspending: React.lazy takes a thenable, and an already-settled one calls back synchronously.
 * The server renders and the browser hydrates a page this way, so the first render on both sides
 * is the same markup (no fallback in between), and the browser's router preloads every
 * navigation's pages and layouts before showing them (app/browser-router.tsx). */
function lazyRoute<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyRoute {
  let loaded: { default: ComponentType } | undefined;
  const preload = async () => {
    loaded ??= { default: (await load())[name] as ComponentType };
    return loaded;
  };
  const Component = lazy(() =>
    loaded
      ? // A settled thenable: React reads it without suspending.
        ({ then: (resolve: (m: { default: ComponentType }) => void) => resolve(loaded!) } as never)
      : preload(),
  );
  return { element: <Component />, preload };
}

interface RouteHandle {
  preload: () => Promise<unknown>;
}

interface LazyRoute extends RouteHandle {
  element: ReactElement;
}

/** Where a page is: its URL in the area ('' for the area's own URL; several may share a page)
 * and the module that exports it. */
type PageRow = readonly [path: string | readonly string[], load: () => Promise<unknown>];

/** A table of lazy pages, keyed by the component each module exports: `{ CartPage: ['cart',
 * () => import('./features/cart/cart-page')] }`. The type checks that the module exports it. */
function lazyPages<T extends Record<string, PageRow>>(
  table: T & { [K in keyof T]: readonly [T[K][0], () => Promise<Record<K, ComponentType>>] },
): RouteObject[] {
  return Object.entries(table).flatMap(([name, [paths, load]]) => {
    const { element, preload } = lazyRoute(
      load as () => Promise<Record<string, ComponentType>>,
      name,
    );
    const handle: RouteHandle = { preload };
    return [paths]
      .flat()
      .map((path) => (path === '' ? { index: true, element, handle } : { path, element, handle }));
  });
}

/** An area under its own layout (an element, or a lazy one whose module its routes preload);
 * `home` is where the area's bare URL leads, if not to a page. */
function area(
  path: string,
  layout: ReactElement | LazyRoute,
  pages: RouteObject[],
  home?: string,
): RouteObject {
  const redirect = home ? [{ index: true, element: <Navigate to={home} replace /> }] : [];
  const { element, preload } = isValidElement(layout) ? { element: layout } : layout;
  const handle: RouteHandle | undefined = preload && { preload };
  return { path, element, handle, children: [...redirect, ...pages] };
}

const storefrontRoutes: RouteObject[] = [
  ...lazyPages({
    HomePage: ['', () => import('./features/storefront/home-page')],
    ProductsPage: ['products', () => import('./features/storefront/products-page')],
    ProductPage: ['products/:productId', () => import('./features/storefront/product-page')],
    CartPage: ['cart', () => import('./features/cart/cart-page')],
    AboutPage: ['about', () => import('./features/storefront/about-page')],
    ContactPage: ['contact', () => import('./features/storefront/contact-page')],
    PrivacyPolicyPage: [
      'privacy-policy',
      () => import('./features/storefront/privacy-policy-page'),
    ],
    TermsPage: ['terms', () => import('./features/storefront/terms-page')],
    RefundPolicyPage: ['refund-policy', () => import('./features/storefront/refund-policy-page')],
    ShippingPolicyPage: [
      'shipping-policy',
      () => import('./features/storefront/shipping-policy-page'),
    ],
    WishlistPage: ['wishlist', () => import('./features/storefront/wishlist-page')],
    OffersPage: ['offers', () => import('./features/storefront/offers-page')],
    VendorShopPage: ['vendors/:slug', () => import('./features/storefront/vendor-shop-page')],
    FindMyShadePage: ['find-my-shade', () => import('./features/shades/find-my-shade-page')],
    NotifyConfirmPage: ['notify-me/confirm', () => import('./features/shades/notify-confirm-page')],
  }),
  {
    // Signed-in customers only: others sign in first and come back (issue: Accounts, Guards).
    element: <CustomerOnly />,
    children: lazyPages({
      CheckoutPage: ['checkout', () => import('./features/checkout/checkout-page')],
      ConfirmOrderPage: ['confirm-order', () => import('./features/checkout/confirm-order-page')],
      MyOrdersPage: ['my-orders', () => import('./features/account/my-orders-page')],
      OrderDetailPage: ['my-orders/:orderId', () => import('./features/orders/order-detail-page')],
      DeliveryIssuePage: [
        'my-orders/:orderId/delivery',
        () => import('./features/orders/delivery-issue-page'),
      ],
      AccountPage: ['account', () => import('./features/account/account-page')],
      WriteReviewPage: [
        'products/:productId/review',
        () => import('./features/reviews/write-review-page'),
      ],
    }),
  },
  ...lazyPages({ NotFoundPage: ['*', () => import('./app/not-found-page')] }),
];

const authRoutes = lazyPages({
  LoginPage: ['login', () => import('./features/auth/login-page')],
  RegisterPage: ['register', () => import('./features/auth/register-page')],
  ForgotPasswordPage: ['forgot-password', () => import('./features/auth/forgot-password-page')],
  ResetPasswordPage: ['reset-password', () => import('./features/auth/reset-password-page')],
});

const vendorAuthRoutes = lazyPages({
  VendorLoginPage: ['login', () => import('./features/auth/vendor-login-page')],
  VendorRegisterPage: ['register', () => import('./features/auth/vendor-register-page')],
});

const vendorRoutes = lazyPages({
  VendorDashboardPage: ['dashboard', () => import('./features/vendor/dashboard-page')],
  VendorProductsPage: ['products', () => import('./features/vendor/products-page')],
  NewProductPage: ['products/new', () => import('./features/vendor/product-editor-page')],
  EditProductPage: ['products/:productId', () => import('./features/vendor/product-editor-page')],
  VendorOrdersPage: ['orders', () => import('./features/vendor/orders-page')],
  VendorOrderDetailPage: ['orders/:id', () => import('./features/vendor/order-detail-page')],
  PackingSlipPage: ['orders/:id/packing-slip', () => import('./features/vendor/packing-slip-page')],
  VendorReportsPage: ['reports', () => import('./features/vendor/reports-page')],
  VendorPromotionsPage: ['promotions', () => import('./features/promotions/promotions-pages')],
  VendorCustomersPage: ['customers', () => import('./features/vendor/customers-page')],
  VendorPayoutsPage: ['payouts', () => import('./features/vendor/payouts-page')],
  VendorReviewsPage: ['reviews', () => import('./features/vendor/reviews-page')],
  VendorQuestionsPage: ['questions', () => import('./features/vendor/questions-page')],
  VendorSettingsPage: ['settings', () => import('./features/vendor/settings-page')],
});

const adminRoutes = lazyPages({
  AdminDashboardPage: [['', 'dashboard'], () => import('./features/admin/dashboard-page')],
  AdminProductsPage: ['products', () => import('./features/admin/products-page')],
  AdminOrdersPage: ['orders', () => import('./features/admin/orders-page')],
  AdminOrderDetailPage: ['orders/:orderId', () => import('./features/admin/order-detail-page')],
  AdminReturnsPage: ['returns', () => import('./features/admin/returns-page')],
  AdminCustomersPage: ['customers', () => import('./features/admin/customers-page')],
  AdminVendorsPage: ['vendors', () => import('./features/admin/vendors-page')],
  AdminPayoutsPage: ['payouts', () => import('./features/admin/payouts-page')],
  AdminVerificationsPage: ['verifications', () => import('./features/admin/verifications-page')],
  AdminPromotionsPage: ['promotions', () => import('./features/promotions/promotions-pages')],
  AdminReviewsPage: ['reviews', () => import('./features/admin/reviews-page')],
  AdminQuestionsPage: ['questions', () => import('./features/admin/questions-page')],
  AdminReportedPage: ['reported', () => import('./features/admin/reported-page')],
  AdminMessagesPage: ['messages', () => import('./features/admin/messages-page')],
  AdminHsnCodesPage: ['hsn-codes', () => import('./features/admin/hsn-codes-page')],
  AdminSearchSynonymsPage: [
    'search-synonyms',
    () => import('./features/admin/search-synonyms-page'),
  ],
  AdminPaymentSettingsPage: [
    'payment-settings',
    () => import('./features/admin/payment-settings-page'),
  ],
  AdminShippingSmsSettingsPage: [
    'shipping-and-sms',
    () => import('./features/admin/shipping-sms-settings-page'),
  ],
  AdminStoreSettingsPage: ['settings', () => import('./features/admin/store-settings-page')],
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      area('/', <CustomerLayout />, storefrontRoutes),
      // A printable page of its own, without the shop's header and footer.
      area(
        '/my-orders/:orderId/invoice',
        <CustomerOnlyPage />,
        lazyPages({ InvoicePage: ['', () => import('./features/orders/invoice-page')] }),
      ),
      area(
        '/auth',
        lazyRoute(() => import('./app/layouts/auth-layout'), 'AuthLayout'),
        authRoutes,
        '/auth/login',
      ),
      area(
        '/vendor/auth',
        lazyRoute(() => import('./app/layouts/vendor-auth-layout'), 'VendorAuthLayout'),
        vendorAuthRoutes,
        '/vendor/auth/login',
      ),
      area(
        '/vendor',
        lazyRoute(() => import('./app/layouts/vendor-layout'), 'VendorLayout'),
        vendorRoutes,
        '/vendor/dashboard',
      ),
      ...lazyPages({
        AdminLoginPage: ['/admin/login', () => import('./features/auth/admin-login-page')],
      }),
      area(
        '/admin',
        lazyRoute(() => import('./app/layouts/admin-layout'), 'AdminLayout'),
        adminRoutes,
      ),
    ],
  },
];

/** The app's pages for the current location (inside a Router: BrowserRouter or a test's). The
 * server passes the one branch of `routes` it renders (`routeBranch`): the same matches and
 * elements, without React Router ranking every route of the app again on every render. */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  const element = useRoutes(table);
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}

/** Downloads the page modules of `pathname`, so its first render does not suspend: the browser
 * awaits it before hydrating server-rendered HTML, the server before rendering. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload()),
  );
}

/** Whether a path is one of the app's pages: it matches a route other than the 404 page's
 * catch-all (the server answers the others 404, SPEC: "Any other path shows a 404 page"). */
export function isKnownPath(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  return !!matches?.length && matches.at(-1)!.route.path !== '*';
}

/**
 * The routes `pathname` matches, as a table of that one branch (each matched route with only
 * the next one as its child): `useRoutes` over it gives the same matches, params and elements
 * as over the whole table, since the routes left out did not win.
 */
export function routeBranch(pathname: string): RouteObject[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.reduceRight<RouteObject[]>(
    (children, { route }) => [
      route.index ? route : { ...route, children: children.length ? children : undefined },
    ],
    [],
  );
}
