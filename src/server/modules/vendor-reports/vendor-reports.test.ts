// Issue #6, dashboard and reports: every figure equals the sums this test computes on its own
// from the orders it placed through POST /api/store/orders (backdated to known instants, some
// near India's midnight) and the shipments it moved.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { orderBody, signedIn, type Shopper } from '../orders/test-shoppers';
import { createdProduct, signedInVendor, type TestVendor } from '../vendor-catalog/test-vendor';

let t: TestApp;
let v: TestVendor;
const RATE_BP = 1250;
const RANGE = 'from=2025-03-10&to=2025-04-05';

interface Placed {
  name: string;
  orderId: string;
  number: string;
  customer: string;
  at: string;
  /** Vendor v's part of the order, paise, and its units. */
  subtotal: number;
  units: number;
  lines: Array<{ product: string; quantity: number; paise: number; category: string }>;
  status: 'placed' | 'shipped' | 'delivered' | 'cancelled';
}
const placed: Placed[] = [];
const products: Record<string, { id: string; paise: number; category: string }> = {};
const customers: Record<string, Shopper> = {};

const istDate = (at: string) =>
  new Date(new Date(at).getTime() + 330 * 60_000).toISOString().slice(0, 10);
const commissionOf = (paise: number) => Math.round((paise * RATE_BP) / 10_000);
const rupees = (paise: number) => paise / 100;

async function place(
  name: string,
  customer: string,
  at: string,
  lines: Array<[string, number]>,
  extra: Array<{ productId: string; quantity: number }> = [],
) {
  const res = await customers[customer]!.placeOrder(
    orderBody([
      ...lines.map(([p, quantity]) => ({ productId: products[p]!.id, quantity })),
      ...extra,
    ]),
  );
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as { id: string; number: string };
  // An order and its groups are written together, so they always share their created_at.
  await t.database.query('UPDATE orders SET created_at = $2 WHERE id = $1', [order.id, at]);
  await t.database.query('UPDATE order_groups SET created_at = $2 WHERE order_id = $1', [
    order.id,
    at,
  ]);
  const mine = lines.map(([p, quantity]) => ({
    product: p,
    quantity,
    paise: products[p]!.paise * quantity,
    category: products[p]!.category,
  }));
  placed.push({
    name,
    orderId: order.id,
    number: order.number,
    customer,
    at,
    subtotal: mine.reduce((s, l) => s + l.paise, 0),
    units: mine.reduce((s, l) => s + l.quantity, 0),
    lines: mine,
    status: 'placed',
  });
}

const move = (name: string, body: object) => {
  const p = placed.find((o) => o.name === name)!;
  return v.call('POST', `/api/vendor/orders/${p.orderId}/status`, { payload: body });
};

async function walkTo(name: string, to: 'shipped' | 'delivered') {
  await move(name, { to: 'confirmed' });
  await move(name, { to: 'packed' });
  await move(name, { to: 'shipped', carrier: 'Delhivery', trackingNumber: `DL-${name}` });
  if (to === 'delivered') await move(name, { to: 'delivered' });
  placed.find((o) => o.name === name)!.status = to;
}

/** The test's own view of the sales: in the range, not cancelled. */
function sold(from = '2025-03-10', to = '2025-04-05') {
  return placed.filter(
    (o) => o.status !== 'cancelled' && istDate(o.at) >= from && istDate(o.at) <= to,
  );
}

function sums(orders: Placed[]) {
  const revenue = orders.reduce((s, o) => s + o.subtotal, 0);
  const commission = orders.reduce((s, o) => s + commissionOf(o.subtotal), 0);
  return {
    revenue: rupees(revenue),
    commission: rupees(commission),
    net: rupees(revenue - commission),
    orders: orders.length,
    units: orders.reduce((s, o) => s + o.units, 0),
  };
}

