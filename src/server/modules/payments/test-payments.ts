// Test factories for online payments: the fake gateway wired to a test app (its webhooks go
// straight into app.inject), Razorpay switched on in the settings, paid online orders and the
// admin's refunds of them.
import type { FastifyInstance } from 'fastify';
import type { Order } from '../../../domain/schemas/order';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema-site';
import {
  FAKE_RAZORPAY_KEYS,
  type FakeRazorpay,
  type FakeRazorpayKeys,
} from '../../test/fake-razorpay';
import { orderBody, type Shopper } from '../orders/test-shoppers';
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

/** A customer's online order, paid through the fake gateway: placed, started, paid, confirmed. */
export async function paidOnlineOrder(
  fake: FakeRazorpay,
  me: Shopper,
  items: Array<{ productId: string; variantId?: string; quantity: number }>,
) {
  const placed = await me.placeOrder({ ...orderBody(items), paymentMethod: 'razorpay' });
  if (placed.statusCode !== 201) throw new Error(`placing: ${placed.body}`);
  const order = placed.json<Order>();
  const started = await me.call('POST', `/api/store/orders/${order.id}/payment`);
  const { razorpayOrderId } = started.json<{ razorpayOrderId: string }>();
  const { payment, response } = fake.pay(razorpayOrderId);
  const confirmed = await me.call(
    'POST',
    `/api/store/orders/${order.id}/payment/confirm`,
    response,
  );
  if (confirmed.statusCode !== 200) throw new Error(`confirming: ${confirmed.body}`);
  return { order: confirmed.json<Order>(), payment, razorpayOrderId };
}

/** The admin's refund, with an Idempotency-Key when one is given. */
export function refundAs(admin: Shopper, orderId: string, amount: number, key?: string) {
  return admin.call(
    'POST',
    `/api/admin/orders/${orderId}/refund`,
    { amount, reason: 'Cancelled part' },
    key ? { 'idempotency-key': key } : {},
  );
}

/** What the gateway gave back for one payment, and our refund rows holding money for it. */
export async function refundsOf(database: Database, fake: FakeRazorpay, paymentId: string) {
  const gateway = [...fake.refunds.values()].filter((r) => r.payment_id === paymentId);
  const rows = await database.query<{
    id: string;
    status: string;
    amount_paise: number;
    idempotency_key: string | null;
  }>(
    `SELECT r.id, r.status, r.amount_paise, r.idempotency_key FROM payments r
      JOIN payments c ON c.id = r.refund_of WHERE c.provider_payment_id = $1 ORDER BY r.created_at`,
    [paymentId],
  );
  return {
    gateway,
    gatewayPaise: gateway.reduce((sum, r) => sum + r.amount, 0),
    rows,
    /** Each of our refund rows was sent to the gateway at most once as a refund. */
    perRow: rows.map((r) => gateway.filter((g) => g.receipt === r.id).length),
  };
}
