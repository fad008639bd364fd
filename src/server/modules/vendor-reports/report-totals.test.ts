// Issue #23 (docs/decisions/024-report-totals.md): the vendor report, the vendor dashboard and the
// admin dashboard read per-day totals that triggers keep. After each random mix of orders (two
// vendors, backdated around India's midnight and a month's end), cancellations of a shipment or
// a whole order, deliveries, refunds and commission rate changes, every figure they show equals
// the same figure aggregated here by SQL over the raw orders, shipments and lines, and the
// per-month product totals (migration 0020) equal the lines grouped by India month.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDate, shiftDate } from '../../../domain/report-periods';
import { rowsOf, type Tx } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { TEST_DATABASE_URL } from '../../test/test-env';
import { bestProducts } from '../admin/best-products';
import { getDashboard } from '../admin/dashboard';
import { signedInAdmin } from '../admin/test-admin';
import { orderBody, setOrderLimits, signedIn, type Shopper } from '../orders/test-shoppers';
import { vendorDashboard } from './dashboard';
import { vendorReport } from './report';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let shoppers: Shopper[] = [];
/** One orderable variant of each of the first seed vendors' products. */
let lines: Array<{ productId: string; variantId: string; vendorId: string }> = [];
let vendorIds: string[] = [];
const placed: Array<{ id: string; groups: string[] }> = [];
const RUNS = Number(process.env.REPORT_TOTALS_RUNS ?? 12);

// India days 2025-02-28 … 2025-04-01, 2025-03-12 and 2025-04-07, some instants minutes from
// midnight there (18:30 UTC), across two months' ends (February's in UTC is still February for
// the first minutes of India's March) and a week's.
const INSTANTS = [
  '2025-02-28T18:29:00Z',
  '2025-02-28T18:30:00Z',
  '2025-03-12T09:00:00Z',
  '2025-03-30T05:00:00Z',
  '2025-03-30T18:29:00Z',
  '2025-03-30T18:31:00Z',
  '2025-03-31T18:29:59Z',
  '2025-03-31T18:30:00Z',
  '2025-04-01T10:00:00Z',
  '2025-04-06T18:45:00Z',
];
// Orders are placed today and then backdated: today keeps nothing of them.
const today = indianDate(new Date());
const RANGES = [
  { from: shiftDate(today, -1), to: shiftDate(today, 1) },
  { from: '2025-03-01', to: '2025-04-30' },
  { from: '2025-03-31', to: '2025-04-01' },
  { from: '2025-04-01', to: '2025-04-01' },
  { from: '2025-04-02', to: '2025-04-08' },
  // Whole months read from the month totals, the partial months at the edges from the days, or
  // (fewer days outside the range) from their months less those days.
  { from: '2025-03-01', to: '2025-03-31' },
  { from: '2025-02-15', to: '2025-04-05' },
  { from: '2025-03-02', to: '2025-04-30' },
  // March less its first and last days.
  { from: '2025-03-02', to: '2025-03-30' },
];
const INTERVALS = ['day', 'week', 'month'] as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  await setOrderLimits(t.database);
  // Plenty of stock: a mix never runs out, whatever it orders.
  lines = await t.database.query(
    `SELECT DISTINCT ON (p.id) p.id AS "productId", v.id AS "variantId", p.vendor_id AS "vendorId"
     FROM products p JOIN product_variants v ON v.product_id = p.id
     WHERE p.status = 'published' AND p.vendor_id IN ('vendor-1', 'vendor-2', 'vendor-3')
     ORDER BY p.id, v.id LIMIT 8`,
  );
  await t.database.query(
    `UPDATE product_variants SET stock_quantity = 100000 WHERE id = ANY($1::text[])`,
    [lines.map((l) => l.variantId)],
  );
  await t.database.query(
    `UPDATE products p SET stock_quantity = (SELECT sum(stock_quantity) FROM product_variants v
       WHERE v.product_id = p.id) WHERE p.id = ANY($1::text[])`,
    [lines.map((l) => l.productId)],
  );
  vendorIds = [...new Set(lines.map((l) => l.vendorId))];
  shoppers = [await signedIn(t.app, t.database), await signedIn(t.app, t.database)];
}, 120_000);
afterAll(() => t.close());

