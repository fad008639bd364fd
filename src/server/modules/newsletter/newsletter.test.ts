import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { NEWSLETTER_THANKS } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Rate-limit counters live in the app's memory: each test posts from its own address.
let host = 0;
const newAddress = () => `10.20.0.${++host}`;

const subscribe = (payload: unknown, remoteAddress = newAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: payload as object,
    remoteAddress,
  });

describe('POST /api/newsletter', () => {
  it('stores an email once, and answers a repeat exactly as a new address (no list oracle)', async () => {
    const first = await subscribe({ email: '  Asha@Example.IN ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'subscribed', message: NEWSLETTER_THANKS });
    const again = await subscribe({ email: 'asha@example.in' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const rows = await t.database.query<{ email: string }>(
      "SELECT email FROM newsletter_subscribers WHERE email = 'asha@example.in'",
    );
    expect(rows).toHaveLength(1);
  });

  it.each([
    { email: 'not-an-email' },
    {},
    { email: 'a@b.in', extra: 1 },
    { email: 'x'.repeat(300) + '@b.in' },
  ])('rejects %j with a field error', async (payload) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('the newsletter rate limit', () => {
  it('takes 5 sign-ups per 10 minutes from one address; the 6th is a 429 with Retry-After', async () => {
    const address = newAddress();
    for (let i = 1; i <= 5; i++) {
      const res = await subscribe({ email: `limit-${i}@example.in` }, address);
      expect(res.statusCode).toBe(200);
    }
    const res = await subscribe({ email: 'limit-6@example.in' }, address);
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(res.json()).toMatchObject({
      status: 429,
      title: 'Too Many Requests',
      detail: 'Too many attempts. Please wait 10 minutes and try again.',
    });
    const stored = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM newsletter_subscribers WHERE email LIKE 'limit-%'",
    );
    expect(stored[0]!.n).toBe(5);
    // Another address still subscribes.
    expect((await subscribe({ email: 'limit-6@example.in' })).statusCode).toBe(200);
  });

  it('counts invalid attempts too, so a script cannot probe without limit', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      expect((await subscribe({ email: 'nope' }, address)).statusCode).toBe(400);
    }
    expect((await subscribe({ email: 'real@example.in' }, address)).statusCode).toBe(429);
  });
});
