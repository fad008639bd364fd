// Test factories for shipping (issue #39): the fake Shiprocket wired to a test app (its webhooks
// go straight into app.inject), Shiprocket switched on in the settings, and packed shipments.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { CARRIER_WEBHOOK_PATH } from '../../../domain/shipping';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema-site';
import { createTestApp, type TestApp } from '../../test/app-harness';
import {
  FAKE_SHIPROCKET,
  startFakeShiprocket,
  type FakeShiprocket,
} from '../../test/fake-shiprocket';
import { orderBody, signedIn, type Shopper } from '../orders/test-shoppers';
import { createdProduct, signedInVendor, type TestVendor } from '../vendor-catalog/test-vendor';
import { SHIPPING_KEY, SHIPPING_SECRETS_KEY } from './shipping-settings';

/** The env a test app needs to talk to the fake instead of Shiprocket. */
export function shiprocketEnv(fake: FakeShiprocket): Record<string, string> {
  return { SHIPROCKET_API_BASE: fake.url, SHIPROCKET_TIMEOUT_MS: '400' };
}

/** Webhooks from the fake reach the app in-process, as Shiprocket's would over HTTPS. */
export function deliverTo(fake: FakeShiprocket, app: FastifyInstance) {
  fake.deliver = async (body, headers) => {
    const res = await app.inject({
      method: 'POST',
      url: CARRIER_WEBHOOK_PATH,
      headers,
      payload: body,
    });
    return { status: res.statusCode, body: res.body };
  };
}

export async function enableShiprocket(database: Database) {
  const rows = [
    {
      key: SHIPPING_KEY,
      value: {
        shiprocket: { enabled: true, email: FAKE_SHIPROCKET.email, pickupLocation: 'Primary' },
      },
    },
    {
      key: SHIPPING_SECRETS_KEY,
      value: {
        shiprocketPassword: FAKE_SHIPROCKET.password,
        shiprocketWebhookToken: FAKE_SHIPROCKET.webhookToken,
      },
    },
  ];
  for (const row of rows) {
    await database.db
      .insert(settings)
      .values(row)
      .onConflictDoUpdate({ target: settings.key, set: { value: row.value } });
  }
}

/** A customer's order of 2 of `productId` (cash on delivery), confirmed and packed by its vendor. */
export async function packedOrder(
  t: TestApp,
  vendor: TestVendor,
  productId: string,
): Promise<{ customer: Shopper; order: { id: string; number: string } }> {
  const customer = await signedIn(t.app, t.database);
  const res = await customer.placeOrder(orderBody([{ productId, quantity: 2 }]));
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as { id: string; number: string };
  for (const to of ['confirmed', 'packed']) {
    const moved = await vendor.call('POST', `/api/vendor/orders/${order.id}/status`, {
      payload: { to },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { customer, order };
}

export const ship = (vendor: TestVendor, orderId: string, payload: object) =>
  vendor.call('POST', `/api/vendor/orders/${orderId}/shipment`, { payload });

/** Shiprocket's status ids and words for the courier's scans the tests report. */
export const SHIPROCKET_STATUS = {
  pickedUp: [42, 'PICKED UP'],
  inTransit: [18, 'IN TRANSIT'],
  outForDelivery: [17, 'OUT FOR DELIVERY'],
  delivered: [7, 'DELIVERED'],
  undelivered: [21, 'UNDELIVERED'],
  rtoInitiated: [9, 'RTO INITIATED'],
  rtoDelivered: [10, 'RTO DELIVERED'],
} as const;

/**
 * A test app whose carrier is the fake Shiprocket (switched on, its webhooks delivered in
 * process) and a vendor with a published product to ship; `env` adds to the app's (another
 * fake's address). `close` stops both.
 */
export async function shiprocketTestApp(env: Record<string, string> = {}, stockQuantity = 200) {
  const fake = await startFakeShiprocket();
  const t = await createTestApp({ ...shiprocketEnv(fake), ...env });
  deliverTo(fake, t.app);
  await enableShiprocket(t.database);
  const vendor = await signedInVendor(t);
  const product = await createdProduct(vendor, { status: 'published', price: 450, stockQuantity });
  return {
    fake,
    t,
    vendor,
    productId: product.id,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

/** Times for the courier's scans, `minutes` after now (after the booking's, the AWB's time). */
export function carrierClock() {
  const base = Date.now() + 60_000;
  return (minutes: number) => new Date(base + minutes * 60_000);
}

/** The courier's webhook about `awb` through the fake (with the right token unless given). */
export async function carrierReport(
  fake: FakeShiprocket,
  awb: string,
  status: keyof typeof SHIPROCKET_STATUS,
  when: Date,
  token?: string | null,
) {
  const [id, words] = SHIPROCKET_STATUS[status];
  const res = await fake.sendWebhook(fake.webhookBody(awb, id, words, when), token);
  return {
    status: res.status,
    body: res.body,
    outcome: (JSON.parse(res.body) as { outcome?: string }).outcome,
  };
}
