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

const oil = { productId: 'prod-001', vendorId: 'vendor-1', unitPricePaise: 129900, quantity: 1 };
const lipstick = {
  productId: 'prod-002',
  vendorId: 'vendor-2',
  unitPricePaise: 59900,
  quantity: 2,
};

describe('GET /api/admin/customers', () => {
  it('gives each customer their order count and total spent, cancelled orders excluded', async () => {
    const buyer = await createAccount(t.database, 'customer', {
      email: 'kavya.counts@test.example',
    });
    await insertOrder(t.database, buyer.userId, [oil, lipstick]); // 1299 + 1198 + 49 shipping
    await insertOrder(t.database, buyer.userId, [lipstick], { shippingPaise: 0 }); // 1198
    await insertOrder(t.database, buyer.userId, [oil], { groupStatus: 'cancelled' });
    const res = await admin.call('GET', '/api/admin/customers?search=kavya.counts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, page: 1 });
    expect(res.json().items[0]).toMatchObject({
      id: buyer.userId,
      email: 'kavya.counts@test.example',
      orderCount: 2,
      totalSpent: 2546 + 1198,
      blocked: false,
    });
    const bySpend = await admin.call('GET', '/api/admin/customers?sort=spent&limit=100');
    const spent = bySpend.json().items.map((c: { totalSpent: number }) => c.totalSpent);
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
    expect(bySpend.json().items.map((c: { id: string }) => c.id)).toContain(buyer.userId);
  });

  it('lists customers only: never vendors or admins', async () => {
    const res = await admin.call('GET', '/api/admin/customers?limit=100');
    const emails = res.json().items.map((c: { email: string }) => c.email);
    expect(emails).not.toContain(admin.email);
    expect(emails.some((e: string) => e.startsWith('care@'))).toBe(false);
  });
});

describe('GET /api/admin/customers/{id}', () => {
  it('shows their orders and saved addresses', async () => {
    const buyer = await createAccount(t.database, 'customer');
    const cookie = sessionCookieOf(await signInAt(t.app, 'customer', buyer));
    await t.app.inject({
      method: 'POST',
      url: '/api/store/account/addresses',
      headers: { cookie },
      payload: {
        fullName: 'Asha Rao',
        phone: '9876543210',
        line1: '12 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560025',
      },
    });
    const order = await insertOrder(t.database, buyer.userId, [lipstick]);
    const res = await admin.call('GET', `/api/admin/customers/${buyer.userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: buyer.userId,
      addresses: [{ fullName: 'Asha Rao', city: 'Bengaluru', isDefault: true }],
      orders: [{ id: order.id, number: order.number, total: 1247, itemCount: 2 }],
    });
  });

  it('answers 404 for a vendor or an unknown id', async () => {
    expect((await admin.call('GET', '/api/admin/customers/vendor-1')).statusCode).toBe(404);
    expect((await admin.call('GET', '/api/admin/customers/nobody')).statusCode).toBe(404);
  });
});

describe('blocking', () => {
  it('ends every session of a blocked customer and refuses their sign-in', async () => {
    const buyer = await createAccount(t.database, 'customer');
    const phone = sessionCookieOf(await signInAt(t.app, 'customer', buyer));
    await signInAt(t.app, 'customer', buyer, '10.9.0.1');
    expect(await countSessions(t.database, buyer.userId)).toBe(2);

    const res = await admin.call('POST', `/api/admin/customers/${buyer.userId}/block`, {
      reason: 'Repeated fake orders',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ blocked: true, blockReason: 'Repeated fake orders' });
    expect(await countSessions(t.database, buyer.userId)).toBe(0);
    const addresses = await t.app.inject({
      method: 'GET',
      url: '/api/store/account/addresses',
      headers: { cookie: phone },
    });
    expect(addresses.statusCode).toBe(401);
    const again = await signInAt(t.app, 'customer', buyer);
    expect(again.statusCode).toBe(403);
    expect(again.json().detail).toBe(AUTH_MESSAGES.blocked);
    expect(await countSessions(t.database, buyer.userId)).toBe(0);

    const unblocked = await admin.call('POST', `/api/admin/customers/${buyer.userId}/unblock`);
    expect(unblocked.json()).toMatchObject({ blocked: false, blockReason: null });
    expect((await signInAt(t.app, 'customer', buyer)).statusCode).toBe(200);
    const trail = await auditRows(t, 'customer', buyer.userId);
    expect(trail.map((r) => r.action)).toEqual(['customer.block', 'customer.unblock']);
    expect(trail[0]).toMatchObject({ actor_user_id: admin.userId });
  });

  it('filters by status, and cannot block a vendor or admin through this route', async () => {
    const buyer = await createAccount(t.database, 'customer');
    await admin.call('POST', `/api/admin/customers/${buyer.userId}/block`);
    const blocked = await admin.call('GET', '/api/admin/customers?status=blocked&limit=100');
    expect(blocked.json().items.map((c: { id: string }) => c.id)).toContain(buyer.userId);
    expect(blocked.json().items.every((c: { blocked: boolean }) => c.blocked)).toBe(true);
    expect((await admin.call('POST', '/api/admin/customers/vendor-1/block')).statusCode).toBe(404);
    expect(
      (await admin.call('POST', `/api/admin/customers/${admin.userId}/block`)).statusCode,
    ).toBe(404);
    const [row] = await t.database.query<{ banned: boolean }>(
      `SELECT banned FROM users WHERE id = 'vendor-1'`,
    );
    expect(row!.banned).toBe(false);
  });

  it('refuses a reason that is too long', async () => {
    const buyer = await createAccount(t.database, 'customer');
    const res = await admin.call('POST', `/api/admin/customers/${buyer.userId}/block`, {
      reason: 'x'.repeat(301),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('reason');
  });
});
