// Issue #16, finding 1: refunds sent at once, retried, unanswered or refused, and what the
// gateway reports on its own (a refund beyond what was paid, a second payment). Exactly one
// gateway refund per refund asked for, never more than was paid. The long version, on PostgreSQL
// with two app instances, is refund-race.hardening.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatINR } from '../../../domain/money';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import {
  newIdempotencyKey,
  orderBody,
  setStock,
  signedIn,
  type Shopper,
} from '../orders/test-shoppers';
import { payoutStatements } from '../vendor-reports/statements';
import { resendUnansweredRefunds } from './refund-order';
import { releaseUnpaidOrders } from './release-unpaid';
import {
  deliverTo,
  enableRazorpay,
  gatewayEnv,
  paidOnlineOrder,
  paymentEventsOf,
  refundAs,
  refundsOf,
} from './test-payments';

let t: TestApp;
let fake: FakeRazorpay;
let admin: Shopper;
beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp(gatewayEnv(fake));
  deliverTo(fake, t.app);
  await enableRazorpay(t.database);
  admin = await signedIn(t.app, t.database, 'admin');
  for (const id of ['prod-001', 'prod-002-v1']) await setStock(t.database, id, 10_000);
  // Angle's own bound is under test, not the gateway's (which Razorpay has as well).
  fake.boundsRefunds = false;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * A paid online order from two vendors (prod-001 and prod-002), the cheaper shipment cancelled:
 * its part is under half of what was paid, as in the attack (₹359.20 due, ₹718.40 refunded).
 */
async function partlyCancelled() {
  const me = await signedIn(t.app, t.database);
  const { order, payment } = await paidOnlineOrder(fake, me, [
    { productId: 'prod-001', quantity: 1 },
    { productId: 'prod-002', variantId: 'prod-002-v1', quantity: 1 },
  ]);
  const cheaper = [...order.groups].sort((a, b) => a.subtotal - b.subtotal)[0]!;
  const cancelled = await me.call('POST', `/api/store/orders/${order.id}/cancel`, {
    groupId: cheaper.id,
  });
  expect(cancelled.statusCode).toBe(200);
  const detail = (await admin.call('GET', `/api/admin/orders/${order.id}`)).json();
  return { me, order, payment, due: detail.refund.suggestedAmount as number };
}

/** A paid online order entirely cancelled: the whole payment may go back. */
async function cancelledWhole() {
  const me = await signedIn(t.app, t.database);
  const { order, payment } = await paidOnlineOrder(fake, me, [
    { productId: 'prod-001', quantity: 1 },
  ]);
  expect((await me.call('POST', `/api/store/orders/${order.id}/cancel`, {})).statusCode).toBe(200);
  return { me, order, payment, total: order.totals.total };
}

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

