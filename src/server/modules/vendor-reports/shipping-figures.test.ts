// Issue #39's figures: RTO %, NDR %, COD share and delivery success by PIN zone and carrier, for
// a period, from shipments whose outcomes the test makes through the real paths (the vendor's
// own courier moved by hand; Shiprocket's parcels moved by its webhook from the local fake):
// exact percentages per zone and carrier, the period's bounds in India's calendar, the vendor's
// shipments only for a vendor, every vendor's for Angle Admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDate, shiftDate } from '../../../domain/report-periods';
import { pinZoneOf, ratesOf } from '../../../domain/shipping-figures';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { startFakeShiprocket, type FakeShiprocket } from '../../test/fake-shiprocket';
import { signedInAdmin } from '../admin/test-admin';
import {
  SHIPROCKET_STATUS,
  deliverTo,
  enableShiprocket,
  packedOrder,
  ship,
  shiprocketEnv,
} from '../shipping/test-shipping';
import { createdProduct, signedInVendor, type TestVendor } from '../vendor-catalog/test-vendor';

let fake: FakeShiprocket;
let t: TestApp;
let vendor: TestVendor;
let other: TestVendor;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

const today = indianDate(new Date());
const from = shiftDate(today, -6);
const MINUTE = 60_000;
let clock = Date.now() + MINUTE;
const later = () => new Date((clock += MINUTE));

/** Orders placed with cash on delivery; those named prepaid are paid online in the end. */
const prepaidIds: string[] = [];
async function order(v: TestVendor, productId: string, pincode = '411001', prepaid = false) {
  const { order: o } = await packedOrder(t, v, productId);
  await t.database.query(
    `UPDATE orders SET shipping_address = jsonb_set(shipping_address, '{pincode}', to_jsonb($2::text))
      WHERE id = $1`,
    [o.id, pincode],
  );
  if (prepaid) prepaidIds.push(o.id);
  return o;
}

