import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { orderBody, signedIn, stockOf, type Shopper } from './test-shoppers';
import { moveGroup } from './transitions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const customer = () => signedIn(t.app, t.database);

/** prod-001 (vendor-1) and prod-002 (vendor-2): an order of two shipments. */
async function twoVendorOrder(me: Shopper) {
  const res = await me.placeOrder(
    orderBody([
      { productId: 'prod-001', quantity: 1 },
      { productId: 'prod-002', variantId: 'prod-002-v1', quantity: 2 },
    ]),
  );
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function vendorMoves(
  groupId: string,
  vendorId: string,
  to: 'confirmed' | 'packed' | 'shipped',
) {
  await t.database.db.transaction((tx) =>
    moveGroup(tx, {
      groupId,
      to,
      actor: { userId: vendorId, role: 'vendor' },
      ...(to === 'shipped' ? { carrier: 'Blue Dart', trackingNumber: 'BD123456789IN' } : {}),
    }),
  );
}

const eventsOf = async (orderId: string) =>
  t.database.query<{ from_status: string | null; to_status: string; actor_role: string }>(
    'SELECT from_status, to_status, actor_role FROM order_events WHERE order_id = $1 ORDER BY created_at',
    [orderId],
  );

describe('GET /api/store/orders', () => {
  it("lists only the customer's own orders, newest first, a page at a time", async () => {
    const me = await customer();
    const other = await customer();
    await other.placeOrder(orderBody([{ productId: 'prod-008', quantity: 1 }]));
    expect((await me.call('GET', '/api/store/orders')).json()).toEqual({
      items: [],
      page: 1,
      limit: 10,
      total: 0,
    });
    const numbers: string[] = [];
    for (const productId of ['prod-008', 'prod-009', 'prod-010']) {
      const line = { productId, variantId: `${productId}-v1`, quantity: 1 };
      numbers.push((await me.placeOrder(orderBody([line]))).json().number);
    }
    const page1 = (await me.call('GET', '/api/store/orders?limit=2')).json();
    expect(page1).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(page1.items.map((o: { number: string }) => o.number)).toEqual([numbers[2], numbers[1]]);
    expect(page1.items[0]).toMatchObject({
      status: 'placed',
      paymentMethod: 'cod',
      items: [{ productId: 'prod-010', variantId: 'prod-010-v1', quantity: 1 }],
      totals: { itemCount: 1 },
    });
    const page2 = (await me.call('GET', '/api/store/orders?limit=2&page=2')).json();
    expect(page2.items.map((o: { number: string }) => o.number)).toEqual([numbers[0]]);
    expect((await me.call('GET', '/api/store/orders?limit=500')).statusCode).toBe(400);
  });
});

describe('GET /api/store/orders/:id', () => {
  it("shows the customer's order and answers 404 for another customer's", async () => {
    const me = await customer();
    const other = await customer();
    const order = await twoVendorOrder(me);
    const mine = await me.call('GET', `/api/store/orders/${order.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(order);
    expect(order.expectedDelivery.from < order.expectedDelivery.to).toBe(true);
    const theirs = await other.call('GET', `/api/store/orders/${order.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(theirs.body).not.toContain(order.number);
  });

  it('is for signed-in customers only: 401 signed out, 403 for a vendor or the admin', async () => {
    const me = await customer();
    const order = await twoVendorOrder(me);
    const url = `/api/store/orders/${order.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/store/orders' })).statusCode).toBe(401);
    const signedOutPlace = await t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      payload: orderBody([{ productId: 'prod-008', quantity: 1 }]),
      headers: { 'idempotency-key': 'signed-out-attempt' },
    });
    expect(signedOutPlace.statusCode).toBe(401);
    for (const role of ['vendor', 'admin'] as const) {
      const them = await signedIn(t.app, t.database, role);
      expect((await them.call('GET', url)).statusCode, role).toBe(403);
      const cancel = await them.call('POST', `${url}/cancel`, {});
      expect(cancel.statusCode, role).toBe(403);
      expect(
        (await them.placeOrder(orderBody([{ productId: 'prod-008', quantity: 1 }]))).statusCode,
      ).toBe(403);
    }
    expect((await me.call('GET', url)).json().status).toBe('placed');
  });
});

describe('POST /api/store/orders/:id/cancel', () => {
  it('cancels the whole order, returns the stock and writes an event per shipment', async () => {
    const me = await customer();
    const before = [await stockOf(t.database, 'prod-001'), await stockOf(t.database, 'prod-002')];
    const order = await twoVendorOrder(me);
    const res = await me.call('POST', `/api/store/orders/${order.id}/cancel`, {
      reason: 'Ordered by mistake',
    });
    expect(res.statusCode).toBe(200);
    const cancelled = res.json();
    expect(cancelled).toMatchObject({ status: 'cancelled', canCancel: false });
    for (const g of cancelled.groups) {
      expect(g).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Ordered by mistake',
        canCancel: false,
      });
      expect(g.events.map((e: { to: string; by: string }) => [e.to, e.by])).toEqual([
        ['placed', 'customer'],
        ['cancelled', 'customer'],
      ]);
    }
    expect([await stockOf(t.database, 'prod-001'), await stockOf(t.database, 'prod-002')]).toEqual(
      before,
    );
    expect(await eventsOf(order.id)).toHaveLength(4);
    const again = await me.call('POST', `/api/store/orders/${order.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This order is already cancelled.');
    // A cancelled order does not use up the first-purchase promotion.
    const quote = await me.call('POST', '/api/store/quote', {
      items: [{ productId: 'prod-008', quantity: 1 }],
    });
    expect(quote.json().firstPurchase).toBe(true);
  });

  it('cancels one shipment, leaving the other to its vendor, and stops at shipped', async () => {
    const me = await customer();
    const order = await twoVendorOrder(me);
    const [g1, g2] = order.groups as Array<{ id: string; vendorId: string }>;
    const stock2 = await stockOf(t.database, 'prod-002');
    await vendorMoves(g1!.id, g1!.vendorId, 'confirmed');
    const one = await me.call('POST', `/api/store/orders/${order.id}/cancel`, { groupId: g2!.id });
    expect(one.statusCode).toBe(200);
    expect(one.json().status).toBe('confirmed');
    expect(one.json().groups.map((g: { status: string }) => g.status)).toEqual([
      'confirmed',
      'cancelled',
    ]);
    expect(await stockOf(t.database, 'prod-002')).toBe(stock2 + 2);

    await vendorMoves(g1!.id, g1!.vendorId, 'packed');
    await vendorMoves(g1!.id, g1!.vendorId, 'shipped');
    const stock1 = await stockOf(t.database, 'prod-001');
    const late = await me.call('POST', `/api/store/orders/${order.id}/cancel`, { groupId: g1!.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(
      'This shipment has already shipped and can no longer be cancelled.',
    );
    const whole = await me.call('POST', `/api/store/orders/${order.id}/cancel`, {});
    expect(whole.statusCode).toBe(409);
    expect(await stockOf(t.database, 'prod-001')).toBe(stock1);
    const shown = (await me.call('GET', `/api/store/orders/${order.id}`)).json();
    expect(shown).toMatchObject({ status: 'shipped', canCancel: false });
    expect(shown.groups[0]).toMatchObject({
      carrier: 'Blue Dart',
      trackingNumber: 'BD123456789IN',
      canCancel: false,
    });
  });

  it("answers 404 for another customer's order or a shipment of another order, changing nothing", async () => {
    const me = await customer();
    const other = await customer();
    const order = await twoVendorOrder(me);
    const stock = await stockOf(t.database, 'prod-001');
    const theirs = await other.call('POST', `/api/store/orders/${order.id}/cancel`, {});
    expect(theirs.statusCode).toBe(404);
    const otherOrder = await twoVendorOrder(other);
    const foreignGroup = await me.call('POST', `/api/store/orders/${order.id}/cancel`, {
      groupId: otherOrder.groups[0].id,
    });
    expect(foreignGroup.statusCode).toBe(404);
    expect((await me.call('GET', `/api/store/orders/${order.id}`)).json().status).toBe('placed');
    expect((await other.call('GET', `/api/store/orders/${otherOrder.id}`)).json().status).toBe(
      'placed',
    );
    expect(await stockOf(t.database, 'prod-001')).toBe(stock - 1);
    expect(await eventsOf(order.id)).toHaveLength(2);
    const extra = await me.call('POST', `/api/store/orders/${order.id}/cancel`, {
      status: 'delivered',
    });
    expect(extra.statusCode).toBe(400);
  });
});
