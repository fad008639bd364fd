import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });

describe('POST /api/newsletter', () => {
  it('stores an email once and tells a repeat it is already subscribed', async () => {
    const first = await subscribe({ email: '  Asha@Example.IN ' });
    expect(first.statusCode).toBe(201);
    expect(first.json().status).toBe('subscribed');
    const again = await subscribe({ email: 'asha@example.in' });
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('already-subscribed');
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
