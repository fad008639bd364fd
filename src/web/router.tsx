// Every screen of SPEC §2. Each page and each area's layout is its own lazily loaded chunk, so a
// shopper's first visit downloads the storefront only, never the vendor or admin code.
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LoadingScreen } from './app/loading-screen';
import { RootLayout } from './app/root-layout';
import { RouteErrorPage } from './app/route-error-page';
import { CustomerOnly, CustomerOnlyPage } from './features/auth/guards';

/** `lazy` for a route whose module exports the component under `name`. */
function page<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await load())[name] });
}

const storefrontRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./features/storefront/home-page'), 'HomePage') },
  {
    path: 'products',
    lazy: page(() => import('./features/storefront/products-page'), 'ProductsPage'),
  },
  {
    path: 'products/:productId',
    lazy: page(() => import('./features/storefront/product-page'), 'ProductPage'),
  },
  { path: 'cart', lazy: page(() => import('./features/cart/cart-page'), 'CartPage') },
  { path: 'about', lazy: page(() => import('./features/storefront/about-page'), 'AboutPage') },
  {
    path: 'contact',
    lazy: page(() => import('./features/storefront/contact-page'), 'ContactPage'),
  },
  {
    path: 'privacy-policy',
    lazy: page(() => import('./features/storefront/privacy-policy-page'), 'PrivacyPolicyPage'),
  },
  { path: 'terms', lazy: page(() => import('./features/storefront/terms-page'), 'TermsPage') },
  {
    path: 'refund-policy',
    lazy: page(() => import('./features/storefront/refund-policy-page'), 'RefundPolicyPage'),
  },
  {
    path: 'shipping-policy',
    lazy: page(() => import('./features/storefront/shipping-policy-page'), 'ShippingPolicyPage'),
  },
  {
    path: 'wishlist',
    lazy: page(() => import('./features/storefront/wishlist-page'), 'WishlistPage'),
  },
  {
    path: 'vendors/:slug',
    lazy: page(() => import('./features/storefront/vendor-shop-page'), 'VendorShopPage'),
  },
  {
    // Signed-in customers only: others sign in first and come back (issue: Accounts, Guards).
    Component: CustomerOnly,
    children: [
      {
        path: 'checkout',
        lazy: page(() => import('./features/checkout/checkout-page'), 'CheckoutPage'),
      },
      {
        path: 'confirm-order',
        lazy: page(() => import('./features/checkout/confirm-order-page'), 'ConfirmOrderPage'),
      },
      {
        path: 'my-orders',
        lazy: page(() => import('./features/account/my-orders-page'), 'MyOrdersPage'),
      },
      {
        path: 'my-orders/:orderId',
        lazy: page(() => import('./features/orders/order-detail-page'), 'OrderDetailPage'),
      },
      {
        path: 'account',
        lazy: page(() => import('./features/account/account-page'), 'AccountPage'),
      },
    ],
  },
  { path: '*', lazy: page(() => import('./app/not-found-page'), 'NotFoundPage') },
];

const vendorRoutes: RouteObject[] = [
  { index: true, loader: () => redirect('/vendor/dashboard'), element: null },
  {
    path: 'dashboard',
    lazy: page(() => import('./features/vendor/dashboard-page'), 'VendorDashboardPage'),
  },
  {
    path: 'products',
    lazy: page(() => import('./features/vendor/products-page'), 'VendorProductsPage'),
  },
  {
    path: 'products/new',
    lazy: page(() => import('./features/vendor/product-editor-page'), 'NewProductPage'),
  },
  {
    path: 'products/:productId',
    lazy: page(() => import('./features/vendor/product-editor-page'), 'EditProductPage'),
  },
  { path: 'orders', lazy: page(() => import('./features/vendor/orders-page'), 'VendorOrdersPage') },
  {
    path: 'orders/:id',
    lazy: page(() => import('./features/vendor/order-detail-page'), 'VendorOrderDetailPage'),
  },
  {
    path: 'reports',
    lazy: page(() => import('./features/vendor/reports-page'), 'VendorReportsPage'),
  },
  {
    path: 'customers',
    lazy: page(() => import('./features/vendor/customers-page'), 'VendorCustomersPage'),
  },
  {
    path: 'settings',
    lazy: page(() => import('./features/vendor/settings-page'), 'VendorSettingsPage'),
  },
];

