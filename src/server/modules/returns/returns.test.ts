// Issue #21, returns and refunds through the API: the window and non-returnable categories are
// enforced, a return is seen and moved only by its customer, its vendor and the admin (anyone
// else: 404), received units go back into stock when the vendor says so, a rejected return is
// never refunded, and a return is refunded once however often (and however many at once) it is
// asked: with the domain's amount, the commission reversed, and a record rich enough for the
// credit note and the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app-harness';
import { TEST_DATABASE_URL } from '../../test/test-env';
import {
  callerFor,
  newIdempotencyKey,
  orderBody,
  setOrderLimits,
  signedIn,
  stockOf,
  type Shopper,
} from '../orders/test-shoppers';
import { returnsRateOf } from '../payouts/money-figures';
import {
  deliverTo,
  enableRazorpay,
  gatewayEnv,
  outboxOf,
  paidOnlineOrder,
} from '../payments/test-payments';
import { AppError } from '../../errors';
import { giveTaxDetails } from '../tax-invoices/test-invoices';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay';
import { multipart } from '../../test/multipart';
import { pngImage, signedInVendor, type TestVendor } from '../vendor-catalog/test-vendor';
import {
  addProductPromotion,
  afterRefundOf,
  askReturn,
  deliver,
  deliveredOrder,
  returnLines,
  setReturnSettings,
  UPI,
  vendorProducts,
} from './test-returns';
import { refundReturn } from './refund-return';

let t: TestApp;
let fake: FakeRazorpay;
let sibling: TestApp | null = null;
let vendor: TestVendor;
let otherVendor: TestVendor;
let admin: Shopper;
let customer: Shopper;
let stranger: Shopper;
let lipstick = '';
let toner = '';

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp(gatewayEnv(fake));
  deliverTo(fake, t.app);
  await enableRazorpay(t.database);
  if (TEST_DATABASE_URL) sibling = await createSiblingApp(t, gatewayEnv(fake));
  vendor = await signedInVendor(t);
  otherVendor = await signedInVendor(t);
  admin = await signedIn(t.app, t.database, 'admin');
  customer = await signedIn(t.app, t.database);
  stranger = await signedIn(t.app, t.database);
  const ids = await vendorProducts(vendor, [499, 349]);
  lipstick = ids[0]!;
  toner = ids[1]!;
  await setOrderLimits(t.database);
  // Its shipments are invoiced as they ship, so its returns' refunds have credit notes.
  await giveTaxDetails(t.database.db, vendor.userId);
});
afterAll(async () => {
  await sibling?.close();
  await t.close();
  await fake.close();
});

const vendorMove = (v: TestVendor, id: string, payload: object) =>
  v.call('POST', `/api/vendor/returns/${id}/status`, { payload });
const adminMove = (id: string, payload: object) =>
  admin.call('POST', `/api/admin/returns/${id}/status`, payload);
const refund = (
  id: string,
  body: object = { method: 'upi', reference: 'UPI4471203381' },
  key?: string,
) =>
  admin.call(
    'POST',
    `/api/admin/returns/${id}/refund`,
    body,
    key ? { 'idempotency-key': key } : {},
  );

/** A delivered order of 3 lipsticks and 1 toner, and the customer's return of one lipstick. */
async function requested(quantity = 1) {
  const order = await deliveredOrder(customer, vendor, [
    { productId: lipstick!, quantity: 3 },
    { productId: toner!, quantity: 1 },
  ]);
  const { lines } = await returnLines(customer, order.id);
  const line = lines.find((l) => l.quantity === 3)!;
  const res = await askReturn(customer, order.id, [{ itemId: line.itemId, quantity }]);
  expect(res.statusCode, res.body).toBe(201);
  return {
    order,
    lines,
    ret: res.json<{ id: string; status: string; estimate: { amount: number } }>(),
  };
}

