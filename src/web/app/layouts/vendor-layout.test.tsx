import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/auth-store';
import { currentUrl, renderWithRouter } from '../../test/render';
import { json, stubFetch } from '../../test/fetch-stub';
import { VendorShell } from './vendor-layout';

function renderVendor(path = '/vendor/dashboard') {
  return renderWithRouter(
    [
      { path: '/vendor', element: <VendorShell />, children: [{ path: '*', element: null }] },
      { path: '/vendor/auth/login', element: <h1>Vendor Sign In</h1> },
    ],
    { initialEntries: [path] },
  );
}

describe('VendorLayout', () => {
  it('links every vendor section from the sidebar', () => {
    renderVendor();
    const nav = screen.getByRole('navigation', { name: 'Vendor' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/vendor/dashboard'],
      ['Products', '/vendor/products'],
      ['Orders', '/vendor/orders'],
      ['Reports', '/vendor/reports'],
      ['Payouts', '/vendor/payouts'],
      ['Promotions', '/vendor/promotions'],
      ['Customers', '/vendor/customers'],
      ['Reviews', '/vendor/reviews'],
      ['Questions', '/vendor/questions'],
      ['Settings', '/vendor/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('collapses the sidebar behind the header button on phones', async () => {
    const { user } = renderVendor();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByTestId('vendor-sidebar')).toHaveAttribute('data-state', 'open');
    await user.click(screen.getByTestId('vendor-overlay'));
    expect(screen.getByTestId('vendor-sidebar')).toHaveAttribute('data-state', 'closed');
  });

  it('logs out through the API to /vendor/auth/login, clearing the vendor flag', async () => {
    stubFetch({ 'POST /api/auth/logout': json(204) });
    useAuthStore.setState({ isVendorAuthenticated: true });
    const { user, router } = renderVendor('/vendor/orders');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/vendor/auth/login'));
    expect(useAuthStore.getState().isVendorAuthenticated).toBe(false);
  });
});
