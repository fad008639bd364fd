// Issue #16, finding 6: one new customer placed 10 online orders of 10 units in half a second and
// held 100 of 103 in stock. The store's per-customer limits (admin store settings: unpaid orders
// open at once, orders an hour, units of one product in an order) are checked at checkout under
// the customer's lock, so orders sent at once are counted one after another.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { enableRazorpay } from '../payments/test-payments';
import {
  newIdempotencyKey,
  orderBody,
  setOrderLimits,
  setStock,
  signedIn,
  stockOf,
} from './test-shoppers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await enableRazorpay(t.database);
});
afterAll(() => t.close());
beforeEach(async () => {
  // The defaults a store starts with.
  await setOrderLimits(t.database, {
    maxOpenUnpaidOrders: 3,
    maxOrdersPerHour: 10,
    maxUnitsPerProduct: 10,
  });
});

const online = (productId: string, quantity: number) => ({
  ...orderBody([{ productId, quantity }]),
  paymentMethod: 'razorpay',
});

describe('per-customer order limits', () => {
  it('lets one customer hold at most 3 unpaid orders when 10 of 10 units are sent at once', async () => {
    await setStock(t.database, 'prod-005', 103);
    const me = await signedIn(t.app, t.database);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => me.placeOrder(online('prod-005', 10))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array<number>(3).fill(201), ...Array<number>(7).fill(409)]);
    expect(await stockOf(t.database, 'prod-005')).toBe(73);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json().detail).toMatch(/^You can have at most 3 unpaid orders open at a time/);
  });

  it('counts cash on delivery until delivery, and frees a place when an order is cancelled', async () => {
    const me = await signedIn(t.app, t.database);
    const placed = [];
    for (let i = 0; i < 3; i++)
      placed.push(
        (await me.placeOrder(orderBody([{ productId: 'prod-008', quantity: 1 }]))).json(),
      );
    const fourth = await me.placeOrder(orderBody([{ productId: 'prod-008', quantity: 1 }]));
    expect(fourth.statusCode).toBe(409);
    expect((await me.call('POST', `/api/store/orders/${placed[0].id}/cancel`, {})).statusCode).toBe(
      200,
    );
    expect(
      (await me.placeOrder(orderBody([{ productId: 'prod-008', quantity: 1 }]))).statusCode,
    ).toBe(201);
  });

  it('answers the order past the hourly limit 429 with Retry-After, cancelled orders counted', async () => {
    await setOrderLimits(t.database, { maxOpenUnpaidOrders: 100, maxOrdersPerHour: 4 });
    const me = await signedIn(t.app, t.database);
    for (let i = 0; i < 4; i++) {
      const res = await me.placeOrder(orderBody([{ productId: 'prod-008', quantity: 1 }]));
      expect(res.statusCode).toBe(201);
      await me.call('POST', `/api/store/orders/${res.json().id}/cancel`, {});
    }
    const fifth = await me.placeOrder(orderBody([{ productId: 'prod-008', quantity: 1 }]));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().detail).toMatch(
      /^You can place at most 4 orders an hour\. Please try again in 60 minutes\.$/,
    );
    const retryAfter = Number(fifth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another customer is not affected.
    const other = await signedIn(t.app, t.database);
    expect(
      (await other.placeOrder(orderBody([{ productId: 'prod-008', quantity: 1 }]))).statusCode,
    ).toBe(201);
  });

  it('answers a retry of an order already placed even at the limit', async () => {
    await setOrderLimits(t.database, { maxOpenUnpaidOrders: 1 });
    const me = await signedIn(t.app, t.database);
    const key = newIdempotencyKey();
    const body = orderBody([{ productId: 'prod-008', quantity: 1 }]);
    const first = await me.placeOrder(body, key);
    expect(first.statusCode).toBe(201);
    const again = await me.placeOrder(body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await me.placeOrder(body)).statusCode).toBe(409);
  });

  it('caps the units of one product per order, and the quote shows the cap', async () => {
    await setOrderLimits(t.database, { maxUnitsPerProduct: 2 });
    const me = await signedIn(t.app, t.database);
    const res = await me.placeOrder(
      orderBody([
        { productId: 'prod-008', quantity: 2 },
        { productId: 'prod-008', quantity: 1 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      detail: 'At most 2 of one product per order.',
      errors: [{ path: 'items', message: 'At most 2 of one product per order.' }],
    });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/store/quote',
      payload: { items: [{ productId: 'prod-008', quantity: 5 }] },
    });
    expect(quote.json().lines[0]).toMatchObject({ quantity: 2, maxQuantity: 2, issue: 'reduced' });
  });
});
