// Issue #39, labels: a 4×6 inch PDF per shipment with ship-to and its PIN, ship-from, the cash to
// collect or "Prepaid", the weight, the order and invoice numbers and a Code 128 barcode; for a
// parcel booked with Shiprocket, Shiprocket's own label is served.
import type { LightMyRequestResponse } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { startFakeShiprocket, type FakeShiprocket } from '../../test/fake-shiprocket';
import { pdfText } from '../../test/pdf-text';
import { createdProduct, signedInVendor, type TestVendor } from '../vendor-catalog/test-vendor';
import { indianRupees } from './label-pdf';
import { enableShiprocket, packedOrder, ship, shiprocketEnv } from './test-shipping';

let fake: FakeShiprocket;
let t: TestApp;
let vendor: TestVendor;
let productId: string;

beforeAll(async () => {
  fake = await startFakeShiprocket();
  t = await createTestApp(shiprocketEnv(fake));
  vendor = await signedInVendor(t);
  await t.database.query(
    "UPDATE vendors SET company_name = 'Kesar Naturals', support_phone = '9822012345', pickup_address = $1 WHERE user_id = $2",
    [
      JSON.stringify({
        line1: '7 Linking Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
      }),
      vendor.userId,
    ],
  );
  productId = (await createdProduct(vendor, { status: 'published', price: 450, stockQuantity: 50 }))
    .id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const label = (orderId: string) => vendor.call('GET', `/api/vendor/orders/${orderId}/label.pdf`);

/** The PDF's text (test/pdf-text.ts). */
const textOf = (res: LightMyRequestResponse) => pdfText(res.rawPayload);

function expectLabel(res: LightMyRequestResponse, orderNumber: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toContain(`label-${orderNumber}.pdf`);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  // 4 × 6 inches in points, one page.
  expect(res.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 288 432]');
}

describe('GET /api/vendor/orders/{id}/label.pdf', () => {
  it('prints a packed COD shipment: ship-to with PIN, ship-from, cash to collect, order number as the barcode', async () => {
    const { order } = await packedOrder(t, vendor, productId);
    const detail = (await vendor.call('GET', `/api/vendor/orders/${order.id}`)).json();
    const res = await label(order.id);
    expectLabel(res, order.number);
    const text = await textOf(res);
    expect(text).toContain('Self-ship');
    const rupees = `₹${detail.codToCollect.toLocaleString('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(detail.codToCollect) ? 0 : 2 })}`;
    expect(text).toContain(`COD ${rupees}`);
    expect(text).toContain('Collect in cash at delivery');
    expect(text).toMatch(new RegExp(`COD amount to collect\\s+${rupees.replace('.', '\\.')}`));
    expect(text).toContain('Priya Sharma');
    expect(text).toContain('PIN 411001');
    expect(text).toContain('Phone 9876543210');
    expect(text).toContain('Kesar Naturals');
    expect(text).toContain('7 Linking Road, Mumbai, Maharashtra 400050');
    expect(text).toContain(`Order ${order.number}`);
    expect(text).toMatch(/Invoice\s+Issued at dispatch/);
    expect(text).toMatch(/Weight\s+—/);
  });

  it('after shipping it itself: the tracking number as the barcode, the weight, Prepaid when paid online', async () => {
    const { order } = await packedOrder(t, vendor, productId);
    await ship(vendor, order.id, {
      carrier: 'DTDC',
      trackingNumber: 'D7654321',
      weightGrams: 1250,
    });
    await t.database.query("UPDATE orders SET payment_method = 'razorpay' WHERE id = $1", [
      order.id,
    ]);
    const res = await label(order.id);
    expectLabel(res, order.number);
    const text = await textOf(res);
    expect(text).toContain('DTDC');
    expect(text).toMatch(/Payment\s+Prepaid/);
    expect(text).not.toContain('COD');
    expect(text).toContain('Tracking D7654321');
    expect(text).toMatch(/Weight\s+1\.25 kg/);
  });

  it("serves Shiprocket's own label for a booked parcel, and 503 when it cannot be fetched", async () => {
    await enableShiprocket(t.database);
    const { order } = await packedOrder(t, vendor, productId);
    await ship(vendor, order.id, { provider: 'shiprocket', weightGrams: 400 });
    const [{ awb }] = (await t.database.query<{ awb: string }>(
      'SELECT awb FROM order_groups WHERE order_id = $1',
      [order.id],
    )) as [{ awb: string }];
    const res = await label(order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.toString('latin1')).toContain(`Courier label ${awb}.pdf`);

    await t.database.query(
      "UPDATE order_groups SET label_url = 'http://127.0.0.1:9/labels/gone.pdf' WHERE order_id = $1",
      [order.id],
    );
    const gone = await label(order.id);
    expect(gone.statusCode).toBe(503);
    expect(gone.headers['content-type']).toContain('application/problem+json');
  });

  it('has no label for a cancelled shipment', async () => {
    const { order } = await packedOrder(t, vendor, productId);
    await vendor.call('POST', `/api/vendor/orders/${order.id}/status`, {
      payload: { to: 'cancelled', reason: 'Out of stock' },
    });
    expect((await label(order.id)).statusCode).toBe(409);
  });
});

describe('the COD amount on the label', () => {
  it('is rupees in the Indian grouping from integer paise, the paise shown when there are any', async () => {
    expect(indianRupees(0)).toBe('₹0');
    expect(indianRupees(5)).toBe('₹0.05');
    expect(indianRupees(94900)).toBe('₹949');
    expect(indianRupees(94950)).toBe('₹949.50');
    expect(indianRupees(12345678)).toBe('₹1,23,456.78');
    expect(indianRupees(1000000000)).toBe('₹1,00,00,000');
  });

  it('prints the rupees the order detail shows, never its paise as a number', async () => {
    const { order } = await packedOrder(t, vendor, productId);
    const detail = (await vendor.call('GET', `/api/vendor/orders/${order.id}`)).json();
    const paise = Math.round(detail.codToCollect * 100);
    const text = await textOf(await label(order.id));
    const rupees = indianRupees(paise).replace('.', '\\.');
    expect(text).toMatch(new RegExp(`COD amount to collect\\s+${rupees}`));
    expect(text).not.toContain(String(paise));
  });
});

describe('GET /api/vendor/orders/labels.pdf (bulk)', () => {
  const bulk = (who: TestVendor, ids: string[]) =>
    who.call('GET', `/api/vendor/orders/labels.pdf?ids=${ids.map(encodeURIComponent).join(',')}`);
  const pageSizes = async (res: LightMyRequestResponse) =>
    (await PDFDocument.load(res.rawPayload)).getPages().map((p) => Object.values(p.getSize()));

  it("prints the chosen orders' labels in one PDF, in the order chosen, Angle's and Shiprocket's side by side", async () => {
    await enableShiprocket(t.database);
    const first = (await packedOrder(t, vendor, productId)).order;
    const second = (await packedOrder(t, vendor, productId)).order;
    await ship(vendor, second.id, {
      provider: 'self-ship',
      carrier: 'DTDC',
      trackingNumber: 'D1122',
    });
    const booked = (await packedOrder(t, vendor, productId)).order;
    const sr = await ship(vendor, booked.id, { provider: 'shiprocket', weightGrams: 500 });
    expect(sr.statusCode, sr.body).toBe(200);

    const res = await bulk(vendor, [first.id, second.id, booked.id, first.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('labels-3-orders.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Three pages (the repeated id prints once), every one a 4×6 inch label.
    expect(await pageSizes(res)).toEqual([
      [288, 432],
      [288, 432],
      [288, 432],
    ]);
    const text = await textOf(res);
    const pages = text.split('\f');
    expect(pages[0]).toContain(`Order ${first.number}`);
    expect(pages[1]).toContain('Tracking D1122');
    // The fake Shiprocket's own label for the booked parcel.
    expect(pages[2]).toContain('Courier label');
    expect(pages[2]).not.toContain('Angle marketplace');
  });

  it("refuses the whole sheet when one order is another vendor's or unknown (404), or cancelled (409)", async () => {
    const other = await signedInVendor(t);
    const otherProduct = (
      await createdProduct(other, { status: 'published', price: 300, stockQuantity: 10 })
    ).id;
    const theirs = (await packedOrder(t, other, otherProduct)).order;
    const mine = (await packedOrder(t, vendor, productId)).order;

    for (const ids of [[mine.id, theirs.id], [theirs.id], [mine.id, 'no-such-order']]) {
      const res = await bulk(vendor, ids);
      expect(res.statusCode, ids.join()).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.rawPayload.toString('latin1')).not.toContain('%PDF');
      expect(res.body).not.toContain(theirs.number);
    }
    // The other vendor prints its own.
    expect((await bulk(other, [theirs.id])).statusCode).toBe(200);

    const cancelled = (await packedOrder(t, vendor, productId)).order;
    await vendor.call('POST', `/api/vendor/orders/${cancelled.id}/status`, {
      payload: { to: 'cancelled', reason: 'Out of stock' },
    });
    const refused = await bulk(vendor, [mine.id, cancelled.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(cancelled.number);
  });

  it('answers 400 with a field error for no ids or too many', async () => {
    const none = await vendor.call('GET', '/api/vendor/orders/labels.pdf?ids=,');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toContainEqual(expect.objectContaining({ path: 'ids' }));
    const many = Array.from({ length: 51 }, (_, i) => `o${i}`).join(',');
    expect((await vendor.call('GET', `/api/vendor/orders/labels.pdf?ids=${many}`)).statusCode).toBe(
      400,
    );
    expect((await vendor.call('GET', '/api/vendor/orders/labels.pdf')).statusCode).toBe(400);
  });

  it('is 503 when the courier’s label cannot be fetched, and prints nothing', async () => {
    await enableShiprocket(t.database);
    const mine = (await packedOrder(t, vendor, productId)).order;
    const booked = (await packedOrder(t, vendor, productId)).order;
    await ship(vendor, booked.id, { provider: 'shiprocket', weightGrams: 500 });
    await t.database.query(
      "UPDATE order_groups SET label_url = 'http://127.0.0.1:9/labels/gone.pdf' WHERE order_id = $1",
      [booked.id],
    );
    const res = await bulk(vendor, [mine.id, booked.id]);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
