// Online payments against the local fake Razorpay: creating the gateway order, the client's
// signed confirmation, the webhook (repeated, racing, failing, mismatched), refunds, and the
// release of orders left unpaid. No request leaves the machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import { moveGroup } from '../orders/transitions';
import { orderBody, signedIn, stockOf, type Shopper } from '../orders/test-shoppers';
import { payoutStatements } from '../vendor-reports/statements';
import { releaseUnpaidOrders } from './release-unpaid';
import {
  WEBHOOK_PATH,
  deliverTo,
  enableRazorpay,
  gatewayEnv,
  outboxOf,
  paymentEventsOf,
} from './test-payments';

let t: TestApp;
let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp(gatewayEnv(fake));
  deliverTo(fake, t.app);
  await enableRazorpay(t.database);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const onlineBody = (productId = 'prod-008', quantity = 2) => ({
  ...orderBody([{ productId, variantId: `${productId}-v1`, quantity }]),
  paymentMethod: 'razorpay',
});

async function placeOnline(me: Shopper, productId?: string, quantity?: number) {
  const res = await me.placeOrder(onlineBody(productId, quantity));
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; number: string; totals: { total: number } }>();
}

async function startPayment(me: Shopper, orderId: string) {
  const res = await me.call('POST', `/api/store/orders/${orderId}/payment`);
  expect(res.statusCode).toBe(200);
  return res.json<{ razorpayOrderId: string; amountPaise: number; keyId: string }>();
}

const confirm = (me: Shopper, orderId: string, body: object) =>
  me.call('POST', `/api/store/orders/${orderId}/payment/confirm`, body);

const paymentStatusOf = async (orderId: string) =>
  (
    await t.database.query<{ payment_status: string }>(
      'SELECT payment_status FROM orders WHERE id = $1',
      [orderId],
    )
  )[0]!.payment_status;

const paidEvents = async (orderId: string) =>
  (await paymentEventsOf(t.database, orderId)).filter((e) => e.kind === 'paid');

/** Payments captured that the order does not take, kept to be given back. */
const flaggedOf = (orderId: string) =>
  t.database.query<{ status: string; amount_paise: number }>(
    'SELECT status, amount_paise FROM payments WHERE order_id = $1 AND extra ORDER BY created_at',
    [orderId],
  );

const mailsFor = async (kind: string, orderId: string) =>
  (await outboxOf(t.database, kind)).filter((m) => m.payload.data.orderId === orderId);