function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  v = await signedInVendor(t);
  await t.database.query('UPDATE vendors SET commission_rate_bp = $2 WHERE user_id = $1', [
    v.userId,
    RATE_BP,
  ]);
  const other = await signedInVendor(t);
  const make = async (
    key: string,
    vendor: TestVendor,
    price: number,
    category: string,
    stock = 100,
  ) => {
    const p = await createdProduct(vendor, {
      name: `Product ${key}`,
      status: 'published',
      price,
      originalPrice: null,
      isOnSale: false,
      category: category as 'skin',
      subcategory: null,
      stockQuantity: stock,
      lowStockThreshold: 5,
    });
    products[key] = { id: p.id, paise: Math.round(price * 100), category };
  };
  await make('p1', v, 333.33, 'skin');
  await make('p2', v, 1299, 'hair');
  await make('p3', v, 599, 'makeup', 2);
  await make('pw', other, 250, 'skin');
  for (const [key, name] of [
    ['c1', "=cmd|' /C calc'!A0 Kavya Rao"],
    ['c2', 'Ritika Menon'],
    ['c3', 'Zoya Khan'],
  ] as const) {
    customers[key] = await signedIn(t.app, t.database);
    await t.database.query('UPDATE users SET name = $2 WHERE id = $1', [
      customers[key]!.userId,
      name,
    ]);
  }
  const pw = [{ productId: products.pw!.id, quantity: 1 }];
  await place('o1', 'c1', '2025-03-10T05:00:00Z', [['p1', 3]], pw);
  await place('o2', 'c1', '2025-03-10T20:00:00Z', [['p2', 1]]); // 11 March in India
  await place('o3', 'c2', '2025-03-17T04:00:00Z', [
    ['p1', 1],
    ['p2', 2],
  ]);
  await place('o4', 'c3', '2025-03-12T06:00:00Z', [['p2', 1]]);
  await place('o5', 'c2', '2025-04-02T10:00:00Z', [['p1', 2]]);
  await place('o6', 'c3', '2025-03-09T19:00:00Z', [['p1', 1]]); // 10 March, 00:30 in India
  await place('o7', 'c1', '2025-03-09T18:00:00Z', [['p1', 1]]); // 9 March, 23:30: before the range
  await walkTo('o1', 'delivered');
  await walkTo('o3', 'shipped');
  await move('o4', { to: 'cancelled', reason: 'Damaged in the warehouse' });
  placed.find((o) => o.name === 'o4')!.status = 'cancelled';
}, 120_000);
afterAll(() => t.close());

describe('GET /api/vendor/dashboard', () => {
  it('sums revenue, orders, units and the average over the period, by India day', async () => {
    const res = await v.call('GET', `/api/vendor/dashboard?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    const expected = sums(sold());
    expect(d).toMatchObject({
      from: '2025-03-10',
      to: '2025-04-05',
      revenue: expected.revenue,
      orders: expected.orders,
      units: expected.units,
      averageOrderValue: Math.round((expected.revenue * 100) / expected.orders) / 100,
      deliveredRevenue: rupees(placed.find((o) => o.name === 'o1')!.subtotal),
      // o2, o5, o6 and o7 wait (whatever the range); o1 is delivered, o3 shipped, o4 cancelled.
      awaitingFulfilment: 4,
      lowStockCount: 1,
      lowStockProducts: [{ id: products.p3!.id, stockQuantity: 2, stockStatus: 'low-stock' }],
    });
    expect(d.salesByDay).toHaveLength(27);
    for (const point of d.salesByDay as Array<{ start: string; revenue: number; orders: number }>) {
      const day = sums(sold(point.start, point.start));
      expect(point, point.start).toMatchObject({ revenue: day.revenue, orders: day.orders });
    }
    expect(d.salesByDay.find((p: { start: string }) => p.start === '2025-03-10').orders).toBe(2);
    expect(d.salesByDay.find((p: { start: string }) => p.start === '2025-03-11').orders).toBe(1);
    expect(d.latestOrders[0]).toMatchObject({
      number: placed.find((o) => o.name === 'o5')!.number,
    });
  });

  it('shows a new vendor zeros and empty lists, and defaults to the last 30 days', async () => {
    const fresh = await signedInVendor(t);
    const d = (await fresh.call('GET', '/api/vendor/dashboard')).json();
    expect(d).toMatchObject({ revenue: 0, orders: 0, averageOrderValue: 0, latestOrders: [] });
    expect(d.salesByDay).toHaveLength(30);
  });

  it('refuses half a range, a reversed one, a bad date and extra parameters', async () => {
    for (const [query, path] of [
      ['from=2025-03-10', 'to'],
      ['from=2025-03-10&to=2025-03-01', 'to'],
      ['from=2025-02-30&to=2025-03-01', 'from'],
      ['from=2023-01-01&to=2025-03-01', 'to'],
    ]) {
      const res = await v.call('GET', `/api/vendor/dashboard?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors?.[0]?.path, query).toBe(path);
    }
    expect((await v.call('GET', `/api/vendor/dashboard?${RANGE}&vendor=x`)).statusCode).toBe(400);
  });
});

