import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { createAccount, sessionCookieOf, signInAt } from '../auth/test-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = {
  fullName: 'Priya Sharma',
  phone: '+91 98765 43210',
  line1: '12 MG Road, Koregaon Park',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};
const office = {
  ...home,
  line1: '4th floor, Cyber City',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122002',
};

async function customer() {
  const account = await createAccount(t.database, 'customer');
  const cookie = sessionCookieOf(await signInAt(t.app, 'customer', account));
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path = '', payload?: object) =>
    t.app.inject({
      method,
      url: `/api/store/account/addresses${path}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  return { ...account, cookie, call };
}

describe('/api/store/account/addresses', () => {
  it('saves the first address as the default, normalising the phone', async () => {
    const me = await customer();
    const res = await me.call('POST', '', home);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...home,
      phone: '9876543210',
      line2: null,
      isDefault: true,
    });
    expect((await me.call('GET')).json().items).toHaveLength(1);
  });

  it('keeps exactly one default: a new default moves it, the list shows it first', async () => {
    const me = await customer();
    const first = (await me.call('POST', '', home)).json();
    const second = (await me.call('POST', '', office)).json();
    expect(second.isDefault).toBe(false);
    const third = (
      await me.call('POST', '', { ...office, line1: 'Flat 3B', isDefault: true })
    ).json();
    const items = (await me.call('GET')).json().items as Array<{ id: string; isDefault: boolean }>;
    expect(items.map((a) => a.id)).toEqual([third.id, second.id, first.id]);
    expect(items.filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.id]);

    const patched = await me.call('PATCH', `/${first.id}`, { isDefault: true });
    expect(patched.json().isDefault).toBe(true);
    const defaults = (await me.call('GET'))
      .json()
      .items.filter((a: { isDefault: boolean }) => a.isDefault);
    expect(defaults.map((a: { id: string }) => a.id)).toEqual([first.id]);
  });

  it('edits fields with PATCH and ignores un-defaulting the default', async () => {
    const me = await customer();
    const saved = (await me.call('POST', '', home)).json();
    const res = await me.call('PATCH', `/${saved.id}`, {
      city: 'Pimpri',
      line2: 'Near the temple',
      isDefault: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Pimpri', line2: 'Near the temple', isDefault: true });
  });

  it('hands the default to the newest remaining address when the default is deleted', async () => {
    const me = await customer();
    const first = (await me.call('POST', '', home)).json();
    const second = (await me.call('POST', '', office)).json();
    expect((await me.call('DELETE', `/${first.id}`)).statusCode).toBe(204);
    expect((await me.call('GET')).json().items).toEqual([{ ...second, isDefault: true }]);
  });

  it("answers 404 for another customer's address and leaves it unchanged", async () => {
    const owner = await customer();
    const other = await customer();
    const saved = (await owner.call('POST', '', home)).json();
    expect((await other.call('PATCH', `/${saved.id}`, { city: 'Elsewhere' })).statusCode).toBe(404);
    expect((await other.call('DELETE', `/${saved.id}`)).statusCode).toBe(404);
    expect((await other.call('GET')).json().items).toEqual([]);
    expect((await owner.call('GET')).json().items).toEqual([saved]);
  });

  it('lists every invalid field and refuses unknown ones', async () => {
    const me = await customer();
    const res = await me.call('POST', '', {
      ...home,
      phone: '12345',
      pincode: '0110',
      state: 'Atlantis',
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['phone', 'pincode', 'state']);
    const extra = await me.call('POST', '', { ...home, userId: 'someone-else' });
    expect(extra.statusCode).toBe(400);
  });
});

describe('PATCH /api/store/account/profile', () => {
  it("renames the signed-in customer and answers with the session's new identity", async () => {
    const me = await customer();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/store/account/profile',
      headers: { cookie: me.cookie },
      payload: { name: '  Priya S. ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { name: 'Priya S.' },
      userData: { displayName: 'Priya S.' },
    });
  });
});
