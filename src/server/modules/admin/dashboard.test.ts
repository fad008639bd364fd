// The dashboard's figures against sums the test computes from the orders it places, the days
// grouped in India's calendar, and the alerts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { orderBody, signedIn } from '../orders/test-shoppers';
import { signedInAdmin } from './test-admin';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

/** Sums of rupee amounts, to the paisa (0.1 + 0.2 is 0.3 here). */
const sum = (...amounts: number[]) =>
  Math.round(amounts.reduce((total, a) => total + a * 100, 0)) / 100;

const dashboard = async (query = 'range=today') => {
  const res = await admin.call('GET', `/api/admin/dashboard?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function place(items: { productId: string; variantId?: string; quantity: number }[]) {
  const me = await signedIn(t.app, t.database);
  const res = await me.placeOrder(orderBody(items));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; number: string; totals: { total: number } };
}

describe('GET /api/admin/dashboard', () => {
  it('sums the period’s orders: GMV leaves out cancelled orders', async () => {
    const before = await dashboard();
    // Three new customers; one cancels. vendor-1 sells prod-001, vendor-2 prod-002 (its first
    // shade, Rani Pink at ₹649), vendor-7 prod-008.
    const a = await place([
      { productId: 'prod-001', quantity: 1 },
      { productId: 'prod-002', variantId: 'prod-002-v1', quantity: 2 },
    ]);
    const b = await place([{ productId: 'prod-008', quantity: 3 }]);
    const c = await place([{ productId: 'prod-002', variantId: 'prod-002-v1', quantity: 1 }]);
    expect((await admin.call('POST', `/api/admin/orders/${c.id}/cancel`, {})).statusCode).toBe(200);

    const gmv = sum(a.totals.total, b.totals.total);
    const now = await dashboard();
    expect(now.figures).toMatchObject({
      gmv: sum(before.figures.gmv, gmv),
      orders: before.figures.orders + 2,
      cancelledOrders: before.figures.cancelledOrders + 1,
      newCustomers: before.figures.newCustomers + 3,
    });
    expect(now.figures.averageOrderValue).toBeCloseTo(now.figures.gmv / now.figures.orders, 2);
    expect(now.figures.activeVendors).toBeGreaterThanOrEqual(3);
    expect(now.figures.vendorAccounts).toBeGreaterThanOrEqual(7);
    expect(now.period).toMatchObject({ range: 'today', days: 1 });
    expect(now.byDay).toEqual([
      { date: now.period.to, orders: now.figures.orders, revenue: now.figures.gmv },
    ]);
    // prod-002's cancelled unit does not count: vendor-2 sold 2 × ₹649 in a.
    expect(now.topVendors.find((v: { id: string }) => v.id === 'vendor-2')).toMatchObject({
      orders: 1,
      sales: 1298,
    });
    expect(now.topProducts.find((p: { id: string }) => p.id === 'prod-008')).toMatchObject({
      units: 3,
      revenue: 3 * 399,
    });
    expect(now.recentOrders.slice(0, 3).map((o: { id: string }) => o.id)).toEqual([
      c.id,
      b.id,
      a.id,
    ]);
  });

  it('groups days in India’s calendar and fills days without orders', async () => {
    const late = await place([{ productId: 'prod-003', quantity: 1 }]);
    const early = await place([{ productId: 'prod-003', quantity: 2 }]);
    // 23:59 in India on 31 March is still 31 March; 00:00 on 1 April is 18:30 UTC on 31 March.
    await t.database.query("UPDATE orders SET created_at = '2025-03-31T18:29:00Z' WHERE id = $1", [
      late.id,
    ]);
    await t.database.query("UPDATE orders SET created_at = '2025-03-31T18:30:00Z' WHERE id = $1", [
      early.id,
    ]);
    const body = await dashboard('range=custom&from=2025-03-30&to=2025-04-02');
    expect(body.period).toEqual({ range: 'custom', from: '2025-03-30', to: '2025-04-02', days: 4 });
    expect(body.byDay).toEqual([
      { date: '2025-03-30', orders: 0, revenue: 0 },
      { date: '2025-03-31', orders: 1, revenue: late.totals.total },
      { date: '2025-04-01', orders: 1, revenue: early.totals.total },
      { date: '2025-04-02', orders: 0, revenue: 0 },
    ]);
    expect(body.figures).toMatchObject({
      orders: 2,
      gmv: sum(late.totals.total, early.totals.total),
    });
  });

  it('flags low stock and shipments waiting more than 48 hours to ship', async () => {
    // The shampoo's 200 ml runs low while its 400 ml does not: the alert names the size.
    await t.database.query(
      `UPDATE product_variants SET stock_quantity = 2 WHERE product_id = 'prod-014' AND option1 = '200 ml'`,
    );
    const waiting = await place([{ productId: 'prod-005', quantity: 1 }]);
    const fresh = await place([{ productId: 'prod-006', quantity: 1 }]);
    await t.database.query(
      "UPDATE order_groups SET created_at = now() - interval '49 hours' WHERE order_id = $1",
      [waiting.id],
    );
    const { alerts } = await dashboard();
    expect(alerts.lowStock.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 'prod-014',
          stock: 2,
          threshold: expect.any(Number),
          variantLabel: '200 ml',
          sku: expect.any(String),
        }),
      ]),
    );
    expect(alerts.lowStock.total).toBeGreaterThanOrEqual(alerts.lowStock.items.length);
    const numbers = alerts.awaitingShipment.items.map(
      (w: { orderNumber: string }) => w.orderNumber,
    );
    expect(numbers).toContain(waiting.number);
    expect(numbers).not.toContain(fresh.number);
    expect(
      alerts.awaitingShipment.items.find(
        (w: { orderNumber: string }) => w.orderNumber === waiting.number,
      ),
    ).toMatchObject({
      status: 'placed',
      hoursWaiting: 49,
    });
  });

  it('refuses an incomplete or backwards custom period with field errors', async () => {
    const missing = await admin.call('GET', '/api/admin/dashboard?range=custom');
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['from', 'to']);
    const backwards = await admin.call(
      'GET',
      '/api/admin/dashboard?range=custom&from=2025-04-02&to=2025-04-01',
    );
    expect(backwards.statusCode).toBe(400);
    const bogus = await admin.call('GET', '/api/admin/dashboard?range=forever');
    expect(bogus.statusCode).toBe(400);
  });

  it('refuses a custom period longer than a year and a day, so a chart never has thousands of bars', async () => {
    const ages = await admin.call(
      'GET',
      '/api/admin/dashboard?range=custom&from=2000-01-01&to=2025-12-31',
    );
    expect(ages.statusCode).toBe(400);
    expect(ages.json().errors).toEqual([
      { path: 'to', message: 'Choose a period of at most 366 days.', location: 'querystring' },
    ]);
    const longest = await admin.call(
      'GET',
      '/api/admin/dashboard?range=custom&from=2024-01-01&to=2024-12-31',
    );
    expect(longest.statusCode).toBe(200);
    expect(longest.json().period).toMatchObject({ from: '2024-01-01', to: '2024-12-31' });
    const past = await admin.call(
      'GET',
      '/api/admin/dashboard?range=custom&from=2024-01-01&to=2025-01-01',
    );
    expect(past.statusCode).toBe(400);
  });
});
