// The admin's settings reach checkout: turning cash on delivery off in Angle Admin removes it
// from the quote and refuses COD orders; a new shipping fee is charged on the next order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { signedInAdmin } from '../admin/test-admin';
import { orderBody, signedIn } from '../orders/test-shoppers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const ordersOf = async (userId: string) =>
  (
    await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE user_id = $1',
      [userId],
    )
  )[0]!.n;

describe('settings changed in Angle Admin take effect at checkout', () => {
  it('COD off: the quote offers no payment method and POST /api/store/orders with cod is 422', async () => {
    const me = await signedIn(t.app, t.database);
    const body = orderBody([{ productId: 'prod-008', quantity: 1 }]);
    const { cod, razorpay } = (await admin.call('GET', '/api/admin/settings/payment')).json();
    // The answer masks Razorpay's secrets; an update that omits them keeps them.
    const payment = {
      cod,
      razorpay: { enabled: razorpay.enabled, keyId: razorpay.keyId, testMode: razorpay.testMode },
    };
    expect((await me.call('POST', '/api/store/quote', { items: body.items })).json()).toMatchObject(
      { paymentMethods: ['cod'] },
    );

    const off = await admin.call('PUT', '/api/admin/settings/payment', {
      ...payment,
      cod: { ...cod, enabled: false },
    });
    expect(off.statusCode).toBe(200);
    const quote = await me.call('POST', '/api/store/quote', { items: body.items });
    expect(quote.json().paymentMethods).toEqual([]);
    const refused = await me.placeOrder(body);
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.json().detail).toBe('Cash on delivery is not available right now.');
    expect(await ordersOf(me.userId)).toBe(0);

    await admin.call('PUT', '/api/admin/settings/payment', payment);
    expect((await me.placeOrder(body)).statusCode).toBe(201);
  });

  it('a new shipping fee changes the next order’s total', async () => {
    const me = await signedIn(t.app, t.database);
    const body = orderBody([{ productId: 'prod-008', quantity: 1 }]);
    // The first order takes the first-purchase discount; the second is priced plainly.
    await me.placeOrder(body);
    const before = (await me.placeOrder(body)).json();
    expect(before.totals).toMatchObject({ subtotal: 399, shipping: 49, total: 448 });

    const store = (await admin.call('GET', '/api/admin/settings/store')).json();
    const res = await admin.call('PUT', '/api/admin/settings/store', { ...store, shippingFee: 79 });
    expect(res.statusCode).toBe(200);
    const quote = await me.call('POST', '/api/store/quote', { items: body.items });
    expect(quote.json()).toMatchObject({ shippingFee: 79, totals: { shipping: 79 } });
    const next = (await me.placeOrder(body)).json();
    expect(next.totals).toMatchObject({ subtotal: 399, shipping: 79, total: 478 });
  });
});
