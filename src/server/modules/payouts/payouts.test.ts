// Issue #21, items 4 and 5: the vendor ledger written with the events that cause it, settlement
// runs (past the return window, one per period however many ask at once), payouts marked paid
// with a UTR, and what each vendor sees of its own (another's payout is not found).
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indianDateOf } from '../../../domain/india-time';
import { atRate, LEDGER_KINDS, taxableValue, type LedgerKind } from '../../../domain/ledger';
import { commissionPaise } from '../../../domain/payout';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { insertOrder } from '../admin/test-orders';
import { signedIn, type Shopper } from '../orders/test-shoppers';
import { recordDeliveryInLedger } from './ledger';
import {
  cancelGroup,
  deliverGroup,
  deliveredOn,
  groupsOf,
  ledgerOf,
  seedPayout,
} from './test-ledger';

let t: TestApp;
let admin: Shopper;
let customer: Shopper;
let vendorX: Shopper;
let vendorY: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database, 'admin');
  customer = await signedIn(t.app, t.database);
  vendorX = await signedIn(t.app, t.database, 'vendor');
  vendorY = await signedIn(t.app, t.database, 'vendor');
});
afterAll(() => t.close());

const DAY = 86_400_000;
const line = (vendorId: string, unitPricePaise: number, quantity = 1) => ({
  productId: 'prod-001',
  vendorId,
  unitPricePaise,
  quantity,
});
const sumOf = (rows: { amount_paise: number }[]) => rows.reduce((s, r) => s + r.amount_paise, 0);

