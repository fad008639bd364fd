import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/schemas/auth';
import { createAccount, sessionCookieOf, signInAt } from '../modules/auth/test-accounts';
import { createTestApp, type TestApp } from '../test/app-harness';
import { requiredRoleFor } from './auth-guard';

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['customer', 'vendor', 'admin'] as const) {
    const account = await createAccount(t.database, role);
    cookies[role] = sessionCookieOf(await signInAt(t.app, role, account));
  }
  // A vendor suspended after signing in, and a user with no role (no vendor row).
  const suspended = await createAccount(t.database, 'vendor');
  cookies.suspended = sessionCookieOf(await signInAt(t.app, 'vendor', suspended));
  await t.database.query(`UPDATE vendors SET status = 'suspended' WHERE user_id = $1`, [
    suspended.userId,
  ]);
  const noRole = await createAccount(t.database, 'vendor');
  cookies.noRole = sessionCookieOf(await signInAt(t.app, 'vendor', noRole));
  await t.database.query('DELETE FROM vendors WHERE user_id = $1', [noRole.userId]);
});
afterAll(() => t.close());

const get = (url: string, who?: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who]! } : {} });

// [url, the role it admits, the 403 message for each other caller]
const ROUTES = [
  {
    url: '/api/admin/me',
    admits: 'admin',
    denied: {
      customer: AUTH_MESSAGES.notAdmin,
      vendor: AUTH_MESSAGES.notAdmin,
      suspended: AUTH_MESSAGES.notAdmin,
      noRole: AUTH_MESSAGES.notAdmin,
    },
  },
  {
    url: '/api/vendor/me',
    admits: 'vendor',
    denied: {
      customer: AUTH_MESSAGES.notVendor,
      admin: AUTH_MESSAGES.notVendor,
      suspended: AUTH_MESSAGES.vendorSuspended,
      noRole: AUTH_MESSAGES.notVendor,
    },
  },
  {
    url: '/api/store/account/addresses',
    admits: 'customer',
    denied: {
      vendor: AUTH_MESSAGES.customersOnly,
      admin: AUTH_MESSAGES.customersOnly,
      suspended: AUTH_MESSAGES.customersOnly,
      noRole: AUTH_MESSAGES.noUserDocument,
    },
  },
  {
    url: '/api/store/wishlist',
    admits: 'customer',
    denied: {
      vendor: AUTH_MESSAGES.customersOnly,
      admin: AUTH_MESSAGES.customersOnly,
      suspended: AUTH_MESSAGES.customersOnly,
      noRole: AUTH_MESSAGES.noUserDocument,
    },
  },
] as const;

describe.each(ROUTES)('$url', ({ url, admits, denied }) => {
  it('answers 401 problem+json when signed out', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().detail).toBe(AUTH_MESSAGES.signInRequired);
  });

  it(`answers 200 to the ${admits}`, async () => {
    expect((await get(url, admits)).statusCode).toBe(200);
  });

  it.each(Object.entries(denied))('answers 403 to %s: %s', async (who, message) => {
    const res = await get(url, who);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(message);
  });
});

describe('the guard', () => {
  it('runs before body validation: a signed-out POST with a bad body is 401, not 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/store/account/addresses',
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(401);
  });

  it('applies to every route under a guarded prefix, whatever its path', () => {
    expect(requiredRoleFor('/api/admin/orders/:id')).toBe('admin');
    expect(requiredRoleFor('/api/vendor/products')).toBe('vendor');
    expect(requiredRoleFor('/api/store/account/profile')).toBe('customer');
    expect(requiredRoleFor('/api/store/cart')).toBe('customer');
    expect(requiredRoleFor('/api/store/cart/items/:itemId')).toBe('customer');
    expect(requiredRoleFor('/api/store/orders')).toBe('customer');
    expect(requiredRoleFor('/api/store/orders/:id/cancel')).toBe('customer');
    expect(requiredRoleFor('/api/store/quote')).toBeNull();
    expect(requiredRoleFor('/api/store/cartography')).toBeNull();
    expect(requiredRoleFor('/api/store/wishlist')).toBe('customer');
    expect(requiredRoleFor('/api/store/wishlist/:productId')).toBe('customer');
    expect(requiredRoleFor('/api/store/wishlists')).toBeNull();
    expect(requiredRoleFor('/api/store/products')).toBeNull();
    expect(requiredRoleFor('/api/administrator')).toBeNull();
    expect(requiredRoleFor(undefined)).toBeNull();
  });

  it('guards the HEAD twin of a guarded GET as well', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/api/admin/me' });
    expect(res.statusCode).toBe(401);
  });

  it('is attached to guarded routes only: a public catalogue read never runs it', () => {
    const routes = t.app.printRoutes({ includeHooks: true, commonPrefix: false, method: 'GET' });
    const onRequestOf = (url: string) => {
      const lines = routes.split('\n');
      const at = lines.findIndex((l) => l.endsWith(`${url} (GET)`));
      expect(at, url).toBeGreaterThan(-1);
      return lines[at + 1]!;
    };
    expect(onRequestOf('api/admin/me')).toContain('authGuard');
    expect(onRequestOf('api/store/orders')).toContain('authGuard');
    expect(onRequestOf('api/store/products')).not.toContain('authGuard');
    expect(onRequestOf('api/store/home')).not.toContain('authGuard');
  });

  it('gives the vendor portal the signed-in vendor, and the admin their identity', async () => {
    expect((await get('/api/vendor/me', 'vendor')).json()).toMatchObject({
      vendorData: { isVendor: true, status: 'active' },
    });
    expect((await get('/api/admin/me', 'admin')).json()).toMatchObject({
      adminData: { isAdmin: true },
      user: { role: 'admin' },
    });
  });
});
