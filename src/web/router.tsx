// Every screen of SPEC §2. Each page and each area's layout is its own lazily loaded chunk, so a
// shopper's first visit downloads the storefront only, never the vendor or admin code.
// Declarative routes (useRoutes), not React Router's data router: nothing here loads data before
// rendering (TanStack Query does that in the pages), and the data router costs 16 KB gzipped of
// the first visit's JavaScript (docs/benchmarks-notes.md, "Bundle").
import { lazy, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { CustomerLayout } from './app/layouts/customer-layout';
import { RootLayout } from './app/root-layout';
import { RouteErrorBoundary } from './app/route-error-page';
import { CustomerOnly, CustomerOnlyPage } from './features/auth/guards';

/** A lazily loaded page: the module exports the component under `name`. Its chunk downloads the
 * first time the route renders; the nearest Suspense boundary (or, while navigating, the page
 * still on screen) covers the wait. */
function page<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return <Page />;
}

const storefrontRoutes: RouteObject[] = [
  { index: true, element: page(() => import('./features/storefront/home-page'), 'HomePage') },
  {
    path: 'products',
    element: page(() => import('./features/storefront/products-page'), 'ProductsPage'),
  },
  {
    path: 'products/:productId',
    element: page(() => import('./features/storefront/product-page'), 'ProductPage'),
  },
  { path: 'cart', element: page(() => import('./features/cart/cart-page'), 'CartPage') },
  { path: 'about', element: page(() => import('./features/storefront/about-page'), 'AboutPage') },
  {
    path: 'contact',
    element: page(() => import('./features/storefront/contact-page'), 'ContactPage'),
  },
  {
    path: 'privacy-policy',
    element: page(() => import('./features/storefront/privacy-policy-page'), 'PrivacyPolicyPage'),
  },
  { path: 'terms', element: page(() => import('./features/storefront/terms-page'), 'TermsPage') },
  {
    path: 'refund-policy',
    element: page(() => import('./features/storefront/refund-policy-page'), 'RefundPolicyPage'),
  },
  {
    path: 'shipping-policy',
    element: page(() => import('./features/storefront/shipping-policy-page'), 'ShippingPolicyPage'),
  },
  {
    path: 'wishlist',
    element: page(() => import('./features/storefront/wishlist-page'), 'WishlistPage'),
  },
  {
    path: 'vendors/:slug',
    element: page(() => import('./features/storefront/vendor-shop-page'), 'VendorShopPage'),
  },
  {
    // Signed-in customers only: others sign in first and come back (issue: Accounts, Guards).
    element: <CustomerOnly />,
    children: [
      {
        path: 'checkout',
        element: page(() => import('./features/checkout/checkout-page'), 'CheckoutPage'),
      },
      {
        path: 'confirm-order',
        element: page(() => import('./features/checkout/confirm-order-page'), 'ConfirmOrderPage'),
      },
      {
        path: 'my-orders',
        element: page(() => import('./features/account/my-orders-page'), 'MyOrdersPage'),
      },
      {
        path: 'my-orders/:orderId',
        element: page(() => import('./features/orders/order-detail-page'), 'OrderDetailPage'),
      },
      {
        path: 'account',
        element: page(() => import('./features/account/account-page'), 'AccountPage'),
      },
    ],
  },
  { path: '*', element: page(() => import('./app/not-found-page'), 'NotFoundPage') },
];

const vendorRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/vendor/dashboard" replace /> },
  {
    path: 'dashboard',
    element: page(() => import('./features/vendor/dashboard-page'), 'VendorDashboardPage'),
  },
  {
    path: 'products',
    element: page(() => import('./features/vendor/products-page'), 'VendorProductsPage'),
  },
  {
    path: 'products/new',
    element: page(() => import('./features/vendor/product-editor-page'), 'NewProductPage'),
  },
  {
    path: 'products/:productId',
    element: page(() => import('./features/vendor/product-editor-page'), 'EditProductPage'),
  },
  {
    path: 'orders',
    element: page(() => import('./features/vendor/orders-page'), 'VendorOrdersPage'),
  },
  {
    path: 'orders/:id',
    element: page(() => import('./features/vendor/order-detail-page'), 'VendorOrderDetailPage'),
  },
  {
    path: 'reports',
    element: page(() => import('./features/vendor/reports-page'), 'VendorReportsPage'),
  },
  {
    path: 'customers',
    element: page(() => import('./features/vendor/customers-page'), 'VendorCustomersPage'),
  },
  {
    path: 'settings',
    element: page(() => import('./features/vendor/settings-page'), 'VendorSettingsPage'),
  },
];