type Command =
  | { kind: 'place'; shopper: number; picks: number[]; quantities: number[]; at: number }
  | { kind: 'cancel-group' | 'cancel-order' | 'deliver' | 'refund'; order: number; group: number }
  | { kind: 'rate'; vendor: number; rateBp: number }
  | { kind: 'delete'; order: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      shopper: fc.nat(1),
      picks: fc.uniqueArray(fc.nat(7), { minLength: 1, maxLength: 3 }),
      quantities: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 3 }),
      at: fc.nat(INSTANTS.length - 1),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'cancel-group' as const,
        'cancel-order' as const,
        'deliver' as const,
        'refund' as const,
      ),
      order: fc.nat(),
      group: fc.nat(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rate' as const),
      vendor: fc.nat(2),
      rateBp: fc.integer({ min: 0, max: 3000 }),
    }),
  },
  // An order deleted outright (no route does it; the cascade and the triggers must agree).
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), order: fc.nat() }) },
);

async function run(cmd: Command) {
  if (cmd.kind === 'rate') {
    await t.database.query('UPDATE vendors SET commission_rate_bp = $2 WHERE user_id = $1', [
      vendorIds[cmd.vendor % vendorIds.length],
      cmd.rateBp,
    ]);
    return;
  }
  if (cmd.kind === 'place') {
    const items = cmd.picks.map((p, i) => ({
      productId: lines[p % lines.length]!.productId,
      variantId: lines[p % lines.length]!.variantId,
      quantity: cmd.quantities[i]!,
    }));
    const res = await shoppers[cmd.shopper]!.placeOrder(orderBody(items));
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: string };
    // Backdated as the vendor report tests do: the order, then its shipments.
    const at = INSTANTS[cmd.at]!;
    await t.database.query('UPDATE orders SET created_at = $2 WHERE id = $1', [id, at]);
    await t.database.query('UPDATE order_groups SET created_at = $2 WHERE order_id = $1', [id, at]);
    const groups = await t.database.query<{ id: string }>(
      'SELECT id FROM order_groups WHERE order_id = $1 ORDER BY id',
      [id],
    );
    placed.push({ id, groups: groups.map((g) => g.id) });
    return;
  }
  if (placed.length === 0) return;
  if (cmd.kind === 'delete') {
    // A delivered shipment's sale is in its vendor's ledger, which is never deleted (decision
    // 023): such an order stays.
    const index = cmd.order % placed.length;
    const rows = await t.database.query<{ id: string }>(
      `DELETE FROM orders o WHERE o.id = $1
          AND NOT EXISTS (SELECT 1 FROM vendor_ledger_entries l WHERE l.order_id = o.id)
        RETURNING o.id`,
      [placed[index]!.id],
    );
    if (rows.length > 0) placed.splice(index, 1);
    return;
  }
  const order = placed[cmd.order % placed.length]!;
  const groupId = order.groups[cmd.group % order.groups.length]!;
  const move = (to: string, extra: object = {}, group = groupId) =>
    admin.call('POST', `/api/admin/orders/${order.id}/groups/${group}/status`, { to, ...extra });
  const deliver = async (group: string) => {
    const codes: number[] = [];
    for (const to of ['confirmed', 'packed', 'shipped', 'delivered']) {
      const extra = to === 'shipped' ? { carrier: 'Delhivery', trackingNumber: 'DL123' } : {};
      codes.push((await move(to, extra, group)).statusCode);
    }
    return codes;
  };
  let statuses: number[] = [];
  switch (cmd.kind) {
    case 'cancel-group':
      statuses = [(await move('cancelled')).statusCode];
      break;
    case 'cancel-order':
      statuses = [
        (await admin.call('POST', `/api/admin/orders/${order.id}/cancel`, {})).statusCode,
      ];
      break;
    case 'deliver':
      statuses = await deliver(groupId);
      break;
    case 'refund':
      // Cash on delivery is paid once every shipment is delivered: then a part goes back.
      for (const group of order.groups) statuses.push(...(await deliver(group)));
      statuses.push(
        (
          await admin.call('POST', `/api/admin/orders/${order.id}/refund`, {
            amount: 1,
            reason: 'Property test refund',
          })
        ).statusCode,
      );
      break;
  }
  // Refused moves (already shipped, nothing paid to refund) are part of the mix; errors are not.
  for (const status of statuses) expect(status).toBeLessThan(500);
}

