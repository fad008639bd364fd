// Issue #33: one money state per order, whichever path refunds it. Cash on delivery is collected
// shipment by shipment; an order refund and a return refund together never give back more than was
// collected; every refund of an invoiced shipment has its credit note; and the database itself
// refuses an over-refund written by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../../domain/schemas/admin-orders';
import type { Order } from '../../../domain/schemas/order';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { orderBody, setOrderLimits, signedIn, type Shopper } from '../orders/test-shoppers';
import { giveTaxDetails } from '../tax-invoices/test-invoices';
import { signedInVendor, type TestVendor } from '../vendor-catalog/test-vendor';
import { askReturn, deliver, returnLines, vendorProducts } from '../returns/test-returns';

let t: TestApp;
let admin: Shopper;
let customer: Shopper;
let delivering: TestVendor;
let cancelling: TestVendor;
let serum = '';
let kajal = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database, 'admin');
  customer = await signedIn(t.app, t.database);
  delivering = await signedInVendor(t);
  cancelling = await signedInVendor(t);
  serum = (await vendorProducts(delivering, [349]))[0]!;
  kajal = (await vendorProducts(cancelling, [99]))[0]!;
  await setOrderLimits(t.database);
  await giveTaxDetails(t.database.db, delivering.userId);
});
afterAll(() => t.close());

const adminOrder = async (id: string) =>
  (await admin.call('GET', `/api/admin/orders/${id}`)).json<AdminOrder>();
const refundOrder = (id: string, amount: number) =>
  admin.call('POST', `/api/admin/orders/${id}/refund`, { amount, reason: 'Goodwill refund' });

/** Refunded and collected of an order, as the database holds them. */
async function moneyOf(orderId: string) {
  const [row] = await t.database.query<{ refunded: number; collected: number }>(
    `SELECT
       (SELECT coalesce(sum(amount_paise), 0)::int FROM payments WHERE order_id = $1
          AND status IN ('refund-requested', 'refund-pending', 'refunded')) AS refunded,
       (SELECT coalesce(sum(collected_paise), 0)::int FROM order_groups WHERE order_id = $1)
         AS collected`,
    [orderId],
  );
  return row!;
}

