import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionCookieOf, signInAt } from '../modules/auth/test-accounts';
import { createTestApp, type TestApp } from '../test/app-harness';
import { CSRF_MESSAGES } from './csrf';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.angle.example' });
  const account = await createAccount(t.database, 'customer');
  cookie = sessionCookieOf(await signInAt(t.app, 'customer', account));
});
afterAll(() => t.close());

const address = {
  fullName: 'Priya Sharma',
  phone: '9876543210',
  line1: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

function save(headers: Record<string, string>, body: string = JSON.stringify(address)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/store/account/addresses',
    headers: { cookie, 'content-type': 'application/json', ...headers },
    body,
  });
}

async function addressCount() {
  const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses');
  return row!.n;
}

describe('state-changing requests', () => {
  it('are refused with 403 from a foreign Origin, changing nothing', async () => {
    const before = await addressCount();
    const res = await save({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().detail).toBe(CSRF_MESSAGES.crossSite);
    expect(await addressCount()).toBe(before);
  });

  it('are refused from a "null" origin and from a cross-site fetch', async () => {
    expect((await save({ origin: 'null' })).statusCode).toBe(403);
    expect((await save({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('are refused with 415 when the body is not JSON (what a hostile form can send)', async () => {
    const form = 'fullName=Priya&phone=9876543210';
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await save({ 'content-type': type }, form);
      expect(res.statusCode).toBe(415);
      expect(res.json().detail).toBe(CSRF_MESSAGES.notJson);
    }
    const sign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      body: '{"email":"a@b.in","password":"whatever1"}',
    });
    expect(sign.statusCode).toBe(415);
  });

  it("are accepted from the store's own origin, and from clients that send no Origin", async () => {
    expect((await save({ origin: 'https://shop.angle.example' })).statusCode).toBe(201);
    expect((await save({})).statusCode).toBe(201);
  });

  it('are accepted without a body (sign-out, deletions)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://shop.angle.example' },
    });
    expect(res.statusCode).toBe(204);
  });

  it('do not accept the Vite dev server outside development', async () => {
    expect((await save({ origin: 'http://localhost:5173' })).statusCode).toBe(403);
  });

  it('leave reads alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/store/products?limit=1',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('in development', () => {
  it('also trusts the Vite dev server at http://localhost:5173', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
    try {
      const res = await dev.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'http://localhost:5173' },
        payload: { email: 'nobody@test.example', password: 'whatever-1' },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await dev.close();
    }
  });
});

describe('a development server opened by another spelling of this machine', () => {
  it('signs in from http://127.0.0.1 and http://[::1] when PUBLIC_URL says localhost', async () => {
    const local = await createTestApp({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
    });
    try {
      const account = await createAccount(local.database, 'customer');
      for (const origin of [
        'http://127.0.0.1:3000',
        'http://[::1]:3000',
        'http://localhost:3000',
      ]) {
        const res = await local.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { origin },
          payload: { email: account.email, password: account.password },
        });
        expect(res.statusCode, origin).toBe(200);
      }
      const other = await local.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'http://127.0.0.1:4000' },
        payload: { email: account.email, password: account.password },
      });
      expect(other.statusCode).toBe(403);
    } finally {
      await local.close();
    }
  });
});
