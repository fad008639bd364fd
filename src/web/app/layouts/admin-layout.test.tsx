import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/auth-store';
import { currentUrl, renderWithRouter } from '../../test/render';
import { json, meAs, stubFetch } from '../../test/fetch-stub';
import { AdminLayout, AdminShell } from './admin-layout';

function renderAdmin(path = '/admin/dashboard') {
  return renderWithRouter(
    [
      {
        path: '/admin',
        element: <AdminShell />,
        children: [
          { index: true, element: <h1>Dashboard</h1> },
          { path: '*', element: <h1>Admin page</h1> },
        ],
      },
      { path: '/admin/login', element: <h1>Admin Sign In</h1> },
    ],
    { initialEntries: [path] },
  );
}

describe('AdminLayout', () => {
  it('is titled Angle Admin and links every admin section', () => {
    renderAdmin();
    expect(screen.getByRole('link', { name: 'Angle Admin' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/dashboard',
      '/admin/products',
      '/admin/orders',
      '/admin/returns',
      '/admin/customers',
      '/admin/vendors',
      '/admin/verifications',
      '/admin/payouts',
      '/admin/promotions',
      '/admin/reviews',
      '/admin/questions',
      '/admin/reported',
      '/admin/messages',
      '/admin/hsn-codes',
      '/admin/search-synonyms',
      '/admin/payment-settings',
      '/admin/shipping-and-sms',
      '/admin/settings',
    ]);
  });

  it('matches the dashboard link exactly', () => {
    renderAdmin('/admin/dashboard/extra');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('marks the current section', () => {
    renderAdmin('/admin/orders');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('toggles the sidebar from the header button, with an overlay that closes it', async () => {
    const { user } = renderAdmin();
    const sidebar = screen.getByTestId('admin-sidebar');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'admin-sidebar');
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByTestId('admin-overlay')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveAttribute('data-state', 'open');

    await user.click(screen.getByTestId('admin-overlay'));
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByTestId('admin-overlay')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('closes the sidebar after navigation and on Escape', async () => {
    const { user, router } = renderAdmin();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Vendors' }));
    expect(currentUrl(router)).toBe('/admin/vendors');
    expect(screen.getByTestId('admin-sidebar')).toHaveAttribute('data-state', 'closed');

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('admin-sidebar')).toHaveAttribute('data-state', 'closed');
    expect(toggle).toHaveFocus();
  });

  it('logs out through the API to /admin/login, clearing the admin flag', async () => {
    const api = stubFetch({ 'POST /api/auth/logout': json(204) });
    useAuthStore.setState({ isAdminAuthenticated: true });
    const { user, router } = renderAdmin();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/login'));
    expect(useAuthStore.getState().isAdminAuthenticated).toBe(false);
    expect(api.requests().map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/logout']);
  });
});

describe('AdminLayout guard', () => {
  const renderGuarded = () =>
    renderWithRouter(
      [
        {
          path: '/admin',
          element: <AdminLayout />,
          children: [{ path: '*', element: <h1>Admin page</h1> }],
        },
        { path: '/admin/login', element: <h1>Admin Sign In</h1> },
      ],
      { initialEntries: ['/admin/orders'] },
    );

  it('shows Loading... until the session check answers, then the shell for an admin', async () => {
    stubFetch({ 'GET /api/auth/me': meAs('admin') });
    renderGuarded();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    // The frame shows at once, a skeleton where the page will be (issue #25).
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
    expect(screen.getByText('admin@angle.example')).toBeInTheDocument();
  });

  it('sends a stale admin flag to /admin/login once the server says signed out', async () => {
    useAuthStore.setState({ isAdminAuthenticated: true });
    stubFetch({ 'GET /api/auth/me': meAs(null) });
    const { router } = renderGuarded();
    expect(screen.queryByRole('heading', { name: 'Admin page' })).not.toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/login'));
    expect(useAuthStore.getState().isAdminAuthenticated).toBe(false);
  });
});
