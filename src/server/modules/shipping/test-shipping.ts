// Test factories for shipping (issue #39): the fake Shiprocket wired to a test app (its webhooks
// go straight into app.inject), Shiprocket switched on in the settings, and packed shipments.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema-site';
import type { TestApp } from '../../test/app-harness';
import { FAKE_SHIPROCKET, type FakeShiprocket } from '../../test/fake-shiprocket';
import { orderBody, signedIn, type Shopper } from '../orders/test-shoppers';
import type { TestVendor } from '../vendor-catalog/test-vendor';
import { SHIPPING_KEY, SHIPPING_SECRETS_KEY } from './shipping-settings';
import { CARRIER_WEBHOOK_PATH } from './webhook-routes';

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