describe('refunds sent at once', () => {
  it('pays the cancelled part once when the same refund is sent twice at once (no key)', async () => {
    const { order, payment, due } = await partlyCancelled();
    expect(due * 2).toBeLessThanOrEqual(order.totals.total);
    const responses = await Promise.all([
      refundAs(admin, order.id, due),
      refundAs(admin, order.id, due),
    ]);
    const refunds = await refundsOf(t.database, fake, payment.id);
    expect(refunds.gateway).toHaveLength(1);
    for (const r of responses) expect([200, 409]).toContain(r.statusCode);
    expect(refunds.gatewayPaise).toBe(paise(due));
    const view = (await admin.call('GET', `/api/admin/orders/${order.id}`)).json();
    expect(view).toMatchObject({ paymentStatus: 'paid', amountRefunded: due });
    // The same amount and reason again soon after is the same refund, not a second one.
    expect((await refundAs(admin, order.id, due)).statusCode).toBe(200);
    expect((await refundsOf(t.database, fake, payment.id)).gateway).toHaveLength(1);
  });

  for (const n of [2, 10]) {
    it(`gives back the whole payment once when ${n} full refunds with different keys race`, async () => {
      const { order, payment, total } = await cancelledWhole();
      const responses = await Promise.all(
        Array.from({ length: n }, () => refundAs(admin, order.id, total, newIdempotencyKey())),
      );
      const refunds = await refundsOf(t.database, fake, payment.id);
      expect(refunds.gatewayPaise).toBe(paise(total));
      expect(statuses(responses)).toEqual([200, ...Array<number>(n - 1).fill(409)]);
      for (const r of responses.filter((r) => r.statusCode === 409)) {
        expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
      expect(refunds.perRow).toEqual([1]);
      expect((await admin.call('GET', `/api/admin/orders/${order.id}`)).json()).toMatchObject({
        paymentStatus: 'refunded',
        amountRefunded: total,
      });
    });

    it(`makes one gateway refund when ${n} requests with one key race, and replays it after`, async () => {
      const { order, payment, total } = await cancelledWhole();
      const key = newIdempotencyKey();
      const responses = await Promise.all(
        Array.from({ length: n }, () => refundAs(admin, order.id, total, key)),
      );
      expect((await refundsOf(t.database, fake, payment.id)).gateway).toHaveLength(1);
      for (const r of responses) expect([200, 409]).toContain(r.statusCode);
      expect(responses.some((r) => r.statusCode === 200)).toBe(true);
      const retried = await refundAs(admin, order.id, total, key);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({ paymentStatus: 'refunded', amountRefunded: total });
      const refunds = await refundsOf(t.database, fake, payment.id);
      expect(refunds.rows).toHaveLength(1);
      expect(refunds.gateway).toHaveLength(1);
      expect(refunds.gatewayPaise).toBe(paise(total));
    });
  }

  it('refuses a key used for another refund (422) and parts that add up to more than was paid', async () => {
    const { order, payment, total } = await cancelledWhole();
    const key = newIdempotencyKey();
    expect((await refundAs(admin, order.id, 100, key)).statusCode).toBe(200);
    const reused = await refundAs(admin, order.id, 200, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().detail).toMatch(/already used for a different refund/);
    const left = Math.round((total - 100) * 100) / 100;
    const over = await refundAs(admin, order.id, left + 0.01, newIdempotencyKey());
    // A money refusal like the others (issue #33: it was a 400 saying "Enter at most …").
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      detail: `Only ${formatINR(left)} of this order’s payments is left to refund.`,
      errors: [{ path: 'amount', message: `Enter ${formatINR(left)} or less.` }],
    });
    expect((await refundAs(admin, order.id, left, newIdempotencyKey())).statusCode).toBe(200);
    const refunds = await refundsOf(t.database, fake, payment.id);
    expect(refunds.gatewayPaise).toBe(paise(total));
    expect(refunds.perRow).toEqual([1, 1]);
  });
});

describe('when the gateway does not answer or refuses', () => {
  it('keeps an unanswered refund, holds its amount, and sends it again once (one refund at the gateway)', async () => {
    const { order, payment, total } = await cancelledWhole();
    const key = newIdempotencyKey();
    fake.refundFault = { kind: 'lose-answer', times: 1 };
    const lost = await refundAs(admin, order.id, total, key);
    expect(lost.statusCode).toBe(503);
    // The gateway made it; Angle does not know yet. Its amount stays held.
    expect((await refundAs(admin, order.id, 1, newIdempotencyKey())).statusCode).toBe(409);
    expect((await refundAs(admin, order.id, total, key)).statusCode).toBe(409);
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await resendUnansweredRefunds(t.database, t.app.log, { config: t.config }, later)).toBe(
      1,
    );
    const refunds = await refundsOf(t.database, fake, payment.id);
    expect(refunds.gateway).toHaveLength(1);
    expect(refunds.rows).toMatchObject([{ status: 'refunded', idempotency_key: key }]);
    expect((await refundAs(admin, order.id, total, key)).json()).toMatchObject({
      paymentStatus: 'refunded',
      amountRefunded: total,
    });
  });

  it('settles an unanswered refund from its refund.processed webhook', async () => {
    const { order, payment, total } = await cancelledWhole();
    fake.refundFault = { kind: 'lose-answer', times: 1 };
    expect((await refundAs(admin, order.id, total)).statusCode).toBe(503);
    const [made] = (await refundsOf(t.database, fake, payment.id)).gateway;
    const hook = await fake.sendWebhook('refund.processed', { payment, refund: made! });
    expect(JSON.parse(hook.body).outcome).toBe('refunded');
    const refunds = await refundsOf(t.database, fake, payment.id);
    expect(refunds.rows).toMatchObject([{ status: 'refunded' }]);
    expect(refunds.gateway).toHaveLength(1);
  });

  it('releases a refused refund and answers its retry with the same refusal', async () => {
    const { order, payment, total } = await cancelledWhole();
    const key = newIdempotencyKey();
    fake.refundFault = { kind: 'refuse', times: 1 };
    const refused = await refundAs(admin, order.id, total, key);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toMatch(/under dispute/);
    const again = await refundAs(admin, order.id, total, key);
    expect(again.statusCode).toBe(422);
    expect(again.json().detail).toBe(refused.json().detail);
    // Nothing was held by the refused one: a new refund may take all of it.
    expect((await refundAs(admin, order.id, total, newIdempotencyKey())).statusCode).toBe(200);
    expect((await refundsOf(t.database, fake, payment.id)).gatewayPaise).toBe(paise(total));
  });
});

