import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../domain/schemas/auth';
import {
  leadingZeroBits,
  proofText,
  SIGN_IN_CHALLENGE_HEADER,
} from '../../../domain/sign-in-challenge';
import { json, problem, sessionFor, stubFetch } from '../../test/fetch-stub';
import { currentUrl, renderWithRouter } from '../../test/render';
import { useAuthStore } from './auth-store';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { VendorLoginPage } from './vendor-login-page';
import { AdminLoginPage } from './admin-login-page';

function renderAt(path: string) {
  return renderWithRouter(
    [
      { path: '/auth/login', element: <LoginPage /> },
      { path: '/auth/register', element: <RegisterPage /> },
      { path: '/vendor/auth/login', element: <VendorLoginPage /> },
      { path: '/admin/login', element: <AdminLoginPage /> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [path] },
  );
}

async function signIn(
  user: ReturnType<typeof renderAt>['user'],
  email = 'asha@example.com',
  password = 'Lotus-Kajal-42',
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in form', () => {
  it('checks the fields inline and sends nothing while they are wrong', async () => {
    const api = stubFetch({});
    const { user } = renderAt('/auth/login');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows and hides the password with a pressed toggle', async () => {
    const { user } = renderAt('/auth/login');
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it("shows the server's 403 message verbatim and clears every flag", async () => {
    useAuthStore.setState({ isAuthenticated: true });
    stubFetch({ 'POST /api/auth/login': problem(403, AUTH_MESSAGES.vendorAtCustomerLogin) });
    const { user, router } = renderAt('/auth/login');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Vendor account\. Please use the vendor login\.$/,
    );
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      isVendorAuthenticated: false,
      isAdminAuthenticated: false,
      isLoading: false,
      error: AUTH_MESSAGES.vendorAtCustomerLogin,
    });
    expect(currentUrl(router)).toBe('/auth/login');
  });

  it.each([
    ['/auth/login', 'Failed to login.'],
    ['/vendor/auth/login', 'Failed to login as vendor.'],
    ['/admin/login', 'Failed to login as admin.'],
  ])('%s falls back to "%s" when the server gives no detail', async (path, fallback) => {
    stubFetch({
      'POST /api/auth/login': problem(500),
      'POST /api/auth/vendor/login': problem(502),
      'POST /api/auth/admin/login': json(500, 'not a problem document'),
    });
    const { user } = renderAt(path);
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(fallback);
  });

  it('disables the button with a spinner while signing in', async () => {
    let answer: (() => void) | undefined;
    stubFetch({
      'POST /api/auth/login': () =>
        new Promise((resolve) => {
          answer = () => resolve(json(200, sessionFor('customer')));
        }),
    });
    const { user } = renderAt('/auth/login');
    await signIn(user);
    const button = screen.getByRole('button', { name: 'Sign In' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer?.();
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it.each([
    ['/auth/login?next=%2Faccount', '/account'],
    ['/auth/login?next=%2Fcheckout%3Fstep%3Dpay', '/checkout?step=pay'],
    ['/auth/login?next=%2F%2Fevil.com', '/'],
    ['/auth/login?next=https%3A%2F%2Fevil.com', '/'],
    ['/auth/login', '/'],
  ])('a customer signing in at %s lands on %s', async (path, landing) => {
    const api = stubFetch({ 'POST /api/auth/login': json(200, sessionFor('customer')) });
    const { user, router } = renderAt(path);
    await signIn(user, '  Asha@Example.com ');
    await waitFor(() => expect(currentUrl(router)).toBe(landing));
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'asha@example.com', password: 'Lotus-Kajal-42' },
    });
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      currentUser: { name: 'Test customer' },
    });
  });

  it('sends a vendor to the vendor dashboard and an admin to the admin dashboard', async () => {
    stubFetch({
      'POST /api/auth/vendor/login': json(200, sessionFor('vendor')),
      'POST /api/auth/admin/login': json(200, sessionFor('admin')),
    });
    const vendor = renderAt('/vendor/auth/login');
    await signIn(vendor.user);
    await waitFor(() => expect(currentUrl(vendor.router)).toBe('/vendor/dashboard'));
    expect(useAuthStore.getState().isVendorAuthenticated).toBe(true);
    vendor.unmount();

    const admin = renderAt('/admin/login');
    await signIn(admin.user);
    await waitFor(() => expect(currentUrl(admin.router)).toBe('/admin/dashboard'));
    expect(useAuthStore.getState().isAdminAuthenticated).toBe(true);
  });

  // docs/security.md, "Sign-in limits": past its failure limit, a client address is asked for a
  // solved challenge, which the form finds and sends without the shopper doing anything.
  const CHALLENGE = '1.4102444800.8.bm9uY2U.bWFj';
  const TOO_MANY = 'Too many attempts. Please wait 12 minutes and try again.';
  const solves = async (proof: { challenge: string; solution: string } | undefined) => {
    if (!proof || proof.challenge !== CHALLENGE) return false;
    const text = new TextEncoder().encode(proofText(proof.challenge, proof.solution));
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', text));
    return leadingZeroBits(hash) >= 8;
  };
  const askedForChallenge = {
    ...problem(429, TOO_MANY),
    headers: { [SIGN_IN_CHALLENGE_HEADER]: CHALLENGE, 'retry-after': '700' },
  };

  it.each([
    ['/auth/login', 'POST /api/auth/login', '/'],
    ['/vendor/auth/login', 'POST /api/auth/vendor/login', '/vendor/dashboard'],
  ] as const)(
    'at %s, solves the challenge a busy address is asked for and signs in',
    async (path, route, landing) => {
      const role = route.includes('vendor') ? 'vendor' : 'customer';
      const api = stubFetch({
        [route]: async ({ body }) =>
          (await solves((body as { proof?: { challenge: string; solution: string } }).proof))
            ? json(200, sessionFor(role))
            : askedForChallenge,
      });
      const { user, router } = renderAt(path);
      await signIn(user);
      await waitFor(() => expect(currentUrl(router)).toBe(landing));
      const sent = api.requests().map((c) => c.body as Record<string, unknown>);
      expect(sent).toHaveLength(2);
      expect(sent[0]).not.toHaveProperty('proof');
      expect(sent[1]).toMatchObject({
        email: 'asha@example.com',
        password: 'Lotus-Kajal-42',
        proof: { challenge: CHALLENGE, solution: expect.stringMatching(/^\d+$/) },
      });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows the wait when a 429 carries no challenge (the account itself is held back)', async () => {
    const api = stubFetch({ 'POST /api/auth/login': problem(429, TOO_MANY) });
    const { user } = renderAt('/auth/login');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(api.requests()).toHaveLength(1);
  });
});

describe('registration form', () => {
  it('asks for 8 characters before sending anything', async () => {
    const api = stubFetch({});
    const { user } = renderAt('/auth/register');
    await user.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("puts the server's field message under its field and the detail in the banner", async () => {
    stubFetch({
      'POST /api/auth/register': problem(409, AUTH_MESSAGES.emailTaken, [
        { path: 'email', message: AUTH_MESSAGES.emailTaken },
      ]),
    });
    const { user } = renderAt('/auth/register?next=%2Fcheckout');
    await user.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Lotus-Kajal-42');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.emailTaken);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(AUTH_MESSAGES.emailTaken);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?next=%2Fcheckout',
    );
  });

  it('falls back to "Failed to register." and signs the new customer in on success', async () => {
    stubFetch({ 'POST /api/auth/register': problem(503) });
    const { user, router } = renderAt('/auth/register?next=%2Fcheckout');
    await user.type(screen.getByLabelText('Full name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Lotus-Kajal-42');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to register.');

    stubFetch({ 'POST /api/auth/register': json(201, sessionFor('customer')) });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/checkout'));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });
});