const rupees = (paise: number | string) => Number(paise) / 100;

/** The vendor report's figures, aggregated from the raw shipments and lines. */
async function rawVendorReport(vendorId: string, from: string, to: string, interval: string) {
  const live = `g.vendor_id = $1 AND g.status <> 'cancelled'
    AND (g.created_at AT TIME ZONE 'Asia/Kolkata')::date BETWEEN $2::date AND $3::date`;
  const periods = await t.database.query<{
    start: string;
    orders: number;
    units: number;
    revenue: string;
    commission: string;
    delivered: string;
  }>(
    `SELECT to_char(date_trunc($4, g.created_at AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM-DD') AS start,
       count(*)::int AS orders,
       coalesce(sum((SELECT sum(i.quantity) FROM order_items i WHERE i.group_id = g.id)), 0)::int AS units,
       sum(g.subtotal_paise - g.vendor_discount_paise)::text AS revenue,
       sum(round((g.subtotal_paise - g.vendor_discount_paise) * v.commission_rate_bp::numeric / 10000))::text AS commission,
       coalesce(sum(g.subtotal_paise) FILTER (WHERE g.status = 'delivered'), 0)::text AS delivered
     FROM order_groups g JOIN vendors v ON v.user_id = g.vendor_id
     WHERE ${live} GROUP BY 1 ORDER BY 1`,
    [vendorId, from, to, interval],
  );
  const itemsOf = (columns: string, groupBy: string, orderBy: string) =>
    t.database.query<Record<string, unknown>>(
      `SELECT ${columns}, sum(i.quantity)::int AS units, sum(i.line_total_paise)::float8 / 100 AS revenue
       FROM order_items i JOIN order_groups g ON g.id = i.group_id
       JOIN products p ON p.id = i.product_id
       WHERE ${live} GROUP BY ${groupBy} ORDER BY ${orderBy} LIMIT 10`,
      [vendorId, from, to],
    );
  return {
    periods,
    topProducts: await itemsOf(
      'i.product_id AS "productId", p.name',
      'i.product_id, p.name',
      'revenue DESC, units DESC, p.name',
    ),
    topVariants: await itemsOf(
      `i.product_id AS "productId", i.variant_id AS "variantId", p.name,
       i.variant_label AS "variantLabel", i.sku`,
      'i.product_id, i.variant_id, p.name, i.variant_label, i.sku',
      'revenue DESC, units DESC, p.name, i.variant_label',
    ),
    categories: await itemsOf('p.category', 'p.category', 'p.category'),
  };
}

