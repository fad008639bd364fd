// A local stand-in for Razorpay, for tests only: the REST endpoints Angle uses (orders, payments,
// capture, refunds) with basic auth and amount checks, signed webhooks, and a tiny checkout.js
// that behaves like Razorpay Checkout (a dialog whose Pay button answers with a correctly signed
// response and sends the payment.captured webhook). It listens on 127.0.0.1, so no test talks
// to the real gateway.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutSignature, hmacHex } from '../modules/payments/razorpay-signature';

export interface FakeRazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export const FAKE_RAZORPAY_KEYS: FakeRazorpayKeys = {
  keyId: 'rzp_test_AngleFake0001',
  keySecret: 'fake-key-secret-7f3a9c2e',
  webhookSecret: 'fake-webhook-secret-41d8',
};

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string;
  status: string;
  notes: Record<string, string>;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'failed' | 'refunded';
  amount_refunded: number;
  error_description: string | null;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: 'processed';
}

/**
 * What goes wrong with the next refund calls: `lose-answer` makes the refund and answers 502 (the
 * answer lost on the way), `down` answers 502 and makes nothing, `refuse` answers 400 and makes
 * nothing.
 */
export interface RefundFault {
  kind: 'lose-answer' | 'down' | 'refuse';
  times: number;
}

