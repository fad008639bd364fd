// Issue #39 (decision 040), failed deliveries and returns to origin, against the fake Shiprocket
// and the fake Razorpay: the courier's failed attempt asks the shopper (mail, order page), whose
// answer goes to the courier's NDR action (or to the self-shipping vendor) once; the parcel back
// at its seller returns its stock, refunds an online payment in full and charges the shipping
// both ways by the admin's rule, exactly once however many copies of the webhook arrive at once;
// and cancelling an order whose parcel is booked cancels the booking, or nothing (503).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../domain/schemas/order';
import type { TestApp } from '../../test/app-harness';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import type { FakeShiprocket } from '../../test/fake-shiprocket';
import { loadBrand, renderPayload } from '../mail/render-template';
import { signedIn, stockOf, type Shopper } from '../orders/test-shoppers';
import {
  deliverTo as razorpayTo,
  enableRazorpay,
  gatewayEnv,
  outboxOf,
  paidOnlineOrder,
} from '../payments/test-payments';
import type { TestVendor } from '../vendor-catalog/test-vendor';
import {
  carrierClock,
  carrierReport,
  packedOrder,
  ship,
  shiprocketTestApp,
  type SHIPROCKET_STATUS,
} from './test-shipping';

let fake: FakeShiprocket;
let gateway: FakeRazorpay;
let t: TestApp;
let vendor: TestVendor;
let admin: Shopper;
let productId: string;
let close: () => Promise<void>;

beforeAll(async () => {
  gateway = await startFakeRazorpay();
  ({ fake, t, vendor, productId, close } = await shiprocketTestApp(gatewayEnv(gateway), 500));
  razorpayTo(gateway, t.app);
  await enableRazorpay(t.database);
  admin = await signedIn(t.app, t.database, 'admin');
});
afterAll(async () => {
  await close();
  await gateway.close();
});

const at = carrierClock();
const tomorrow = () => new Date(Date.now() + 29.5 * 3_600_000).toISOString().slice(0, 10);

async function report(awb: string, status: keyof typeof SHIPROCKET_STATUS, when: Date) {
  const res = await carrierReport(fake, awb, status, when);
  expect(res.status, res.body).toBe(200);
  return res.outcome!;
}

async function groupOf(orderId: string) {
  const [row] = await t.database.query<{
    id: string;
    awb: string | null;
    status: string;
    cancel_reason: string | null;
    returned_at: Date | null;
    collected_paise: number;
    provider_order_id: string | null;
  }>(
    `SELECT id, awb, status, cancel_reason, returned_at, collected_paise, provider_order_id
      FROM order_groups WHERE order_id = $1`,
    [orderId],
  );
  return row!;
}

/** Books a packed order with Shiprocket and has the courier pick it up. */
async function pickedUp(orderId: string, minute: number) {
  const booked = await ship(vendor, orderId, { provider: 'shiprocket', weightGrams: 400 });
  expect(booked.statusCode, booked.body).toBe(200);
  const { awb } = await groupOf(orderId);
  expect(await report(awb!, 'pickedUp', at(minute))).toBe('applied');
  return awb!;
}

