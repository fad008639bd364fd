// Promotions at the quote and the checkout (issue #20): every refusal in words, the discount
// split over the lines with its funding, use limits that hold under 200 parallel checkouts, and a
// cancelled order giving its use back. On PGlite and on PostgreSQL.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { TEST_DATABASE_URL } from '../../test/test-env';
import { indianDateOf } from '../../../domain/india-time';
import { statementRows } from '../vendor-reports/statements';
import {
  callerFor,
  newIdempotencyKey,
  orderBody,
  setOrderLimits,
  setStock,
  signedIn,
  type Shopper,
} from './test-shoppers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface PromotionRow {
  name?: string;
  kind?: string;
  percent_off?: number | null;
  flat_off_paise?: number | null;
  scope?: string;
  scope_ids?: string[];
  min_goods_paise?: number;
  first_order_only?: boolean;
  starts_at?: string | null;
  ends_at?: string | null;
  total_limit?: number | null;
  per_customer_limit?: number | null;
  code?: string | null;
  funded_by?: string | null;
  status?: string;
}

/** A promotion written straight to its table (the admin routes are tested on their own). */
async function addPromotion(row: PromotionRow): Promise<string> {
  const p = {
    name: 'FLAT200',
    kind: 'flat',
    percent_off: null,
    flat_off_paise: 20000,
    scope: 'cart',
    scope_ids: [],
    min_goods_paise: 99900,
    first_order_only: false,
    starts_at: null,
    ends_at: null,
    total_limit: null,
    per_customer_limit: null,
    code: null,
    funded_by: null,
    status: 'active',
    ...row,
  };
  const id = crypto.randomUUID();
  await t.database.query(
    `INSERT INTO promotions (id, name, kind, percent_off, flat_off_paise, scope, scope_ids,
       min_goods_paise, first_order_only, starts_at, ends_at, total_limit, per_customer_limit,
       code, funded_by, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      id,
      p.name,
      p.kind,
      p.percent_off,
      p.flat_off_paise,
      p.scope,
      JSON.stringify(p.scope_ids),
      p.min_goods_paise,
      p.first_order_only,
      p.starts_at,
      p.ends_at,
      p.total_limit,
      p.per_customer_limit,
      p.code,
      p.funded_by,
      p.status,
    ],
  );
  return id;
}

let codes = 0;
const newCode = () => `TEST${++codes}X${crypto.randomInt(1e6)}`;
const customer = () => signedIn(t.app, t.database);
// prod-001: ₹1,899, skin, vendor-1. prod-003: ₹799, skin, vendor-4.
const BIG = [{ productId: 'prod-001', quantity: 1 }];
const SMALL = [{ productId: 'prod-003', quantity: 1 }];

async function quote(items: typeof BIG, code: string, who?: Shopper) {
  const body = { items, code };
  const res = who
    ? await who.call('POST', '/api/store/quote', body)
    : await t.app.inject({ method: 'POST', url: '/api/store/quote', payload: body });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The vendor's payout statement line for an order, at a 10% commission. */
async function statementOf(vendorId: string, orderId: string) {
  const today = indianDateOf(new Date());
  const rows = await statementRows(t.database.db, vendorId, { from: today, to: today }, 1000, {
    limit: 1000,
    offset: 0,
  });
  return rows.find((r) => r.orderId === orderId);
}

const usesOf = async (id: string) =>
  (
    await t.database.query<{ uses_count: number; live: number }>(
      `SELECT uses_count, (SELECT count(*)::int FROM promotion_uses u
         WHERE u.promotion_id = p.id AND u.released_at IS NULL) AS live
       FROM promotions p WHERE id = $1`,
      [id],
    )
  )[0]!;

describe('offer codes at the quote and the checkout', () => {
  it('applies FLAT200 after the automatic first-purchase discount, listing both by name', async () => {
    const code = newCode();
    await addPromotion({ name: 'Flat ₹200 off', code });
    const me = await customer();
    const q = await quote(BIG, code.toLowerCase(), me);
    expect(q.code).toEqual({
      code,
      applied: true,
      message: `Code ${code} applied: −₹200 on items.`,
    });
    // 20% of ₹1,899 is ₹379.80, rounded up to ₹380, then ₹200 off the ₹1,519 left.
    expect(q.promotions).toEqual([
      {
        name: 'First purchase discount',
        code: null,
        discount: 380,
        shippingWaived: 0,
        fundedBy: 'platform',
      },
      { name: 'Flat ₹200 off', code, discount: 200, shippingWaived: 0, fundedBy: 'platform' },
    ]);
    expect(q.totals).toMatchObject({ subtotal: 1899, discount: 580, total: 1319 });

    const res = await me.placeOrder({ ...orderBody(BIG), code: ` ${code.toLowerCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json().totals).toMatchObject({ discount: 580, total: 1319 });
    expect(res.json().promotions).toEqual(q.promotions);
    // The "order placed" mail lists each offer by name.
    const mails = await t.database.query<{ payload: string }>(
      `SELECT payload::text AS payload FROM outbox WHERE kind = 'order-placed'
         AND payload::text LIKE $1`,
      [`%${res.json().number}%`],
    );
    expect(mails).toHaveLength(1);
    expect(JSON.parse(mails[0]!.payload)).toMatchObject({
      data: {
        offers: [
          { name: 'First purchase discount', discountPaise: 38000 },
          { name: 'Flat ₹200 off', discountPaise: 20000 },
        ],
      },
    });
    // Read back, the order lists the same offers.
    const read = await me.call('GET', `/api/store/orders/${res.json().id}`);
    expect(read.json().promotions).toEqual(q.promotions);
    const [item] = await t.database.query<{
      discount_paise: number;
      vendor_discount_paise: number;
    }>('SELECT discount_paise, vendor_discount_paise FROM order_items WHERE order_id = $1', [
      res.json().id,
    ]);
    expect(item).toEqual({ discount_paise: 58000, vendor_discount_paise: 0 });
    // Angle funds both: the vendor is paid on its full price, and sees the discount as not its own.
    expect(await statementOf('vendor-1', res.json().id)).toMatchObject({
      total: 1899,
      vendorDiscount: 0,
      platformDiscount: 580,
      commission: 189.9,
      net: 1709.1,
    });
  });

  it('says why each code does not apply, at the quote and (422) at the checkout', async () => {
    const hour = 3_600_000;
    const cases: [PromotionRow, typeof BIG, (code: string) => string][] = [
      [
        { ends_at: new Date(Date.now() - hour).toISOString() },
        BIG,
        (c) => `The code ${c} has expired.`,
      ],
      [{ status: 'ended' }, BIG, (c) => `The code ${c} has expired.`],
      [{ status: 'paused' }, BIG, (c) => `The code ${c} is not available right now.`],
      [{ starts_at: '2099-01-01T00:00:00Z' }, BIG, (c) => `The code ${c} starts on 2099-01-01.`],
      [{}, SMALL, (c) => `${c} is for orders of ₹999 or more: add ₹200 more.`],
      [
        { scope: 'categories', scope_ids: ['hair'] },
        BIG,
        (c) => `${c} is not for the products in your cart.`,
      ],
      [{ total_limit: 0 }, BIG, (c) => `${c} has reached its usage limit.`],
    ];
    const me = await customer();
    for (const [row, items, message] of cases) {
      const code = newCode();
      await addPromotion({ ...row, code });
      const q = await quote(items, code, me);
      expect(q.code).toEqual({ code, applied: false, message: message(code) });
      expect(q.totals.discount).toBe(q.promotions[0]?.discount ?? 0);
      const res = await me.placeOrder({ ...orderBody(items), code });
      expect(res.statusCode).toBe(422);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().errors).toEqual([
        { path: 'code', message: message(code), location: 'body' },
      ]);
    }
    const unknown = await quote(BIG, 'NOSUCHCODE', me);
    expect(unknown.code.message).toBe('There is no offer with the code NOSUCHCODE.');
    const bad = await me.call('POST', '/api/store/quote', { items: BIG, code: 'no spaces!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('code');
    // No order was written by any refused checkout.
    const [n] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE user_id = $1',
      [me.userId],
    );
    expect(n!.n).toBe(0);
  });

  it('refuses a first-order code on a later order, and a code the customer already used', async () => {
    const first = newCode();
    const once = newCode();
    await addPromotion({ code: first, first_order_only: true });
    const onceId = await addPromotion({ code: once, per_customer_limit: 1 });
    const me = await customer();
    expect((await me.placeOrder({ ...orderBody(BIG), code: once })).statusCode).toBe(201);
    expect((await quote(BIG, first, me)).code.message).toBe(
      `${first} is for your first order only.`,
    );
    expect((await quote(BIG, once, me)).code.message).toBe(`You have already used ${once}.`);
    const again = await me.placeOrder({ ...orderBody(BIG), code: once });
    expect(again.json().detail).toBe(`You have already used ${once}.`);
    // Another customer may still use it.
    expect((await quote(BIG, once, await customer())).code.applied).toBe(true);
    expect(await usesOf(onceId)).toEqual({ uses_count: 0, live: 1 });
  });

  it('gives a use back when the order is cancelled, once, however often the cancel is sent', async () => {
    const code = newCode();
    const id = await addPromotion({ code, total_limit: 1, per_customer_limit: 1 });
    const me = await customer();
    const placed = await me.placeOrder({ ...orderBody(BIG), code });
    expect(placed.statusCode).toBe(201);
    expect(await usesOf(id)).toEqual({ uses_count: 1, live: 1 });
    expect((await quote(BIG, code, await customer())).code.message).toBe(
      `${code} has reached its usage limit.`,
    );
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        me.call('POST', `/api/store/orders/${placed.json().id}/cancel`, {}),
      ),
    );
    expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await usesOf(id)).toEqual({ uses_count: 0, live: 0 });
    // The customer may use it again, and so may anyone.
    expect((await quote(BIG, code, me)).code.applied).toBe(true);
  });

  it('keeps a vendor-funded offer to its products and records it as the vendor’s cost', async () => {
    const code = newCode();
    await addPromotion({
      name: 'Vendor 4 10% off',
      kind: 'percent',
      percent_off: 10,
      flat_off_paise: null,
      min_goods_paise: 0,
      code,
      funded_by: 'vendor-4',
    });
    const me = await customer();
    // Not a first order: the 10% is the only discount.
    await t.database.query(
      `UPDATE promotions SET status = 'paused' WHERE id = 'promo-first-purchase'`,
    );
    try {
      expect((await quote(BIG, code, me)).code.message).toBe(
        `${code} is not for the products in your cart.`,
      );
      const res = await me.placeOrder({ ...orderBody([...BIG, ...SMALL]), code });
      expect(res.statusCode).toBe(201);
      expect(res.json().totals.discount).toBe(80);
      const groups = await t.database.query<{
        vendor_id: string;
        discount_paise: number;
        vendor_discount_paise: number;
      }>(
        'SELECT vendor_id, discount_paise, vendor_discount_paise FROM order_groups WHERE order_id = $1 ORDER BY vendor_id',
        [res.json().id],
      );
      expect(groups).toEqual([
        { vendor_id: 'vendor-1', discount_paise: 0, vendor_discount_paise: 0 },
        { vendor_id: 'vendor-4', discount_paise: 8000, vendor_discount_paise: 8000 },
      ]);
      // The vendor's own offer is its cost: commission on ₹719, net ₹799 − ₹80 − ₹71.90.
      expect(await statementOf('vendor-4', res.json().id)).toMatchObject({
        total: 799,
        vendorDiscount: 80,
        platformDiscount: 0,
        commission: 71.9,
        net: 647.1,
      });
    } finally {
      await t.database.query(
        `UPDATE promotions SET status = 'active' WHERE id = 'promo-first-purchase'`,
      );
    }
  });
});

