// Issue #39, labels: a 4×6 inch PDF per shipment with ship-to and its PIN, ship-from, the cash to
// collect or "Prepaid", the weight, the order and invoice numbers and a Code 128 barcode; for a
// parcel booked with Shiprocket, Shiprocket's own label is served.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { startFakeShiprocket, type FakeShiprocket } from '../../test/fake-shiprocket';
import { createdProduct, signedInVendor, type TestVendor } from '../vendor-catalog/test-vendor';
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

/** The PDF's text as pdftotext reads it ('' where poppler is not installed). */
function textOf(res: LightMyRequestResponse): string {
  if (!existsSync('/usr/bin/pdftotext')) return '';
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'label-')), 'label.pdf');
  writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

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
    const text = textOf(res);
    if (!text) return;
    expect(text).toContain('Self-ship');
    expect(text).toContain(`COD ₹${detail.codToCollect.toLocaleString('en-IN')}`);
    expect(text).toContain('Collect in cash at delivery');
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
    const text = textOf(res);
    if (!text) return;
    expect(text).toContain('DTDC');
    expect(text).toContain('Prepaid');
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
