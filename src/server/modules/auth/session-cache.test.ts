// The per-cookie session cache (issue #35, decision 048): a cached read costs no statement, yet
// every write that changes who a cookie is, or whether it works, takes effect at the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../domain/schemas/auth';
import { onSessionsNotified } from '../../plugins/session-invalidation';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app-harness';
import { signedInAdmin } from '../admin/test-admin';
import { SESSION_CACHE, SessionCache, sessionCacheKey, sessionCacheOf } from './session-cache';
import { verifiedToken } from './session-lookup';
import { readSessionCookie, type ActiveSession } from './sessions';
import {
  countSessions,
  createAccount,
  sessionCookieOf,
  signInAt,
  TEST_PASSWORD,
} from './test-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GUARDED = {
  customer: '/api/store/account/addresses',
  vendor: '/api/vendor/me',
  admin: '/api/admin/me',
} as const;

const get = (app: TestApp, url: string, cookie: string) =>
  app.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload: object | undefined, cookie: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });

async function signedIn(role: 'customer' | 'vendor' | 'admin', app = t) {
  const account = await createAccount(app.database, role);
  const cookie = sessionCookieOf(await signInAt(app.app, role, account));
  return { ...account, cookie };
}

/** The statements a request costs, besides what it answers. */
async function statementsOf(request: () => Promise<{ statusCode: number }>, status = 200) {
  const before = t.database.stats.queries;
  const res = await request();
  expect(res.statusCode).toBe(status);
  return t.database.stats.queries - before;
}

/** The cookie's value, as the server reads it from the Cookie header. */
const valueOf = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));