async function checkVendor(vendorId: string, from: string, to: string) {
  for (const interval of INTERVALS) {
    const report = await vendorReport(t.database.db, vendorId, { from, to, interval });
    const raw = await rawVendorReport(vendorId, from, to, interval);
    const byStart = new Map(raw.periods.map((p) => [p.start, p]));
    for (const point of report.periods) {
      const r = byStart.get(point.start);
      byStart.delete(point.start);
      const revenue = rupees(r?.revenue ?? 0);
      const commission = rupees(r?.commission ?? 0);
      expect(point, `${vendorId} ${interval} ${point.start}`).toEqual({
        start: point.start,
        orders: r?.orders ?? 0,
        units: r?.units ?? 0,
        revenue,
        commission,
        net: rupees(Number(r?.revenue ?? 0) - Number(r?.commission ?? 0)),
      });
    }
    expect([...byStart.keys()], 'every period with sales is shown').toEqual([]);
    expect(report.topProducts).toEqual(raw.topProducts);
    expect(report.topVariants).toEqual(raw.topVariants);
    // Categories of equal revenue come in either order.
    const byCategory = (xs: Array<{ category?: unknown }>) =>
      [...xs].sort((a, b) => String(a.category).localeCompare(String(b.category)));
    expect(byCategory(report.categories)).toEqual(byCategory(raw.categories));
  }
  const dashboard = await vendorDashboard(t.database.db, vendorId, { from, to });
  const raw = await rawVendorReport(vendorId, from, to, 'day');
  const sum = (f: (p: (typeof raw.periods)[number]) => number) =>
    raw.periods.reduce((s, p) => s + f(p), 0);
  expect({
    revenue: dashboard.revenue,
    deliveredRevenue: dashboard.deliveredRevenue,
    orders: dashboard.orders,
    units: dashboard.units,
  }).toEqual({
    revenue: rupees(sum((p) => Number(p.revenue))),
    deliveredRevenue: rupees(sum((p) => Number(p.delivered))),
    orders: sum((p) => p.orders),
    units: sum((p) => p.units),
  });
}