describe('GET /api/vendor/reports', () => {
  it('gives revenue, commission and net by day, week and month that add up to the totals', async () => {
    const keyOf = {
      day: (o: Placed) => istDate(o.at),
      week: (o: Placed) => mondayOf(istDate(o.at)),
      month: (o: Placed) => `${istDate(o.at).slice(0, 7)}-01`,
    };
    for (const interval of ['day', 'week', 'month'] as const) {
      const r = (await v.call('GET', `/api/vendor/reports?${RANGE}&interval=${interval}`)).json();
      expect(r.commissionRate).toBe(12.5);
      expect(r.totals).toEqual(sums(sold()));
      const byPeriod = new Map<string, Placed[]>();
      for (const o of sold())
        byPeriod.set(keyOf[interval](o), [...(byPeriod.get(keyOf[interval](o)) ?? []), o]);
      const nonEmpty = (r.periods as Array<{ start: string; orders: number }>).filter(
        (p) => p.orders > 0,
      );
      expect(nonEmpty, interval).toEqual(
        [...byPeriod.keys()].sort().map((start) => ({ start, ...sums(byPeriod.get(start)!) })),
      );
    }
    const weeks = (await v.call('GET', `/api/vendor/reports?${RANGE}&interval=week`)).json();
    expect(weeks.periods.map((p: { start: string }) => p.start)).toEqual([
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
      '2025-03-31',
    ]);
  });

  it('ranks the top products and splits sales by category', async () => {
    const r = (await v.call('GET', `/api/vendor/reports?${RANGE}`)).json();
    const lines = sold().flatMap((o) => o.lines);
    const total = (pick: (l: Placed['lines'][number]) => boolean) => {
      const chosen = lines.filter(pick);
      return {
        units: chosen.reduce((s, l) => s + l.quantity, 0),
        revenue: rupees(chosen.reduce((s, l) => s + l.paise, 0)),
      };
    };
    expect(r.topProducts).toEqual([
      { productId: products.p2!.id, name: 'Product p2', ...total((l) => l.product === 'p2') },
      { productId: products.p1!.id, name: 'Product p1', ...total((l) => l.product === 'p1') },
    ]);
    // Plain products sell their one variant: no label, the SKU the migration gave it.
    expect(r.topVariants).toEqual(
      r.topProducts.map((p: { productId: string }) => ({
        ...p,
        variantId: expect.any(String),
        variantLabel: '',
        sku: `SKU-${p.productId}`,
      })),
    );
    expect(r.categories).toEqual([
      { category: 'hair', ...total((l) => l.category === 'hair') },
      { category: 'skin', ...total((l) => l.category === 'skin') },
    ]);
  });

  it('states each order: its total for the vendor, commission and net, newest first', async () => {
    const res = await v.call('GET', `/api/vendor/reports/statements?${RANGE}&limit=100`);
    const body = res.json();
    const expected = sold().sort((x, y) => (x.at < y.at ? 1 : -1));
    expect(body.total).toBe(expected.length);
    expect(body.items).toEqual(
      expected.map((o) => ({
        orderId: o.orderId,
        number: o.number,
        placedAt: new Date(o.at).toISOString(),
        customerName: expect.any(String),
        status: o.status,
        total: rupees(o.subtotal),
        vendorDiscount: 0,
        // A customer's first order has Angle's first-purchase discount: not the vendor's cost.
        platformDiscount: expect.any(Number),
        commission: rupees(commissionOf(o.subtotal)),
        refunded: 0,
        net: rupees(o.subtotal - commissionOf(o.subtotal)),
      })),
    );
    expect(res.body).not.toContain('@');
  });

  it('exports the statements and the periods as CSV with formula cells defused', async () => {
    const res = await v.call('GET', `/api/vendor/reports/export.csv?${RANGE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(
      'angle-payouts-2025-03-10-to-2025-04-05.csv',
    );
    const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual([
      'order_number',
      'placed_on',
      'customer',
      'status',
      'order_total',
      'vendor_funded_discount',
      'platform_funded_discount',
      'commission',
      'refunded',
      'net_payout',
    ]);
    expect(rows).toHaveLength(sold().length + 1);
    const o1 = placed.find((o) => o.name === 'o1')!;
    expect(rows.find((r) => r[0] === o1.number)).toEqual([
      o1.number,
      '2025-03-10',
      "'=cmd|' /C calc'!A0 Kavya Rao",
      'Delivered',
      rupees(o1.subtotal).toFixed(2),
      '0.00',
      expect.stringMatching(/^\d+\.\d\d$/),
      rupees(commissionOf(o1.subtotal)).toFixed(2),
      '0.00',
      rupees(o1.subtotal - commissionOf(o1.subtotal)).toFixed(2),
    ]);
    const months = await v.call(
      'GET',
      `/api/vendor/reports/export.csv?${RANGE}&kind=periods&interval=month`,
    );
    const monthRows = Papa.parse<string[]>(months.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    // The March bucket starts on the 1st but holds only what the range (from the 10th) does.
    const march = sums(sold('2025-03-10', '2025-03-31'));
    expect(monthRows[1]).toEqual([
      '2025-03-01',
      String(march.orders),
      String(march.units),
      march.revenue.toFixed(2),
      march.commission.toFixed(2),
      march.net.toFixed(2),
    ]);
  });
});

describe('GET /api/vendor/customers', () => {
  it('lists who bought (cancelled shipments aside) with orders, units and spend, no emails', async () => {
    const res = await v.call('GET', '/api/vendor/customers?sort=name');
    expect(res.statusCode).toBe(200);
    const live = placed.filter((o) => o.status !== 'cancelled');
    const expected = (key: string) => {
      const mine = live.filter((o) => o.customer === key);
      return {
        orders: mine.length,
        units: mine.reduce((s, o) => s + o.units, 0),
        totalSpent: rupees(mine.reduce((s, o) => s + o.subtotal, 0)),
        lastOrderAt: new Date(
          mine
            .map((o) => o.at)
            .sort()
            .at(-1)!,
        ).toISOString(),
      };
    };
    expect(res.json()).toMatchObject({
      total: 3,
      items: [
        { name: "=cmd|' /C calc'!A0 Kavya Rao", ...expected('c1') },
        { name: 'Ritika Menon', ...expected('c2') },
        { name: 'Zoya Khan', ...expected('c3') },
      ],
    });
    expect(res.body).not.toContain('@');
    const search = (await v.call('GET', '/api/vendor/customers?search=zoya')).json();
    expect(search.items.map((c: { name: string }) => c.name)).toEqual(['Zoya Khan']);
    const bySpend = (await v.call('GET', '/api/vendor/customers?sort=total-spent')).json();
    const spends = bySpend.items.map((c: { totalSpent: number }) => c.totalSpent);
    expect(spends).toEqual([...spends].sort((x, y) => y - x));
  });
});
