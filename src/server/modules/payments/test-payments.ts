// Test factories for online payments: the fake gateway wired to a test app (its webhooks go
// straight into app.inject), Razorpay switched on in the settings, and online orders.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema-site';
import {
  FAKE_RAZORPAY_KEYS,
  type FakeRazorpay,
  type FakeRazorpayKeys,
} from '../../test/fake-razorpay';
import { SECRETS_KEY } from '../settings/admin-settings';

export const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

/** The env a test app needs to talk to the fake instead of Razorpay. */
export function gatewayEnv(fake: FakeRazorpay): Record<string, string> {
  return { RAZORPAY_API_BASE: fake.url, RAZORPAY_CHECKOUT_URL: fake.checkoutUrl };
}

/** Webhooks from the fake reach the app in-process, as Razorpay's would over HTTPS. */
export function deliverTo(fake: FakeRazorpay, app: FastifyInstance) {
  fake.deliver = async (body, headers) => {
    const res = await app.inject({ method: 'POST', url: WEBHOOK_PATH, headers, payload: body });
    return { status: res.statusCode, body: res.body };
  };
}

export async function enableRazorpay(
  database: Database,
  keys: FakeRazorpayKeys = FAKE_RAZORPAY_KEYS,
) {
  const rows = [
    {
      key: 'payment',
      value: {
        cod: { enabled: true, maxOrderPaise: 5_000_000 },
        razorpay: { enabled: true, keyId: keys.keyId, testMode: true },
      },
    },
    {
      key: SECRETS_KEY,
      value: { razorpayKeySecret: keys.keySecret, razorpayWebhookSecret: keys.webhookSecret },
    },
  ];
  for (const row of rows) {
    await database.db
      .insert(settings)
      .values(row)
      .onConflictDoUpdate({ target: settings.key, set: { value: row.value } });
  }
}

export async function paymentEventsOf(database: Database, orderId: string) {
  return database.query<{ kind: string; source: string; amount_paise: number | null }>(
    'SELECT kind, source, amount_paise FROM payment_events WHERE order_id = $1 ORDER BY created_at',
    [orderId],
  );
}

export async function outboxOf(database: Database, kind: string) {
  return database.query<{ payload: { to: string; data: Record<string, unknown> } }>(
    'SELECT payload FROM outbox WHERE kind = $1 ORDER BY created_at',
    [kind],
  );
}