export interface SignedCheckoutResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Sends a webhook to the app: over HTTP, or straight into app.inject in API tests. */
export type WebhookDelivery = (
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export interface FakeRazorpayOptions {
  keys?: FakeRazorpayKeys;
  deliver?: WebhookDelivery;
  /** Send payment.captured from the checkout page and refund.processed after refunds. */
  autoWebhooks?: boolean;
}

export interface WebhookResult {
  status: number;
  body: string;
}

const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(7).toString('hex')}`;

export function httpDelivery(url: string): WebhookDelivery {
  return async (body, headers) => {
    const res = await fetch(url, { method: 'POST', headers, body });
    return { status: res.status, body: await res.text() };
  };
}

export class FakeRazorpay {
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  /** Every API call as received: method, path, whether basic auth was right, and the body. */
  readonly calls: { method: string; path: string; authorized: boolean; body: unknown }[] = [];
  /** Webhooks sent and what the app answered. */
  readonly webhooks: { event: string; result: WebhookResult }[] = [];
  /** Refunds by their `X-Refund-Idempotency` key, with the body first sent with it. */
  readonly refundKeys = new Map<string, { body: string; refund: FakeRefund }>();
  refundFault: RefundFault | null = null;
  /** Milliseconds each refund call takes, to hold requests in flight in race tests. */
  refundDelayMs = 0;
  /**
   * Razorpay refuses refunds beyond what a payment has left. Race tests turn that off, as the
   * stub of the attack in issue #16 had it, so they test Angle's own bound, not the gateway's.
   */
  boundsRefunds = true;
  url = '';
  private server: http.Server | undefined;
  private pendingWebhooks = new Set<Promise<unknown>>();

  constructor(
    readonly keys: FakeRazorpayKeys,
    public deliver: WebhookDelivery | undefined,
    private readonly autoWebhooks: boolean,
  ) {}

  get checkoutUrl() {
    return `${this.url}/v1/checkout.js`;
  }

  async listen(): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.route(req, res).catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: String(err) } }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close() {
    await this.settled();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** Waits for webhooks sent in the background (from the checkout page or after a refund). */
  async settled() {
    while (this.pendingWebhooks.size > 0) await Promise.all([...this.pendingWebhooks]);
  }

  /** A payment of the order, as a shopper completing Checkout makes it; signed like Razorpay. */
  pay(
    orderId: string,
    opts: { amount?: number; currency?: string; status?: FakePayment['status'] } = {},
  ): { payment: FakePayment; response: SignedCheckoutResponse } {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`The fake has no order ${orderId}.`);
    const payment: FakePayment = {
      id: newId('pay'),
      entity: 'payment',
      order_id: orderId,
      amount: opts.amount ?? order.amount,
      currency: opts.currency ?? order.currency,
      status: opts.status ?? 'captured',
      amount_refunded: 0,
      error_description: opts.status === 'failed' ? 'Payment declined by the bank' : null,
    };
    this.payments.set(payment.id, payment);
    if (payment.status === 'captured') {
      order.amount_paid = payment.amount;
      order.status = 'paid';
    }
    return {
      payment,
      response: {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: checkoutSignature(this.keys.keySecret, orderId, payment.id),
      },
    };
  }

  /** The body Razorpay would send for `event`, with the entities it carries. */
  webhookBody(event: string, entities: { payment?: FakePayment; refund?: FakeRefund }): string {
    const payload: Record<string, { entity: unknown }> = {};
    if (entities.payment) payload.payment = { entity: entities.payment };
    if (entities.refund) payload.refund = { entity: entities.refund };
    return JSON.stringify({
      entity: 'event',
      account_id: 'acc_AngleFake',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
  }

  /** Signs and sends a webhook; `signWith` forges it with another secret. */
  async sendWebhook(
    event: string,
    entities: { payment?: FakePayment; refund?: FakeRefund },
    { signWith = this.keys.webhookSecret }: { signWith?: string } = {},
  ): Promise<WebhookResult> {
    if (!this.deliver) throw new Error('The fake has nowhere to send webhooks.');
    const body = this.webhookBody(event, entities);
    const result = await this.deliver(body, {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(signWith, body),
      'x-razorpay-event-id': newId('evt'),
    });
    this.webhooks.push({ event, result });
    return result;
  }

  private inBackground(work: Promise<unknown>) {
    const tracked = work.catch(() => {}).finally(() => this.pendingWebhooks.delete(tracked));
    this.pendingWebhooks.add(tracked);
  }

  private authorized(req: http.IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${this.keys.keyId}:${this.keys.keySecret}`).toString('base64')}`;
    return req.headers.authorization === expected;
  }

  private async route(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const path = url.pathname;
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const refuse = (status: number, description: string) =>
      send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });

    if (req.method === 'GET' && path === '/v1/checkout.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(checkoutScript(this.url));
      return;
    }
    // The checkout page's own call (from the store's origin in the browser).
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
    };
    if (path === '/v1/checkout/pay') {
      if (req.method === 'OPTIONS') return send(204, {}, cors);
      const body = (await readJson(req)) as { order_id?: string; key?: string };
      if (body.key !== this.keys.keyId)
        return send(401, { error: { description: 'Unknown key' } }, cors);
      if (!body.order_id || !this.orders.has(body.order_id)) {
        return send(404, { error: { description: 'No such order' } }, cors);
      }
      const { payment, response } = this.pay(body.order_id);
      if (this.autoWebhooks) this.inBackground(this.sendWebhook('payment.captured', { payment }));
      return send(200, response, cors);
    }

    const body = req.method === 'POST' ? await readJson(req) : undefined;
    const authorized = this.authorized(req);
    this.calls.push({ method: req.method ?? '', path, authorized, body });
    if (!authorized) return refuse(401, 'Authentication failed');

    if (req.method === 'POST' && path === '/v1/orders') {
      const { amount, currency, receipt, notes } = (body ?? {}) as Record<string, unknown>;
      if (!Number.isInteger(amount) || (amount as number) < 100) {
        return refuse(400, 'The amount must be an integer of at least 100 paise.');
      }
      if (currency !== 'INR') return refuse(400, 'Currency is not supported.');
      if (typeof receipt !== 'string' || receipt.length > 40) {
        return refuse(400, 'The receipt must be at most 40 characters.');
      }
      const order: FakeOrder = {
        id: newId('order'),
        entity: 'order',
        amount: amount as number,
        amount_paid: 0,
        currency,
        receipt,
        status: 'created',
        notes: (notes ?? {}) as Record<string, string>,
      };
      this.orders.set(order.id, order);
      return send(200, order);
    }

    const paymentPath = /^\/v1\/payments\/([\w-]+)(\/capture|\/refund)?$/.exec(path);
    const payment = paymentPath ? this.payments.get(paymentPath[1]!) : undefined;
    if (paymentPath && !payment) return refuse(404, 'The id provided does not exist');
    if (payment && req.method === 'GET' && !paymentPath![2]) return send(200, payment);
    if (payment && req.method === 'POST' && paymentPath![2] === '/capture') {
      const { amount, currency } = (body ?? {}) as Record<string, unknown>;
      if (payment.status !== 'authorized') return refuse(400, 'This payment is not authorized.');
      if (amount !== payment.amount || currency !== payment.currency) {
        return refuse(400, 'Capture amount must be equal to the amount authorized.');
      }
      payment.status = 'captured';
      return send(200, payment);
    }
    if (payment && req.method === 'POST' && paymentPath![2] === '/refund') {
      if (this.refundDelayMs > 0) await new Promise((r) => setTimeout(r, this.refundDelayMs));
      const fault = this.refundFault && this.refundFault.times > 0 ? this.refundFault : null;
      if (fault) {
        fault.times--;
        if (fault.kind === 'down') return refuse(502, 'Bad gateway');
        if (fault.kind === 'refuse') return refuse(400, 'The payment is under dispute.');
      }
      const { amount, receipt } = (body ?? {}) as Record<string, unknown>;
      // Razorpay's idempotent refunds: the same key and body give the same refund.
      const key = req.headers['x-refund-idempotency'];
      const keyed = typeof key === 'string' ? this.refundKeys.get(key) : undefined;
      if (keyed) {
        if (keyed.body !== JSON.stringify(body)) {
          return refuse(
            400,
            'Different request with the same idempotency key has already been processed.',
          );
        }
        return send(200, keyed.refund);
      }
      if (typeof key === 'string' && !/^[\w-]{10,}$/.test(key)) {
        return refuse(400, 'The idempotency key is not valid.');
      }
      if (payment.status !== 'captured' && payment.status !== 'refunded') {
        return refuse(400, 'Only captured payments can be refunded.');
      }
      const left = payment.amount - payment.amount_refunded;
      const beyond = this.boundsRefunds && (amount as number) > left;
      if (!Number.isInteger(amount) || (amount as number) < 100 || beyond) {
        return refuse(400, 'The refund amount is not valid for this payment.');
      }
      payment.amount_refunded += amount as number;
      if (payment.amount_refunded >= payment.amount) payment.status = 'refunded';
      const refund: FakeRefund = {
        id: newId('rfnd'),
        entity: 'refund',
        payment_id: payment.id,
        amount: amount as number,
        currency: payment.currency,
        receipt: typeof receipt === 'string' ? receipt : null,
        status: 'processed',
      };
      this.refunds.set(refund.id, refund);
      if (typeof key === 'string') this.refundKeys.set(key, { body: JSON.stringify(body), refund });
      if (this.autoWebhooks) {
        this.inBackground(this.sendWebhook('refund.processed', { payment, refund }));
      }
      if (fault?.kind === 'lose-answer') return refuse(502, 'Bad gateway');
      return send(200, refund);
    }
    return refuse(404, 'The requested URL was not found on the server.');
  }
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
}

export async function startFakeRazorpay(options: FakeRazorpayOptions = {}): Promise<FakeRazorpay> {
  return new FakeRazorpay(
    options.keys ?? FAKE_RAZORPAY_KEYS,
    options.deliver,
    options.autoWebhooks ?? false,
  ).listen();
}

/**
 * Razorpay Checkout in miniature: `new Razorpay(options).open()` shows a dialog with the amount
 * and a Pay button; paying answers `options.handler` with a signed response, closing calls
 * `options.modal.ondismiss`.
 */
function checkoutScript(origin: string): string {
  return `(() => {
  const ORIGIN = ${JSON.stringify(origin)};
  function Razorpay(options) { this.options = options; }
  Razorpay.prototype.on = function () {};
  Razorpay.prototype.open = function () {
    const o = this.options;
    const backdrop = document.createElement('div');
    Object.assign(backdrop.style, { position: 'fixed', inset: '0', background: 'rgba(0,0,0,0.45)', display: 'grid', placeItems: 'center', zIndex: '2147483000' });
    const box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', 'fake-razorpay-title');
    Object.assign(box.style, { background: '#fff', color: '#111', padding: '24px', borderRadius: '12px', width: 'min(90vw, 360px)', fontFamily: 'system-ui, sans-serif' });
    const title = document.createElement('h2');
    title.id = 'fake-razorpay-title';
    title.textContent = 'Razorpay test checkout';
    const what = document.createElement('p');
    what.textContent = (o.name || '') + ' · ' + (o.description || '') + ' · ₹' + (o.amount / 100).toLocaleString('en-IN');
    const error = document.createElement('p');
    error.setAttribute('role', 'alert');
    const pay = document.createElement('button');
    pay.type = 'button';
    pay.textContent = 'Pay ₹' + (o.amount / 100).toLocaleString('en-IN');
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancel payment';
    for (const b of [pay, cancel]) Object.assign(b.style, { marginTop: '12px', marginRight: '8px', padding: '10px 16px', borderRadius: '8px', border: '1px solid #333', background: b === pay ? '#1d4ed8' : '#fff', color: b === pay ? '#fff' : '#111', font: 'inherit' });
    box.append(title, what, error, pay, cancel);
    backdrop.append(box);
    document.body.append(backdrop);
    pay.focus();
    const close = () => backdrop.remove();
    cancel.onclick = () => { close(); if (o.modal && o.modal.ondismiss) o.modal.ondismiss(); };
    pay.onclick = async () => {
      pay.disabled = true;
      try {
        const res = await fetch(ORIGIN + '/v1/checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: o.order_id, key: o.key }) });
        if (!res.ok) throw new Error('The payment did not go through.');
        const answer = await res.json();
        close();
        o.handler(answer);
      } catch (e) {
        error.textContent = e.message;
        pay.disabled = false;
      }
    };
  };
  window.Razorpay = Razorpay;
})();
`;
}
