import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routeBranch, routes } from './router';
import { meAs, stubFetch } from './test/fetch-stub';
import { currentUrl, renderWithRouter } from './test/render';

/** Who may see a path: the session check answers as that role (pages outside the guarded areas
 * see a visitor). Other API calls fail as if the server were away; the pages cope. */
function signInFor(path: string) {
  const area = /^\/(checkout|my-orders|account|confirm-order)\b/.test(path)
    ? 'customer'
    : /^\/vendor(?!\/auth)/.test(path)
      ? 'vendor'
      : /^\/admin(?!\/login)/.test(path)
        ? 'admin'
        : null;
  stubFetch({ 'GET /api/auth/me': meAs(area) });
}

// Every route of SPEC §2 loads its own page (lazily) and shows that page's heading. The product
// page's heading is the product's name from the API: tests/e2e/storefront.spec.ts covers it.
const PAGES: [path: string, heading: string, title: string][] = [
  ['/', 'Beauty, thoughtfully made.', 'Angle — Premium Beauty & Cosmetics'],
  ['/products', 'All Products', 'All Products — Angle'],
  ['/products?category=personal-care', 'Personal Care', 'Personal Care — Angle'],
  ['/products?search=lip', 'Results for “lip”', 'Results for “lip” — Angle'],
  ['/cart', 'Shopping Cart', 'Shopping Cart — Angle'],
  ['/checkout', 'Checkout', 'Checkout — Angle'],
  ['/my-orders', 'My Orders', 'My Orders — Angle'],
  ['/confirm-order', 'Order Confirmation', 'Order Confirmation — Angle'],
  ['/about', 'About Angle', 'About Us — Angle'],
  ['/contact', 'Contact Us', 'Contact Us — Angle'],
  ['/privacy-policy', 'Privacy Policy', 'Privacy Policy — Angle'],
  ['/terms', 'Terms & Conditions', 'Terms & Conditions — Angle'],
  ['/refund-policy', 'Refund Policy', 'Refund Policy — Angle'],
  ['/shipping-policy', 'Shipping Policy', 'Shipping Policy — Angle'],
  ['/wishlist', 'My Wishlist', 'My Wishlist — Angle'],
  ['/account', 'My Account', 'My Account — Angle'],
  ['/auth/login', 'Sign In', 'Sign In — Angle'],
  ['/auth/register', 'Create an Account', 'Create an Account — Angle'],
  ['/auth/forgot-password', 'Reset Your Password', 'Reset Your Password — Angle'],
  [
    '/auth/reset-password?token=abcdefghijkl',
    'Choose a New Password',
    'Choose a New Password — Angle',
  ],
  ['/vendor/auth/login', 'Vendor Sign In', 'Vendor Sign In — Angle'],
  ['/vendor/auth/register', 'Become a Vendor', 'Become a Vendor — Angle'],
  ['/vendor/dashboard', 'Vendor Dashboard', 'Vendor Dashboard — Angle Vendor Portal'],
  ['/vendor/products', 'Products', 'Products — Angle Vendor Portal'],
  ['/vendor/orders', 'Orders', 'Orders — Angle Vendor Portal'],
  ['/vendor/reports', 'Reports', 'Reports — Angle Vendor Portal'],
  ['/vendor/customers', 'Customers', 'Customers — Angle Vendor Portal'],
  ['/vendor/promotions', 'Promotions', 'Promotions — Angle Vendor Portal'],
  ['/vendor/settings', 'Settings', 'Settings — Angle Vendor Portal'],
  ['/admin/login', 'Admin Sign In', 'Admin Sign In — Angle Admin'],
  ['/admin', 'Dashboard', 'Dashboard — Angle Admin'],
  ['/admin/dashboard', 'Dashboard', 'Dashboard — Angle Admin'],
  ['/admin/products', 'Products', 'Products — Angle Admin'],
  ['/admin/orders', 'Orders', 'Orders — Angle Admin'],
  ['/admin/customers', 'Customers', 'Customers — Angle Admin'],
  ['/admin/vendors', 'Vendors', 'Vendors — Angle Admin'],
  ['/admin/verifications', 'Seller Verification', 'Seller Verification — Angle Admin'],
  ['/admin/promotions', 'Promotions', 'Promotions — Angle Admin'],
  ['/admin/hsn-codes', 'HSN Codes and GST', 'HSN Codes and GST — Angle Admin'],
  ['/admin/payment-settings', 'Payment Settings', 'Payment Settings — Angle Admin'],
  ['/admin/shipping-and-sms', 'Shipping and SMS', 'Shipping and SMS — Angle Admin'],
  ['/admin/settings', 'Store Settings', 'Store Settings — Angle Admin'],
  ['/admin/messages', 'Messages', 'Messages — Angle Admin'],
  ['/no/such/page', 'Page Not Found', 'Page Not Found — Angle'],
  ['/admin/nope', 'Page Not Found', 'Page Not Found — Angle'],
];