const adminDashboard = page(() => import('./features/admin/dashboard-page'), 'AdminDashboardPage');

const adminRoutes: RouteObject[] = [
  { index: true, element: adminDashboard },
  { path: 'dashboard', element: adminDashboard },
  {
    path: 'products',
    element: page(() => import('./features/admin/products-page'), 'AdminProductsPage'),
  },
  {
    path: 'orders',
    element: page(() => import('./features/admin/orders-page'), 'AdminOrdersPage'),
  },
  {
    path: 'orders/:orderId',
    element: page(() => import('./features/admin/order-detail-page'), 'AdminOrderDetailPage'),
  },
  {
    path: 'customers',
    element: page(() => import('./features/admin/customers-page'), 'AdminCustomersPage'),
  },
  {
    path: 'vendors',
    element: page(() => import('./features/admin/vendors-page'), 'AdminVendorsPage'),
  },
  {
    path: 'messages',
    element: page(() => import('./features/admin/messages-page'), 'AdminMessagesPage'),
  },
  {
    path: 'payment-settings',
    element: page(
      () => import('./features/admin/payment-settings-page'),
      'AdminPaymentSettingsPage',
    ),
  },
  {
    path: 'settings',
    element: page(() => import('./features/admin/store-settings-page'), 'AdminStoreSettingsPage'),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: '/',
        element: <CustomerLayout />,
        children: storefrontRoutes,
      },
      {
        // A printable page of its own, without the shop's header and footer.
        path: '/my-orders/:orderId/invoice',
        element: <CustomerOnlyPage />,
        children: [
          {
            index: true,
            element: page(() => import('./features/orders/invoice-page'), 'InvoicePage'),
          },
        ],
      },
      {
        path: '/auth',
        element: page(() => import('./app/layouts/auth-layout'), 'AuthLayout'),
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: 'login', element: page(() => import('./features/auth/login-page'), 'LoginPage') },
          {
            path: 'register',
            element: page(() => import('./features/auth/register-page'), 'RegisterPage'),
          },
          {
            path: 'forgot-password',
            element: page(
              () => import('./features/auth/forgot-password-page'),
              'ForgotPasswordPage',
            ),
          },
          {
            path: 'reset-password',
            element: page(() => import('./features/auth/reset-password-page'), 'ResetPasswordPage'),
          },
        ],
      },
      {
        path: '/vendor/auth',
        element: page(() => import('./app/layouts/vendor-auth-layout'), 'VendorAuthLayout'),
        children: [
          { index: true, element: <Navigate to="/vendor/auth/login" replace /> },
          {
            path: 'login',
            element: page(() => import('./features/auth/vendor-login-page'), 'VendorLoginPage'),
          },
          {
            path: 'register',
            element: page(
              () => import('./features/auth/vendor-register-page'),
              'VendorRegisterPage',
            ),
          },
        ],
      },
      {
        path: '/vendor',
        element: page(() => import('./app/layouts/vendor-layout'), 'VendorLayout'),
        children: vendorRoutes,
      },
      {
        path: '/admin/login',
        element: page(() => import('./features/auth/admin-login-page'), 'AdminLoginPage'),
      },
      {
        path: '/admin',
        element: page(() => import('./app/layouts/admin-layout'), 'AdminLayout'),
        children: adminRoutes,
      },
    ],
  },
];

/** The app's pages for the current location (inside a Router: BrowserRouter or a test's). */
export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
