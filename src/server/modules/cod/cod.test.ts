// Issue #39 (decision 041), COD that doesn't bleed: the rules that offer cash on delivery or
// ask for a code, the code's limits (wrong tries, expiry, resends), Twilio's client against the
// local fake (errors and timeouts are 503 with Retry-After), the seller seeing the order only
// once confirmed, parallel confirmations counted once, the sweeper's cancel returning stock once,
// and the prepaid discount priced by the pricing function.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { FAKE_TWILIO, startFakeTwilio, type FakeTwilio } from '../../test/fake-twilio';
import { signedInAdmin } from '../admin/test-admin';
import { DELIVERY_ADDRESS, orderBody, signedIn, stockOf } from '../orders/test-shoppers';
import { createdProduct, signedInVendor, type TestVendor } from '../vendor-catalog/test-vendor';
import { loadCodFacts } from './cod-facts';
import { expireUnconfirmedCod } from './confirmation';

let fake: FakeTwilio;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let vendor: TestVendor;
let productId: string;
const PHONE = `+91${DELIVERY_ADDRESS.phone}`;

const RULES = {
  confirmAboveValue: 2000,
  confirmFirstOrder: true,
  rtoShareConfirm: 25,
  rtoShareBlock: 50,
  rtoShareMinShipments: 2,
  blockedPincodes: ['110001'],
  confirmMinutes: 60,
};

