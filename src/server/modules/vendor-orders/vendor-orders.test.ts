// Issue #6, vendor orders: a vendor sees and moves only its own shipment of each order, with the
// customer's name, phone and address but never their email; the customer sees what it did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import {
  DELIVERY_ADDRESS,
  orderBody,
  signedIn,
  stockOf,
  type Shopper,
} from '../orders/test-shoppers';
import { createdProduct, signedInVendor, type TestVendor } from '../vendor-catalog/test-vendor';

let t: TestApp;
let a: TestVendor;
let b: TestVendor;
let aProduct: string;
let bProduct: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await signedInVendor(t);
  b = await signedInVendor(t);
  aProduct = (await createdProduct(a, { status: 'published', price: 450, stockQuantity: 30 })).id;
  bProduct = (await createdProduct(b, { status: 'published', price: 1200, stockQuantity: 30 })).id;
});
afterAll(() => t.close());

/** A customer's order holding 2 of vendor A's product and 1 of vendor B's. */
async function mixedOrder(): Promise<{ customer: Shopper; order: { id: string; number: string } }> {
  const customer = await signedIn(t.app, t.database);
  const res = await customer.placeOrder(
    orderBody([
      { productId: aProduct, quantity: 2 },
      { productId: bProduct, quantity: 1 },
    ]),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { customer, order: res.json() };
}

const status = (v: TestVendor, orderId: string, body: object) =>
  v.call('POST', `/api/vendor/orders/${orderId}/status`, { payload: body });

describe('GET /api/vendor/orders', () => {
  it('shows a new vendor an empty list with zero counts', async () => {
    const fresh = await signedInVendor(t);
    const res = await fresh.call('GET', '/api/vendor/orders');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], total: 0, page: 1 });
    expect(Object.values(res.json().statusCounts)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("lists only the vendor's own lines of each order, searchable and filtered by status", async () => {
    const { customer, order } = await mixedOrder();
    await t.database.query("UPDATE users SET name = 'Ananya Iyer' WHERE id = $1", [
      customer.userId,
    ]);
    const list = (await a.call('GET', `/api/vendor/orders?search=${order.number}`)).json();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'placed',
      customerName: 'Ananya Iyer',
      units: 2,
      subtotal: 900,
      // A plain product's line: no variant label, the SKU of its one variant (issue #18).
      items: [
        { name: 'Kesar Night Repair Oil', quantity: 2, variantLabel: '', sku: `SKU-${aProduct}` },
      ],
    });
    const byName = (await a.call('GET', '/api/vendor/orders?search=ananya')).json();
    expect(byName.items.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const shipped = (
      await a.call('GET', `/api/vendor/orders?status=shipped&search=${order.number}`)
    ).json();
    expect(shipped).toMatchObject({ items: [], total: 0 });
    expect(shipped.statusCounts.placed).toBe(1);
  });

  it('refuses an unknown status or parameter with field errors', async () => {
    const res = await a.call('GET', '/api/vendor/orders?status=lost&vendorId=x');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('is for vendors only: 401 signed out, 403 for a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/vendor/orders' })).statusCode).toBe(401);
    const customer = await signedIn(t.app, t.database);
    expect((await customer.call('GET', '/api/vendor/orders')).statusCode).toBe(403);
  });
});

