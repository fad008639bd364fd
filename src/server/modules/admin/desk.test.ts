// Issue #38's desk: every count equals the total of the list its link opens (the same filter
// through the list endpoint), and each moves with the work: a return requested, then received
// (a refund pending), an order past its ship-by day, a reported review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Desk } from '../../../domain/schemas/admin-desk';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { orderBody, setOrderLimits, signedIn, type Shopper } from '../orders/test-shoppers';
import { askReturn, deliveredOrder, returnLines, vendorProducts } from '../returns/test-returns';
import { giveOrderLine, reviewBody } from '../reviews/test-reviews';
import { signedInVendor, type TestVendor } from '../vendor-catalog/test-vendor';

let t: TestApp;
let admin: Shopper;
let customer: Shopper;
let vendor: TestVendor;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database, 'admin');
  customer = await signedIn(t.app, t.database);
  vendor = await signedInVendor(t);
  productId = (await vendorProducts(vendor, [649]))[0]!;
  await setOrderLimits(t.database);
}, 60_000);
afterAll(() => t.close());

async function desk() {
  const res = await admin.call('GET', '/api/admin/desk');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Desk;
}

const countOf = async (key: string) => (await desk()).items.find((i) => i.key === key)!.count;

/** Each count is the total the linked page's list endpoint answers for the same filter. */
async function expectCountsMatchTheirLists() {
  const { items } = await desk();
  expect(items.map((i) => i.key)).toEqual([
    'sellers-to-verify',
    'returns-requested',
    'refunds-pending',
    'payouts-due',
    'late-orders',
    'reported',
  ]);
  for (const item of items) {
    expect(item.href).toMatch(/^\/admin\//);
    const list = await admin.call('GET', `/api${item.href}`);
    expect(list.statusCode, `${item.href}: ${list.body}`).toBe(200);
    expect(item.count, item.key).toBe(list.json().total);
  }
}

describe('the desk', () => {
  it('counts what each linked list shows, with nothing to do and as work arrives', async () => {
    await expectCountsMatchTheirLists();

    const order = await deliveredOrder(customer, vendor, [{ productId, quantity: 2 }]);
    const { lines } = await returnLines(customer, order.id);
    const asked = await askReturn(customer, order.id, [{ itemId: lines[0]!.itemId, quantity: 1 }]);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(await countOf('returns-requested')).toBeGreaterThanOrEqual(1);
    await expectCountsMatchTheirLists();

    // The goods come back: the return waits for its refund.
    const returnId = asked.json().id as string;
    const pending = await countOf('refunds-pending');
    for (const move of [
      { to: 'approved', pickup: 'Courier tomorrow' },
      { to: 'picked-up' },
      { to: 'received' },
    ]) {
      const moved = await admin.call('POST', `/api/admin/returns/${returnId}/status`, move);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect(await countOf('refunds-pending')).toBe(pending + 1);
    await expectCountsMatchTheirLists();

    const author = await signedIn(t.app, t.database);
    await giveOrderLine(t.database, author.userId, 'prod-020');
    const review = await author.call('POST', '/api/store/reviews', reviewBody('prod-020'));
    const reported = await countOf('reported');
    const report = await customer.call('POST', `/api/store/reviews/${review.json().id}/reports`, {
      reason: 'spam',
    });
    expect(report.statusCode, report.body).toBe(204);
    expect(await countOf('reported')).toBe(reported + 1);
    await expectCountsMatchTheirLists();
  });

  it('counts an order past its ship-by day and opens the orders list filtered to it', async () => {
    const late = await customer.placeOrder(orderBody([{ productId, quantity: 1 }]));
    const onTime = await customer.placeOrder(orderBody([{ productId, quantity: 1 }]));
    expect(late.statusCode, late.body).toBe(201);
    expect(onTime.statusCode, onTime.body).toBe(201);
    const before = await countOf('late-orders');
    // Placed six days ago and still not shipped: its ship-by day (two days on) has passed.
    await t.database.query(
      "UPDATE orders SET created_at = now() - interval '6 days' WHERE id = $1",
      [late.json().id],
    );
    expect(await countOf('late-orders')).toBe(before + 1);
    const listed = await admin.call('GET', '/api/admin/orders?late=1&limit=100');
    const ids = listed.json().items.map((o: { id: string }) => o.id);
    expect(ids).toContain(late.json().id);
    expect(ids).not.toContain(onTime.json().id);
    await expectCountsMatchTheirLists();

    // Shipped, it is no longer late.
    await t.database.query("UPDATE order_groups SET status = 'shipped' WHERE order_id = $1", [
      late.json().id,
    ]);
    expect(await countOf('late-orders')).toBe(before);
  });

  it('is for Angle Admin only', async () => {
    expect((await customer.call('GET', '/api/admin/desk')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/desk' })).statusCode).toBe(401);
  });
});