describe('what a session read costs', () => {
  it('is one statement for a cookie not read lately, and none while its read is cached', async () => {
    // /api/store/account/addresses lists in one statement of its own (query-count.test.ts).
    const { cookie } = await signedIn('customer');
    const addresses = () => get(t, GUARDED.customer, cookie);
    expect(await statementsOf(addresses)).toBe(1 + 1);
    expect(await statementsOf(addresses)).toBe(0 + 1);
    expect(await statementsOf(addresses)).toBe(0 + 1);
  });

  it('serves parallel requests of one cookie, and none of them reads the session again', async () => {
    const { cookie } = await signedIn('vendor');
    expect((await get(t, GUARDED.vendor, cookie)).statusCode).toBe(200);
    const before = t.database.stats.queries;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get(t, '/api/auth/me', cookie)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(t.database.stats.queries - before).toBe(0);
  });

  it('checks the signature as better-auth does: a changed token or signature is no session', async () => {
    const { cookie } = await signedIn('customer');
    const value = valueOf(cookie);
    const token = value.slice(0, value.lastIndexOf('.'));
    expect(await verifiedToken(t.app.auth, value)).toBe(token);
    const signature = value.slice(value.lastIndexOf('.') + 1);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = [
      `${token}.${flipped}`,
      `${token}x.${signature}`,
      `${token}.${signature.slice(0, -1)}`,
      token,
      `.${signature}`,
    ];
    for (const bad of forged) {
      expect(await verifiedToken(t.app.auth, bad), bad).toBeNull();
      const res = await get(t, GUARDED.customer, `angle.session_token=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(401);
    }
  });
});

describe('writes that end or change a cached session take effect at the next request', () => {
  it('sign-out: the old cookie answers 401 at once', async () => {
    const { cookie } = await signedIn('customer');
    expect((await get(t, GUARDED.customer, cookie)).statusCode).toBe(200);
    expect((await post('/api/auth/logout', undefined, cookie)).statusCode).toBe(204);
    const res = await get(t, GUARDED.customer, cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(AUTH_MESSAGES.sessionEnded);
  });

  it("a password change: the account's other cached sessions answer 401 at once", async () => {
    const account = await createAccount(t.database, 'customer');
    const here = sessionCookieOf(await signInAt(t.app, 'customer', account));
    const elsewhere = sessionCookieOf(await signInAt(t.app, 'customer', account, '10.35.0.1'));
    const third = sessionCookieOf(await signInAt(t.app, 'customer', account, '10.35.0.2'));
    for (const cookie of [here, elsewhere, third]) {
      expect((await get(t, GUARDED.customer, cookie)).statusCode).toBe(200);
    }
    const change = await post(
      '/api/auth/password/change',
      { currentPassword: TEST_PASSWORD, newPassword: 'Kewda-Mehendi-35' },
      here,
    );
    expect(change.statusCode).toBe(204);
    expect((await get(t, GUARDED.customer, elsewhere)).statusCode).toBe(401);
    expect((await get(t, GUARDED.customer, third)).statusCode).toBe(401);
    expect((await get(t, GUARDED.customer, here)).statusCode).toBe(200);
    expect(await countSessions(t.database, account.userId)).toBe(1);
  });

  it('an admin block ends a customer at once, and an unblock lets them sign in again', async () => {
    const admin = await signedInAdmin(t);
    const customer = await signedIn('customer');
    expect((await get(t, GUARDED.customer, customer.cookie)).statusCode).toBe(200);
    const block = await admin.call('POST', `/api/admin/customers/${customer.userId}/block`);
    expect(block.statusCode).toBe(200);
    expect((await get(t, GUARDED.customer, customer.cookie)).statusCode).toBe(401);
    expect((await signInAt(t.app, 'customer', customer)).statusCode).toBe(403);
    await admin.call('POST', `/api/admin/customers/${customer.userId}/unblock`);
    expect((await signInAt(t.app, 'customer', customer)).statusCode).toBe(200);
  });

  it('a vendor suspended by the admin is refused at once', async () => {
    const admin = await signedInAdmin(t);
    const vendor = await signedIn('vendor');
    expect((await get(t, GUARDED.vendor, vendor.cookie)).statusCode).toBe(200);
    const suspend = await admin.call('POST', `/api/admin/vendors/${vendor.userId}/suspend`);
    expect(suspend.statusCode).toBe(200);
    expect((await get(t, GUARDED.vendor, vendor.cookie)).statusCode).toBe(401);
  });

  it("a vendor's new company name shows in /api/auth/me at once", async () => {
    const vendor = await signedIn('vendor');
    const me = async () => (await get(t, '/api/auth/me', vendor.cookie)).json();
    expect((await me()).session.vendorData.companyName).toMatch(/^Test Vendor/);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/vendor/settings/profile',
      headers: { cookie: vendor.cookie },
      payload: {
        companyName: 'Gulab Jal Works',
        contactName: 'Meera Nair',
        description: '',
        supportPhone: '+91 98450 12345',
        supportEmail: 'care@gulabjal.example',
        gstin: '',
        pickupAddress: {
          line1: '4 FC Road',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411004',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await me();
    expect(after.session.vendorData.companyName).toBe('Gulab Jal Works');
    expect(after.session.user.name).toBe('Gulab Jal Works');
  });

  it('a refused write by someone else leaves the cache alone', async () => {
    const { cookie } = await signedIn('customer');
    expect((await get(t, GUARDED.customer, cookie)).statusCode).toBe(200);
    const stranger = await signedIn('customer');
    const refused = await post('/api/admin/customers/nobody/block', {}, stranger.cookie);
    expect(refused.statusCode).toBe(403);
    expect(await statementsOf(() => get(t, GUARDED.customer, cookie))).toBe(0 + 1);
  });
});

describe('the limits of a cached session', () => {
  const MINUTE = 60_000;

  it("judges a cached read at the request's time: an idle admin is signed out", async () => {
    const { userId, cookie } = await signedIn('admin');
    const value = valueOf(cookie);
    const now = Date.now();
    expect((await readSessionCookie(t.app.auth, t.database.db, value, now)).status).toBe('active');
    expect(sessionCacheOf(t.database.db).get(sessionCacheKey(value))).toBeDefined();
    const later = await readSessionCookie(t.app.auth, t.database.db, value, now + 61 * MINUTE);
    expect(later.status).toBe('ended');
    expect(await countSessions(t.database, userId)).toBe(0);
    expect(sessionCacheOf(t.database.db).get(sessionCacheKey(value))).toBeUndefined();
  });

  it('records the activity of a cached session when due, and keeps it in the cache', async () => {
    const { userId, cookie } = await signedIn('admin');
    const value = valueOf(cookie);
    const now = Date.now();
    await readSessionCookie(t.app.auth, t.database.db, value, now);
    const before = t.database.stats.queries;
    // The admin's activity is written at most every minute: one update, then nothing.
    const touched = await readSessionCookie(t.app.auth, t.database.db, value, now + 2 * MINUTE);
    expect(touched.status).toBe('active');
    expect(t.database.stats.queries - before).toBe(1);
    await readSessionCookie(t.app.auth, t.database.db, value, now + 2 * MINUTE + 1000);
    expect(t.database.stats.queries - before).toBe(1);
    const [row] = await t.database.query<{ updated_at: Date }>(
      'SELECT updated_at FROM sessions WHERE user_id = $1',
      [userId],
    );
    expect(new Date(row!.updated_at).getTime()).toBe(now + 2 * MINUTE);
  });

  it('holds at most its bound of cookies, dropping the least recently used', () => {
    const cache = new SessionCache();
    const state = (i: number) =>
      ({ status: 'active', actor: { userId: `u${i % 7}` } }) as unknown as ActiveSession;
    for (let i = 0; i <= SESSION_CACHE.maxEntries; i++) cache.set(`k${i}`, state(i), 0);
    expect(cache.size).toBe(SESSION_CACHE.maxEntries);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k1')).toBeDefined();
    cache.forget({ userIds: ['u1'] });
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k2')).toBeDefined();
  });

  it('does not store a read or a touch that began before an invalidation', () => {
    const cache = new SessionCache();
    const generation = cache.generation;
    cache.forget({ keys: ['k'] });
    const state = { status: 'active', actor: { userId: 'u' } } as unknown as ActiveSession;
    cache.set('k', state, generation);
    expect(cache.get('k')).toBeUndefined();
    // Nor lay a touch begun before an invalidation over a newer read.
    const newer = { ...state, token: 'newer' };
    cache.set('k', newer, cache.generation);
    const touchBegan = cache.generation;
    cache.forget({ userIds: ['someone-else'] });
    cache.replace('k', state, touchBegan);
    expect(cache.get('k')).toBe(newer);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createSiblingApp(t);
  });
  afterAll(() => b.close());

  const heardOn = (app: TestApp) =>
    new Promise<void>((resolve) => {
      const off = onSessionsNotified(app.database, () => {
        off();
        resolve();
      });
    });

  it('a sign-out on A ends the session B has cached as soon as B hears of it', async () => {
    const { cookie } = await signedIn('customer');
    expect((await get(b, GUARDED.customer, cookie)).statusCode).toBe(200);
    const heard = heardOn(b);
    expect((await post('/api/auth/logout', undefined, cookie)).statusCode).toBe(204);
    await heard;
    expect((await get(b, GUARDED.customer, cookie)).statusCode).toBe(401);
  });

  it('a block on A ends the customer on B', async () => {
    const admin = await signedInAdmin(t);
    const customer = await signedIn('customer');
    expect((await get(b, GUARDED.customer, customer.cookie)).statusCode).toBe(200);
    const heard = heardOn(b);
    const block = await admin.call('POST', `/api/admin/customers/${customer.userId}/block`);
    expect(block.statusCode).toBe(200);
    await heard;
    expect((await get(b, GUARDED.customer, customer.cookie)).statusCode).toBe(401);
  });
});