/** Every row of the month totals equals the live lines grouped by India month, as recorded. */
async function checkMonths() {
  const rows = (sql: string) =>
    t.database.query<Record<string, unknown>>(`${sql} ORDER BY 1, 2, 3, 4, 5, 6, 7`);
  expect(
    await rows(
      `SELECT vendor_id, to_char(month, 'YYYY-MM-DD') AS month, product_id, variant_id,
         variant_label, sku, product_name, lines, units, revenue_paise::text AS revenue
       FROM product_sales_months`,
    ),
  ).toEqual(
    await rows(
      `SELECT i.vendor_id, to_char(date_trunc('month', g.created_at AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM-DD') AS month,
         i.product_id, coalesce(i.variant_id, '') AS variant_id, i.variant_label,
         coalesce(i.sku, '') AS sku, i.product_name, count(*)::int AS lines,
         sum(i.quantity)::int AS units, sum(i.line_total_paise)::text AS revenue
       FROM order_items i JOIN order_groups g ON g.id = i.group_id
       WHERE g.status <> 'cancelled' GROUP BY 1, 2, 3, 4, 5, 6, 7`,
    ),
  );
  // And every row of the per-product month totals (migration 0038), over the variants.
  expect(
    await t.database.query(
      `SELECT to_char(month, 'YYYY-MM-DD') AS month, vendor_id, product_id, lines, units,
         revenue_paise::text AS revenue FROM product_month_totals ORDER BY 1, 2, 3`,
    ),
  ).toEqual(
    await t.database.query(
      `SELECT to_char(date_trunc('month', g.created_at AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM-DD') AS month,
         i.vendor_id, i.product_id, count(*)::int AS lines, sum(i.quantity)::int AS units,
         sum(i.line_total_paise)::text AS revenue
       FROM order_items i JOIN order_groups g ON g.id = i.group_id
       WHERE g.status <> 'cancelled' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    ),
  );
}

/** The admin dashboard's sales figures, aggregated from the raw orders, shipments and lines. */
async function checkAdmin(from: string, to: string) {
  const dashboard = await getDashboard(t.database.db, { range: 'custom', from, to });
  const period = `(o.created_at AT TIME ZONE 'Asia/Kolkata')::date BETWEEN $1::date AND $2::date`;
  const [figures] = await t.database.query<Record<string, number>>(
    `SELECT count(*) FILTER (WHERE o.status <> 'cancelled')::int AS orders,
       count(*) FILTER (WHERE o.status = 'cancelled')::int AS "cancelledOrders",
       coalesce(sum(o.total_paise) FILTER (WHERE o.status <> 'cancelled'), 0)::float8 / 100 AS gmv,
       (SELECT count(DISTINCT g.vendor_id)::int FROM order_groups g JOIN orders o ON o.id = g.order_id
         WHERE ${period} AND g.status <> 'cancelled') AS "activeVendors"
     FROM orders o WHERE ${period}`,
    [from, to],
  );
  expect(dashboard.figures).toMatchObject(figures!);
  const days = await t.database.query<{ date: string; orders: number; revenue: number }>(
    `SELECT to_char(o.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS date,
       count(*)::int AS orders, sum(o.total_paise)::float8 / 100 AS revenue
     FROM orders o WHERE ${period} AND o.status <> 'cancelled' GROUP BY 1`,
    [from, to],
  );
  const byDate = new Map(days.map((d) => [d.date, d]));
  expect(dashboard.byDay).toEqual(
    dashboard.byDay.map((d) => ({
      date: d.date,
      orders: byDate.get(d.date)?.orders ?? 0,
      revenue: byDate.get(d.date)?.revenue ?? 0,
    })),
  );
  expect(dashboard.topVendors).toEqual(
    await t.database.query(
      `SELECT g.vendor_id AS id, v.company_name AS name, count(DISTINCT g.order_id)::int AS orders,
         sum(g.subtotal_paise)::float8 / 100 AS sales
       FROM order_groups g JOIN orders o ON o.id = g.order_id JOIN vendors v ON v.user_id = g.vendor_id
       WHERE ${period} AND g.status <> 'cancelled'
       GROUP BY 1, 2 ORDER BY sales DESC, v.company_name LIMIT 5`,
      [from, to],
    ),
  );
  const rawTop = await t.database.query<{ revenue: number }>(
    `SELECT i.product_id AS id, max(i.product_name) AS name, v.company_name AS "vendorName",
       sum(i.quantity)::int AS units, sum(i.line_total_paise)::float8 / 100 AS revenue
     FROM order_items i JOIN order_groups g ON g.id = i.group_id JOIN orders o ON o.id = i.order_id
     JOIN vendors v ON v.user_id = i.vendor_id
     WHERE ${period} AND g.status <> 'cancelled'
     GROUP BY i.product_id, v.company_name ORDER BY revenue DESC, units DESC, i.product_id LIMIT 5`,
    [from, to],
  );
  expect(dashboard.topProducts).toEqual(rawTop);
  // The walk of the months best first stops as soon as no product left unread can reach the top
  // (admin/best-products.ts): from one product a month or two, it stops before reading all of
  // this mix's eight, and must still find the same top.
  for (const depth of [1, 2]) {
    const top = await bestProducts(t.database.db, { from, to }, 5, depth);
    expect(
      top.map(({ revenuePaise, ...p }) => ({ ...p, revenue: revenuePaise / 100 })),
      `depth ${depth}`,
    ).toEqual(rawTop);
  }
}

describe('report totals kept by the database', () => {
  it(`equal the raw aggregation after random orders, cancellations, deliveries and refunds (${RUNS} mixes)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 6 }), async (mix) => {
        // At once: on PostgreSQL the mix's transactions overlap (and write several slots).
        await Promise.all(mix.map(run));
        await checkMonths();
        for (const { from, to } of RANGES) {
          for (const vendorId of vendorIds) await checkVendor(vendorId, from, to);
          await checkAdmin(from, to);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(placed.length).toBeGreaterThan(0);
    const [seen] = await t.database.query<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
         count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
         (SELECT count(*)::int FROM payments WHERE status = 'refunded') AS refunded
       FROM order_groups WHERE id = ANY($1::text[])`,
      [placed.flatMap((o) => o.groups)],
    );
    console.log(`report totals: ${placed.length} orders`, seen);
  }, 600_000);

  it('are the raw aggregation after the backfills of migrations 0015, 0020 and 0038 too', async () => {
    // The migrations' backfills (run again on emptied tables) find what the triggers kept.
    const snapshot = `SELECT 'v' AS t, concat_ws('|', vendor_id, day, sum(orders), sum(units),
        sum(revenue_paise), sum(commission_paise), sum(subtotal_paise), sum(delivered_paise)) AS row
      FROM vendor_sales_days GROUP BY vendor_id, day
      HAVING sum(orders) <> 0 OR sum(units) <> 0 OR sum(revenue_paise) <> 0
      UNION ALL SELECT 's', concat_ws('|', day, sum(orders), sum(cancelled_orders), sum(gmv_paise))
      FROM store_sales_days GROUP BY day
      HAVING sum(orders) <> 0 OR sum(cancelled_orders) <> 0 OR sum(gmv_paise) <> 0
      UNION ALL SELECT 'p', concat_ws('|', vendor_id, day, product_id, variant_id, variant_label, sku,
        product_name, lines, units, revenue_paise) FROM product_sales_days
      UNION ALL SELECT 'm', concat_ws('|', vendor_id, month, product_id, variant_id, variant_label,
        sku, product_name, lines, units, revenue_paise) FROM product_sales_months
      UNION ALL SELECT 't', concat_ws('|', month, vendor_id, product_id, lines, units,
        revenue_paise) FROM product_month_totals
      ORDER BY 1, 2`;
    const kept = await t.database.query(snapshot);
    const backfillOf = (file: string) =>
      fs
        .readFileSync(new URL(`../../db/migrations/${file}`, import.meta.url), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
        .filter((statement) => statement.startsWith('INSERT INTO'));
    const days = backfillOf('0015_report_totals.sql');
    const months = backfillOf('0020_product_sales_months.sql');
    const productMonths = backfillOf('0038_product_month_totals.sql');
    expect([days.length, months.length, productMonths.length]).toEqual([3, 1, 1]);
    await t.database.query(
      'TRUNCATE vendor_sales_days, product_sales_days, store_sales_days, product_sales_months, product_month_totals',
    );
    // The day table's backfill moves the months through their trigger ...
    for (const statement of days) await t.database.query(statement);
    expect(await t.database.query(snapshot)).toEqual(kept);
    // ... and 0020's backfill finds them from the days.
    await t.database.query('TRUNCATE product_sales_months, product_month_totals');
    for (const statement of months) await t.database.query(statement);
    expect(await t.database.query(snapshot)).toEqual(kept);
    // ... and 0038's from the months.
    await t.database.query('TRUNCATE product_month_totals');
    for (const statement of productMonths) await t.database.query(statement);
    expect(await t.database.query(snapshot)).toEqual(kept);
  });
  // Migration 0021: connections whose pids shared a slot (pid % 8) wrote the same counter rows in
  // opposite orders and deadlocked (a cancel answered 503 beside a checkout).
  it.runIf(TEST_DATABASE_URL)(
    'are written by each open transaction into a slot of its own (PostgreSQL)',
    async () => {
      const { db } = t.database;
      const slot = async (tx: Tx) =>
        (await rowsOf<{ slot: number }>(tx, sql`SELECT report_totals_slot() AS slot`))[0]!.slot;
      let firstAsked!: () => void;
      const asked = new Promise<void>((resolve) => (firstAsked = resolve));
      let secondEnded!: () => void;
      const ended = new Promise<void>((resolve) => (secondEnded = resolve));
      const [a, b] = await Promise.all([
        db.transaction(async (tx) => {
          const before = await slot(tx);
          firstAsked();
          await ended;
          return [before, await slot(tx)];
        }),
        asked.then(() =>
          db
            .transaction(async (tx) => [await slot(tx), await slot(tx)])
            .finally(() => secondEnded()),
        ),
      ]);
      expect(a[0], 'a transaction keeps its slot').toBe(a[1]);
      expect(b[0]).toBe(b[1]);
      expect(b[0], 'two open transactions never share one').not.toBe(a[0]);
      // Both ended: their slots are free again, so a quiet store writes its lowest slot only.
      expect(await db.transaction(slot)).toBe(Math.min(a[0]!, b[0]!));
    },
  );
});