describe('offering and starting an online payment', () => {
  it('offers Razorpay in the quote and places an online order with the payment pending', async () => {
    const me = await signedIn(t.app, t.database);
    const quote = await me.call('POST', '/api/store/quote', {
      items: [{ productId: 'prod-008', quantity: 1 }],
    });
    expect(quote.json().paymentMethods).toEqual(['cod', 'razorpay']);

    const before = await stockOf(t.database, 'prod-008');
    const order = await placeOnline(me);
    expect(await stockOf(t.database, 'prod-008')).toBe(before - 2);
    expect(await paymentStatusOf(order.id)).toBe('pending');
    // Nobody is told of an online order until it is paid.
    expect(await mailsFor('order-placed', order.id)).toHaveLength(0);
  });

  it('creates one Razorpay order in paise with the order number as receipt, and reuses it', async () => {
    const me = await signedIn(t.app, t.database);
    const order = await placeOnline(me);
    const calls = fake.calls.length;
    const first = await startPayment(me, order.id);
    const again = await startPayment(me, order.id);

    expect(first.razorpayOrderId).toBe(again.razorpayOrderId);
    expect(first.amountPaise).toBe(Math.round(order.totals.total * 100));
    expect(first.keyId).toBe(fake.keys.keyId);
    const made = fake.calls.slice(calls).filter((c) => c.path === '/v1/orders');
    expect(made).toEqual([
      {
        method: 'POST',
        path: '/v1/orders',
        authorized: true,
        body: {
          amount: first.amountPaise,
          currency: 'INR',
          receipt: order.number,
          notes: { orderId: order.id },
        },
      },
    ]);
  });

  it("does not start another customer's order (404) or a paid one (409)", async () => {
    const me = await signedIn(t.app, t.database);
    const other = await signedIn(t.app, t.database);
    const order = await placeOnline(me);
    expect((await other.call('POST', `/api/store/orders/${order.id}/payment`)).statusCode).toBe(
      404,
    );
    // Only customers pay: signed out is 401, a seller or an admin 403; nothing reaches Razorpay.
    const vendor = await signedIn(t.app, t.database, 'vendor');
    const admin = await signedIn(t.app, t.database, 'admin');
    const callsBefore = fake.calls.length;
    for (const path of ['payment', 'payment/confirm']) {
      const url = `/api/store/orders/${order.id}/${path}`;
      const body = { razorpay_order_id: 'x', razorpay_payment_id: 'y', razorpay_signature: 'z' };
      expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
      expect((await vendor.call('POST', url, body)).statusCode).toBe(403);
      expect((await admin.call('POST', url, body)).statusCode).toBe(403);
    }
    expect(fake.calls.length).toBe(callsBefore);

    const { razorpayOrderId } = await startPayment(me, order.id);
    const { response } = fake.pay(razorpayOrderId);
    expect((await confirm(me, order.id, response)).statusCode).toBe(200);
    const res = await me.call('POST', `/api/store/orders/${order.id}/payment`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This order is already paid.');
  });
});

describe('confirming from the client', () => {
  it('marks the order paid for a good signature, once, and tells the customer and the seller', async () => {
    const me = await signedIn(t.app, t.database);
    const order = await placeOnline(me);
    const { razorpayOrderId } = await startPayment(me, order.id);
    const { response } = fake.pay(razorpayOrderId);

    const res = await confirm(me, order.id, response);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: order.id,
      paymentStatus: 'paid',
      paymentMethod: 'razorpay',
    });
    expect(await paymentEventsOf(t.database, order.id)).toEqual([
      { kind: 'paid', source: 'client', amount_paise: Math.round(order.totals.total * 100) },
    ]);
    const [placed] = await mailsFor('order-placed', order.id);
    expect(placed!.payload.to).toBe(me.email);
    expect(placed!.payload.data.paid).toBe(true);
    expect(await mailsFor('vendor-new-order', order.id)).toHaveLength(1);

    // Confirming again answers the paid order and changes nothing.
    expect((await confirm(me, order.id, response)).json().paymentStatus).toBe('paid');
    expect(await paidEvents(order.id)).toHaveLength(1);
  });

  it('refuses a bad signature and leaves the order pending', async () => {
    const me = await signedIn(t.app, t.database);
    const order = await placeOnline(me);
    const { razorpayOrderId } = await startPayment(me, order.id);
    const { response } = fake.pay(razorpayOrderId);

    const forged = { ...response, razorpay_signature: 'ab'.repeat(32) };
    const res = await confirm(me, order.id, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('We could not verify this payment.');
    // A signature for another payment of the same order does not fit this one either.
    const swapped = { ...response, razorpay_payment_id: 'pay_someoneelse' };
    expect((await confirm(me, order.id, swapped)).statusCode).toBe(400);
    expect(await paymentStatusOf(order.id)).toBe('pending');
    expect(await paymentEventsOf(t.database, order.id)).toEqual([]);
    expect(t.logs.join('')).toContain('payment confirmation with a bad signature');
  });

  it('captures an authorized payment before marking the order paid', async () => {
    const me = await signedIn(t.app, t.database);
    const order = await placeOnline(me);
    const { razorpayOrderId } = await startPayment(me, order.id);
    const { payment, response } = fake.pay(razorpayOrderId, { status: 'authorized' });

    expect((await confirm(me, order.id, response)).json().paymentStatus).toBe('paid');
    expect(fake.payments.get(payment.id)!.status).toBe('captured');
  });

  it('rejects and logs an amount that does not match the order', async () => {
    const me = await signedIn(t.app, t.database);
    const order = await placeOnline(me);
    const { razorpayOrderId, amountPaise } = await startPayment(me, order.id);
    const { response } = fake.pay(razorpayOrderId, { amount: amountPaise - 100 });

    const res = await confirm(me, order.id, response);
    expect(res.statusCode).toBe(422);
    expect(await paymentStatusOf(order.id)).toBe('pending');
    // The money was captured all the same: it is flagged to be given back (issue #16).
    expect((await paymentEventsOf(t.database, order.id)).map((e) => e.kind)).toEqual([
      'rejected',
      'extra-capture',
    ]);
    expect(t.logs.join('')).toContain('payment rejected: amount or currency does not match');
    expect(await flaggedOf(order.id)).toEqual([
      { status: 'needs-refund', amount_paise: amountPaise - 100 },
    ]);
  });
});

