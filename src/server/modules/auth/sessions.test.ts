import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../domain/schemas/auth';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { invalidateSessionCache } from './session-cache';
import {
  countSessions,
  createAccount,
  sessionCookieOf,
  setCookies,
  signInAt,
  TEST_PASSWORD,
} from './test-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, payload: object | undefined, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

async function signedIn(role: 'customer' | 'vendor' | 'admin') {
  const account = await createAccount(t.database, role);
  const cookie = sessionCookieOf(await signInAt(t.app, role, account));
  return { ...account, cookie };
}

const GUARDED = {
  customer: '/api/store/account/addresses',
  vendor: '/api/vendor/me',
  admin: '/api/admin/me',
} as const;

describe('GET /api/auth/me', () => {
  it('answers 200 with session null for a visitor, and is never cached', async () => {
    const res = await me();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ session: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers null, and clears the cookie, for a forged or unknown session cookie', async () => {
    const res = await me('angle.session_token=made-up.signature');
    expect(res.json()).toEqual({ session: null });
    expect(setCookies(res).join()).toMatch(/angle\.session_token=;.*Max-Age=0/);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session: the old cookie is signed out and guarded routes answer 401', async () => {
    const { userId, cookie } = await signedIn('customer');
    const res = await post('/api/auth/logout', undefined, cookie);
    expect(res.statusCode).toBe(204);
    expect(setCookies(res).join()).toMatch(/angle\.session_token=;.*Max-Age=0/);
    expect(await countSessions(t.database, userId)).toBe(0);
    expect((await me(cookie)).json()).toEqual({ session: null });
    expect((await get(GUARDED.customer, cookie)).statusCode).toBe(401);
  });

  it('is a success for a visitor too', async () => {
    expect((await post('/api/auth/logout', undefined)).statusCode).toBe(204);
  });
});

