import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Rate-limit counters live in the app's memory: each test posts from its own address.
let host = 0;
const newAddress = () => `10.21.0.${++host}`;

const send = (payload: object, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/store/contact', payload, remoteAddress });

const note = (i: number) => ({
  name: 'Kavya',
  email: 'kavya@example.in',
  message: `Question number ${i} about my order.`,
});

describe('POST /api/store/contact', () => {
  it('stores the message as text for the admin', async () => {
    const res = await send({
      name: 'Kavya <b>R</b>',
      email: 'Kavya@Example.in',
      message: 'My parcel arrived without the mirror in the compact.',
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.query<{ name: string; email: string }>(
      'SELECT name, email FROM contact_messages WHERE id = $1',
      [res.json().id],
    );
    expect(rows).toEqual([{ name: 'Kavya <b>R</b>', email: 'kavya@example.in' }]);
  });

  it('lists every invalid field and stores nothing', async () => {
    const before = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contact_messages',
    );
    const res = await send({ name: '', email: 'nope', message: 'short' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'message', 'name']);
    const after = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contact_messages',
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('the contact form rate limit', () => {
  it('takes 5 messages per 10 minutes from one address; the 6th is a 429 and is not stored', async () => {
    const address = newAddress();
    for (let i = 1; i <= 5; i++) expect((await send(note(i), address)).statusCode).toBe(201);
    const res = await send(note(6), address);
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
    expect(res.json().detail).toBe('Too many attempts. Please wait 10 minutes and try again.');
    const stored = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM contact_messages WHERE message = 'Question number 6 about my order.'",
    );
    expect(stored[0]!.n).toBe(0);
    expect((await send(note(6))).statusCode).toBe(201);
  });

  it('counts each form on its own: newsletter sign-ups do not use up contact messages', async () => {
    const address = newAddress();
    for (let i = 1; i <= 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: `both-${i}@example.in` },
        remoteAddress: address,
      });
    }
    expect((await send(note(1), address)).statusCode).toBe(201);
  });

  it('cannot be escaped by rotating X-Forwarded-For when TRUST_PROXY is off', async () => {
    const address = newAddress();
    for (let i = 1; i <= 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/store/contact',
        payload: note(i),
        remoteAddress: address,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/store/contact',
      payload: note(6),
      remoteAddress: address,
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
    expect(res.statusCode).toBe(429);
  });
});