/** A COD order of both vendors: one cancels its shipment, the other delivers. */
async function partlyDelivered(): Promise<Order> {
  const placed = await customer.placeOrder(
    orderBody([
      { productId: serum, quantity: 1 },
      { productId: kajal, quantity: 1 },
    ]),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<Order>();
  const cancel = await cancelling.call('POST', `/api/vendor/orders/${order.id}/status`, {
    payload: { to: 'cancelled', reason: 'Out of stock' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  await deliver(delivering, order.id);
  return order;
}

describe('cash on delivery is collected shipment by shipment', () => {
  it('collects the delivered shipment with its share of shipping, nothing for the cancelled one', async () => {
    const order = await partlyDelivered();
    const [row] = await t.database.query<{ total: number; shipping: number; goods: number }>(
      `SELECT o.total_paise AS total, o.shipping_paise AS shipping,
              (g.subtotal_paise - g.discount_paise) AS goods
         FROM orders o JOIN order_groups g ON g.order_id = o.id
        WHERE o.id = $1 AND g.vendor_id = $2`,
      [order.id, delivering.userId],
    );
    const { collected } = await moneyOf(order.id);
    expect(collected).toBeGreaterThan(row!.goods);
    expect(collected).toBeLessThan(row!.total);

    // Angle Admin lists it as a payment; the vendor's ledger memo says what the courier took.
    const seen = await adminOrder(order.id);
    expect(seen.payments).toEqual([
      expect.objectContaining({ provider: 'cod', status: 'collected', amount: collected / 100 }),
    ]);
    const [memo] = await t.database.query<{ base_paise: number }>(
      `SELECT base_paise FROM vendor_ledger_entries WHERE order_id = $1 AND kind = 'cod-collected'`,
      [order.id],
    );
    expect(memo!.base_paise).toBe(collected);

    // The admin's refund terms: nothing suggested for a shipment that was never paid for, at
    // most what was collected.
    expect(seen.refund).toMatchObject({ allowed: true, suggestedAmount: 0 });
    expect(seen.refund.maxAmount).toBe(collected / 100);
  });

  it('never refunds more than was collected, across an order refund and a return refund', async () => {
    const order = await partlyDelivered();
    const { collected } = await moneyOf(order.id);
    const total = (await adminOrder(order.id)).totals.total;

    const tooMuch = await refundOrder(order.id, total);
    expect(tooMuch.statusCode, tooMuch.body).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      detail: `Only ₹${(collected / 100).toLocaleString('en-IN')} of this order’s payments is left to refund.`,
      errors: [
        { path: 'amount', message: `Enter ₹${(collected / 100).toLocaleString('en-IN')} or less.` },
      ],
    });

    const all = await refundOrder(order.id, collected / 100);
    expect(all.statusCode, all.body).toBe(200);

    // The customer then returns the delivered serum: its refund finds nothing left.
    const { lines } = await returnLines(customer, order.id);
    const serumLine = lines.find((l) => l.refusal === null)!;
    const asked = await askReturn(customer, order.id, [{ itemId: serumLine.itemId, quantity: 1 }]);
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json<{ id: string }>().id;
    for (const payload of [
      { to: 'approved', pickup: 'Courier tomorrow' },
      { to: 'picked-up' },
      { to: 'received', restock: [] },
    ]) {
      expect(
        (await admin.call('POST', `/api/admin/returns/${id}/status`, payload)).statusCode,
      ).toBe(200);
    }
    const returned = await admin.call('POST', `/api/admin/returns/${id}/refund`, {
      method: 'upi',
      reference: 'UPI4471203381',
    });
    expect(returned.statusCode, returned.body).toBe(409);
    expect(returned.json().detail).toBe(
      'Nothing of this order’s payment is left to refund: it has all been refunded already.',
    );
    const money = await moneyOf(order.id);
    expect(money.refunded).toBe(collected);
  });

  it('issues a credit note for an order refund of an invoiced shipment', async () => {
    const order = await partlyDelivered();
    const res = await refundOrder(order.id, 100);
    expect(res.statusCode, res.body).toBe(200);
    const notes = await t.database.query<{ total_paise: number; group_id: string }>(
      `SELECT total_paise, group_id FROM tax_documents WHERE order_id = $1 AND kind = 'credit-note'`,
      [order.id],
    );
    expect(notes).toEqual([
      {
        total_paise: 10_000,
        group_id: order.groups.find((g) => g.vendorId === delivering.userId)!.id,
      },
    ]);
  });
});

describe('the database refuses an over-refund', () => {
  it('rejects a refund row written by hand beyond what the order collected', async () => {
    const order = await partlyDelivered();
    const { collected } = await moneyOf(order.id);
    const insert = (amount: number) =>
      t.database.query(
        `INSERT INTO payments (id, order_id, provider, status, amount_paise, currency)
         VALUES (gen_random_uuid()::text, $1, 'manual', 'refunded', $2, 'INR')`,
        [order.id, amount],
      );
    await expect(insert(collected + 1)).rejects.toThrow(/exceed what it collected/);
    await insert(collected);
    await expect(insert(1)).rejects.toThrow(/exceed what it collected/);
    // A COD order nobody delivered collected nothing: no refund row at all.
    const placed = await customer.placeOrder(orderBody([{ productId: kajal, quantity: 1 }]));
    await expect(
      t.database.query(
        `INSERT INTO payments (id, order_id, provider, status, amount_paise, currency)
         VALUES (gen_random_uuid()::text, $1, 'manual', 'refund-requested', 100, 'INR')`,
        [placed.json<Order>().id],
      ),
    ).rejects.toThrow(/exceed what it collected/);
  });
});