describe('the ledger', () => {
  it('writes the sale, commission, TCS, TDS and the courier’s cash when a shipment is delivered', async () => {
    const order = await insertOrder(t.database, customer.userId, [line(vendorX.userId, 123_456)]);
    const [group] = await groupsOf(t.database, order.id);
    await deliverGroup(t.database, group!.id);

    const entries = await ledgerOf(t.database, vendorX.userId);
    const byKind = Object.fromEntries(entries.map((e) => [e.kind, e]));
    const taxable = taxableValue(123_456, 1800);
    expect(byKind.sale!.amount_paise).toBe(123_456);
    expect(byKind.commission!.amount_paise).toBe(-commissionPaise(123_456, 1000));
    expect(byKind.tcs!.amount_paise).toBe(-atRate(taxable, 50));
    expect(byKind.tds!.amount_paise).toBe(-atRate(taxable, 10));
    // Cash on delivery: the courier holds Angle's money, nothing moves between Angle and the vendor;
    // the memo says what the courier collected, shipping included (issue #33), as its COD report
    // will.
    const [row] = await t.database.query<{ shipping_paise: number }>(
      'SELECT shipping_paise FROM orders WHERE id = $1',
      [order.id],
    );
    const shipping = row!.shipping_paise;
    expect(shipping).toBeGreaterThan(0);
    expect(byKind['cod-collected']).toMatchObject({
      amount_paise: 0,
      base_paise: 123_456 + shipping,
    });

    // Recording the delivery again (a retry) writes nothing more.
    const again = await t.database.db.transaction((tx) =>
      recordDeliveryInLedger(tx, group!.id, new Date()),
    );
    expect(again).toBe(0);
    expect(await ledgerOf(t.database, vendorX.userId)).toHaveLength(entries.length);
  });

  it('is append-only: an entry cannot be changed or deleted', async () => {
    await expect(
      t.database.query(
        'UPDATE vendor_ledger_entries SET amount_paise = amount_paise + 1 WHERE vendor_id = $1',
        [vendorX.userId],
      ),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.database.query('DELETE FROM vendor_ledger_entries WHERE vendor_id = $1', [vendorX.userId]),
    ).rejects.toThrow(/never deleted/);
  });

  it('takes the admin’s refund of a cash order back from the delivered shipment, commission and TCS reversed', async () => {
    const vendor = await signedIn(t.app, t.database, 'vendor');
    const other = await signedIn(t.app, t.database, 'vendor');
    const order = await insertOrder(
      t.database,
      customer.userId,
      [line(vendor.userId, 50_000), line(other.userId, 20_000)],
      { shippingPaise: 4900 },
    );
    const groups = await groupsOf(t.database, order.id);
    const mine = groups.find((g) => g.vendorId === vendor.userId)!;
    const theirs = groups.find((g) => g.vendorId === other.userId)!;
    await cancelGroup(t.database, theirs.id);
    await deliverGroup(t.database, mine.id);

    // Cash on delivery (issue #33): the cancelled shipment collected nothing; the delivered one
    // collected its goods and its share of shipping (₹35 of ₹49). A refund covers that shipping
    // first, then the goods: half of them, then the rest.
    const half = (3500 + 25_000) / 100;
    const first = await admin.call('POST', `/api/admin/orders/${order.id}/refund`, {
      amount: half,
      reason: 'Part of the order came back',
    });
    expect(first.statusCode, first.body).toBe(200);
    let entries = await ledgerOf(t.database, vendor.userId);
    expect(entries.find((e) => e.kind === 'refund')!.amount_paise).toBe(-25_000);
    expect(entries.find((e) => e.kind === 'commission-reversal')!.amount_paise).toBe(2500);

    const rest = await admin.call('POST', `/api/admin/orders/${order.id}/refund`, {
      amount: 250,
      reason: 'The rest',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    entries = await ledgerOf(t.database, vendor.userId);
    const sum = (kind: string) =>
      entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amount_paise, 0);
    expect(sum('refund')).toBe(-50_000);
    expect(sum('commission-reversal')).toBe(-sum('commission'));
    expect(sum('tcs-reversal')).toBe(-sum('tcs'));
    // All given back: the vendor keeps nothing but the TDS already credited to its PAN.
    expect(sumOf(entries)).toBe(sum('tds'));
    // The cancelled shipment was never credited to its vendor, so nothing comes off it.
    expect(await ledgerOf(t.database, other.userId)).toEqual([]);
  });
});

describe('settlement runs and payouts', () => {
  const today = indianDateOf(new Date());
  const period = { from: addDays(today, -14), to: addDays(today, -1) };
  let payoutId: string;
  let runId: string;

  beforeAll(async () => {
    // X's delivery is ten days old, past the 7-day return window; Y's is two days old.
    await deliveredOn(
      t.database,
      customer.userId,
      [line(vendorX.userId, 80_000)],
      new Date(Date.now() - 10 * DAY),
    );
    await deliveredOn(
      t.database,
      customer.userId,
      [line(vendorY.userId, 30_000)],
      new Date(Date.now() - 2 * DAY),
    );
  });

  it('makes one run of a period however many ask for it at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => admin.call('POST', '/api/admin/settlements', period)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const ids = new Set(answers.map((a) => a.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    runId = [...ids][0]!;
    const runs = await t.database.query(
      'SELECT id FROM settlement_runs WHERE period_start = $1 AND period_end = $2',
      [period.from, period.to],
    );
    expect(runs).toHaveLength(1);
  });

  it('pays out only entries past the return window, one payout per vendor', async () => {
    const x = await vendorX.call('GET', '/api/vendor/payouts');
    expect(x.statusCode).toBe(200);
    const xs = x.json<{
      items: { id: string; amount: number; status: string }[];
      balance: { due: number; unsettled: number };
    }>();
    const xLedger = await ledgerOf(t.database, vendorX.userId);
    const settled = xLedger.filter((e) => e.payout_id);
    expect(xs.items).toHaveLength(1);
    expect(xs.items[0]!.amount * 100).toBe(sumOf(settled));
    expect(xs.items[0]!.status).toBe('due');
    payoutId = xs.items[0]!.id;
    // The delivery of the first test was today: still within its return window.
    expect(xs.balance.unsettled * 100).toBe(sumOf(xLedger.filter((e) => !e.payout_id)));

    const y = (await vendorY.call('GET', '/api/vendor/payouts')).json<{
      items: unknown[];
      balance: { due: number; unsettled: number };
    }>();
    expect(y.items).toEqual([]);
    expect(y.balance.due).toBe(0);
    expect(y.balance.unsettled).toBeGreaterThan(0);
  });

  it('shows a vendor its own payout and statement, and another vendor nothing', async () => {
    const mine = await vendorX.call('GET', `/api/vendor/payouts/${payoutId}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().entries.length).toBeGreaterThan(0);
    for (const url of ['', '/statement.csv', '/statement.pdf']) {
      const theirs = await vendorY.call('GET', `/api/vendor/payouts/${payoutId}${url}`);
      expect(theirs.statusCode).toBe(404);
    }
    const csv = await vendorX.call('GET', `/api/vendor/payouts/${payoutId}/statement.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Commission');
    // The commission is a negative number a spreadsheet adds up, not text behind an apostrophe.
    const commission = Papa.parse<string[]>(csv.body).data.find((row) =>
      row[2]?.startsWith('Commission'),
    );
    expect(commission?.[5]).toMatch(/^-\d+\.\d{2}$/);
    const pdf = await vendorX.call('GET', `/api/vendor/payouts/${payoutId}/statement.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('exports the run’s due payouts for the bank', async () => {
    const res = await admin.call('GET', `/api/admin/settlements/${runId}/bank-upload.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(payoutId);
  });

  it('marks a payout paid with a valid UTR, once', async () => {
    const bad = await admin.call('POST', `/api/admin/payouts/${payoutId}/paid`, { utr: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('utr');

    const utr = 'hdfcn52026112701';
    const paid = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.call('POST', `/api/admin/payouts/${payoutId}/paid`, { utr }),
      ),
    );
    expect(paid.map((p) => p.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(paid[0]!.json()).toMatchObject({ status: 'paid', utr: 'HDFCN52026112701' });
    const other = await admin.call('POST', `/api/admin/payouts/${payoutId}/paid`, {
      utr: 'ICICN52026112702',
    });
    expect(other.statusCode).toBe(409);
    const audits = await t.database.query(
      "SELECT 1 FROM audit_log WHERE action = 'payout.paid' AND entity_id = $1",
      [payoutId],
    );
    expect(audits).toHaveLength(1);

    const seen = (await vendorX.call('GET', '/api/vendor/payouts')).json<{
      items: { status: string; utr: string }[];
      balance: { paid: number; due: number };
    }>();
    expect(seen.items[0]).toMatchObject({ status: 'paid', utr: 'HDFCN52026112701' });
    expect(seen.balance.due).toBe(0);
    expect(seen.balance.paid).toBeGreaterThan(0);
  });

  it('shows the admin dashboard the refunds and payouts due and paid', async () => {
    const res = await admin.call('GET', '/api/admin/dashboard?range=7d');
    expect(res.statusCode, res.body).toBe(200);
    const { money } = res.json<{
      money: { refunds: number; payoutsDue: number; payoutsPaid: number; returnsRate: number };
    }>();
    expect(money.refunds).toBe(285 + 250);
    expect(money.payoutsPaid).toBeGreaterThan(0);
    expect(money.payoutsDue).toBeGreaterThanOrEqual(0);
    // Shipments were delivered this week and none came back (returns.test.ts counts returns).
    expect(money.returnsRate).toBe(0);
  });

  it('refuses a period that has not ended', async () => {
    const res = await admin.call('POST', '/api/admin/settlements', { from: today, to: today });
    expect(res.statusCode).toBe(400);
  });

  it('lists the vendor’s ledger with a running balance', async () => {
    const res = await vendorX.call('GET', '/api/vendor/ledger');
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: { balance: number }[] }>().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => typeof i.balance === 'number')).toBe(true);
  });
});

describe('the vendor’s ledger, in order (issue #33)', () => {
  type Row = {
    id: string;
    kind: LedgerKind;
    orderNumber: string;
    amount: number;
    occurredAt: string;
  };
  const paise = (rupees: number) => Math.round(rupees * 100);
  const rank = (kind: LedgerKind) => LEDGER_KINDS.indexOf(kind);

  /** Oldest first: later instants later, one order's entries of an instant together, each in
   * the order its event makes them (the sale first). */
  function expectTimeOrder(rows: readonly Row[]) {
    const done = new Set<string>();
    rows.forEach((b, i) => {
      const a = rows[i - 1];
      if (!a) return;
      expect(Date.parse(b.occurredAt)).toBeGreaterThanOrEqual(Date.parse(a.occurredAt));
      if (a.occurredAt !== b.occurredAt) return done.clear();
      if (a.orderNumber === b.orderNumber) {
        expect(rank(b.kind), `${a.kind} before ${b.kind}`).toBeGreaterThan(rank(a.kind));
      } else {
        done.add(a.orderNumber);
        expect(done.has(b.orderNumber), `${b.orderNumber} split`).toBe(false);
      }
    });
  }

  it('lists one day’s entries in time order, its balance adding up row by row, without ₹0 rows', async () => {
    const vendor = await signedIn(t.app, t.database, 'vendor');
    const day = addDays(indianDateOf(new Date()), -3);
    // Written out of time order; two orders delivered at the same instant.
    for (const [time, price] of [
      ['16:45', 41_000],
      ['10:05', 12_300],
      ['12:30', 25_000],
      ['12:30', 18_800],
    ] as const) {
      await deliveredOn(
        t.database,
        customer.userId,
        [line(vendor.userId, price)],
        new Date(`${day}T${time}:00+05:30`),
      );
    }
    const res = await vendor.call('GET', '/api/vendor/ledger?limit=100');
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: (Row & { balance: number })[]; total: number }>().items;
    // Four deliveries of cash orders: sale, commission, TCS and TDS each; the courier's cash
    // (₹0) is no row of the ledger.
    expect(items).toHaveLength(16);
    expect(res.json<{ total: number }>().total).toBe(16);
    expect(items.filter((i) => i.amount === 0)).toEqual([]);
    expect(items.some((i) => i.kind === 'cod-collected')).toBe(false);

    // Newest first: read backwards it is the day in time order, and each balance is the one
    // before it plus the entry's amount.
    const oldestFirst = [...items].reverse();
    expectTimeOrder(oldestFirst);
    expect(oldestFirst[0]!.kind).toBe('sale');
    oldestFirst.forEach((e, i) => {
      const before = i === 0 ? 0 : paise(oldestFirst[i - 1]!.balance);
      expect(paise(e.balance), `row ${i}: ${e.kind}`).toBe(before + paise(e.amount));
    });

    // Pages follow the same order.
    const pages = [];
    for (const page of [1, 2, 3]) {
      const r = await vendor.call('GET', `/api/vendor/ledger?limit=7&page=${page}`);
      pages.push(...r.json<{ items: { id: string }[] }>().items.map((i) => i.id));
    }
    expect(pages).toEqual(items.map((i) => i.id));
  });

  it('leaves ₹0 rows out of a payout’s statement and its CSV, in time order, the cash in its totals', async () => {
    const vendor = await signedIn(t.app, t.database, 'vendor');
    const { payoutId } = await seedPayout(t.database, vendor.userId, customer.userId);
    const res = await vendor.call('GET', `/api/vendor/payouts/${payoutId}`);
    expect(res.statusCode).toBe(200);
    const statement = res.json<{ entries: Row[]; totals: { codCollected: number; net: number } }>();
    expect(statement.entries.map((e) => e.kind)).toEqual(['sale', 'commission', 'tcs', 'tds']);
    expectTimeOrder(statement.entries);
    expect(statement.totals.codCollected).toBe(999);
    expect(statement.entries.reduce((s, e) => s + paise(e.amount), 0)).toBe(
      paise(statement.totals.net),
    );

    const csv = await vendor.call('GET', `/api/vendor/payouts/${payoutId}/statement.csv`);
    const rows = Papa.parse<string[]>(csv.body.trim()).data.slice(1);
    expect(rows.map((r) => r[2])).toEqual([
      'Sale (delivered)',
      'Commission',
      'TCS withheld (GST s.52)',
      'TDS withheld (s.194-O)',
    ]);
    expect(rows.filter((r) => Number(r[5]) === 0)).toEqual([]);
  });
});
