import { screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meAs, sessionFor, stubFetch } from '../../test/fetch-stub';
import { currentUrl, renderWithRouter } from '../../test/render';
import { useAuthStore } from './auth-store';
import { CustomerOnly, guardOutcome, RequireArea } from './guards';
import { LoginPage } from './login-page';
import { AuthBootstrap } from './session';

const NONE = { isAuthenticated: false, isVendorAuthenticated: false, isAdminAuthenticated: false };

describe('guardOutcome', () => {
  it('waits while the session check has not answered, whatever the flags say', () => {
    for (const flags of [NONE, { ...NONE, isAdminAuthenticated: true }]) {
      expect(guardOutcome('admin', { checked: false, isLoading: false, flags }, '/admin')).toEqual({
        kind: 'loading',
      });
    }
    expect(
      guardOutcome('vendor', { checked: true, isLoading: true, flags: NONE }, '/vendor'),
    ).toEqual({ kind: 'loading' });
  });

  it('lets in the matching role only', () => {
    const vendor = { ...NONE, isVendorAuthenticated: true };
    const checked = { checked: true, isLoading: false, flags: vendor };
    expect(guardOutcome('vendor', checked, '/vendor/orders')).toEqual({ kind: 'allow' });
    expect(guardOutcome('admin', checked, '/admin/orders')).toEqual({
      kind: 'redirect',
      to: '/admin/login',
    });
    expect(guardOutcome('customer', checked, '/account')).toEqual({
      kind: 'redirect',
      to: '/auth/login?next=%2Faccount',
    });
  });

  it('sends refused visitors to their own sign-in page', () => {
    const out = { checked: true, isLoading: false, flags: NONE };
    expect(guardOutcome('vendor', out, '/vendor/products')).toEqual({
      kind: 'redirect',
      to: '/vendor/auth/login',
    });
    expect(guardOutcome('customer', out, '/checkout?step=pay')).toEqual({
      kind: 'redirect',
      to: '/auth/login?next=%2Fcheckout%3Fstep%3Dpay',
    });
  });
});

/** The app's shape in miniature: the bootstrap above a guarded customer page and sign-in. */
function renderApp(path: string) {
  return renderWithRouter(
    [
      {
        element: (
          <>
            <AuthBootstrap />
            <RequireArea area="vendor" loader={<p>Vendor check…</p>}>
              <h1>Vendor page</h1>
            </RequireArea>
          </>
        ),
        path: '/vendor/dashboard',
      },
      {
        path: '/',
        element: (
          <>
            <AuthBootstrap />
            <Outlet />
          </>
        ),
        children: [
          { element: <CustomerOnly />, children: [{ path: 'account', element: <h1>Account</h1> }] },
          { path: 'auth/login', element: <LoginPage /> },
          { path: 'vendor/auth/login', element: <h1>Vendor Sign In</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
}

describe('RequireArea', () => {
  it('does not redirect on a stale signed-out flag before the check answers', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubFetch({
      'GET /api/auth/me': async () => {
        await answered;
        return meAs('vendor');
      },
    });
    const { router } = renderApp('/vendor/dashboard');
    expect(screen.getByText('Vendor check…')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(currentUrl(router)).toBe('/vendor/dashboard');
    answer?.();
    expect(await screen.findByRole('heading', { name: 'Vendor page' })).toBeInTheDocument();
  });

  it('does not trust a stale signed-in flag: the server says who is signed in', async () => {
    useAuthStore.setState({ isVendorAuthenticated: true });
    stubFetch({ 'GET /api/auth/me': meAs('customer') });
    const { router } = renderApp('/vendor/dashboard');
    expect(screen.queryByRole('heading', { name: 'Vendor page' })).not.toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/vendor/auth/login'));
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, isLoading: false });
  });

  it('sends a visitor from /account to sign in, and back to /account afterwards', async () => {
    stubFetch({
      'GET /api/auth/me': meAs(null),
      'POST /api/auth/login': { status: 200, body: sessionFor('customer') },
    });
    const { router, user } = renderApp('/account');
    await waitFor(() => expect(currentUrl(router)).toBe('/auth/login?next=%2Faccount'));
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Lotus-Kajal-42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/account');
  });
});