describe('what the gateway reports on its own', () => {
  it('releases a refund the gateway fails after accepting it (refund.failed)', async () => {
    const { order, payment, total } = await cancelledWhole();
    expect((await refundAs(admin, order.id, total)).json().paymentStatus).toBe('refunded');
    const [made] = (await refundsOf(t.database, fake, payment.id)).gateway;
    const outcomes = [];
    for (let i = 0; i < 2; i++) {
      const hook = await fake.sendWebhook('refund.failed', { payment, refund: made! });
      outcomes.push(JSON.parse(hook.body).outcome);
    }
    expect(outcomes).toEqual(['failed', 'duplicate']);
    const view = (await admin.call('GET', `/api/admin/orders/${order.id}`)).json();
    expect(view).toMatchObject({
      paymentStatus: 'paid',
      amountRefunded: 0,
      refund: { allowed: true, maxAmount: total },
    });
  });

  it('records a dashboard refund only up to what was paid and flags the rest', async () => {
    const me = await signedIn(t.app, t.database);
    const { order, payment } = await paidOnlineOrder(fake, me, [
      { productId: 'prod-001', quantity: 1 },
    ]);
    const paid = paise(order.totals.total);
    const refund = {
      id: 'rfnd_tenfold01',
      entity: 'refund' as const,
      payment_id: payment.id,
      amount: paid * 10,
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
    const view = (await admin.call('GET', `/api/admin/orders/${order.id}`)).json();
    expect(view).toMatchObject({ paymentStatus: 'refunded', amountRefunded: order.totals.total });
    expect(view.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'refunded', amount: order.totals.total }),
        expect.objectContaining({
          status: 'refund-unmatched',
          amount: (paid * 9) / 100,
          note: expect.stringMatching(/reported .* refunded, but only .* was left/),
        }),
      ]),
    );
    expect(t.logs.join('')).toContain('gateway reported a refund beyond what was paid');
  });

  it('flags a second captured payment for refund and gives it back through the refund path', async () => {
    const me = await signedIn(t.app, t.database);
    const { order, razorpayOrderId } = await paidOnlineOrder(fake, me, [
      { productId: 'prod-002', variantId: 'prod-002-v1', quantity: 1 },
    ]);
    const second = fake.pay(razorpayOrderId).payment;
    const flagged = [];
    for (let i = 0; i < 2; i++) {
      const hook = await fake.sendWebhook('payment.captured', { payment: second });
      flagged.push(JSON.parse(hook.body).outcome);
    }
    expect(flagged).toEqual(['flagged', 'duplicate']);
    const view = (await admin.call('GET', `/api/admin/orders/${order.id}`)).json();
    expect(view.refund).toMatchObject({
      allowed: true,
      owedExtra: order.totals.total,
      suggestedAmount: order.totals.total,
    });
    expect(view.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'needs-refund', amount: order.totals.total }),
      ]),
    );
    expect((await paymentEventsOf(t.database, order.id)).map((e) => e.kind)).toEqual([
      'paid',
      'extra-capture',
    ]);

    const res = await refundAs(admin, order.id, order.totals.total, newIdempotencyKey());
    expect(res.statusCode).toBe(200);
    // The second payment went back; the order's own payment and its seller are untouched.
    expect(res.json()).toMatchObject({ paymentStatus: 'paid', amountRefunded: 0 });
    expect(res.json().payments).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'returned' })]),
    );
    expect((await refundsOf(t.database, fake, second.id)).gatewayPaise).toBe(
      paise(order.totals.total),
    );
    const statements = await payoutStatements(t.database.db, 'vendor-2', { page: 1, limit: 100 });
    expect(statements.items.find((s) => s.orderId === order.id)).toMatchObject({ refunded: 0 });
    expect((await refundAs(admin, order.id, 1, newIdempotencyKey())).statusCode).toBe(409);
  });
});