describe('the webhook', () => {
  it('gives one paid transition and one event for the same webhook three times', async () => {
    const me = await signedIn(t.app, t.database);
    const order = await placeOnline(me);
    const { razorpayOrderId } = await startPayment(me, order.id);
    const { payment, response } = fake.pay(razorpayOrderId);

    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const result = await fake.sendWebhook('payment.captured', { payment });
      expect(result.status).toBe(200);
      outcomes.push(JSON.parse(result.body).outcome);
    }
    expect(outcomes).toEqual(['paid', 'duplicate', 'duplicate']);
    // The client's confirmation arriving last changes nothing either.
    expect((await confirm(me, order.id, response)).json().paymentStatus).toBe('paid');
    expect(await paidEvents(order.id)).toEqual([
      expect.objectContaining({ kind: 'paid', source: 'webhook' }),
    ]);
    expect(await mailsFor('order-placed', order.id)).toHaveLength(1);
  });

  it('gives one paid transition when webhooks race the client confirmation', async () => {
    const me = await signedIn(t.app, t.database);
    const order = await placeOnline(me);
    const { razorpayOrderId } = await startPayment(me, order.id);
    const { payment, response } = fake.pay(razorpayOrderId);

    const [client, ...hooks] = await Promise.all([
      confirm(me, order.id, response),
      fake.sendWebhook('payment.captured', { payment }),
      fake.sendWebhook('payment.captured', { payment }),
      fake.sendWebhook('payment.captured', { payment }),
    ]);
    expect(client.statusCode).toBe(200);
    expect(client.json().paymentStatus).toBe('paid');
    const outcomes = hooks.map((h) => JSON.parse(h.body).outcome).sort();
    expect(outcomes.filter((o) => o === 'paid').length).toBeLessThanOrEqual(1);
    expect(await paidEvents(order.id)).toHaveLength(1);
    expect(await mailsFor('order-placed', order.id)).toHaveLength(1);
    expect(await mailsFor('vendor-new-order', order.id)).toHaveLength(1);
  });

  it('ignores payment.failed after payment.captured', async () => {
    const me = await signedIn(t.app, t.database);
    const order = await placeOnline(me);
    const { razorpayOrderId } = await startPayment(me, order.id);
    const { payment } = fake.pay(razorpayOrderId);
    await fake.sendWebhook('payment.captured', { payment });

    const failed = { ...payment, status: 'failed' as const, error_description: 'Late failure' };
    const result = await fake.sendWebhook('payment.failed', { payment: failed });
    expect(JSON.parse(result.body).outcome).toBe('ignored');
    expect(await paymentStatusOf(order.id)).toBe('paid');
    expect((await paymentEventsOf(t.database, order.id)).map((e) => e.kind)).toEqual(['paid']);
  });

  it('marks a failed attempt, and a later capture still pays the order', async () => {
    const me = await signedIn(t.app, t.database);
    const order = await placeOnline(me);
    const { razorpayOrderId } = await startPayment(me, order.id);
    const declined = fake.pay(razorpayOrderId, { status: 'failed' }).payment;
    expect(
      JSON.parse((await fake.sendWebhook('payment.failed', { payment: declined })).body),
    ).toEqual({ outcome: 'failed' });
    expect(await paymentStatusOf(order.id)).toBe('failed');

    const { payment } = fake.pay(razorpayOrderId);
    await fake.sendWebhook('payment.captured', { payment });
    expect(await paymentStatusOf(order.id)).toBe('paid');
  });

  it('rejects an amount or currency mismatch and logs it', async () => {
    const me = await signedIn(t.app, t.database);
    const order = await placeOnline(me);
    const { razorpayOrderId } = await startPayment(me, order.id);
    const { payment } = fake.pay(razorpayOrderId);

    const cheaper = { ...payment, amount: 100 };
    const dollars = { ...payment, currency: 'USD' };
    for (const forged of [cheaper, dollars]) {
      const result = await fake.sendWebhook('payment.captured', { payment: forged });
      expect(JSON.parse(result.body).outcome).toBe('rejected');
    }
    expect(await paymentStatusOf(order.id)).toBe('pending');
    // One captured payment, reported wrongly twice: rejected twice, flagged for refund once.
    expect((await paymentEventsOf(t.database, order.id)).map((e) => e.kind)).toEqual([
      'rejected',
      'extra-capture',
      'rejected',
    ]);
    expect(await flaggedOf(order.id)).toHaveLength(1);
    expect(t.logs.join('')).toContain('"currency":"USD"');
  });

  it('refuses a webhook with a bad signature (400) and changes nothing', async () => {
    const me = await signedIn(t.app, t.database);
    const order = await placeOnline(me);
    const { razorpayOrderId } = await startPayment(me, order.id);
    const { payment } = fake.pay(razorpayOrderId);

    const forged = await fake.sendWebhook('payment.captured', { payment }, { signWith: 'guess' });
    expect(forged.status).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json' },
      payload: fake.webhookBody('payment.captured', { payment }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.headers['content-type']).toContain('application/problem+json');
    expect(await paymentStatusOf(order.id)).toBe('pending');
  });
});