describe('routes', () => {
  // First in the file: a page's code, once loaded, stays loaded for the rest of the run.
  it('shows the Loading... screen while the first page loads', () => {
    renderWithRouter(routes, { initialEntries: ['/about'] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it.each(PAGES)('%s shows its page', async (path, heading, title) => {
    signInFor(path);
    renderWithRouter(routes, { initialEntries: [path] });
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['/vendor', '/vendor/dashboard'],
    ['/auth', '/auth/login'],
    ['/vendor/auth', '/vendor/auth/login'],
  ])('%s redirects to %s', async (from, to) => {
    signInFor(from);
    const { router } = renderWithRouter(routes, { initialEntries: [from] });
    await waitFor(() => expect(currentUrl(router)).toBe(to));
  });

  it('puts storefront pages in the customer shell', async () => {
    renderWithRouter(routes, { initialEntries: ['/wishlist'] });
    await screen.findByRole('heading', { level: 1, name: 'My Wishlist' });
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Pune/);
  });

  it('puts vendor pages in the vendor shell, without the storefront header', async () => {
    signInFor('/vendor/orders');
    renderWithRouter(routes, { initialEntries: ['/vendor/orders'] });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(screen.getByTestId('vendor-sidebar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument();
  });

  it.each([
    ['/account', '/auth/login?next=%2Faccount'],
    ['/checkout?step=pay', '/auth/login?next=%2Fcheckout%3Fstep%3Dpay'],
    ['/my-orders', '/auth/login?next=%2Fmy-orders'],
    ['/vendor/orders', '/vendor/auth/login'],
    ['/admin', '/admin/login'],
    ['/admin/products', '/admin/login'],
  ])('signed out, %s sends the visitor to %s', async (from, to) => {
    stubFetch({ 'GET /api/auth/me': meAs(null) });
    const { router } = renderWithRouter(routes, { initialEntries: [from] });
    await waitFor(() => expect(currentUrl(router)).toBe(to));
  });

  it('a vendor is not let into the admin area', async () => {
    stubFetch({ 'GET /api/auth/me': meAs('vendor') });
    const { router } = renderWithRouter(routes, { initialEntries: ['/admin/orders'] });
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/login'));
  });
});

// The server renders over one branch of the table (entry-server.tsx, issue #35): it must match
// every rendered page as the whole table does.
describe('routeBranch', () => {
  it.each([
    '/',
    '/products',
    '/products/prod-010',
    '/vendors/rani-rouge',
    '/about',
    '/offers',
    '/find-my-shade',
  ])('matches %s with the same routes and params as the whole table', (path) => {
    const whole = matchRoutes(routes, path)!;
    const branch = matchRoutes(routeBranch(path), path)!;
    expect(branch.map((m) => [m.pathname, m.pathnameBase, m.params])).toEqual(
      whole.map((m) => [m.pathname, m.pathnameBase, m.params]),
    );
    expect(branch.map((m) => m.route.element)).toEqual(whole.map((m) => m.route.element));
    expect(branch.map((m) => m.route.handle)).toEqual(whole.map((m) => m.route.handle));
  });
});
