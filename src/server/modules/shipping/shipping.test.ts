// Issue #39, shipping providers: the admin sets Shiprocket up (secrets never come back), a
// vendor picks a default, and ships a packed shipment itself (today's flow) or through the real
// Shiprocket client against the local fake: AWB, courier and label on booking, its error
// answers, a call that never answers, an expired token, a retry that resumes, a cancel.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import {
  FAKE_SHIPROCKET,
  startFakeShiprocket,
  type FakeShiprocket,
} from '../../test/fake-shiprocket';
import { signedIn, type Shopper } from '../orders/test-shoppers';
import { createdProduct, signedInVendor, type TestVendor } from '../vendor-catalog/test-vendor';
import { enableShiprocket, packedOrder, ship, shiprocketEnv } from './test-shipping';

let fake: FakeShiprocket;
let t: TestApp;
let vendor: TestVendor;
let admin: Shopper;
let productId: string;

beforeAll(async () => {
  fake = await startFakeShiprocket();
  t = await createTestApp(shiprocketEnv(fake));
  vendor = await signedInVendor(t);
  admin = await signedIn(t.app, t.database, 'admin');
  productId = (await createdProduct(vendor, { status: 'published', price: 450, stockQuantity: 80 }))
    .id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.faults = [];
});

const groupRow = async (orderId: string) =>
  (
    await t.database.query<{
      status: string;
      awb: string | null;
      carrier: string | null;
      tracking_number: string | null;
      label_url: string | null;
      provider_order_id: string | null;
      shipping_provider: string;
      weight_grams: number | null;
      booking_started_at: Date | null;
    }>('SELECT * FROM order_groups WHERE order_id = $1', [orderId])
  )[0]!;