const adminDashboard = page(() => import('./features/admin/dashboard-page'), 'AdminDashboardPage');

const adminRoutes: RouteObject[] = [
  { index: true, lazy: adminDashboard },
  { path: 'dashboard', lazy: adminDashboard },
  {
    path: 'products',
    lazy: page(() => import('./features/admin/products-page'), 'AdminProductsPage'),
  },
  { path: 'orders', lazy: page(() => import('./features/admin/orders-page'), 'AdminOrdersPage') },
  {
    path: 'orders/:orderId',
    lazy: page(() => import('./features/admin/order-detail-page'), 'AdminOrderDetailPage'),
  },
  {
    path: 'customers',
    lazy: page(() => import('./features/admin/customers-page'), 'AdminCustomersPage'),
  },
  {
    path: 'vendors',
    lazy: page(() => import('./features/admin/vendors-page'), 'AdminVendorsPage'),
  },
  {
    path: 'messages',
    lazy: page(() => import('./features/admin/messages-page'), 'AdminMessagesPage'),
  },
  {
    path: 'payment-settings',
    lazy: page(() => import('./features/admin/payment-settings-page'), 'AdminPaymentSettingsPage'),
  },
  {
    path: 'settings',
    lazy: page(() => import('./features/admin/store-settings-page'), 'AdminStoreSettingsPage'),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: '/',
        lazy: page(() => import('./app/layouts/customer-layout'), 'CustomerLayout'),
        children: storefrontRoutes,
      },
      {
        // A printable page of its own, without the shop's header and footer.
        path: '/my-orders/:orderId/invoice',
        Component: CustomerOnlyPage,
        children: [
          {
            index: true,
            lazy: page(() => import('./features/orders/invoice-page'), 'InvoicePage'),
          },
        ],
      },
      {
        path: '/auth',
        lazy: page(() => import('./app/layouts/auth-layout'), 'AuthLayout'),
        children: [
          { index: true, loader: () => redirect('/auth/login'), element: null },
          { path: 'login', lazy: page(() => import('./features/auth/login-page'), 'LoginPage') },
          {
            path: 'register',
            lazy: page(() => import('./features/auth/register-page'), 'RegisterPage'),
          },
          {
            path: 'forgot-password',
            lazy: page(() => import('./features/auth/forgot-password-page'), 'ForgotPasswordPage'),
          },
          {
            path: 'reset-password',
            lazy: page(() => import('./features/auth/reset-password-page'), 'ResetPasswordPage'),
          },
        ],
      },
      {
        path: '/vendor/auth',
        lazy: page(() => import('./app/layouts/vendor-auth-layout'), 'VendorAuthLayout'),
        children: [
          { index: true, loader: () => redirect('/vendor/auth/login'), element: null },
          {
            path: 'login',
            lazy: page(() => import('./features/auth/vendor-login-page'), 'VendorLoginPage'),
          },
          {
            path: 'register',
            lazy: page(() => import('./features/auth/vendor-register-page'), 'VendorRegisterPage'),
          },
        ],
      },
      {
        path: '/vendor',
        lazy: page(() => import('./app/layouts/vendor-layout'), 'VendorLayout'),
        children: vendorRoutes,
      },
      {
        path: '/admin/login',
        lazy: page(() => import('./features/auth/admin-login-page'), 'AdminLoginPage'),
      },
      {
        path: '/admin',
        lazy: page(() => import('./app/layouts/admin-layout'), 'AdminLayout'),
        children: adminRoutes,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