async function setPayment(extra: object = {}) {
  const res = await admin.call('PUT', '/api/admin/settings/payment', {
    cod: { enabled: true, maxOrderValue: 50000, rules: RULES },
    razorpay: { enabled: false, keyId: '', testMode: true },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  fake = await startFakeTwilio();
  t = await createTestApp({ TWILIO_API_BASE: fake.url, SMS_TIMEOUT_MS: '300' });
  admin = await signedInAdmin(t);
  vendor = await signedInVendor(t);
  productId = (
    await createdProduct(vendor, { status: 'published', price: 500, stockQuantity: 500 })
  ).id;
  await setPayment();
  const sms = await admin.call('PUT', '/api/admin/settings/sms', {
    twilio: { enabled: true, ...FAKE_TWILIO },
  });
  expect(sms.statusCode, sms.body).toBe(200);
  expect(sms.json().twilio.authToken).toEqual({ set: true, last4: 'd0'.padStart(4, '41') });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.faults = [];
});

async function riskyOrder(quantity = 1) {
  const customer = await signedIn(t.app, t.database);
  const res = await customer.placeOrder(orderBody([{ productId, quantity }]));
  expect(res.statusCode, res.body).toBe(201);
  return { customer, order: res.json() as { id: string; codConfirmation: string } };
}

const codeOf = (id: string) => `/api/store/orders/${id}/cod-confirmation`;

async function vendorSees(orderId: string) {
  const list = await vendor.call('GET', '/api/vendor/orders');
  const one = await vendor.call('GET', `/api/vendor/orders/${orderId}`);
  const listed = (list.json().items as { id: string }[]).some((o) => o.id === orderId);
  return { listed, status: one.statusCode };
}

/** Moves the code's and the order's clock back, as if `minutes` had passed. */
async function age(orderId: string, column: string, minutes: number) {
  await t.database.query(
    `UPDATE cod_confirmations SET ${column} = ${column} - make_interval(mins => $2) WHERE order_id = $1`,
    [orderId, minutes],
  );
}

describe('the code', () => {
  it('a first COD order waits for its code; the seller sees it only once it is confirmed', async () => {
    const { customer, order } = await riskyOrder();
    expect(order.codConfirmation).toBe('awaiting');
    expect(await vendorSees(order.id)).toEqual({ listed: false, status: 404 });

    const sent = await customer.call('POST', `${codeOf(order.id)}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'awaiting', codeSent: true, attemptsLeft: 5 });
    expect(sent.json().phone).toBe('••••••3210');
    const code = fake.lastCodeTo(PHONE)!;
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.query<{ code_hash: string }>(
      'SELECT code_hash FROM cod_confirmations WHERE order_id = $1',
      [order.id],
    );
    expect(row!.code_hash).not.toContain(code);

    const ok = await customer.call('POST', codeOf(order.id), { code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('confirmed');
    expect(await vendorSees(order.id)).toEqual({ listed: true, status: 200 });
  });

  it('Angle Admin cannot move an order waiting for its code forward either, only cancel it', async () => {
    const { order } = await riskyOrder();
    const [g] = await t.database.query<{ id: string }>(
      'SELECT id FROM order_groups WHERE order_id = $1',
      [order.id],
    );
    const url = `/api/admin/orders/${order.id}/groups/${g!.id}/status`;
    const forward = await admin.call('POST', url, { to: 'confirmed' });
    expect(forward.statusCode).toBe(409);
    expect(forward.json().detail).toMatch(/waiting for its buyer's confirmation code/);
    const cancelled = await admin.call('POST', url, { to: 'cancelled', reason: 'Fake order' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('wrong codes count: five, then the code is spent until a new one is sent', async () => {
    const { customer, order } = await riskyOrder();
    await customer.call('POST', `${codeOf(order.id)}/send`, {});
    const code = fake.lastCodeTo(PHONE)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 0; left--) {
      const res = await customer.call('POST', codeOf(order.id), { code: wrong });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].path).toBe('code');
    }
    const spent = await customer.call('POST', codeOf(order.id), { code });
    expect(spent.statusCode).toBe(429);
    expect(spent.headers['retry-after']).toBeDefined();
    // Resend waits a minute; once it has passed, a new code works.
    const early = await customer.call('POST', `${codeOf(order.id)}/send`, {});
    expect(early.statusCode).toBe(429);
    await age(order.id, 'last_sent_at', 2);
    expect((await customer.call('POST', `${codeOf(order.id)}/send`, {})).statusCode).toBe(200);
    const fresh = fake.lastCodeTo(PHONE)!;
    expect((await customer.call('POST', codeOf(order.id), { code: fresh })).statusCode).toBe(200);
  });

  it('a code expires after ten minutes, and at most five are sent', async () => {
    const { customer, order } = await riskyOrder();
    await customer.call('POST', `${codeOf(order.id)}/send`, {});
    const code = fake.lastCodeTo(PHONE)!;
    await age(order.id, 'code_expires_at', 11);
    const late = await customer.call('POST', codeOf(order.id), { code });
    expect(late.statusCode).toBe(422);
    expect(late.json().detail).toBe('This code has expired. Ask for a new one.');
    for (let i = 2; i <= 5; i++) {
      await age(order.id, 'last_sent_at', 2);
      expect((await customer.call('POST', `${codeOf(order.id)}/send`, {})).statusCode).toBe(200);
    }
    await age(order.id, 'last_sent_at', 2);
    const sixth = await customer.call('POST', `${codeOf(order.id)}/send`, {});
    expect(sixth.statusCode).toBe(429);
    expect((await customer.call('GET', codeOf(order.id))).json().sendsLeft).toBe(0);
  });

  it('Twilio errors and timeouts are 503 with Retry-After, and the buyer may ask again at once', async () => {
    const { customer, order } = await riskyOrder();
    for (const kind of ['error', 'hang', 'unauthorized'] as const) {
      fake.faults = [{ kind, times: 1 }];
      const res = await customer.call('POST', `${codeOf(order.id)}/send`, {});
      expect(res.statusCode, kind).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
    }
    expect((await customer.call('POST', `${codeOf(order.id)}/send`, {})).statusCode).toBe(200);
  });

  it('twenty parallel confirmations confirm once: one placed mail per person, all answer 200', async () => {
    const { customer, order } = await riskyOrder();
    await customer.call('POST', `${codeOf(order.id)}/send`, {});
    const code = fake.lastCodeTo(PHONE)!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => customer.call('POST', codeOf(order.id), { code })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const mails = await t.database.query<{ n: number | string; people: number | string }>(
      `SELECT count(*) AS n, count(DISTINCT (kind, payload->>'to')) AS people FROM outbox
        WHERE payload->'data'->>'orderId' = $1`,
      [order.id],
    );
    expect(Number(mails[0]!.n)).toBeGreaterThan(0);
    expect(Number(mails[0]!.n)).toBe(Number(mails[0]!.people));
    const [row] = await t.database.query<{ cod_confirmation: string }>(
      'SELECT cod_confirmation FROM orders WHERE id = $1',
      [order.id],
    );
    expect(row!.cod_confirmation).toBe('confirmed');
  });

  it('another customer’s order is not found', async () => {
    const { order } = await riskyOrder();
    const stranger = await signedIn(t.app, t.database);
    expect((await stranger.call('POST', `${codeOf(order.id)}/send`, {})).statusCode).toBe(404);
    expect((await stranger.call('GET', codeOf(order.id))).statusCode).toBe(404);
  });
});

describe('the time limit', () => {
  it('cancels an unconfirmed order once, giving its stock back once, even with sweepers racing', async () => {
    const before = await stockOf(t.database, productId);
    const { customer, order } = await riskyOrder(3);
    expect(await stockOf(t.database, productId)).toBe(before - 3);
    const later = new Date(Date.now() + 61 * 60_000);
    const runs = await Promise.all(
      Array.from({ length: 5 }, () =>
        expireUnconfirmedCod(t.database.db, t.app.log, { now: later }),
      ),
    );
    expect(runs.flat().filter((id) => id === order.id)).toHaveLength(1);
    // The earlier tests' unconfirmed orders (one unit each) are past their limit too.
    const others = new Set(runs.flat().filter((id) => id !== order.id));
    expect(await stockOf(t.database, productId)).toBe(before + others.size);
    const mine = (await customer.call('GET', `/api/store/orders/${order.id}`)).json();
    expect(mine).toMatchObject({ status: 'cancelled', codConfirmation: 'expired' });
    const send = await customer.call('POST', `${codeOf(order.id)}/send`, {});
    expect(send.statusCode).toBe(409);
  });
});

describe('the rules', () => {
  it('asks for a code above the amount, not for a later small order; the quote says so', async () => {
    const { customer, order } = await riskyOrder();
    await customer.call('POST', `${codeOf(order.id)}/send`, {});
    await customer.call('POST', codeOf(order.id), { code: fake.lastCodeTo(PHONE)! });
    const small = await customer.placeOrder(orderBody([{ productId, quantity: 1 }]));
    expect(small.json().codConfirmation).toBe('none');
    const big = await customer.placeOrder(orderBody([{ productId, quantity: 5 }]));
    expect(big.json().codConfirmation).toBe('awaiting');
    const quote = await customer.call('POST', '/api/store/quote', {
      items: [{ productId, quantity: 5 }],
      pincode: DELIVERY_ADDRESS.pincode,
    });
    expect(quote.json().cod).toEqual({ offered: true, message: null, confirmByCode: true });
  });

  it('refuses COD to a PIN on the admin’s list and to a PIN whose shipments come back', async () => {
    const customer = await signedIn(t.app, t.database);
    const listed = await customer.placeOrder({
      ...orderBody([{ productId, quantity: 1 }]),
      address: { ...DELIVERY_ADDRESS, pincode: '110001', city: 'New Delhi', state: 'Delhi' },
    });
    expect(listed.statusCode).toBe(422);
    expect(listed.json().detail).toMatch(/not available for PIN code 110001/);
    expect(listed.json().errors[0].path).toBe('paymentMethod');

    // Two orders to 560001 delivered, two returned to origin: a 50% share blocks COD there.
    const pin = { ...DELIVERY_ADDRESS, pincode: '560001', city: 'Bengaluru', state: 'Karnataka' };
    for (const kind of ['delivered', 'delivered', 'rto', 'rto']) {
      const other = await signedIn(t.app, t.database);
      const placed = await other.placeOrder({
        ...orderBody([{ productId, quantity: 1 }]),
        address: pin,
      });
      await finish(placed.json().id as string, kind);
    }
    const quote = await customer.call('POST', '/api/store/quote', {
      items: [{ productId, quantity: 1 }],
      pincode: '560001',
    });
    expect(quote.json().cod.offered).toBe(false);
    expect(quote.json().paymentMethods).not.toContain('cod');
    const refused = await customer.placeOrder({
      ...orderBody([{ productId, quantity: 1 }]),
      address: pin,
    });
    expect(refused.statusCode).toBe(422);

    // The share is read from the PIN's latest orders only (issue #35: a bounded read): the two
    // newest came back, the two before them were delivered.
    const facts = (window?: number) =>
      loadCodFacts(t.database.db, null, '560001', new Date(), window);
    expect(await facts()).toMatchObject({ pinFinished: 4, pinReturned: 2 });
    expect(await facts(2)).toMatchObject({ pinFinished: 2, pinReturned: 2 });
    expect(await facts(3)).toMatchObject({ pinFinished: 3, pinReturned: 2 });
  });

  it('two returned parcels in 90 days make a buyer prepaid only, said kindly', async () => {
    const customer = await signedIn(t.app, t.database);
    await setPayment({
      cod: { enabled: true, maxOrderValue: 50000, rules: { ...RULES, confirmFirstOrder: false } },
    });
    // One back through the courier's RTO, one a seller who ships itself recorded back.
    for (const kind of ['rto', 'self-ship-return']) {
      const placed = await customer.placeOrder(orderBody([{ productId, quantity: 1 }]));
      await finish(placed.json().id as string, kind);
    }
    const quote = await customer.call('POST', '/api/store/quote', {
      items: [{ productId, quantity: 1 }],
    });
    expect(quote.json().cod.offered).toBe(false);
    expect(quote.json().cod.message).toMatch(/paused on your account/);
    const refused = await customer.placeOrder(orderBody([{ productId, quantity: 1 }]));
    expect(refused.statusCode).toBe(422);
    await setPayment();
  });
});

describe('the prepaid discount', () => {
  it('is priced by the pricing function, shown in the quote and charged on an online order', async () => {
    await setPayment({
      prepaidDiscountPct: 5,
      razorpay: {
        enabled: true,
        keyId: 'rzp_test_Prepaid12345',
        testMode: true,
        keySecret: 'secret-for-prepaid',
      },
    });
    const customer = await signedIn(t.app, t.database);
    const quote = (
      await customer.call('POST', '/api/store/quote', { items: [{ productId, quantity: 2 }] })
    ).json();
    // 5% of what the items cost after the first-purchase discount (₹800), rounded up to a rupee.
    expect(quote.prepaid).toEqual({ percent: 5, discount: 40, total: quote.totals.total - 40 });
    const online = await customer.placeOrder({
      ...orderBody([{ productId, quantity: 2 }]),
      paymentMethod: 'razorpay',
    });
    expect(online.statusCode, online.body).toBe(201);
    expect(online.json().totals.total).toBe(quote.prepaid.total);
    expect(online.json().promotions.map((p: { name: string }) => p.name)).toContain(
      'Prepaid discount',
    );
    await setPayment({ prepaidDiscountPct: 0 });
  });
});

/** Delivers the order's shipment, or records the carrier's RTO events for it. */
async function finish(orderId: string, kind: string) {
  const [g] = await t.database.query<{ id: string }>(
    'SELECT id FROM order_groups WHERE order_id = $1',
    [orderId],
  );
  if (kind === 'delivered') {
    await t.database.query(`UPDATE order_groups SET status = 'delivered' WHERE id = $1`, [g!.id]);
    return;
  }
  if (kind === 'self-ship-return') {
    await t.database.query(`UPDATE order_groups SET returned_at = now() WHERE id = $1`, [g!.id]);
    return;
  }
  await t.database.query(
    `INSERT INTO carrier_events (id, order_id, group_id, provider, awb, kind, description, occurred_at, applied)
     VALUES (gen_random_uuid()::text, $1, $2, 'shiprocket', 'AWB1', 'rto-delivered', 'RTO Delivered', now(), true)`,
    [orderId, g!.id],
  );
}