describe('session lifetimes', () => {
  it('treats a session past its expiry as signed out (401) and deletes it', async () => {
    const { userId, cookie } = await signedIn('customer');
    await t.database.query(
      `UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [userId],
    );
    const res = await get(GUARDED.customer, cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(AUTH_MESSAGES.sessionEnded);
    expect(await countSessions(t.database, userId)).toBe(0);
  });

  it('signs the admin out after an hour without a request', async () => {
    const { userId, cookie } = await signedIn('admin');
    expect((await get(GUARDED.admin, cookie)).statusCode).toBe(200);
    await t.database.query(
      `UPDATE sessions SET updated_at = now() - interval '61 minutes' WHERE user_id = $1`,
      [userId],
    );
    // An hour passing is written by hand, past the routes that drop the cached read.
    invalidateSessionCache(t.database.db);
    expect((await get(GUARDED.admin, cookie)).statusCode).toBe(401);
    expect(await countSessions(t.database, userId)).toBe(0);
  });

  it('keeps an active admin signed in, recording the activity', async () => {
    const { userId, cookie } = await signedIn('admin');
    await t.database.query(
      `UPDATE sessions SET updated_at = now() - interval '50 minutes' WHERE user_id = $1`,
      [userId],
    );
    expect((await get(GUARDED.admin, cookie)).statusCode).toBe(200);
    const [row] = await t.database.query<{ idle_seconds: number }>(
      `SELECT extract(epoch FROM now() - updated_at)::int AS idle_seconds
         FROM sessions WHERE user_id = $1`,
      [userId],
    );
    expect(row!.idle_seconds).toBeLessThan(60);
  });

  it('ends an admin session 12 hours after sign-in, however active', async () => {
    const { userId, cookie } = await signedIn('admin');
    await t.database.query(
      `UPDATE sessions SET created_at = now() - interval '12 hours 1 minute',
              expires_at = now() + interval '1 hour' WHERE user_id = $1`,
      [userId],
    );
    expect((await get(GUARDED.admin, cookie)).statusCode).toBe(401);
  });

  it('signs a customer out after 7 idle days, not before', async () => {
    const { userId, cookie } = await signedIn('customer');
    await t.database.query(
      `UPDATE sessions SET updated_at = now() - interval '6 days' WHERE user_id = $1`,
      [userId],
    );
    expect((await get(GUARDED.customer, cookie)).statusCode).toBe(200);
    await t.database.query(
      `UPDATE sessions SET updated_at = now() - interval '7 days 1 minute' WHERE user_id = $1`,
      [userId],
    );
    invalidateSessionCache(t.database.db);
    expect((await get(GUARDED.customer, cookie)).statusCode).toBe(401);
  });

  it('ends the sessions of a user who is blocked after signing in', async () => {
    const { userId, cookie } = await signedIn('vendor');
    await t.database.query('UPDATE users SET banned = true WHERE id = $1', [userId]);
    expect((await get(GUARDED.vendor, cookie)).statusCode).toBe(401);
    expect(await countSessions(t.database, userId)).toBe(0);
  });
});

describe('POST /api/auth/password/change', () => {
  it('changes the password and ends every other session of the account', async () => {
    const account = await createAccount(t.database, 'customer');
    const here = sessionCookieOf(await signInAt(t.app, 'customer', account));
    const elsewhere = sessionCookieOf(await signInAt(t.app, 'customer', account, '10.3.0.1'));
    const res = await post(
      '/api/auth/password/change',
      { currentPassword: TEST_PASSWORD, newPassword: 'Mogra-Jasmine-77' },
      here,
    );
    expect(res.statusCode).toBe(204);
    expect((await me(here)).json().session.user.id).toBe(account.userId);
    expect((await me(elsewhere)).json()).toEqual({ session: null });
    expect(await countSessions(t.database, account.userId)).toBe(1);
    const oldPassword = await signInAt(t.app, 'customer', account, '10.3.0.2');
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await signInAt(t.app, 'customer', {
      email: account.email,
      password: 'Mogra-Jasmine-77',
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('refuses a wrong current password with a field error, changing nothing', async () => {
    const { cookie } = await signedIn('vendor');
    const res = await post(
      '/api/auth/password/change',
      { currentPassword: 'Not-The-Password-1', newPassword: 'Mogra-Jasmine-77' },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('currentPassword');
  });

  it('refuses a common new password', async () => {
    const { cookie } = await signedIn('customer');
    const res = await post(
      '/api/auth/password/change',
      { currentPassword: TEST_PASSWORD, newPassword: 'iloveyou123' },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ path: 'newPassword' });
  });

  it('answers 401 when signed out', async () => {
    const res = await post('/api/auth/password/change', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Mogra-Jasmine-77',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset by mail', () => {
  async function resetMails(email: string) {
    return t.database.query<{ payload: { to: string; data: { resetUrl: string } } }>(
      `SELECT payload FROM outbox WHERE kind = 'password-reset' AND payload->>'to' = $1`,
      [email],
    );
  }

  it('queues a mail with a link whose token sets a new password and ends all sessions', async () => {
    const account = await createAccount(t.database, 'customer');
    const cookie = sessionCookieOf(await signInAt(t.app, 'customer', account));
    const forgot = await post('/api/auth/password/forgot', { email: account.email });
    expect(forgot.statusCode).toBe(202);
    await t.app.afterReplyWork.idle();
    const [mail] = await resetMails(account.email);
    expect(mail!.payload.data.resetUrl).toMatch(
      new RegExp(`^${t.config.publicUrl}/auth/reset-password\\?token=`),
    );
    const token = new URL(mail!.payload.data.resetUrl).searchParams.get('token')!;
    // The token must not reach the logs outside development.
    expect(t.logs.join('')).not.toContain(token);

    const reset = await post('/api/auth/password/reset', { token, newPassword: 'Champa-Bloom-31' });
    expect(reset.statusCode).toBe(204);
    expect((await me(cookie)).json()).toEqual({ session: null });
    const again = await post('/api/auth/password/reset', { token, newPassword: 'Other-Bloom-32' });
    expect(again.statusCode).toBe(400);
    const signIn = await signInAt(t.app, 'customer', {
      email: account.email,
      password: 'Champa-Bloom-31',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a known one, and mails nobody', async () => {
    const res = await post('/api/auth/password/forgot', { email: 'ghost@test.example' });
    expect(res.statusCode).toBe(202);
    const known = await createAccount(t.database, 'customer');
    const other = await post('/api/auth/password/forgot', { email: known.email });
    expect(other.json()).toEqual(res.json());
    await t.app.afterReplyWork.idle();
    expect(await resetMails('ghost@test.example')).toEqual([]);
  });

  it('does the same work before answering for a known and an unknown email (no timing oracle)', async () => {
    const known = await createAccount(t.database, 'customer');
    const statementsBeforeAnswer = async (email: string, i: number) => {
      const before = t.database.stats.queries;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email },
        remoteAddress: `10.16.4.${i}`,
      });
      const during = t.database.stats.queries - before;
      expect(res.statusCode).toBe(202);
      await t.app.afterReplyWork.idle();
      return { during, body: res.body, headers: Object.keys(res.headers).sort() };
    };
    const knownAnswer = await statementsBeforeAnswer(known.email, 1);
    const unknownAnswer = await statementsBeforeAnswer('nobody-here@test.example', 2);
    // The lookup, the token and the mail all happen after the answer has gone out.
    expect(knownAnswer.during).toBe(0);
    expect(unknownAnswer).toEqual(knownAnswer);
    expect(await resetMails(known.email)).toHaveLength(1);
  });

  it('refuses a made-up token', async () => {
    const res = await post('/api/auth/password/reset', {
      token: 'not-a-real-token-at-all',
      newPassword: 'Champa-Bloom-31',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('token');
  });
});
