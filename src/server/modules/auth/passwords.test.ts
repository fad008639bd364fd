// Issue #16: reset links die whenever a password is set, and no password field takes blanks.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BLANK_PASSWORD_MESSAGE } from '../../../domain/schemas/auth';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { createOrPromoteAdmin } from './create-admin';
import {
  createAccount,
  sessionCookieOf,
  signInAt,
  TEST_PASSWORD,
  type TestAccount,
} from './test-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let host = 0;
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    // Each call its own address: the per-address limits are not what these tests are about.
    remoteAddress: `10.16.3.${++host}`,
    headers: cookie ? { cookie } : {},
  });

/** Asks for a reset link and returns its token, as the mail carries it. */
async function mailedToken(account: TestAccount): Promise<string> {
  const mails = () =>
    t.database.query<{ payload: { data: { resetUrl: string } } }>(
      `SELECT payload FROM outbox WHERE kind = 'password-reset' AND payload->>'to' = $1
        ORDER BY created_at DESC`,
      [account.email],
    );
  const before = (await mails()).length;
  expect((await post('/api/auth/password/forgot', { email: account.email })).statusCode).toBe(202);
  // The mail is queued just after the answer (password-routes.ts).
  const rows = await vi.waitFor(async () => {
    const now = await mails();
    expect(now.length).toBeGreaterThan(before);
    return now;
  });
  return new URL(rows[0]!.payload.data.resetUrl).searchParams.get('token')!;
}

const reset = (token: string, newPassword: string) =>
  post('/api/auth/password/reset', { token, newPassword });

describe('reset links', () => {
  it('all stop working once one of them has set a password', async () => {
    const account = await createAccount(t.database, 'customer');
    const first = await mailedToken(account);
    const second = await mailedToken(account);
    expect(first).not.toBe(second);
    expect((await reset(first, 'Champa-Bloom-31')).statusCode).toBe(204);
    const late = await reset(second, 'Attacker-Chosen-1');
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0].path).toBe('token');
    expect(
      (await signInAt(t.app, 'customer', { ...account, password: 'Champa-Bloom-31' })).statusCode,
    ).toBe(200);
  });

  it('mailed before a password change stop working after it', async () => {
    const account = await createAccount(t.database, 'customer');
    const token = await mailedToken(account);
    const cookie = sessionCookieOf(await signInAt(t.app, 'customer', account));
    const change = await post(
      '/api/auth/password/change',
      { currentPassword: TEST_PASSWORD, newPassword: 'Mogra-Jasmine-77' },
      cookie,
    );
    expect(change.statusCode).toBe(204);
    expect((await reset(token, 'Attacker-Chosen-1')).statusCode).toBe(400);
  });

  it('mailed before create-admin sets an admin’s password stop working after it', async () => {
    const admin = await createAccount(t.database, 'admin');
    const token = await mailedToken(admin);
    await createOrPromoteAdmin(t.database.db, { email: admin.email, password: 'Rangoli-Night-88' });
    expect((await reset(token, 'Attacker-Chosen-1')).statusCode).toBe(400);
  });

  it('of another account are left alone', async () => {
    const mine = await createAccount(t.database, 'customer');
    const theirs = await createAccount(t.database, 'customer');
    const theirToken = await mailedToken(theirs);
    expect((await reset(await mailedToken(mine), 'Champa-Bloom-31')).statusCode).toBe(204);
    expect((await reset(theirToken, 'Kesar-Pista-55')).statusCode).toBe(204);
  });
});

describe('a password of spaces only', () => {
  const BLANKS = [
    '        ',
    '\t\t\t\t\t\t\t\t',
    '\u00a0\u2003\u3000\u00a0\u2003\u3000\u00a0\u2003',
    ' \u200b \u200b \u200b \u200b',
  ];

  function expectBlankRefused(res: { statusCode: number; json(): unknown }, field: string) {
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: unknown[] }).errors).toContainEqual(
      expect.objectContaining({ path: field, message: BLANK_PASSWORD_MESSAGE }),
    );
  }

  it.each(BLANKS)('is refused at customer and vendor registration (%j)', async (password) => {
    expectBlankRefused(
      await post('/api/auth/register', { name: 'Asha', email: 'blank@test.example', password }),
      'password',
    );
    expectBlankRefused(
      await post('/api/auth/vendor/register', {
        companyName: 'Blank Co',
        contactName: 'Asha',
        email: 'blank-vendor@test.example',
        password,
        phone: '9845012345',
      }),
      'password',
    );
  });

  it('is refused at reset and change, and by create-admin', async () => {
    const account = await createAccount(t.database, 'customer');
    const token = await mailedToken(account);
    expectBlankRefused(await reset(token, '        '), 'newPassword');
    const cookie = sessionCookieOf(await signInAt(t.app, 'customer', account));
    expectBlankRefused(
      await post(
        '/api/auth/password/change',
        { currentPassword: TEST_PASSWORD, newPassword: '          ' },
        cookie,
      ),
      'newPassword',
    );
    await expect(
      createOrPromoteAdmin(t.database.db, {
        email: 'blank-admin@test.example',
        password: '        ',
      }),
    ).rejects.toThrow(BLANK_PASSWORD_MESSAGE);
  });

  it('is still fine inside a password', async () => {
    const res = await post('/api/auth/register', {
      name: 'Asha',
      email: 'spaced@test.example',
      password: ' saffron and  rose ',
    });
    expect(res.statusCode).toBe(201);
  });
});