describe('sellers and unpaid online orders', () => {
  it('does not let a seller confirm an order before it is paid', async () => {
    const me = await signedIn(t.app, t.database);
    const order = await placeOnline(me);
    const [group] = await t.database.query<{ id: string; vendor_id: string }>(
      'SELECT id, vendor_id FROM order_groups WHERE order_id = $1',
      [order.id],
    );
    await expect(
      t.database.db.transaction((tx) =>
        moveGroup(tx, {
          groupId: group!.id,
          to: 'confirmed',
          actor: { userId: group!.vendor_id, role: 'vendor' },
        }),
      ),
    ).rejects.toThrow('This order is waiting for its online payment.');
  });

  it('releases an abandoned online order after the configured time: stock back, customer told', async () => {
    const me = await signedIn(t.app, t.database);
    const before = await stockOf(t.database, 'prod-012');
    const abandoned = await placeOnline(me, 'prod-012', 3);
    const paid = await placeOnline(me, 'prod-012', 1);
    const { razorpayOrderId } = await startPayment(me, paid.id);
    await confirm(me, paid.id, fake.pay(razorpayOrderId).response);
    expect(await stockOf(t.database, 'prod-012')).toBe(before - 4);

    const ttlMinutes = t.config.unpaidOrderTtlMinutes;
    const soon = new Date(Date.now() + (ttlMinutes - 1) * 60_000);
    expect(
      await releaseUnpaidOrders(t.database.db, t.app.log, { ttlMinutes, now: soon }),
    ).not.toContain(abandoned.id);

    const later = new Date(Date.now() + (ttlMinutes + 1) * 60_000);
    const released = await releaseUnpaidOrders(t.database.db, t.app.log, {
      ttlMinutes,
      now: later,
    });
    expect(released).toContain(abandoned.id);
    expect(released).not.toContain(paid.id);
    expect(await stockOf(t.database, 'prod-012')).toBe(before - 1);

    const view = (await me.call('GET', `/api/store/orders/${abandoned.id}`)).json();
    expect(view.status).toBe('cancelled');
    expect(view.groups[0].events.at(-1)).toMatchObject({
      to: 'cancelled',
      by: 'system',
      note: 'Payment not received in time',
    });
    const [mail] = await mailsFor('order-cancelled', abandoned.id);
    expect(mail!.payload.data).toMatchObject({ unpaid: true });
    // Running again finds nothing more to do, and the order can no longer be paid.
    expect(await releaseUnpaidOrders(t.database.db, t.app.log, { ttlMinutes, now: later })).toEqual(
      [],
    );
    expect((await me.call('POST', `/api/store/orders/${abandoned.id}/payment`)).statusCode).toBe(
      409,
    );
  });
});