/** The admin moves a return through approved and picked-up to received. */
async function receivedByAdmin(id: string) {
  for (const payload of [
    { to: 'approved', pickup: 'Courier tomorrow' },
    { to: 'picked-up' },
    { to: 'received', restock: [] },
  ]) {
    const moved = await adminMove(id, payload);
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

async function received(quantity = 1) {
  const r = await requested(quantity);
  expect(
    (await vendorMove(vendor, r.ret.id, { to: 'approved', pickup: 'Courier on 29 Nov, 10–1' }))
      .statusCode,
  ).toBe(200);
  expect((await vendorMove(vendor, r.ret.id, { to: 'picked-up' })).statusCode).toBe(200);
  expect((await vendorMove(vendor, r.ret.id, { to: 'received', restock: [] })).statusCode).toBe(
    200,
  );
  return r;
}

describe('asking for a return', () => {
  it('takes a return of delivered units with a reason, masks the UPI ID and mails both sides', async () => {
    const { order, ret } = await requested(2);
    expect(ret).toMatchObject({
      status: 'requested',
      reason: 'wrong-shade',
      payoutTo: 'pr••••••••••@okhdfc',
      items: [{ quantity: 2, restocked: false }],
      // 2 of 3 lipsticks at ₹499 on the customer's first order (20% off the line's ₹1,497 is
      // ₹299.40, rounded up to ₹300): ⌊(149 700 − 30 000) × 2 / 3⌋ paise; not the whole
      // shipment, so no shipping.
      estimate: { amount: 798, shipping: 0 },
    });
    expect(JSON.stringify(ret)).not.toContain(UPI.upiId);
    const { lines } = await returnLines(customer, order.id);
    expect(lines.find((l) => l.returnable === 1)).toBeDefined();
    const mails = (await outboxOf(t.database, 'return-status')).filter(
      (m) => m.payload.data.returnId === ret.id,
    );
    expect(mails.map((m) => m.payload.data.audience).sort()).toEqual(['customer', 'vendor']);
  });

  it('takes up to three photos, then refuses a fourth', async () => {
    const { order, ret } = await requested();
    const url = `/api/store/orders/${order.id}/returns/${ret.id}/photos`;
    const send = async () => {
      const photo = multipart({
        filename: 'shade.png',
        contentType: 'image/png',
        data: await pngImage(400, 400),
      });
      return t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: customer.cookie, ...photo.headers },
        payload: photo.payload,
      });
    };
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(201);
    const fourth = await send();
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().detail).toBe('A return can have up to 3 photos.');
  });

  it('refuses more units than are left, items not delivered, and a COD return without payout details', async () => {
    const { order, lines } = await requested(3);
    const lip = lines.find((l) => l.returnable === 3)!;
    const again = await askReturn(customer, order.id, [{ itemId: lip.itemId, quantity: 1 }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Every unit of this item is already in a return.');
    const tonerLine = lines.find((l) => l.itemId !== lip.itemId)!;
    const noPayout = await askReturn(
      customer,
      order.id,
      [{ itemId: tonerLine.itemId, quantity: 1 }],
      {},
    );
    expect(noPayout.statusCode).toBe(422);
    expect(noPayout.json().errors[0].path).toBe('payout');

    const placed = (
      await customer.placeOrder({
        items: [{ productId: toner!, quantity: 1 }],
        address: {
          fullName: 'Priya Sharma',
          phone: '9876543210',
          line1: '12 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
        },
        paymentMethod: 'cod',
      })
    ).json();
    const item = (await returnLines(customer, placed.id)).lines[0]!;
    expect(item.refusal).toBe('Only delivered items can be returned.');
    const early = await askReturn(customer, placed.id, [{ itemId: item.itemId, quantity: 1 }]);
    expect(early.statusCode).toBe(409);
  });

  it('enforces the return window after delivery', async () => {
    const order = await deliveredOrder(customer, vendor, [{ productId: toner!, quantity: 1 }]);
    await t.database.query(
      "UPDATE order_events SET created_at = now() - interval '8 days' WHERE order_id = $1 AND to_status = 'delivered'",
      [order.id],
    );
    const item = (await returnLines(customer, order.id)).lines[0]!;
    expect(item.refusal).toMatch(/^The return window for these items closed on /);
    const late = await askReturn(customer, order.id, [{ itemId: item.itemId, quantity: 1 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toMatch(/^The return window for these items closed on /);
    await setReturnSettings(t, admin, { returnWindowDays: 10 });
    const inTime = await askReturn(customer, order.id, [{ itemId: item.itemId, quantity: 1 }]);
    expect(inTime.statusCode).toBe(201);
    await setReturnSettings(t, admin, { returnWindowDays: 7 });
  });

  it('refuses a category the admin made non-returnable', async () => {
    const order = await deliveredOrder(customer, vendor, [{ productId: toner!, quantity: 1 }]);
    await setReturnSettings(t, admin, { nonReturnableCategories: ['skin'] });
    const item = (await returnLines(customer, order.id)).lines[0]!;
    const res = await askReturn(customer, order.id, [{ itemId: item.itemId, quantity: 1 }]);
    await setReturnSettings(t, admin, { nonReturnableCategories: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/cannot be returned: Skin items are not returnable/);
    expect(item.returnable).toBe(0);
  });
});

describe('who sees and moves a return', () => {
  it("answers 404 for another customer's order and return, and another vendor's return", async () => {
    const { order, ret } = await requested();
    expect((await stranger.call('GET', `/api/store/orders/${order.id}/returns`)).statusCode).toBe(
      404,
    );
    const theirs = await askReturn(stranger, order.id, [{ itemId: 'x', quantity: 1 }]);
    expect(theirs.statusCode).toBe(404);
    expect(
      (await vendorMove(otherVendor, ret.id, { to: 'approved', pickup: 'Tomorrow 10am' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await otherVendor.call('GET', `/api/vendor/orders/${order.id}/returns`)).statusCode,
    ).toBe(404);
    const mine = await vendor.call('GET', `/api/vendor/orders/${order.id}/returns`);
    expect(mine.json().map((r: { id: string }) => r.id)).toContain(ret.id);
  });

  it('lets the vendor reject with a reason the customer sees, and the admin overturn it', async () => {
    const { order, ret } = await requested();
    const rejected = await vendorMove(vendor, ret.id, {
      to: 'rejected',
      reason: 'The seal is broken.',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectReason: 'The seal is broken.',
    });
    const seen = (await returnLines(customer, order.id)) as unknown as {
      returns: Array<{ id: string; status: string; rejectReason: string }>;
    };
    expect(seen.returns.find((r) => r.id === ret.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'The seal is broken.',
    });
    expect((await vendorMove(vendor, ret.id, { to: 'approved', pickup: 'x y z' })).statusCode).toBe(
      409,
    );
    const refused = await refund(ret.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('A rejected return cannot be refunded.');
    const overturned = await adminMove(ret.id, { to: 'approved', pickup: 'Courier on Monday' });
    expect(overturned.json()).toMatchObject({ status: 'approved', pickup: 'Courier on Monday' });
  });

  it('puts the units the vendor chooses back into stock, once', async () => {
    const { ret } = await requested(2);
    await vendorMove(vendor, ret.id, { to: 'approved', pickup: 'Courier tomorrow' });
    await vendorMove(vendor, ret.id, { to: 'picked-up' });
    const before = await stockOf(t.database, lipstick!);
    const itemId = (await admin.call('GET', `/api/admin/returns/${ret.id}`)).json().items[0].itemId;
    const [a, b] = await Promise.all([
      vendorMove(vendor, ret.id, { to: 'received', restock: [itemId] }),
      vendorMove(vendor, ret.id, { to: 'received', restock: [itemId] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().items[0].restocked).toBe(true);
    expect(await stockOf(t.database, lipstick!)).toBe(before + 2);
  });
});

describe('refunding a return', () => {
  it('refunds by UPI with a reference, reverses the commission and records everything', async () => {
    const { order, ret } = await received(1);
    const res = await refund(ret.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'refunded',
      refund: {
        status: 'refunded',
        method: 'upi',
        reference: 'UPI4471203381',
        amount: 499,
        shipping: 0,
        commissionReversed: 49.9,
      },
    });
    const [record] = await t.database.query<Record<string, unknown>>(
      'SELECT * FROM refunds WHERE return_id = $1',
      [ret.id],
    );
    expect(record).toMatchObject({
      order_id: order.id,
      group_id: order.groups[0]!.id,
      vendor_id: vendor.userId,
      status: 'refunded',
      method: 'upi',
      reference: 'UPI4471203381',
      amount_paise: 49_900,
      goods_paise: 49_900,
      shipping_paise: 0,
      commission_reversed_paise: 4_990,
    });
    expect(record!.lines).toEqual([
      expect.objectContaining({ quantity: 1, amountPaise: 49_900, commissionPaise: 4_990 }),
    ]);
    const customerView = (await returnLines(customer, order.id)) as unknown as {
      returns: Array<{ id: string; status: string; refund: object }>;
    };
    const mine = customerView.returns.find((r) => r.id === ret.id)!;
    expect(mine.status).toBe('refunded');
    expect(mine.refund).not.toHaveProperty('commissionReversed');
  });

  it('refuses a second refund, and answers the first for the same Idempotency-Key', async () => {
    const { ret } = await received(1);
    const key = newIdempotencyKey();
    const first = await refund(ret.id, undefined, key);
    expect(first.statusCode).toBe(200);
    const same = await refund(ret.id, undefined, key);
    expect(same.statusCode).toBe(200);
    expect(same.json().refund.id).toBe(first.json().refund.id);
    const again = await refund(ret.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This return has already been refunded.');
    const [counted] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payments WHERE raw->>'reason' LIKE 'Return of order%' AND amount_paise > 0 AND order_id = (SELECT order_id FROM returns WHERE id = $1)",
      [ret.id],
    );
    expect(counted?.n).toBe(1);
  });

  it('refuses a return not yet received and a cash-on-delivery refund without its reference', async () => {
    const { ret } = await requested();
    expect((await refund(ret.id)).json().detail).toBe(
      'Mark the return received before refunding it.',
    );
    await adminMove(ret.id, { to: 'approved', pickup: 'Courier tomorrow' });
    await adminMove(ret.id, { to: 'picked-up' });
    await adminMove(ret.id, { to: 'received', restock: [] });
    const bare = await refund(ret.id, { method: 'upi' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors[0].path).toBe('reference');
  });

  it('gives the shipping back when the whole shipment comes back', async () => {
    const order = await deliveredOrder(customer, vendor, [{ productId: toner!, quantity: 1 }]);
    const item = (await returnLines(customer, order.id)).lines[0]!;
    const ret = (
      await askReturn(customer, order.id, [{ itemId: item.itemId, quantity: 1 }])
    ).json();
    expect(ret.estimate).toEqual({ amount: order.totals.total, shipping: order.totals.shipping });
  });

  it('answers a refund asked while the first one’s money went but its record is unsettled as a repeat', async () => {
    // The window CI met once: request A has sent the money and not yet settled the record when B
    // comes. B finishes the record (so a crashed A is not left half-done) but answers 409.
    const { ret } = await received(1);
    const ctx = { db: t.database.db, config: t.config, log: t.app.log };
    const byUpi = { method: 'upi', reference: 'UPI4471203381' } as const;
    let transactions = 0;
    let second: unknown = 'not asked';
    const racing = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
        return async (...args: Parameters<typeof target.transaction>) => {
          transactions += 1;
          // The claim, then the payment row settled: the third is the record's settle.
          if (transactions === 3) {
            second = await refundReturn(ctx, ret.id, admin.userId, byUpi).catch((e: unknown) => e);
          }
          return target.transaction(...args);
        };
      },
    });
    const first = await refundReturn({ ...ctx, db: racing }, ret.id, admin.userId, byUpi);
    expect(first.status).toBe('refunded');
    expect(second).toBeInstanceOf(AppError);
    expect((second as AppError).message).toBe('This return has already been refunded.');
    const rows = await t.database.query<{ n: number; status: string }>(
      'SELECT count(*)::int AS n, min(status) AS status FROM refunds WHERE return_id = $1',
      [ret.id],
    );
    expect(rows[0]).toEqual({ n: 1, status: 'refunded' });
    const [record] = await t.database.query<{ order_id: string }>(
      'SELECT order_id FROM refunds WHERE return_id = $1',
      [ret.id],
    );
    expect((await afterRefundOf(t.database, record!.order_id)).notes).toHaveLength(1);
  });

  it('makes one refund of 100 refunds of one return sent at once', async () => {
    const { ret } = await received(1);
    const apps = sibling ? [t, sibling] : [t];
    const callers = apps.map((a) => callerFor(a.app, admin.cookie));
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        callers[i % callers.length]!('POST', `/api/admin/returns/${ret.id}/refund`, {
          method: 'upi',
          reference: 'UPI9990001112',
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(
      codes.every((c) => c === 200 || c === 409),
      codes.join(','),
    ).toBe(true);
    const rows = await t.database.query<{ n: number; paise: number }>(
      "SELECT count(*)::int AS n, coalesce(sum(amount_paise), 0)::int AS paise FROM refunds WHERE return_id = $1 AND status <> 'failed'",
      [ret.id],
    );
    expect(rows[0]).toEqual({ n: 1, paise: 49_900 });
    // One credit note and one set of ledger entries, however many asked.
    const [record] = await t.database.query<{ id: string; order_id: string }>(
      'SELECT id, order_id FROM refunds WHERE return_id = $1',
      [ret.id],
    );
    const { entries, notes } = await afterRefundOf(t.database, record!.order_id);
    expect(notes.map((n) => [n.refund_id, n.total_paise])).toEqual([[record!.id, 49_900]]);
    expect(entries.map((e) => [e.kind, e.amount_paise, e.source_id])).toEqual([
      ['commission-reversal', 4_990, record!.id],
      ['refund', -49_900, record!.id],
      ['tcs-reversal', expect.any(Number), record!.id],
    ]);
  }, 120_000);
});

describe('what a return’s refund records', () => {
  it('credits exactly the returned line of a promoted order and takes it from its vendor’s ledger only', async () => {
    // Two lines of the vendor and one of another, 5% off by Angle and 10% off funded by the vendor.
    const [blush, serum] = await vendorProducts(vendor, [599, 249]);
    const [mask] = await vendorProducts(otherVendor, [300]);
    const all = [blush!, serum!, mask!];
    await addProductPromotion(t.database, {
      productIds: all,
      percentOff: 5,
      code: null,
      fundedBy: null,
    });
    const code = `VEN10X${Date.now()}`;
    await addProductPromotion(t.database, {
      productIds: [blush!, serum!],
      percentOff: 10,
      code,
      fundedBy: vendor.userId,
    });
    // A first order: the first-purchase discount (Angle's) applies as well.
    const buyer = await signedIn(t.app, t.database);
    const res = await buyer.placeOrder({
      ...orderBody([
        { productId: blush!, quantity: 3 },
        { productId: serum!, quantity: 1 },
        { productId: mask!, quantity: 1 },
      ]),
      code,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<{ id: string }>();
    await deliver(vendor, order.id);
    await deliver(otherVendor, order.id);
    const items = await t.database.query<Record<string, number | string>>(
      `SELECT id, group_id, line_total_paise, discount_paise, vendor_discount_paise
        FROM order_items WHERE order_id = $1 AND product_id = $2`,
      [order.id, blush],
    );
    // 3 × ₹599 less every discount on the line (₹569, whole rupees: decision 026), of which the
    // vendor funds ₹137.
    expect(items[0]).toMatchObject({
      line_total_paise: 179_700,
      discount_paise: 56_900,
      vendor_discount_paise: 13_700,
    });
    const blushItem = items[0]!.id as string;
    const ret = (await askReturn(buyer, order.id, [{ itemId: blushItem, quantity: 1 }])).json();
    await receivedByAdmin(ret.id);
    const refunded = await refund(ret.id);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [record] = await t.database.query<{ id: string; amount_paise: number }>(
      'SELECT id, amount_paise FROM refunds WHERE return_id = $1',
      [ret.id],
    );
    // The customer gets ⌊(179,700 − 56,900) / 3⌋: the credit note is that, for that line alone.
    expect(record!.amount_paise).toBe(40_933);
    const { entries, notes } = await afterRefundOf(t.database, order.id);
    const group = { id: items[0]!.group_id as string };
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      group_id: group.id,
      refund_id: record!.id,
      total_paise: 40_933,
    });
    expect(notes[0]!.lines).toEqual([
      expect.objectContaining({ orderItemId: blushItem, quantity: 1, paidPaise: 40_933 }),
    ]);
    // The vendor gives back its own price less its own discount, ⌊(179,700 − 13,700) / 3⌋, and
    // gets back a third of the line's commission: 10% of the sale (204,600 − 15,600) is 18,900,
    // 16,600 of it on this line's subtotal. Nothing from the order-level path, nothing for the
    // other vendor.
    expect(
      entries.map((e) => [e.vendor_id, e.order_group_id, e.kind, e.amount_paise, e.source_id]),
    ).toEqual([
      [vendor.userId, group.id, 'commission-reversal', 5_533, record!.id],
      [vendor.userId, group.id, 'refund', -55_333, record!.id],
      [vendor.userId, group.id, 'tcs-reversal', 234, record!.id],
    ]);
  });

  it('refunds an online return through Razorpay with its own credit note and ledger entries', async () => {
    const buyer = await signedIn(t.app, t.database);
    const { order, payment } = await paidOnlineOrder(fake, buyer, [
      { productId: lipstick, quantity: 2 },
      { productId: toner, quantity: 1 },
    ]);
    await deliver(vendor, order.id);
    const line = (await returnLines(buyer, order.id)).lines.find((l) => l.quantity === 2)!;
    const asked = await askReturn(buyer, order.id, [{ itemId: line.itemId, quantity: 2 }], {});
    expect(asked.statusCode, asked.body).toBe(201);
    const ret = asked.json<{ id: string }>();
    await receivedByAdmin(ret.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.call('POST', `/api/admin/returns/${ret.id}/refund`, {}),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const done = answers.find((a) => a.statusCode === 200)!.json();
    // A first order: 20% off by Angle (first purchase, in whole rupees), so the customer gets back ₹798 and
    // the vendor, whose price was ₹998, gives back ₹998.
    expect(done.refund).toMatchObject({ status: 'refunded', method: 'razorpay', amount: 798 });
    const gateway = [...fake.refunds.values()].filter((r) => r.payment_id === payment.id);
    expect(gateway.map((r) => r.amount)).toEqual([79_800]);
    const [record] = await t.database.query<{ id: string; reference: string }>(
      'SELECT id, reference FROM refunds WHERE return_id = $1',
      [ret.id],
    );
    expect(record!.reference).toBe(gateway[0]!.id);
    const { entries, notes } = await afterRefundOf(t.database, order.id);
    expect(notes.map((n) => [n.refund_id, n.total_paise])).toEqual([[record!.id, 79_800]]);
    expect(entries.map((e) => [e.kind, e.amount_paise, e.source_id])).toEqual([
      ['commission-reversal', 9_980, record!.id],
      ['refund', -99_800, record!.id],
      ['tcs-reversal', expect.any(Number), record!.id],
    ]);
  });
});

describe('the returns rate', () => {
  it('is the share of the units delivered in the period that customers sent back', async () => {
    // An order of 4 units: 1 unit asked back, and a rejected return of another that does not
    // count; then its delivery is moved to a day of its own.
    const buyer = await signedIn(t.app, t.database);
    const order = await deliveredOrder(buyer, vendor, [
      { productId: lipstick, quantity: 3 },
      { productId: toner, quantity: 1 },
    ]);
    const { lines } = await returnLines(buyer, order.id);
    const back = await askReturn(buyer, order.id, [
      { itemId: lines.find((l) => l.quantity === 3)!.itemId, quantity: 1 },
    ]);
    expect(back.statusCode, back.body).toBe(201);
    const refused = await askReturn(buyer, order.id, [
      { itemId: lines.find((l) => l.quantity === 1)!.itemId, quantity: 1 },
    ]);
    expect(refused.statusCode, refused.body).toBe(201);
    const rejected = await vendorMove(vendor, refused.json().id, {
      to: 'rejected',
      reason: 'The seal is broken.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await t.database.query(
      `UPDATE order_events SET created_at = '2003-03-05T06:00:00Z'
        WHERE order_id = $1 AND to_status = 'delivered'`,
      [order.id],
    );
    const day = { start: new Date('2003-03-04T18:30:00Z'), end: new Date('2003-03-05T18:30:00Z') };
    expect(await returnsRateOf(t.database.db, day.start, day.end)).toBe(0.25);
    // A period with no deliveries has no rate.
    expect(
      await returnsRateOf(
        t.database.db,
        new Date('2003-03-06T00:00:00Z'),
        new Date('2003-03-07T00:00:00Z'),
      ),
    ).toBeNull();
  });
});
