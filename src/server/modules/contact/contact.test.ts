import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/store/contact', payload });

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