describe('cancellations and refunds of one order', () => {
  it('lets the shipment still live go on after the cancelled one is refunded, and refunds it later', async () => {
    // A partial refund made the order 'refunded', which stopped its live shipment ("waiting for
    // its online payment") and any refund of a part cancelled afterwards.
    const { me, order, payment, due } = await partlyCancelled();
    expect((await refundAs(admin, order.id, due)).json()).toMatchObject({ paymentStatus: 'paid' });
    const live = [...order.groups].sort((a, b) => b.subtotal - a.subtotal)[0]!;
    const confirmed = await admin.call(
      'POST',
      `/api/admin/orders/${order.id}/groups/${live.id}/status`,
      { to: 'confirmed' },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(
      (await me.call('POST', `/api/store/orders/${order.id}/cancel`, { groupId: live.id }))
        .statusCode,
    ).toBe(200);
    const terms = (await admin.call('GET', `/api/admin/orders/${order.id}`)).json().refund;
    const rest = Math.round((order.totals.total - due) * 100) / 100;
    expect(terms).toMatchObject({ allowed: true, suggestedAmount: rest, maxAmount: rest });
    expect((await refundAs(admin, order.id, rest)).json()).toMatchObject({
      paymentStatus: 'refunded',
      amountRefunded: order.totals.total,
    });
    expect((await refundsOf(t.database, fake, payment.id)).gatewayPaise).toBe(
      paise(order.totals.total),
    );
  });

  it('offers the whole payment back when it arrives after the unpaid order was released', async () => {
    const me = await signedIn(t.app, t.database);
    const placed = await me.placeOrder({
      ...orderBody([{ productId: 'prod-001', quantity: 1 }]),
      paymentMethod: 'razorpay',
    });
    const id = placed.json().id as string;
    const { razorpayOrderId } = (await me.call('POST', `/api/store/orders/${id}/payment`)).json();
    const ttlMinutes = t.config.unpaidOrderTtlMinutes;
    const later = new Date(Date.now() + (ttlMinutes + 1) * 60_000);
    expect(
      await releaseUnpaidOrders(t.database.db, t.app.log, { ttlMinutes, now: later }),
    ).toContain(id);
    const { payment } = fake.pay(razorpayOrderId);
    const hook = await fake.sendWebhook('payment.captured', { payment });
    expect(JSON.parse(hook.body).outcome).toBe('paid');
    const view = (await admin.call('GET', `/api/admin/orders/${id}`)).json();
    expect(view).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(view.refund).toMatchObject({ allowed: true, suggestedAmount: view.totals.total });
    expect((await refundAs(admin, id, view.totals.total)).json()).toMatchObject({
      paymentStatus: 'refunded',
    });
  });
});

describe('the other payment paths of one order, at once', () => {
  it('makes one Razorpay order when the payment is started twice at once', async () => {
    const me = await signedIn(t.app, t.database);
    const placed = await me.placeOrder({
      items: [{ productId: 'prod-001', quantity: 1 }],
      address: {
        fullName: 'Priya Sharma',
        phone: '9876543210',
        line1: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
      paymentMethod: 'razorpay',
    });
    const id = placed.json().id as string;
    const starts = await Promise.all(
      Array.from({ length: 4 }, () => me.call('POST', `/api/store/orders/${id}/payment`)),
    );
    expect(starts.map((s) => s.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(starts.map((s) => s.json().razorpayOrderId)).size).toBe(1);
    const open = await t.database.query(
      "SELECT id FROM payments WHERE order_id = $1 AND status = 'created'",
      [id],
    );
    expect(open).toHaveLength(1);
  });

  it('answers both of two confirmations of an authorized payment at once as paid', async () => {
    const me = await signedIn(t.app, t.database);
    const placed = await me.placeOrder({
      items: [{ productId: 'prod-002', variantId: 'prod-002-v1', quantity: 1 }],
      address: {
        fullName: 'Priya Sharma',
        phone: '9876543210',
        line1: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
      paymentMethod: 'razorpay',
    });
    const id = placed.json().id as string;
    const { razorpayOrderId } = (await me.call('POST', `/api/store/orders/${id}/payment`)).json();
    const { response } = fake.pay(razorpayOrderId, { status: 'authorized' });
    const confirms = await Promise.all(
      [1, 2].map(() => me.call('POST', `/api/store/orders/${id}/payment/confirm`, response)),
    );
    expect(confirms.map((c) => [c.statusCode, c.json().paymentStatus])).toEqual([
      [200, 'paid'],
      [200, 'paid'],
    ]);
  });
});
