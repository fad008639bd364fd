import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../domain/schemas/auth';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { countSessions, createAccount, sessionCookieOf, signInAt } from '../auth/test-accounts';
import { auditRows, signedInAdmin } from './test-admin';
import { insertOrder } from './test-orders';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const vendor = async (id: string) => (await admin.call('GET', `/api/admin/vendors/${id}`)).json();
const storeIds = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/store/products?${query}&limit=100` }))
    .json()
    .items.map((p: { id: string }) => p.id);

describe('GET /api/admin/vendors', () => {
  it('lists the vendors with products, orders, sales and commission, cancelled parts excluded', async () => {
    // The seed's demo customers have delivered orders (issue #19): the new orders add to them.
    const listed = async (id: string) =>
      (await admin.call('GET', '/api/admin/vendors?limit=100'))
        .json()
        .items.find((v: { id: string }) => v.id === id);
    const before4 = await listed('vendor-4');
    const before1 = await vendor('vendor-1');
    const buyer = await createAccount(t.database, 'customer');
    const serum = {
      productId: 'prod-012',
      vendorId: 'vendor-4',
      unitPricePaise: 89900,
      quantity: 2,
    };
    const oil = {
      productId: 'prod-001',
      vendorId: 'vendor-1',
      unitPricePaise: 129900,
      quantity: 1,
    };
    await insertOrder(t.database, buyer.userId, [serum, oil]);
    await insertOrder(t.database, buyer.userId, [serum], { groupStatus: 'delivered' });
    await insertOrder(t.database, buyer.userId, [serum], { groupStatus: 'cancelled' });

    const res = await admin.call('GET', '/api/admin/vendors?sort=sales');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(7);
    const sales = res.json().items.map((v: { sales: number }) => v.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const after4 = await listed('vendor-4');
    expect(after4).toMatchObject({
      status: 'active',
      // The demo sellers were verified before the demo began (issue #38).
      verificationStatus: 'verified',
      commissionRate: 10,
      productCount: 3,
      publishedProductCount: 3,
      orderCount: before4.orderCount + 2,
      sales: before4.sales + 3596,
    });
    expect(after4.commission).toBeCloseTo(before4.commission + 359.6, 2);
    expect(await vendor('vendor-1')).toMatchObject({
      orderCount: before1.orderCount + 1,
      sales: before1.sales + 1299,
    });
  });

  it('searches by name or email and filters by status', async () => {
    const found = await admin.call('GET', '/api/admin/vendors?search=attar');
    expect(found.json().items.map((v: { id: string }) => v.id)).toEqual(['vendor-5']);
    const suspended = await admin.call('GET', '/api/admin/vendors?status=suspended');
    expect(suspended.json().total).toBe(0);
  });
});

describe('suspending a vendor', () => {
  it('ends its sessions, refuses its sign-in and takes its products off the storefront', async () => {
    const account = await createAccount(t.database, 'vendor');
    const cookie = sessionCookieOf(await signInAt(t.app, 'vendor', account));
    await t.database.query(`UPDATE products SET vendor_id = $1 WHERE id = 'prod-008'`, [
      account.userId,
    ]);
    expect(await storeIds('search=neem')).toContain('prod-008');

    const res = await admin.call('POST', `/api/admin/vendors/${account.userId}/suspend`, {
      reason: 'Counterfeit complaints',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('suspended');
    expect(await countSessions(t.database, account.userId)).toBe(0);
    const me = await t.app.inject({ method: 'GET', url: '/api/vendor/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const signIn = await signInAt(t.app, 'vendor', account);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().detail).toBe(AUTH_MESSAGES.vendorSuspended);
    expect(await storeIds('search=neem')).not.toContain('prod-008');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/store/products/prod-008' })).statusCode,
    ).toBe(404);

    const back = await admin.call('POST', `/api/admin/vendors/${account.userId}/reactivate`);
    expect(back.json().status).toBe('active');
    expect((await signInAt(t.app, 'vendor', account)).statusCode).toBe(200);
    expect(await storeIds('search=neem')).toContain('prod-008');
    const trail = await auditRows(t, 'vendor', account.userId);
    expect(trail.map((r) => r.action)).toEqual(['vendor.suspend', 'vendor.reactivate']);
    expect(trail[0]!.changes).toEqual({ reason: 'Counterfeit complaints' });
  });

  it('answers 404 for an unknown vendor', async () => {
    expect((await admin.call('POST', '/api/admin/vendors/nobody/suspend')).statusCode).toBe(404);
  });
});

describe('commission', () => {
  it('sets a vendor’s rate in percent (stored in basis points) and records it', async () => {
    const res = await admin.call('PATCH', '/api/admin/vendors/vendor-2/commission', {
      commissionRate: 12.5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().commissionRate).toBe(12.5);
    const [row] = await t.database.query<{ commission_rate_bp: number }>(
      `SELECT commission_rate_bp FROM vendors WHERE user_id = 'vendor-2'`,
    );
    expect(row!.commission_rate_bp).toBe(1250);
    expect((await auditRows(t, 'vendor', 'vendor-2'))[0]!.changes).toEqual({
      commissionRate: { from: 10, to: 12.5 },
    });
  });

  it('refuses rates out of range or finer than 0.01%', async () => {
    for (const commissionRate of [-1, 51, 10.005, '10']) {
      const res = await admin.call('PATCH', '/api/admin/vendors/vendor-2/commission', {
        commissionRate,
      });
      expect(res.statusCode, String(commissionRate)).toBe(400);
      expect(res.json().errors[0].path).toBe('commissionRate');
    }
  });

  it('starts a newly registered vendor on the store default', async () => {
    await t.database.query(
      `UPDATE settings SET value = jsonb_set(value, '{defaultCommissionBp}', '750') WHERE key = 'store'`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/vendor/register',
      payload: {
        companyName: 'Kesar Studio',
        contactName: 'Ira Shah',
        email: 'ira@kesar.example',
        password: 'Saffron-Threads-9',
        phone: '9812345678',
      },
    });
    expect(res.statusCode).toBe(201);
    const found = await admin.call('GET', '/api/admin/vendors?search=kesar');
    expect(found.json().items[0].commissionRate).toBe(7.5);
  });
});
