import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../domain/schemas/auth';
import { createTestApp, type TestApp } from '../../test/app-harness';
import {
  countSessions,
  createAccount,
  sessionCookieOf,
  setCookies,
  signInAt,
  type TestAccount,
} from './test-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Kind = 'customer' | 'vendor' | 'suspendedVendor' | 'admin' | 'noRole' | 'blocked';
type Portal = 'customer' | 'vendor' | 'admin';

async function accountOf(kind: Kind): Promise<TestAccount> {
  switch (kind) {
    case 'suspendedVendor':
      return createAccount(t.database, 'vendor', { vendorStatus: 'suspended' });
    case 'noRole':
      return createAccount(t.database, null);
    case 'blocked':
      return createAccount(t.database, 'customer', { banned: true });
    default:
      return createAccount(t.database, kind);
  }
}

// SPEC §5–§6: every kind of account at every sign-in. null = signed in.
const EXPECTED: Record<Kind, Record<Portal, keyof typeof AUTH_MESSAGES | null>> = {
  customer: { customer: null, vendor: 'notVendor', admin: 'notAdmin' },
  vendor: { customer: 'vendorAtCustomerLogin', vendor: null, admin: 'notAdmin' },
  suspendedVendor: {
    customer: 'vendorAtCustomerLogin',
    vendor: 'vendorSuspended',
    admin: 'notAdmin',
  },
  admin: { customer: 'adminAtCustomerLogin', vendor: 'notVendor', admin: null },
  noRole: { customer: 'noUserDocument', vendor: 'notVendor', admin: 'notAdmin' },
  blocked: { customer: 'blocked', vendor: 'blocked', admin: 'blocked' },
};

describe('the role rules at the three sign-ins', () => {
  const cases = Object.entries(EXPECTED).flatMap(([kind, byPortal]) =>
    Object.entries(byPortal).map(([portal, message]) => ({
      kind: kind as Kind,
      portal: portal as Portal,
      message,
    })),
  );

  it.each(cases)('$kind at the $portal sign-in → $message', async ({ kind, portal, message }) => {
    const account = await accountOf(kind);
    const res = await signInAt(t.app, portal, account);
    if (message === null) {
      expect(res.statusCode).toBe(200);
      expect(await countSessions(t.database, account.userId)).toBe(1);
      return;
    }
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().detail).toBe(AUTH_MESSAGES[message]);
    expect(setCookies(res)).toEqual([]);
    expect(await countSessions(t.database, account.userId)).toBe(0);
  });

  it('answers an unknown email and a wrong password alike, at every sign-in', async () => {
    const account = await createAccount(t.database, 'customer');
    for (const portal of ['customer', 'vendor', 'admin'] as const) {
      const unknown = await signInAt(
        t.app,
        portal,
        { email: 'nobody@test.example', password: account.password },
        '10.1.0.1',
      );
      const wrong = await signInAt(
        t.app,
        portal,
        { email: account.email, password: 'Not-The-Password-1' },
        '10.1.0.2',
      );
      for (const res of [unknown, wrong]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().detail).toBe(AUTH_MESSAGES.badCredentials);
        expect(setCookies(res)).toEqual([]);
      }
    }
    expect(await countSessions(t.database, account.userId)).toBe(0);
  });

  it('checks the role only after the password: a wrong password at the wrong portal is 401', async () => {
    const vendor = await createAccount(t.database, 'vendor');
    const res = await signInAt(
      t.app,
      'customer',
      { email: vendor.email, password: 'Not-The-Password-1' },
      '10.1.0.3',
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(AUTH_MESSAGES.badCredentials);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const account = await createAccount(t.database, 'customer');
    const res = await signInAt(t.app, 'customer', {
      email: `  ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(account.email);
  });
});

describe('the session a sign-in creates', () => {
  it('is a new session, with a new token, at every sign-in; the previous one is ended', async () => {
    const account = await createAccount(t.database, 'customer');
    const first = await signInAt(t.app, 'customer', account);
    const firstCookie = sessionCookieOf(first);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
      headers: { cookie: firstCookie },
    });
    const secondCookie = sessionCookieOf(second);
    expect(secondCookie).not.toBe(firstCookie);
    expect(await countSessions(t.database, account.userId)).toBe(1);
    const meWithOld = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: firstCookie },
    });
    expect(meWithOld.json()).toEqual({ session: null });
  });

  it('sets an HttpOnly, SameSite=Lax cookie on path / (not Secure outside production)', async () => {
    const account = await createAccount(t.database, 'customer');
    const [cookie] = setCookies(await signInAt(t.app, 'customer', account));
    expect(cookie).toMatch(/^angle\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('gives the admin a cookie and a session row that end after 12 hours', async () => {
    const admin = await createAccount(t.database, 'admin');
    const res = await signInAt(t.app, 'admin', admin);
    expect(setCookies(res)[0]).toMatch(/; Max-Age=43200/);
    const [row] = await t.database.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours
         FROM sessions WHERE user_id = $1`,
      [admin.userId],
    );
    expect(row!.hours).toBe(12);
  });

  it('returns the identity the web auth store records', async () => {
    const vendor = await createAccount(t.database, 'vendor');
    const res = await signInAt(t.app, 'vendor', vendor);
    expect(res.json()).toMatchObject({
      user: { id: vendor.userId, email: vendor.email, role: 'vendor' },
      userData: null,
      vendorData: { id: vendor.userId, isVendor: true, status: 'active' },
      adminData: null,
    });
  });
});

describe('cookies in production', () => {
  it('are Secure, with the __Secure- prefix', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://angle.example',
    });
    try {
      const account = await createAccount(prod.database, 'customer');
      const res = await signInAt(prod.app, 'customer', account);
      expect(res.statusCode).toBe(200);
      const [cookie] = setCookies(res);
      expect(cookie).toMatch(/^__Secure-angle\.session_token=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
    } finally {
      await prod.close();
    }
  });
});