describe('use limits under concurrency', () => {
  it(`lets exactly 50 of 200 parallel checkouts use a code limited to 50 (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    await setOrderLimits(t.database);
    await setStock(t.database, 'prod-001', 1000);
    const code = newCode();
    const id = await addPromotion({ code, total_limit: 50 });
    const cookies: string[] = [];
    for (let i = 0; i < 10; i++) cookies.push((await customer()).cookie);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        callerFor(t.app, cookies[i % cookies.length]!)(
          'POST',
          '/api/store/orders',
          { ...orderBody(BIG), code },
          { 'idempotency-key': newIdempotencyKey() },
        ),
      ),
    );
    const byStatus: Record<number, number> = {};
    for (const r of responses) byStatus[r.statusCode] = (byStatus[r.statusCode] ?? 0) + 1;
    expect(byStatus).toEqual({ 201: 50, 422: 150 });
    const refused = responses.find((r) => r.statusCode === 422)!;
    expect(refused.json().detail).toBe(`${code} has reached its usage limit.`);
    expect(await usesOf(id)).toEqual({ uses_count: 50, live: 50 });
  }, 180_000);

  // Decision 018: an automatic offer that runs out while checkouts queue on its row is dropped and
  // the order priced again without it; the checkout is not refused (the shopper typed nothing).
  it(`gives an automatic offer limited to 5 uses to exactly 5 of 40 parallel checkouts, the rest priced without it (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    await setOrderLimits(t.database);
    await setStock(t.database, 'prod-001', 1000);
    // Only this offer applies: the first-purchase one is paused for the test.
    await t.database.query(
      `UPDATE promotions SET status = 'paused' WHERE id = 'promo-first-purchase'`,
    );
    const id = await addPromotion({ name: 'Auto ₹200 off', total_limit: 5 });
    try {
      const cookies: string[] = [];
      for (let i = 0; i < 8; i++) cookies.push((await customer()).cookie);
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          callerFor(t.app, cookies[i % cookies.length]!)(
            'POST',
            '/api/store/orders',
            orderBody(BIG),
            { 'idempotency-key': newIdempotencyKey() },
          ),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(40).fill(201));
      const orders = responses.map(
        (r) =>
          r.json() as {
            totals: { discount: number; total: number };
            promotions: { name: string }[];
          },
      );
      const withOffer = orders.filter((o) => o.promotions.some((p) => p.name === 'Auto ₹200 off'));
      expect(withOffer).toHaveLength(5);
      for (const o of withOffer) expect(o.totals).toMatchObject({ discount: 200, total: 1699 });
      for (const o of orders.filter((x) => !withOffer.includes(x))) {
        expect(o.promotions).toEqual([]);
        expect(o.totals).toMatchObject({ discount: 0, total: 1899 });
      }
      expect(await usesOf(id)).toEqual({ uses_count: 5, live: 5 });
      // Used up, the quote no longer offers it.
      const q = await quote(BIG, '');
      expect(q.promotions).toEqual([]);
    } finally {
      await t.database.query(
        `UPDATE promotions SET status = 'active' WHERE id = 'promo-first-purchase'`,
      );
      await t.database.query(`UPDATE promotions SET status = 'ended' WHERE id = $1`, [id]);
    }
  }, 180_000);
});
