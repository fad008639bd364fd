// The counters live in the app's memory: tests share one app and keep apart by using their
// own client addresses and accounts. The per-address sign-in limit is lowered to 10 here so ten
// failures reach it; its default and the challenge past it: auth/sign-in-limits.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_CHALLENGE_HEADER } from '../../domain/sign-in-challenge';
import {
  createAccount,
  sessionCookieOf,
  signInAt,
  type TestAccount,
} from '../modules/auth/test-accounts';
import { createTestApp, type TestApp } from '../test/app-harness';

const ADDRESS_LIMIT_10 = { SIGN_IN_FAILURES_PER_ADDRESS: '10' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ADDRESS_LIMIT_10);
});
afterAll(() => t.close());

const wrong = (account: TestAccount) => ({ email: account.email, password: 'Guess-Number-0' });

function failFrom(app: TestApp, account: TestAccount, remoteAddress: string, xff?: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: wrong(account),
    remoteAddress,
    headers: xff ? { 'x-forwarded-for': xff } : {},
  });
}

describe('failed sign-ins', () => {
  it('allow SIGN_IN_FAILURES_PER_ADDRESS per 15 minutes from one address; the next gets 429 with Retry-After and a challenge, even with the right password', async () => {
    const account = await createAccount(t.database, 'customer');
    for (let i = 1; i <= 10; i++) {
      // A different account each time: the per-address counter is the one being filled.
      const other = { email: `guess-${i}@test.example`, password: 'Guess-Number-0' };
      const res = await signInAt(t.app, 'customer', other, '10.9.0.1');
      expect(res.statusCode).toBe(401);
    }
    const res = await signInAt(t.app, 'vendor', account, '10.9.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(res.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
    expect(res.headers[SIGN_IN_CHALLENGE_HEADER]).toBeDefined();
    // Another address is not affected.
    expect((await signInAt(t.app, 'customer', account, '10.9.0.2')).statusCode).toBe(200);
  });

  it('cannot be escaped by rotating X-Forwarded-For when TRUST_PROXY is off', async () => {
    const account = await createAccount(t.database, 'customer');
    for (let i = 1; i <= 10; i++) {
      const other = { email: `rot-${i}@test.example`, password: 'x-x-x-x-x' } as TestAccount;
      await failFrom(t, other, '10.9.1.1', `203.0.113.${i}`);
    }
    const res = await failFrom(t, account, '10.9.1.1', '198.51.100.77');
    expect(res.statusCode).toBe(429);
  });

  it('are also counted per account: 10 failures from many addresses lock that email', async () => {
    const account = await createAccount(t.database, 'customer');
    for (let i = 1; i <= 10; i++) {
      expect((await failFrom(t, account, `10.9.2.${i}`)).statusCode).toBe(401);
    }
    const res = await signInAt(t.app, 'customer', account, '10.9.2.200');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('do not count successful sign-ins', async () => {
    const account = await createAccount(t.database, 'customer');
    for (let i = 0; i < 12; i++) {
      expect((await signInAt(t.app, 'customer', account, '10.9.3.1')).statusCode).toBe(200);
    }
  });

  it('are counted per forwarded client when TRUST_PROXY is set', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true', ...ADDRESS_LIMIT_10 });
    try {
      const account = await createAccount(proxied.database, 'customer');
      for (let i = 1; i <= 10; i++) {
        const other = { email: `proxy-${i}@test.example`, password: 'x-x-x-x-x' } as TestAccount;
        await failFrom(proxied, other, '10.0.0.1', '203.0.113.5');
      }
      expect((await failFrom(proxied, account, '10.0.0.1', '203.0.113.5')).statusCode).toBe(429);
      expect((await failFrom(proxied, account, '10.0.0.1', '203.0.113.6')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('a targeted lockout (issue #16; docs/security.md, round two)', () => {
  const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
    const lines = [res.headers['set-cookie']].flat() as string[];
    const line = lines.find((c) => c.startsWith('angle.known_device='));
    if (!line) throw new Error(`no device cookie in ${JSON.stringify(lines)}`);
    return line.split(';')[0]!;
  };
  const adminSignIn = (
    account: TestAccount,
    remoteAddress: string,
    cookie?: string,
    password = account.password,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: account.email, password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });

  it('cannot lock the admin out of a browser that has signed in before, from any address', async () => {
    const admin = await createAccount(t.database, 'admin');
    const known = deviceCookieOf(await adminSignIn(admin, '10.16.5.1'));
    expect(known).not.toContain(admin.userId);
    expect(known).not.toContain(admin.email);
    // The attacker: 10 wrong passwords from 10 addresses, then more.
    for (let i = 1; i <= 10; i++) {
      expect(
        (await adminSignIn(admin, `10.16.6.${i}`, undefined, 'Guess-Number-0')).statusCode,
      ).toBe(401);
    }
    expect((await adminSignIn(admin, '10.16.6.99', undefined, 'Guess-Number-0')).statusCode).toBe(
      429,
    );
    // The owner, from a fresh address, in the browser they used before.
    expect((await adminSignIn(admin, '10.16.7.1', known)).statusCode).toBe(200);
    // A browser that never signed in to this account is still held back (the trade-off).
    expect((await adminSignIn(admin, '10.16.7.2')).statusCode).toBe(429);
  });

  it('gives an attacker nothing with a cookie from their own account or a forged one', async () => {
    const admin = await createAccount(t.database, 'admin');
    const mine = await createAccount(t.database, 'customer');
    const own = deviceCookieOf(await signInAt(t.app, 'customer', mine, '10.16.8.1'));
    const forged = `angle.known_device=${own.split('=')[1]!.split('.')[0]}.AAAA`;
    for (let i = 1; i <= 10; i++) {
      const cookie = i % 2 ? own : forged;
      const res = await adminSignIn(admin, `10.16.8.${10 + i}`, cookie, 'Guess-Number-0');
      expect(res.statusCode).toBe(401);
    }
    expect((await adminSignIn(admin, '10.16.8.50', own)).statusCode).toBe(429);
  });

  it('counts a known browser’s own failures: 10, then that browser waits', async () => {
    const account = await createAccount(t.database, 'customer');
    const known = deviceCookieOf(await signInAt(t.app, 'customer', account, '10.16.9.1'));
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password },
        remoteAddress: '10.16.9.2',
        headers: { cookie: known },
      });
    for (let i = 1; i <= 10; i++) expect((await attempt('Guess-Number-0')).statusCode).toBe(401);
    expect((await attempt(account.password)).statusCode).toBe(429);
    // Unknown browsers were not held back by the known one's failures.
    expect((await signInAt(t.app, 'customer', account, '10.16.9.3')).statusCode).toBe(200);
  });
});

describe('wrong current passwords at a password change', () => {
  const change = (cookie: string, currentPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password/change',
      payload: { currentPassword, newPassword: 'Mogra-Jasmine-77' },
      headers: { cookie },
    });

  it('are limited per session (5) and per account (10), with 429 and Retry-After', async () => {
    const account = await createAccount(t.database, 'customer');
    const sessions = [];
    for (let i = 0; i < 3; i++) {
      sessions.push(sessionCookieOf(await signInAt(t.app, 'customer', account, `10.16.10.${i}`)));
    }
    const [first, second, third] = sessions as [string, string, string];
    for (let i = 0; i < 5; i++)
      expect((await change(first, 'Guess-Number-0')).statusCode).toBe(400);
    const limited = await change(first, account.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // Another session of the account goes on until the account's 10.
    for (let i = 0; i < 5; i++)
      expect((await change(second, 'Guess-Number-0')).statusCode).toBe(400);
    expect((await change(third, account.password)).statusCode).toBe(429);
    // Nothing was changed: the old password still signs in.
    expect((await signInAt(t.app, 'customer', account, '10.16.10.9')).statusCode).toBe(200);
  });
});

describe('X-Forwarded-For behind a proxy (TRUST_PROXY)', () => {
  const register = (app: TestApp, i: number, xff: string, remoteAddress = '10.0.0.1') =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Spoof', email: `spoof-${i}@test.example`, password: 'short' },
      remoteAddress,
      headers: { 'x-forwarded-for': xff },
    });

  it('believes only the hop the proxy added: a spoofed first entry buys no fresh address', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 25; i++) {
        statuses.push((await register(proxied, i, `198.51.100.${i}, 1.2.3.4`)).statusCode);
      }
      expect(statuses.filter((s) => s !== 429)).toHaveLength(10);
      // The session records the same address, not the client's first entry.
      const account = await createAccount(proxied.database, 'customer');
      const signIn = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': '6.6.6.6, 1.2.3.4', 'x-angle-client-ip': '7.7.7.7' },
      });
      expect(signIn.statusCode).toBe(200);
      const rows = await proxied.database.query<{ ip_address: string }>(
        'SELECT ip_address FROM sessions WHERE user_id = $1',
        [account.userId],
      );
      expect(rows).toEqual([{ ip_address: '1.2.3.4' }]);
    } finally {
      await proxied.close();
    }
  });

  it('with proxy addresses, ignores the header from anyone else and walks past the proxies', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.0.0.0/24' });
    try {
      const direct: number[] = [];
      const viaProxies: number[] = [];
      for (let i = 1; i <= 11; i++) {
        // A direct client (not a listed proxy) cannot choose its address.
        direct.push((await register(proxied, i, `203.0.113.${i}`, '192.0.2.50')).statusCode);
        // Through two of our proxies the client is the entry before them, whatever came first.
        const chain = `203.0.113.9, 198.51.100.${i}, 10.0.0.2`;
        viaProxies.push((await register(proxied, 100 + i, chain, '10.0.0.1')).statusCode);
      }
      expect(direct[10]).toBe(429);
      expect(viaProxies).not.toContain(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('registration and password reset', () => {
  it('allow 10 registrations per 15 minutes per address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Bulk', email: `bulk-${i}@test.example`, password: 'short' },
        remoteAddress: '10.9.4.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('take their cap from REGISTRATIONS_PER_15_MINUTES', async () => {
    const strict = await createTestApp({ REGISTRATIONS_PER_15_MINUTES: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 3; i++) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/auth/vendor/register',
          payload: { email: `cap-${i}@test.example` },
          remoteAddress: '10.9.4.2',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await strict.close();
    }
  });

  it('send at most 10 reset mails to one inbox per 15 minutes', async () => {
    const account = await createAccount(t.database, 'customer');
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: account.email },
        remoteAddress: `10.9.5.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