describe('refunds', () => {
  it('refunds an online order through the gateway and records it once', async () => {
    const me = await signedIn(t.app, t.database);
    const admin = await signedIn(t.app, t.database, 'admin');
    const order = await placeOnline(me);
    const { razorpayOrderId, amountPaise } = await startPayment(me, order.id);
    const { payment, response } = fake.pay(razorpayOrderId);
    await confirm(me, order.id, response);
    // Refunds are for what was cancelled (the admin's refund terms).
    const early = await admin.call('POST', `/api/admin/orders/${order.id}/refund`, {
      amount: order.totals.total,
      reason: 'Nothing cancelled yet',
    });
    expect(early.statusCode).toBe(409);
    expect(await me.call('POST', `/api/store/orders/${order.id}/cancel`, {})).toMatchObject({
      statusCode: 200,
    });

    const tooMuch = await admin.call('POST', `/api/admin/orders/${order.id}/refund`, {
      amount: order.totals.total + 1,
      reason: 'Customer returned it',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(
      await me.call('POST', `/api/admin/orders/${order.id}/refund`, { amount: 1, reason: 'mine' }),
    ).toMatchObject({ statusCode: 403 });

    const res = await admin.call('POST', `/api/admin/orders/${order.id}/refund`, {
      amount: order.totals.total,
      reason: 'Customer returned it',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      paymentStatus: 'refunded',
      amountRefunded: order.totals.total,
      payments: expect.arrayContaining([
        expect.objectContaining({
          provider: 'razorpay',
          status: 'refunded',
          amount: order.totals.total,
        }),
      ]),
    });
    const call = fake.calls.find((c) => c.path === `/v1/payments/${payment.id}/refund`);
    expect(call).toMatchObject({ authorized: true, body: { amount: amountPaise } });

    // Razorpay's refund.processed for the same refund changes nothing more.
    const [refund] = [...fake.refunds.values()].filter((r) => r.payment_id === payment.id);
    const hook = await fake.sendWebhook('refund.processed', { payment, refund });
    expect(JSON.parse(hook.body).outcome).toBe('duplicate');
    expect((await paymentEventsOf(t.database, order.id)).map((e) => e.kind)).toEqual([
      'paid',
      'refunded',
    ]);
    const mine = (await me.call('GET', `/api/store/orders/${order.id}`)).json();
    expect(mine).toMatchObject({ paymentStatus: 'refunded', amountRefunded: order.totals.total });
    const audit = await t.database.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'order' AND entity_id = $1",
      [order.id],
    );
    expect(audit).toEqual([{ action: 'order.refund' }]);

    // The seller's payout statement lists the cancelled shipment with what went back, and pays
    // nothing out for it (the statement list of GET /api/vendor/reports/statements).
    const [group] = await t.database.query<{ vendor_id: string; subtotal_paise: number }>(
      'SELECT vendor_id, subtotal_paise FROM order_groups WHERE order_id = $1',
      [order.id],
    );
    const statements = await payoutStatements(t.database.db, group!.vendor_id, {
      page: 1,
      limit: 100,
    });
    expect(statements.items.find((s) => s.orderId === order.id)).toEqual(
      expect.objectContaining({
        status: 'cancelled',
        total: group!.subtotal_paise / 100,
        commission: 0,
        // The whole order went back; the seller's part of it is its lines (shipping is Angle's).
        refunded: Math.min(order.totals.total, group!.subtotal_paise / 100),
        net: 0,
      }),
    );

    const again = await admin.call('POST', `/api/admin/orders/${order.id}/refund`, {
      amount: 1,
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
  });

  it('records a refund made in the Razorpay dashboard when its webhook arrives', async () => {
    const me = await signedIn(t.app, t.database);
    const order = await placeOnline(me);
    const { razorpayOrderId } = await startPayment(me, order.id);
    const { payment, response } = fake.pay(razorpayOrderId);
    await confirm(me, order.id, response);

    const refund = {
      id: 'rfnd_dashboard01',
      entity: 'refund' as const,
      payment_id: payment.id,
      amount: 5000,
      currency: 'INR',
      receipt: null,
      status: 'processed' as const,
    };
    const outcomes = [];
    for (let i = 0; i < 2; i++) {
      outcomes.push(
        JSON.parse((await fake.sendWebhook('refund.processed', { payment, refund })).body).outcome,
      );
    }
    expect(outcomes).toEqual(['refunded', 'duplicate']);
    // Part of it went back: the order stays paid, with what was refunded shown.
    const mine = (await me.call('GET', `/api/store/orders/${order.id}`)).json();
    expect(mine).toMatchObject({ paymentStatus: 'paid', amountRefunded: 50 });
  });
});