async function selfShipped(v: TestVendor, orderId: string, carrier: string, delivered: boolean) {
  const res = await ship(v, orderId, {
    provider: 'self-ship',
    carrier,
    trackingNumber: `T${orderId.slice(-6)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  if (delivered) {
    const d = await v.call('POST', `/api/vendor/orders/${orderId}/status`, {
      payload: { to: 'delivered' },
    });
    expect(d.statusCode, d.body).toBe(200);
  }
}

/** Books with Shiprocket, then the courier's scans arrive by webhook, in order. */
async function couriered(orderId: string, scans: (keyof typeof SHIPROCKET_STATUS)[]) {
  const res = await ship(vendor, orderId, { provider: 'shiprocket', weightGrams: 500 });
  expect(res.statusCode, res.body).toBe(200);
  const [{ awb }] = (await t.database.query<{ awb: string }>(
    'SELECT awb FROM order_groups WHERE order_id = $1',
    [orderId],
  )) as [{ awb: string }];
  for (const scan of scans) {
    const [id, words] = SHIPROCKET_STATUS[scan];
    const sent = await fake.sendWebhook(fake.webhookBody(awb, id, words, later()));
    expect(sent.status, sent.body).toBe(200);
  }
}

/** Moves a shipment's placing time (its group's, which the period reads) to an Indian instant. */
const placeAt = (orderId: string, isoIst: string) =>
  t.database.query('UPDATE order_groups SET created_at = $2::timestamptz WHERE order_id = $1', [
    orderId,
    isoIst,
  ]);

beforeAll(async () => {
  fake = await startFakeShiprocket();
  t = await createTestApp(shiprocketEnv(fake));
  deliverTo(fake, t.app);
  await enableShiprocket(t.database);
  vendor = await signedInVendor(t);
  other = await signedInVendor(t);
  admin = await signedInAdmin(t);
  const mine = (
    await createdProduct(vendor, { status: 'published', price: 450, stockQuantity: 100 })
  ).id;
  const theirs = (
    await createdProduct(other, { status: 'published', price: 300, stockQuantity: 10 })
  ).id;

  // Zone 4 (Pune): A and B delivered by DTDC (B prepaid); C delivered by Shiprocket's courier
  // after a failed attempt; D failed, then returned to origin.
  const a = await order(vendor, mine);
  await selfShipped(vendor, a.id, 'DTDC', true);
  const b = await order(vendor, mine, '411001', true);
  await selfShipped(vendor, b.id, 'DTDC', true);
  const c = await order(vendor, mine);
  await couriered(c.id, ['pickedUp', 'undelivered', 'outForDelivery', 'delivered']);
  const d = await order(vendor, mine);
  await couriered(d.id, ['pickedUp', 'undelivered', 'rtoInitiated', 'rtoDelivered']);
  // Zone 1 (Delhi): E on its way back; F (prepaid, DTDC) still travelling.
  const e = await order(vendor, mine, '110001');
  await couriered(e.id, ['pickedUp', 'rtoInitiated']);
  const f = await order(vendor, mine, '110001', true);
  await selfShipped(vendor, f.id, 'DTDC', false);
  // Not counted: G never left (packed); H placed a moment before the period; I the day after it.
  await order(vendor, mine);
  const h = await order(vendor, mine);
  await selfShipped(vendor, h.id, 'DTDC', true);
  const i = await order(vendor, mine);
  await selfShipped(vendor, i.id, 'DTDC', true);
  // Paid online (after the moves, which would otherwise wait for the payment).
  await t.database.query("UPDATE orders SET payment_method = 'razorpay' WHERE id = ANY($1)", [
    prepaidIds,
  ]);
  // A placed at the very first instant of the period.
  await placeAt(a.id, `${from}T00:00:00+05:30`);
  await placeAt(h.id, `${shiftDate(from, -1)}T23:59:59.999+05:30`);
  await placeAt(i.id, `${shiftDate(today, 1)}T00:00:00+05:30`);
  // Another vendor's shipment, zone 5 (Bengaluru), delivered by Blue Dart: Angle Admin's only.
  const w = await order(other, theirs, '560001');
  await selfShipped(other, w.id, 'Blue Dart', true);
}, 240_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('GET /api/vendor/reports/shipping', () => {
  it("gives the vendor's RTO, NDR, COD share and delivery success, overall, by PIN zone and by carrier", async () => {
    const res = await vendor.call('GET', `/api/vendor/reports/shipping?from=${from}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from, to: today });
    // A, B, C, D, E, F left the seller; A, B, C delivered; D, E returning; C, D failed once.
    expect(body.totals).toEqual({
      shipments: 6,
      delivered: 3,
      rto: 2,
      ndr: 2,
      cod: 4,
      inTransit: 1,
      rtoPercent: 33.3,
      ndrPercent: 33.3,
      codShare: 66.7,
      deliverySuccess: 60,
    });
    expect(body.byZone).toEqual([
      {
        zone: '1',
        label: 'Delhi, Haryana, Punjab, Himachal, J&K, Ladakh, Chandigarh',
        shipments: 2,
        delivered: 0,
        rto: 1,
        ndr: 0,
        cod: 1,
        inTransit: 1,
        rtoPercent: 50,
        ndrPercent: 0,
        codShare: 50,
        deliverySuccess: 0,
      },
      {
        zone: '4',
        label: 'Maharashtra, Goa, Madhya Pradesh, Chhattisgarh',
        shipments: 4,
        delivered: 3,
        rto: 1,
        ndr: 2,
        cod: 3,
        inTransit: 0,
        rtoPercent: 25,
        ndrPercent: 50,
        codShare: 75,
        deliverySuccess: 75,
      },
    ]);
    // Most shipments first; a tie in the alphabet's order.
    expect(body.byCarrier).toEqual([
      {
        carrier: 'Delhivery Surface',
        shipments: 3,
        delivered: 1,
        rto: 2,
        ndr: 2,
        cod: 3,
        inTransit: 0,
        rtoPercent: 66.7,
        ndrPercent: 66.7,
        codShare: 100,
        deliverySuccess: 33.3,
      },
      {
        carrier: 'DTDC',
        shipments: 3,
        delivered: 2,
        rto: 0,
        ndr: 0,
        cod: 1,
        inTransit: 1,
        rtoPercent: 0,
        ndrPercent: 0,
        codShare: 33.3,
        deliverySuccess: 100,
      },
    ]);
  });

  it("keeps to the period's Indian days: the first instant is in, a moment before and the day after are out", async () => {
    const first = (
      await vendor.call('GET', `/api/vendor/reports/shipping?from=${from}&to=${from}`)
    ).json();
    expect(first.totals).toMatchObject({
      shipments: 1,
      delivered: 1,
      cod: 1,
      deliverySuccess: 100,
    });
    expect(first.byCarrier.map((c: { carrier: string }) => c.carrier)).toEqual(['DTDC']);
    const before = (
      await vendor.call(
        'GET',
        `/api/vendor/reports/shipping?from=${shiftDate(from, -1)}&to=${shiftDate(from, -1)}`,
      )
    ).json();
    expect(before.totals).toMatchObject({ shipments: 1, delivered: 1 });
    const after = (
      await vendor.call(
        'GET',
        `/api/vendor/reports/shipping?from=${shiftDate(today, 1)}&to=${shiftDate(today, 1)}`,
      )
    ).json();
    expect(after.totals.shipments).toBe(1);
    // The default is the last 30 days up to today: the day after is not in it.
    const dflt = (await vendor.call('GET', '/api/vendor/reports/shipping')).json();
    expect(dflt.to).toBe(today);
    expect(dflt.totals.shipments).toBe(7);
  });

  it('has no percentages for a period with no shipments, and answers bad dates with field errors', async () => {
    const empty = (
      await vendor.call('GET', '/api/vendor/reports/shipping?from=2024-01-01&to=2024-01-31')
    ).json();
    expect(empty.totals).toMatchObject({ shipments: 0, rtoPercent: null, deliverySuccess: null });
    expect(empty.byZone).toEqual([]);
    const bad = await vendor.call('GET', `/api/vendor/reports/shipping?from=${today}&to=${from}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual(expect.objectContaining({ path: 'to' }));
    expect(
      (await vendor.call('GET', '/api/vendor/reports/shipping?from=2025-02-30&to=2025-03-01'))
        .statusCode,
    ).toBe(400);
  });

  it('shows another vendor only its own shipments', async () => {
    const res = (
      await other.call('GET', `/api/vendor/reports/shipping?from=${from}&to=${today}`)
    ).json();
    expect(res.totals).toMatchObject({ shipments: 1, delivered: 1, rto: 0, cod: 1 });
    expect(res.byZone.map((z: { zone: string }) => z.zone)).toEqual(['5']);
    expect(res.byCarrier.map((c: { carrier: string }) => c.carrier)).toEqual(['Blue Dart']);
  });
});

describe('GET /api/admin/reports/shipping', () => {
  it("counts every vendor's shipments", async () => {
    const res = await admin.call('GET', `/api/admin/reports/shipping?from=${from}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totals).toMatchObject({
      shipments: 7,
      delivered: 4,
      rto: 2,
      ndr: 2,
      cod: 5,
      rtoPercent: 28.6,
      ndrPercent: 28.6,
      codShare: 71.4,
      deliverySuccess: 66.7,
    });
    expect(body.byZone.map((z: { zone: string }) => z.zone)).toEqual(['1', '4', '5']);
    expect(
      body.byCarrier.map((c: { carrier: string; shipments: number }) => [c.carrier, c.shipments]),
    ).toEqual([
      ['Delhivery Surface', 3],
      ['DTDC', 3],
      ['Blue Dart', 1],
    ]);
  });

  it('is for Angle Admin only', async () => {
    expect((await vendor.call('GET', '/api/admin/reports/shipping')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reports/shipping' })).statusCode,
    ).toBe(401);
  });
});