describe('GET /api/vendor/orders/{id}', () => {
  it("gives the customer's name, phone and address and the vendor's lines, never the email", async () => {
    const { customer, order } = await mixedOrder();
    const res = await a.call('GET', `/api/vendor/orders/${order.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: order.id,
      status: 'placed',
      customer: { phone: DELIVERY_ADDRESS.phone },
      deliveryAddress: { ...DELIVERY_ADDRESS, line2: null },
      units: 2,
      subtotal: 900,
      commissionRate: 10,
      commission: 90,
      net: 810,
      nextStatuses: ['confirmed', 'cancelled'],
      codCollected: false,
    });
    expect(body.items.map((i: { productId: string }) => i.productId)).toEqual([aProduct]);
    expect(body.items[0]).toMatchObject({ sku: `SKU-${aProduct}`, variantLabel: '' });
    expect(res.body).not.toContain(customer.email);
    expect(res.body).not.toContain('@');
  });
});

describe('the packing slip (issue #38)', () => {
  it('gives each shipment its cash to collect, adding up to the order; prepaid is null', async () => {
    const { order } = await mixedOrder();
    const mine = (await a.call('GET', `/api/vendor/orders/${order.id}`)).json();
    const theirs = (await b.call('GET', `/api/vendor/orders/${order.id}`)).json();
    const placed = (
      await t.database.query<{ total_paise: number }>(
        'SELECT total_paise FROM orders WHERE id = $1',
        [order.id],
      )
    )[0]!;
    expect(mine.codToCollect).toBeGreaterThan(0);
    expect(Math.round((mine.codToCollect + theirs.codToCollect) * 100)).toBe(
      Number(placed.total_paise),
    );
    await t.database.query("UPDATE orders SET payment_method = 'razorpay' WHERE id = $1", [
      order.id,
    ]);
    expect((await a.call('GET', `/api/vendor/orders/${order.id}`)).json().codToCollect).toBeNull();
  });

  it("names the seller with the settings' pickup address and GSTIN", async () => {
    const { order } = await mixedOrder();
    const before = (await a.call('GET', `/api/vendor/orders/${order.id}`)).json();
    expect(before.seller).toMatchObject({ gstin: null, pickupAddress: null });
    const pickup = {
      line1: '7 Linking Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400050',
    };
    await t.database.query(
      'UPDATE vendors SET gstin = $1, pickup_address = $2 WHERE user_id = $3',
      ['27AAPFU0939F1ZV', JSON.stringify(pickup), a.userId],
    );
    const after = (await a.call('GET', `/api/vendor/orders/${order.id}`)).json();
    expect(after.seller).toEqual({
      name: expect.any(String),
      gstin: '27AAPFU0939F1ZV',
      pickupAddress: pickup,
    });
    // Vendor B's slip of the same order names B, not A.
    const theirs = (await b.call('GET', `/api/vendor/orders/${order.id}`)).json();
    expect(theirs.seller.gstin).toBeNull();
  });
});

describe('POST /api/vendor/orders/{id}/status', () => {
  it('confirms, packs, ships with a tracking number and delivers; the customer sees each step', async () => {
    const { customer, order } = await mixedOrder();
    expect((await status(a, order.id, { to: 'confirmed' })).json().status).toBe('confirmed');
    expect((await status(a, order.id, { to: 'packed' })).json().nextStatuses).toEqual([
      'shipped',
      'cancelled',
    ]);
    const noTracking = await status(a, order.id, { to: 'shipped', carrier: 'Delhivery' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().errors).toContainEqual(
      expect.objectContaining({ path: 'trackingNumber', message: 'Enter the tracking number.' }),
    );
    const shipped = await status(a, order.id, {
      to: 'shipped',
      carrier: ' Blue Dart ',
      trackingNumber: 'BD-1234567',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ carrier: 'Blue Dart', trackingNumber: 'BD-1234567' });

    const seen = (await customer.call('GET', `/api/store/orders/${order.id}`)).json();
    const mine = seen.groups.find((g: { vendorId: string }) => g.vendorId === a.userId);
    const other = seen.groups.find((g: { vendorId: string }) => g.vendorId === b.userId);
    expect(mine).toMatchObject({
      status: 'shipped',
      carrier: 'Blue Dart',
      trackingNumber: 'BD-1234567',
    });
    expect(other.status).toBe('placed');

    const delivered = (await status(a, order.id, { to: 'delivered' })).json();
    expect(delivered).toMatchObject({ status: 'delivered', codCollected: true, nextStatuses: [] });
    const again = await status(a, order.id, { to: 'delivered' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This shipment is already delivered.');
  });

  it('cancels with a reason: the stock comes back and the customer reads the reason', async () => {
    const { customer, order } = await mixedOrder();
    const before = await stockOf(t.database, aProduct);
    const noReason = await status(a, order.id, { to: 'cancelled', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toMatchObject({ path: 'reason' });
    const res = await status(a, order.id, {
      to: 'cancelled',
      reason: 'The batch failed our checks',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The batch failed our checks',
    });
    expect(await stockOf(t.database, aProduct)).toBe(before + 2);
    const seen = (await customer.call('GET', `/api/store/orders/${order.id}`)).json();
    expect(seen.groups.find((g: { vendorId: string }) => g.vendorId === a.userId)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The batch failed our checks',
    });
    // Vendor B's shipment of the same order is untouched.
    expect((await b.call('GET', `/api/vendor/orders/${order.id}`)).json().status).toBe('placed');
  });

  it('refuses to cancel a shipped order and to skip steps, with 409', async () => {
    const { order } = await mixedOrder();
    const skip = await status(a, order.id, {
      to: 'shipped',
      carrier: 'DTDC',
      trackingNumber: 'D1',
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().detail).toBe('A placed shipment cannot be marked shipped.');
    await status(a, order.id, { to: 'confirmed' });
    await status(a, order.id, { to: 'packed' });
    await status(a, order.id, { to: 'shipped', carrier: 'DTDC', trackingNumber: 'D1' });
    const late = await status(a, order.id, { to: 'cancelled', reason: 'Changed our mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(
      'This shipment has already shipped and can no longer be cancelled.',
    );
  });

  it('refuses an unknown status and extra fields with 400', async () => {
    const { order } = await mixedOrder();
    expect((await status(a, order.id, { to: 'returned' })).statusCode).toBe(400);
    expect((await status(a, order.id, { to: 'confirmed', vendorId: b.userId })).statusCode).toBe(
      400,
    );
  });
});

describe('fulfilment at volume (issue #25)', () => {
  it('gives shipments still to ship a ship-by day and lists them most urgent first', async () => {
    const fresh = await signedInVendor(t);
    const product = (
      await createdProduct(fresh, { status: 'published', price: 300, stockQuantity: 50 })
    ).id;
    const customer = await signedIn(t.app, t.database);
    const placed: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await customer.placeOrder(orderBody([{ productId: product, quantity: 1 }]));
      placed.push(res.json().id);
    }
    // Placed on 2, 4 and 3 November (Monday to Wednesday): due the 4th, the 6th and the 5th.
    const at = ['2026-11-02T06:00:00Z', '2026-11-04T06:00:00Z', '2026-11-03T06:00:00Z'];
    for (const [i, id] of placed.entries()) {
      await t.database.query('UPDATE orders SET created_at = $2 WHERE id = $1', [id, at[i]]);
    }
    // The newest order is shipped: it has no ship-by day and goes after those to ship.
    await status(fresh, placed[1]!, { to: 'confirmed' });
    await status(fresh, placed[1]!, { to: 'packed' });
    await status(fresh, placed[1]!, { to: 'shipped', carrier: 'Delhivery', trackingNumber: 'DL1' });

    const urgent = (await fresh.call('GET', '/api/vendor/orders?sort=ship-by')).json();
    expect(
      urgent.items.map((o: { id: string; shipBy: string | null }) => [o.id, o.shipBy]),
    ).toEqual([
      [placed[0], '2026-11-04'],
      [placed[2], '2026-11-05'],
      [placed[1], null],
    ]);
    const newest = (await fresh.call('GET', '/api/vendor/orders')).json();
    expect(newest.items.map((o: { id: string }) => o.id)).toEqual([
      placed[1],
      placed[2],
      placed[0],
    ]);
    expect((await fresh.call('GET', '/api/vendor/orders?sort=oldest')).statusCode).toBe(400);
  });

  it('confirms several orders at once, each on its own, and a repeat answers the same', async () => {
    const { order: first } = await mixedOrder();
    const { order: second } = await mixedOrder();
    // One of them was cancelled already: it cannot be confirmed, the others still are.
    await status(a, second.id, { to: 'cancelled', reason: 'Out of stock' });
    const body = { orderIds: [first.id, second.id, 'ord-nobody'], to: 'confirmed' };
    const res = await a.call('POST', '/api/vendor/orders/status', { payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      moved: 1,
      results: [
        { id: first.id, number: first.number, ok: true, status: 'confirmed', message: null },
        {
          id: second.id,
          number: second.number,
          ok: false,
          status: 'cancelled',
          message: expect.stringMatching(/.+/),
        },
        { id: 'ord-nobody', number: null, ok: false, status: null, message: 'Order not found.' },
      ],
    });
    const again = await a.call('POST', '/api/vendor/orders/status', { payload: body });
    expect(again.json().results[0]).toMatchObject({ ok: true, status: 'confirmed' });
    // Vendor B's shipment of the same order does not move with A's.
    const [theirs] = await t.database.query<{ status: string }>(
      'SELECT status FROM order_groups WHERE order_id = $1 AND vendor_id = $2',
      [first.id, b.userId],
    );
    expect(theirs!.status).toBe('placed');
  });

  it('names another vendor’s order "not found" and leaves it as it was', async () => {
    const { order } = await mixedOrder();
    const fresh = await signedInVendor(t);
    const res = await fresh.call('POST', '/api/vendor/orders/status', {
      payload: { orderIds: [order.id], to: 'packed' },
    });
    expect(res.json()).toEqual({
      moved: 0,
      results: [
        { id: order.id, number: null, ok: false, status: null, message: 'Order not found.' },
      ],
    });
    const groups = await t.database.query<{ status: string }>(
      'SELECT status FROM order_groups WHERE order_id = $1',
      [order.id],
    );
    expect(groups.map((g) => g.status)).toEqual(['placed', 'placed']);
  });

  it('moves each order once when the same request comes twice at the same moment', async () => {
    const orders = [(await mixedOrder()).order, (await mixedOrder()).order];
    const body = { orderIds: orders.map((o) => o.id), to: 'confirmed' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => a.call('POST', '/api/vendor/orders/status', { payload: body })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json().moved).toBe(2);
    }
    const events = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_events
       WHERE order_id = ANY($1::text[]) AND to_status = 'confirmed'`,
      [orders.map((o) => o.id)],
    );
    expect(events[0]!.n).toBe(2);
  });

  it('refuses an empty or oversized selection and other moves with field errors', async () => {
    const cases = [
      { orderIds: [], to: 'confirmed' },
      { orderIds: Array.from({ length: 51 }, (_, i) => `ord-${i}`), to: 'confirmed' },
      { orderIds: ['ord-1'], to: 'shipped' },
    ];
    for (const payload of cases) {
      const res = await a.call('POST', '/api/vendor/orders/status', { payload });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
    }
  });
});
