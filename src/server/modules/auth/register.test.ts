import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../domain/schemas/auth';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { createAccount, sessionCookieOf, setCookies } from './test-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `shopper-${Date.now()}-${++n}@test.example`;
// Each test from its own address, so the per-IP register limit never interferes.
const nextIp = () => `10.2.0.${++n}`;

const register = (payload: object, url = '/api/auth/register') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });

async function usersWithEmail(email: string) {
  return t.database.query<{ role: string; name: string }>(
    'SELECT role, name FROM users WHERE email = $1',
    [email],
  );
}

describe('POST /api/auth/register', () => {
  it('creates a customer, signs them in and answers 201 with the session', async () => {
    const email = freshEmail();
    const res = await register({ name: 'Ananya Iyer', email, password: 'Sandal-Rose-Mist' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user: { email, name: 'Ananya Iyer', role: 'customer' },
      userData: { email, displayName: 'Ananya Iyer', role: 'customer' },
      vendorData: null,
      adminData: null,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookieOf(res) },
    });
    expect(me.json().session.user.role).toBe('customer');
    expect(await usersWithEmail(email)).toEqual([{ role: 'customer', name: 'Ananya Iyer' }]);
  });

  it.each([
    { role: 'admin' },
    { role: 'vendor' },
    { isAdmin: true },
    { vendorId: 'vendor-1' },
    { companyName: 'Sneaky Co' },
  ])('refuses an extra field %o with 400 and creates nobody', async (extra) => {
    const email = freshEmail();
    const res = await register({ name: 'Mallory', email, password: 'Sandal-Rose-Mist', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(setCookies(res)).toEqual([]);
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const existing = await createAccount(t.database, 'customer');
    const res = await register({
      name: 'Twin',
      email: existing.email.toUpperCase(),
      password: 'Sandal-Rose-Mist',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(AUTH_MESSAGES.emailTaken);
    expect(res.json().errors).toEqual([
      { path: 'email', message: AUTH_MESSAGES.emailTaken, location: 'body' },
    ]);
  });

  it('refuses a common password with a field error on password', async () => {
    const email = freshEmail();
    const res = await register({ name: 'Ravi', email, password: 'Password@123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'password', message: AUTH_MESSAGES.commonPassword, location: 'body' },
    ]);
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('refuses passwords shorter than 8 or longer than 128 characters', async () => {
    for (const password of ['Short1!', 'x'.repeat(129)]) {
      const res = await register({ name: 'Ravi', email: freshEmail(), password });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('password');
    }
  });
});

describe('POST /api/auth/vendor/register', () => {
  const vendorPayload = (companyName: string) => ({
    companyName,
    contactName: 'Meera Nair',
    email: freshEmail(),
    password: 'Saffron-Kumkum-9',
    phone: '+91 98450 12345',
  });

  it('creates a vendor user named after the company, its vendor row, and signs it in', async () => {
    const payload = vendorPayload('Kesar Glow Studio');
    const res = await register(payload, '/api/auth/vendor/register');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user: { email: payload.email, name: 'Kesar Glow Studio', role: 'vendor' },
      vendorData: {
        companyName: 'Kesar Glow Studio',
        slug: 'kesar-glow-studio',
        isVendor: true,
        status: 'active',
      },
      userData: null,
    });
    const [vendor] = await t.database.query<{
      support_phone: string;
      support_email: string;
      contact_name: string;
    }>('SELECT support_phone, support_email, contact_name FROM vendors WHERE user_id = $1', [
      res.json().user.id,
    ]);
    expect(vendor).toEqual({
      support_phone: '+91 9845012345',
      support_email: payload.email,
      contact_name: 'Meera Nair',
    });
    const portal = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/me',
      headers: { cookie: sessionCookieOf(res) },
    });
    expect(portal.statusCode).toBe(200);
  });

  it('gives a second company of the same name its own slug', async () => {
    const first = await register(vendorPayload('Neem & Tulsi'), '/api/auth/vendor/register');
    const second = await register(vendorPayload('Neem & Tulsi'), '/api/auth/vendor/register');
    expect(first.json().vendorData.slug).toBe('neem-tulsi');
    expect(second.json().vendorData.slug).toBe('neem-tulsi-2');
  });

  it('refuses a role field, leaving no user and no vendor row', async () => {
    const payload = { ...vendorPayload('Role Hackers'), role: 'admin' };
    const res = await register(payload, '/api/auth/vendor/register');
    expect(res.statusCode).toBe(400);
    expect(await usersWithEmail(payload.email)).toEqual([]);
  });

  it('answers 409 for a taken email and leaves no vendor row behind', async () => {
    const existing = await createAccount(t.database, 'customer');
    const before = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM vendors');
    const res = await register(
      { ...vendorPayload('Second Life Beauty'), email: existing.email },
      '/api/auth/vendor/register',
    );
    expect(res.statusCode).toBe(409);
    const after = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM vendors');
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(await usersWithEmail(existing.email)).toEqual([
      { role: 'customer', name: expect.any(String) },
    ]);
  });

  it('validates the Indian mobile number', async () => {
    const res = await register(
      { ...vendorPayload('Phone Check'), phone: '12345' },
      '/api/auth/vendor/register',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('phone');
  });
});