/** A customer's order of 2 units paid online, confirmed and packed by the vendor. */
async function packedOnlineOrder() {
  const customer = await signedIn(t.app, t.database);
  const { order, payment } = await paidOnlineOrder(gateway, customer, [{ productId, quantity: 2 }]);
  for (const to of ['confirmed', 'packed']) {
    const moved = await vendor.call('POST', `/api/vendor/orders/${order.id}/status`, {
      payload: { to },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { customer, order, payment };
}

const issueOf = async (customer: Shopper, orderId: string) => {
  const res = await customer.call('GET', `/api/store/orders/${orderId}`);
  return res.json<Order>().groups[0]!.deliveryIssue;
};

const answer = (customer: Shopper, orderId: string, issueId: string, body: object) =>
  customer.call('POST', `/api/store/orders/${orderId}/delivery-issues/${issueId}`, body);

describe('failed delivery (NDR)', () => {
  it('mails the shopper once, shows the question on the order, and sends "deliver again" to the courier once', async () => {
    const { customer, order } = await packedOrder(t, vendor, productId);
    const awb = await pickedUp(order.id, 10);
    const mailsBefore = (await outboxOf(t.database, 'delivery-failed')).length;
    const copies = await Promise.all(
      Array.from({ length: 5 }, () => report(awb, 'undelivered', at(20))),
    );
    expect(copies.filter((o) => o === 'applied')).toHaveLength(1);
    const mails = (await outboxOf(t.database, 'delivery-failed')).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload.data).toMatchObject({ orderId: order.id, reason: 'UNDELIVERED' });
    // The mail links to the page where the shopper chooses.
    const rendered = renderPayload(
      mails[0]!.payload,
      await loadBrand(t.database.db, 'https://angle.test'),
    );
    expect(rendered.subject).toBe(`Order ${order.number}: we could not deliver it`);
    expect(rendered.text).toContain(`https://angle.test/my-orders/${order.id}/delivery`);

    const issue = (await issueOf(customer, order.id))!;
    expect(issue).toMatchObject({ status: 'open', reportedBy: 'carrier', choice: null });
    expect(issue.reattemptDays!.from).toBe(tomorrow());

    // A day outside the week ahead is a field error; nothing is sent.
    const bad = await answer(customer, order.id, issue.id, {
      choice: 'deliver-again',
      reattemptOn: '2020-01-01',
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json<{ errors: { path: string }[] }>().errors[0]!.path).toBe('reattemptOn');
    const missing = await answer(customer, order.id, issue.id, { choice: 'deliver-again' });
    expect(missing.statusCode).toBe(400);

    const sentBefore = fake.ndrActions.length;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        answer(customer, order.id, issue.id, { choice: 'deliver-again', reattemptOn: tomorrow() }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const sent = fake.ndrActions.slice(sentBefore);
    expect(sent).toEqual([
      {
        awb,
        body: expect.objectContaining({ action: 're-attempt', deferred_date: tomorrow() }),
      },
    ]);
    expect(await issueOf(customer, order.id)).toMatchObject({
      status: 'answered',
      choice: 'deliver-again',
      reattemptOn: tomorrow(),
    });

    // The courier tries again and delivers: the question is closed, the cash collected.
    expect(await report(awb, 'outForDelivery', at(30))).toBe('applied');
    expect(await report(awb, 'delivered', at(40))).toBe('applied');
    expect(await groupOf(order.id)).toMatchObject({ status: 'delivered' });
  });

  it('keeps the question open when the courier does not answer (503 with Retry-After), then sends the corrected phone and street', async () => {
    const { customer, order } = await packedOrder(t, vendor, productId);
    const awb = await pickedUp(order.id, 10);
    await report(awb, 'undelivered', at(20));
    const issue = (await issueOf(customer, order.id))!;
    const body = {
      choice: 'correct-address',
      reattemptOn: tomorrow(),
      line1: '12 Lake View Road, 2nd Cross',
      phone: '98765 01234',
    };
    fake.faults.push({ path: `/v1/external/ndr/${awb}/action`, kind: 'error', times: 1 });
    const down = await answer(customer, order.id, issue.id, body);
    expect(down.statusCode, down.body).toBe(503);
    expect(down.headers['retry-after']).toBeDefined();
    expect(await issueOf(customer, order.id)).toMatchObject({ status: 'open', choice: null });

    const ok = await answer(customer, order.id, issue.id, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Order>().shippingAddress).toMatchObject({
      line1: '12 Lake View Road, 2nd Cross',
      phone: '9876501234',
    });
    expect(fake.ndrActions.at(-1)).toEqual({
      awb,
      body: expect.objectContaining({
        action: 're-attempt',
        address1: '12 Lake View Road, 2nd Cross',
        phone: '9876501234',
      }),
    });
  });

  it('sends "cancel" as a return, and the courier’s RTO closes the question', async () => {
    const { customer, order } = await packedOrder(t, vendor, productId);
    const awb = await pickedUp(order.id, 10);
    await report(awb, 'undelivered', at(20));
    const issue = (await issueOf(customer, order.id))!;
    const res = await answer(customer, order.id, issue.id, { choice: 'cancel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.ndrActions.at(-1)).toMatchObject({ awb, body: { action: 'return' } });
    expect(await report(awb, 'rtoInitiated', at(30))).toBe('applied');
    expect(await issueOf(customer, order.id)).toMatchObject({ status: 'answered' });
  });

  it('for a parcel the vendor ships itself: the vendor records the attempt and reads the answer; nothing is sent to a courier', async () => {
    const { customer, order } = await packedOrder(t, vendor, productId);
    const shipped = await ship(vendor, order.id, { carrier: 'Blue Dart', trackingNumber: 'BD-77' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const short = await vendor.call('POST', `/api/vendor/orders/${order.id}/delivery-attempts`, {
      payload: { reason: 'x' },
    });
    expect(short.statusCode).toBe(400);
    const recorded = await vendor.call('POST', `/api/vendor/orders/${order.id}/delivery-attempts`, {
      payload: { reason: 'Door locked, phone switched off' },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const issue = (await issueOf(customer, order.id))!;
    expect(issue).toMatchObject({ reportedBy: 'vendor', status: 'open' });
    const sentBefore = fake.ndrActions.length;
    const res = await answer(customer, order.id, issue.id, {
      choice: 'deliver-again',
      reattemptOn: tomorrow(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.ndrActions.length).toBe(sentBefore);
    const seen = await vendor.call('GET', `/api/vendor/orders/${order.id}`);
    expect(seen.json()).toMatchObject({
      deliveryIssue: { choice: 'deliver-again', reattemptOn: tomorrow(), status: 'answered' },
    });
  });
});

describe('return to origin (RTO)', () => {
  async function ledgerOf(groupId: string) {
    return t.database.query<{ kind: string; amount_paise: number; base_paise: number | null }>(
      'SELECT kind, amount_paise, base_paise FROM vendor_ledger_entries WHERE order_group_id = $1',
      [groupId],
    );
  }

  it('50 copies of "RTO delivered" at once: stock back, the payment refunded in full, the shipping charged — each exactly once', async () => {
    const { order, payment } = await packedOnlineOrder();
    const awb = await pickedUp(order.id, 10);
    await report(awb, 'undelivered', at(20));
    await report(awb, 'rtoInitiated', at(30));
    const stockBefore = await stockOf(t.database, productId);

    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => report(awb, 'rtoDelivered', at(40))),
    );
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);
    // A later copy (another time) is history: it moves nothing either.
    expect(await report(awb, 'rtoDelivered', at(50))).toBe('recorded');

    expect(await stockOf(t.database, productId)).toBe(stockBefore + 2);
    const group = await groupOf(order.id);
    expect(group).toMatchObject({ status: 'cancelled', collected_paise: 0 });
    expect(group.cancel_reason).toMatch(/Returned to the seller/);
    expect(group.returned_at).not.toBeNull();

    const refunds = [...gateway.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(Math.round(order.totals.total * 100));
    const adminView = await admin.call('GET', `/api/admin/orders/${order.id}`);
    expect(adminView.json()).toMatchObject({ paymentStatus: 'refunded' });

    // Never delivered, so no sale to reverse: the ledger holds the shipping both ways (the
    // default rule: the seller pays ₹65 + ₹65).
    expect(await ledgerOf(group.id)).toEqual([
      { kind: 'rto-shipping', amount_paise: -13_000, base_paise: 13_000 },
    ]);
  });

  it('charges by the admin’s rule (half each) and collects nothing for cash on delivery', async () => {
    const current = await admin.call('GET', '/api/admin/settings/shipping');
    const { shiprocket } = current.json<{ shiprocket: Record<string, unknown> }>();
    const put = await admin.call('PUT', '/api/admin/settings/shipping', {
      shiprocket: {
        enabled: shiprocket.enabled,
        email: shiprocket.email,
        pickupLocation: shiprocket.pickupLocation,
      },
      rto: { payer: 'split', forwardRupees: 70, returnRupees: 55.01 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      rto: { payer: 'split', forwardRupees: 70, returnRupees: 55.01 },
    });
    const wrong = await admin.call('PUT', '/api/admin/settings/shipping', {
      shiprocket: {
        enabled: shiprocket.enabled,
        email: shiprocket.email,
        pickupLocation: shiprocket.pickupLocation,
      },
      rto: { payer: 'nobody', forwardRupees: -1, returnRupees: 1 },
    });
    expect(wrong.statusCode).toBe(400);

    const { order } = await packedOrder(t, vendor, productId);
    const awb = await pickedUp(order.id, 10);
    const stockBefore = await stockOf(t.database, productId);
    await report(awb, 'rtoInitiated', at(20));
    await report(awb, 'rtoDelivered', at(30));
    const group = await groupOf(order.id);
    expect(group).toMatchObject({ status: 'cancelled', collected_paise: 0 });
    expect(await stockOf(t.database, productId)).toBe(stockBefore + 2);
    expect(await ledgerOf(group.id)).toEqual([
      { kind: 'rto-shipping', amount_paise: -6_250, base_paise: 12_501 },
    ]);
    const payments = await t.database.query(
      "SELECT id FROM payments WHERE order_id = $1 AND status LIKE 'refund%'",
      [order.id],
    );
    expect(payments).toHaveLength(0);
  });

  it('a self-shipped parcel returned by its vendor: stock back once, no shipping charge', async () => {
    const { order } = await packedOrder(t, vendor, productId);
    await ship(vendor, order.id, { carrier: 'Blue Dart', trackingNumber: 'BD-78' });
    const stockBefore = await stockOf(t.database, productId);
    const results = await Promise.all(
      [1, 2, 3].map(() => vendor.call('POST', `/api/vendor/orders/${order.id}/returned`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(t.database, productId)).toBe(stockBefore + 2);
    const group = await groupOf(order.id);
    expect(group.status).toBe('cancelled');
    expect(await ledgerOf(group.id)).toEqual([]);
  });
});

describe('cancelling an order booked with the courier', () => {
  it('cancels the booking at Shiprocket; when Shiprocket is down, 503 with Retry-After and nothing changes', async () => {
    const { customer, order } = await packedOrder(t, vendor, productId);
    const booked = await ship(vendor, order.id, { provider: 'shiprocket', weightGrams: 400 });
    expect(booked.statusCode, booked.body).toBe(200);
    const before = await groupOf(order.id);
    const shipment = [...fake.shipments.values()].find((s) => s.awb === before.awb)!;
    const stockBefore = await stockOf(t.database, productId);

    fake.faults.push({ path: '/v1/external/orders/cancel', kind: 'error', times: 1 });
    const down = await customer.call('POST', `/api/store/orders/${order.id}/cancel`, {});
    expect(down.statusCode, down.body).toBe(503);
    expect(down.headers['retry-after']).toBeDefined();
    expect(await groupOf(order.id)).toMatchObject({
      status: 'packed',
      provider_order_id: before.provider_order_id,
    });
    expect(await stockOf(t.database, productId)).toBe(stockBefore);
    expect(shipment.status).not.toBe('CANCELED');

    const ok = await customer.call('POST', `/api/store/orders/${order.id}/cancel`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(shipment.status).toBe('CANCELED');
    expect(await groupOf(order.id)).toMatchObject({ status: 'cancelled', provider_order_id: null });
    expect(await stockOf(t.database, productId)).toBe(stockBefore + 2);
  });

  it('the vendor’s and the admin’s cancel cancel the booking too', async () => {
    for (const who of ['vendor', 'admin'] as const) {
      const { order } = await packedOrder(t, vendor, productId);
      await ship(vendor, order.id, { provider: 'shiprocket', weightGrams: 400 });
      const { awb } = await groupOf(order.id);
      const res =
        who === 'vendor'
          ? await vendor.call('POST', `/api/vendor/orders/${order.id}/status`, {
              payload: { to: 'cancelled', reason: 'Out of stock' },
            })
          : await admin.call('POST', `/api/admin/orders/${order.id}/cancel`, {
              reason: 'Fraud check',
            });
      expect(res.statusCode, res.body).toBe(200);
      expect(fake.shipmentByAwb(awb!)!.status).toBe('CANCELED');
    }
  });
});