describe('the admin sets Shiprocket up', () => {
  it('keeps the password and webhook token write-only, audits the change, and refuses on without a password', async () => {
    const off = await admin.call('PUT', '/api/admin/settings/shipping', {
      shiprocket: { enabled: true, email: FAKE_SHIPROCKET.email, pickupLocation: 'Primary' },
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().errors).toContainEqual(
      expect.objectContaining({ path: 'shiprocket.password' }),
    );
    const saved = await admin.call('PUT', '/api/admin/settings/shipping', {
      shiprocket: {
        enabled: false,
        email: FAKE_SHIPROCKET.email,
        pickupLocation: 'Warehouse Pune',
        password: FAKE_SHIPROCKET.password,
        webhookToken: FAKE_SHIPROCKET.webhookToken,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await admin.call('GET', '/api/admin/settings/shipping');
    expect(read.json()).toEqual({
      shiprocket: {
        enabled: false,
        email: FAKE_SHIPROCKET.email,
        pickupLocation: 'Warehouse Pune',
        password: { set: true, last4: FAKE_SHIPROCKET.password.slice(-4) },
        webhookToken: { set: true, last4: FAKE_SHIPROCKET.webhookToken.slice(-4) },
      },
      // Issue #39: an RTO's shipping both ways, by default the seller's (ndr-rto.test.ts).
      rto: { payer: 'seller', forwardRupees: 65, returnRupees: 65 },
    });
    expect(read.body).not.toContain(FAKE_SHIPROCKET.password);
    const [audit] = await t.database.query<{ changes: Record<string, unknown> }>(
      "SELECT changes FROM audit_log WHERE entity_id = 'shipping' ORDER BY created_at DESC LIMIT 1",
    );
    expect(audit!.changes).toMatchObject({ password: 'set', webhookToken: 'set' });
    expect(JSON.stringify(audit)).not.toContain(FAKE_SHIPROCKET.password);
  });
});

describe('a vendor ships it itself (today’s flow)', () => {
  it('needs the carrier and tracking number, then ships the packed shipment as the status route does', async () => {
    const { customer, order } = await packedOrder(t, vendor, productId);
    const missing = await ship(vendor, order.id, { provider: 'self-ship', carrier: 'DTDC' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual(
      expect.objectContaining({ path: 'trackingNumber', message: 'Enter the tracking number.' }),
    );
    const shipped = await ship(vendor, order.id, {
      carrier: 'DTDC',
      trackingNumber: 'D1234567',
      weightGrams: 350,
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      carrier: 'DTDC',
      trackingNumber: 'D1234567',
    });
    expect(await groupRow(order.id)).toMatchObject({
      shipping_provider: 'self-ship',
      awb: null,
      weight_grams: 350,
    });
    const seen = (await customer.call('GET', `/api/store/orders/${order.id}`)).json();
    expect(seen.groups[0]).toMatchObject({
      status: 'shipped',
      trackingNumber: 'D1234567',
      tracking: [],
    });
    // Shipping twice is refused; delivering stays the vendor's own step.
    expect(
      (await ship(vendor, order.id, { carrier: 'DTDC', trackingNumber: 'X1' })).statusCode,
    ).toBe(409);
    expect(fake.calls).toHaveLength(0);
  });

  it('refuses Shiprocket as a default or a choice until the admin has set it up', async () => {
    expect((await vendor.call('GET', '/api/vendor/settings/shipping')).json()).toEqual({
      defaultProvider: 'self-ship',
      aggregatorAvailable: false,
    });
    const refused = await vendor.call('PUT', '/api/vendor/settings/shipping', {
      payload: { defaultProvider: 'shiprocket' },
    });
    expect(refused.statusCode).toBe(409);
    const { order } = await packedOrder(t, vendor, productId);
    const booked = await ship(vendor, order.id, { provider: 'shiprocket', weightGrams: 400 });
    expect(booked.statusCode).toBe(409);
    expect((await groupRow(order.id)).status).toBe('packed');
  });
});

describe('a vendor ships through Shiprocket', () => {
  beforeAll(async () => {
    await enableShiprocket(t.database);
    const set = await vendor.call('PUT', '/api/vendor/settings/shipping', {
      payload: { defaultProvider: 'shiprocket' },
    });
    expect(set.json()).toEqual({ defaultProvider: 'shiprocket', aggregatorAvailable: true });
  });

  it('books by default: signs in, creates the order, assigns the AWB, makes the label and asks for the pickup', async () => {
    const { customer, order } = await packedOrder(t, vendor, productId);
    fake.calls.length = 0;
    const res = await ship(vendor, order.id, { weightGrams: 400, lengthCm: 20 });
    expect(res.statusCode, res.body).toBe(200);
    const row = await groupRow(order.id);
    expect(row).toMatchObject({
      status: 'packed',
      shipping_provider: 'shiprocket',
      carrier: 'Delhivery Surface',
      weight_grams: 400,
      booking_started_at: null,
    });
    expect(row.awb).toMatch(/^1410\d{10}$/);
    expect(row.tracking_number).toBe(row.awb);
    expect(row.label_url).toBe(`${fake.url}/labels/${row.awb}.pdf`);
    expect(res.json()).toMatchObject({ status: 'packed', trackingNumber: row.awb });
    expect(fake.calls.map((c) => c.path.replace('/v1/external', ''))).toEqual([
      ...(fake.calls[0]!.path.endsWith('/login') ? ['/auth/login'] : []),
      '/orders/create/adhoc',
      '/courier/assign/awb',
      '/courier/generate/label',
      '/courier/generate/pickup',
    ]);
    const created = fake.calls.find((c) => c.path.endsWith('/create/adhoc'))!.body as Record<
      string,
      unknown
    >;
    const codToCollect = res.json().codToCollect as number;
    expect(created).toMatchObject({
      payment_method: 'COD',
      sub_total: codToCollect,
      billing_pincode: '411001',
      weight: 0.4,
      length: 20,
      pickup_location: 'Primary',
    });
    // The shopper's tracker shows the booking.
    const seen = (await customer.call('GET', `/api/store/orders/${order.id}`)).json();
    expect(seen.groups[0].tracking).toEqual([
      expect.objectContaining({ kind: 'awb-assigned', label: 'Ready for pickup' }),
    ]);
    // The vendor cannot ship or deliver it by hand: the courier's scans do.
    const manual = await vendor.call('POST', `/api/vendor/orders/${order.id}/status`, {
      payload: { to: 'shipped', carrier: 'DTDC', trackingNumber: 'D1' },
    });
    expect(manual.statusCode).toBe(409);
    expect((await ship(vendor, order.id, { weightGrams: 400 })).statusCode).toBe(409);
  });

  it('needs the weight, and passes on a refusal (422) with nothing booked', async () => {
    const { order } = await packedOrder(t, vendor, productId);
    const noWeight = await ship(vendor, order.id, {});
    expect(noWeight.statusCode).toBe(400);
    expect(noWeight.json().errors).toContainEqual(expect.objectContaining({ path: 'weightGrams' }));
    fake.faults = [{ path: '/v1/external/orders/create/adhoc', kind: 'refuse', times: 1 }];
    const refused = await ship(vendor, order.id, { weightGrams: 300 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe(
      'The courier service refused: Delivery postcode is not serviceable',
    );
    expect(await groupRow(order.id)).toMatchObject({
      status: 'packed',
      awb: null,
      provider_order_id: null,
      booking_started_at: null,
    });
  });

  it('resumes after an error answer: the order made before it is reused, not made twice', async () => {
    const { order } = await packedOrder(t, vendor, productId);
    fake.faults = [{ path: '/v1/external/courier/assign/awb', kind: 'error', times: 1 }];
    const failed = await ship(vendor, order.id, { weightGrams: 300 });
    expect(failed.statusCode).toBe(503);
    const kept = await groupRow(order.id);
    expect(kept.provider_order_id).not.toBeNull();
    expect(kept.awb).toBeNull();
    const before = fake.calls.filter((c) => c.path.endsWith('/create/adhoc')).length;
    const retried = await ship(vendor, order.id, { weightGrams: 300 });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(fake.calls.filter((c) => c.path.endsWith('/create/adhoc')).length).toBe(before);
    expect((await groupRow(order.id)).provider_order_id).toBe(kept.provider_order_id);
    expect(
      [...fake.shipments.values()].filter((s) => s.channelOrderId === kept.provider_order_id),
    ).toHaveLength(0);
    expect(
      [...fake.shipments.values()].filter((s) => String(s.orderId) === kept.provider_order_id),
    ).toHaveLength(1);
  });

  it('gives up on a call that never answers (503) and frees the shipment for a retry', async () => {
    const { order } = await packedOrder(t, vendor, productId);
    fake.faults = [{ path: '/v1/external/courier/generate/label', kind: 'hang', times: 1 }];
    const started = Date.now();
    const timedOut = await ship(vendor, order.id, { weightGrams: 300 });
    expect(timedOut.statusCode).toBe(503);
    expect(timedOut.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await groupRow(order.id)).booking_started_at).toBeNull();
    expect((await ship(vendor, order.id, { weightGrams: 300 })).statusCode).toBe(200);
  });

  it('signs in again once when Shiprocket no longer takes its token', async () => {
    const { order } = await packedOrder(t, vendor, productId);
    fake.expireTokens();
    const logins = () => fake.calls.filter((c) => c.path.endsWith('/auth/login')).length;
    const before = logins();
    const res = await ship(vendor, order.id, { weightGrams: 300 });
    expect(res.statusCode, res.body).toBe(200);
    expect(logins()).toBe(before + 1);
  });

  it('cancels a booking before pickup: Shiprocket cancels it, the shipment can be shipped again', async () => {
    const { order } = await packedOrder(t, vendor, productId);
    await ship(vendor, order.id, { weightGrams: 300 });
    const { awb } = await groupRow(order.id);
    const res = await vendor.call('POST', `/api/vendor/orders/${order.id}/shipment/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.shipmentByAwb(awb!)!.status).toBe('CANCELED');
    expect(await groupRow(order.id)).toMatchObject({
      awb: null,
      label_url: null,
      status: 'packed',
    });
    const again = await vendor.call('POST', `/api/vendor/orders/${order.id}/shipment/cancel`);
    expect(again.statusCode).toBe(409);
    const selfShipped = await ship(vendor, order.id, {
      provider: 'self-ship',
      carrier: 'Blue Dart',
      trackingNumber: 'BD-77',
    });
    expect(selfShipped.json().status).toBe('shipped');
  });

  it('answers 503 when the admin’s password is wrong, and books nothing', async () => {
    const { order } = await packedOrder(t, vendor, productId);
    await t.database.query(
      `UPDATE settings SET value = jsonb_set(value, '{shiprocketPassword}', '"not-the-password"') WHERE key = 'shipping-secrets'`,
    );
    fake.expireTokens();
    try {
      const res = await ship(vendor, order.id, { weightGrams: 300 });
      expect(res.statusCode).toBe(503);
      expect((await groupRow(order.id)).awb).toBeNull();
    } finally {
      await enableShiprocket(t.database);
    }
  });
});