describe('the figures’ arithmetic', () => {
  it('reads a PIN’s zone from its first digit and rounds to one decimal', () => {
    expect(pinZoneOf('411001')).toBe('4');
    expect(pinZoneOf('011001')).toBeNull();
    expect(ratesOf({ shipments: 3, delivered: 2, rto: 1, ndr: 1, cod: 2 })).toMatchObject({
      inTransit: 0,
      rtoPercent: 33.3,
      codShare: 66.7,
      deliverySuccess: 66.7,
    });
  });
});

describe('a seller who ships itself', () => {
  it('counts its recorded failed attempt and its parcel back undelivered, with no carrier event', async () => {
    const own = await signedInVendor(t);
    const product = (
      await createdProduct(own, { status: 'published', price: 200, stockQuantity: 5 })
    ).id;
    const o = await order(own, product, '700001');
    await selfShipped(own, o.id, 'India Post', false);
    const failed = await own.call('POST', `/api/vendor/orders/${o.id}/delivery-attempts`, {
      payload: { reason: 'Door locked' },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const back = await own.call('POST', `/api/vendor/orders/${o.id}/returned`);
    expect(back.statusCode, back.body).toBe(200);
    const res = (
      await own.call('GET', `/api/vendor/reports/shipping?from=${from}&to=${today}`)
    ).json();
    expect(res.totals).toMatchObject({ shipments: 1, rto: 1, ndr: 1, rtoPercent: 100 });
  });
});
