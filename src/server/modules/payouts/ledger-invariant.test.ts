// Issue #21: the ledger invariant, as a property. After any mix of orders, deliveries,
// cancellations, refunds of orders (the admin's), refunds of returns (through the API, with
// their own entries from the returns' refund hook), settlement runs and payouts paid, for every
// vendor: the sum of its ledger entries equals the
// payouts made plus its balance (due + not yet settled), every payout is the sum of its entries,
// and orders × commission reconcile with the commission entries. Runs on PGlite in `npm test`
// and on PostgreSQL in `npm run test:api:pg`, like every API test.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indianDateOf } from '../../../domain/india-time';
import { commissionPaise } from '../../../domain/payout';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { insertOrder } from '../admin/test-orders';
import { signedIn, type Shopper } from '../orders/test-shoppers';
import { askReturn, returnLines } from '../returns/test-returns';
import { balancePaiseOf, markPayoutPaid } from './payouts';
import { runSettlement } from './settlement';
import { cancelGroup, deliverGroup } from './test-ledger';

let t: TestApp;
let admin: Shopper;
let customer: Shopper;
const vendorIds: string[] = [];
const RATES = [1000, 1250];
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database, 'admin');
  customer = await signedIn(t.app, t.database);
  for (const rate of RATES) {
    const v = await signedIn(t.app, t.database, 'vendor');
    await t.database.query('UPDATE vendors SET commission_rate_bp = $1 WHERE user_id = $2', [
      rate,
      v.userId,
    ]);
    vendorIds.push(v.userId);
  }
}, 60_000);
afterAll(() => t.close());

type Op =
  | { kind: 'order'; lines: { vendor: number; price: number; qty: number }[] }
  | { kind: 'deliver'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'refund-order'; pick: number; share: number }
  | { kind: 'return'; pick: number; share: number }
  | { kind: 'settle'; weeksAhead: number }
  | { kind: 'pay'; pick: number };

const pick = fc.nat({ max: 1000 });
const share = fc.integer({ min: 1, max: 100 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      lines: fc.array(
        fc.record({
          vendor: fc.nat({ max: RATES.length - 1 }),
          price: fc.integer({ min: 1, max: 500_000 }),
          qty: fc.integer({ min: 1, max: 3 }),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deliver' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('refund-order' as const), pick, share }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('return' as const), pick, share }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      weeksAhead: fc.integer({ min: 0, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick }) },
);

const orderIds: string[] = [];
let returns = 0;
let utrs = 0;

async function groupsIn(status: string) {
  return t.database.query<{ id: string; order_id: string; vendor_id: string }>(
    'SELECT id, order_id, vendor_id FROM order_groups WHERE order_id = ANY($1) AND status = $2 ORDER BY id',
    [orderIds, status],
  );
}

async function apply(op: Op) {
  switch (op.kind) {
    case 'order': {
      const lines = op.lines.map((l) => ({
        productId: 'prod-001',
        vendorId: vendorIds[l.vendor]!,
        unitPricePaise: l.price,
        quantity: l.qty,
      }));
      const order = await insertOrder(t.database, customer.userId, lines);
      orderIds.push(order.id);
      return;
    }
    case 'deliver':
    case 'cancel': {
      const open = await groupsIn('placed');
      const g = open[op.pick % Math.max(open.length, 1)];
      if (!g) return;
      if (op.kind === 'deliver') await deliverGroup(t.database, g.id);
      else await cancelGroup(t.database, g.id);
      return;
    }
    case 'refund-order': {
      // The admin's refund, through the API (a cash order is refundable once every live shipment
      // is delivered and one is cancelled; anything else is refused and changes nothing).
      const id = orderIds[op.pick % Math.max(orderIds.length, 1)];
      if (!id) return;
      const detail = (await admin.call('GET', `/api/admin/orders/${id}`)).json<{
        refund: { allowed: boolean; maxAmount: number };
      }>();
      if (!detail.refund?.allowed) return;
      const amount = Math.max(1, Math.floor(detail.refund.maxAmount * op.share)) / 100;
      const res = await admin.call('POST', `/api/admin/orders/${id}/refund`, {
        amount,
        reason: 'Property test',
      });
      expect([200, 400, 409, 422]).toContain(res.statusCode);
      return;
    }
    case 'return': {
      // A return of part of a delivered shipment, refunded by the admin through the API: its
      // refund writes its own ledger entries (returns/refund-hooks.ts), beside any refund of the
      // order that the admin makes (refund-order above).
      const delivered = await groupsIn('delivered');
      const g = delivered[op.pick % Math.max(delivered.length, 1)];
      if (!g) return;
      const { lines } = await returnLines(customer, g.order_id);
      const line = lines.find((l) => l.returnable > 0 && l.refusal === null);
      if (!line) return;
      const quantity = Math.max(1, Math.ceil((line.returnable * op.share) / 100));
      const asked = await askReturn(customer, g.order_id, [{ itemId: line.itemId, quantity }]);
      expect(asked.statusCode, asked.body).toBe(201);
      const id = asked.json<{ id: string }>().id;
      for (const payload of [
        { to: 'approved', pickup: 'Courier tomorrow' },
        { to: 'picked-up' },
        { to: 'received', restock: [] },
      ]) {
        const moved = await admin.call('POST', `/api/admin/returns/${id}/status`, payload);
        expect(moved.statusCode, moved.body).toBe(200);
      }
      const res = await admin.call('POST', `/api/admin/returns/${id}/refund`, {
        method: 'upi',
        reference: `UPI${String(++returns).padStart(9, '0')}`,
      });
      // 409: nothing of the order's payment is left to refund (the admin refunded it already).
      expect([200, 409], res.body).toContain(res.statusCode);
      return;
    }
    case 'settle': {
      // Periods in the future, judged from later still: deliveries of today fall in them.
      const now = new Date(Date.now() + (op.weeksAhead + 2) * 7 * 86_400_000);
      const to = addDays(indianDateOf(new Date()), op.weeksAhead * 7 + 3);
      await runSettlement(t.database.db, admin.userId, { from: addDays(to, -6), to }, now);
      return;
    }
    case 'pay': {
      const due = await t.database.query<{ id: string }>(
        'SELECT id FROM payouts WHERE vendor_id = ANY($1) AND status = $2 ORDER BY id',
        [vendorIds, 'due'],
      );
      const p = due[op.pick % Math.max(due.length, 1)];
      if (!p) return;
      const utr = `PROP${String(++utrs).padStart(12, '0')}`;
      await markPayoutPaid(t.database.db, p.id, utr, admin.userId);
      return;
    }
  }
}

async function checkInvariant() {
  for (const [n, vendorId] of vendorIds.entries()) {
    const [sums] = await t.database.query<{ entries: number; unsettled: number }>(
      `SELECT coalesce(sum(amount_paise), 0)::int AS entries,
        coalesce(sum(amount_paise) FILTER (WHERE payout_id IS NULL), 0)::int AS unsettled
      FROM vendor_ledger_entries WHERE vendor_id = $1`,
      [vendorId],
    );
    const [paid] = await t.database.query<{ made: number; paid: number; due: number }>(
      `SELECT coalesce(sum(amount_paise), 0)::int AS made,
        coalesce(sum(amount_paise) FILTER (WHERE status = 'paid'), 0)::int AS paid,
        coalesce(sum(amount_paise) FILTER (WHERE status = 'due'), 0)::int AS due
      FROM payouts WHERE vendor_id = $1`,
      [vendorId],
    );
    const balance = await balancePaiseOf(t.database.db, vendorId);
    // Sum of the ledger = payouts paid + balance, and the balance is what is due and unsettled.
    expect(sums!.entries).toBe(paid!.paid + balance.balance);
    expect(balance.balance).toBe(paid!.due + sums!.unsettled);
    expect(sums!.entries).toBe(paid!.made + sums!.unsettled);

    // Every payout is exactly the sum of the entries it settled.
    const mismatched = await t.database.query(
      `SELECT p.id FROM payouts p LEFT JOIN vendor_ledger_entries e ON e.payout_id = p.id
        WHERE p.vendor_id = $1 GROUP BY p.id HAVING p.amount_paise <> coalesce(sum(e.amount_paise), 0)`,
      [vendorId],
    );
    expect(mismatched).toEqual([]);

    // Orders × commission: each delivered shipment's commission entry is its sale at the
    // vendor's rate; what is reversed never exceeds it, nor what is refunded the sale.
    const shipments = await t.database.query<{
      subtotal_paise: number;
      vendor_discount_paise: number;
      commission: number;
      reversed: number;
      sale: number;
      refunded: number;
    }>(
      `SELECT g.subtotal_paise, g.vendor_discount_paise,
        coalesce(-sum(e.amount_paise) FILTER (WHERE e.kind = 'commission'), 0)::int AS commission,
        coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'commission-reversal'), 0)::int AS reversed,
        coalesce(sum(e.amount_paise) FILTER (WHERE e.kind = 'sale'), 0)::int AS sale,
        coalesce(-sum(e.amount_paise) FILTER (WHERE e.kind = 'refund'), 0)::int AS refunded
      FROM order_groups g LEFT JOIN vendor_ledger_entries e ON e.order_group_id = g.id
      WHERE g.vendor_id = $1 AND g.status = 'delivered' GROUP BY g.id`,
      [vendorId],
    );
    for (const s of shipments) {
      const sale = s.subtotal_paise - s.vendor_discount_paise;
      expect(s.sale).toBe(s.subtotal_paise);
      expect(s.commission).toBe(commissionPaise(sale, RATES[n]!));
      expect(s.reversed).toBeLessThanOrEqual(s.commission);
      expect(s.refunded).toBeLessThanOrEqual(sale);
      if (s.refunded === sale) expect(s.reversed).toBe(s.commission);
    }
    // Each refunded return has its one refund entry, and its payment row none of the order's.
    const returnsOff = await t.database.query(
      `SELECT r.id FROM refunds r WHERE r.vendor_id = $1 AND r.status = 'refunded' AND (
          (SELECT count(*) FROM vendor_ledger_entries e WHERE e.source_id = r.id AND e.kind = 'refund') <> 1
          OR EXISTS (SELECT 1 FROM vendor_ledger_entries e WHERE e.source_id LIKE r.payment_id || ':%'))`,
      [vendorId],
    );
    expect(returnsOff).toEqual([]);
    // No cancelled shipment is ever in the ledger: its vendor was never credited.
    const cancelled = await t.database.query(
      `SELECT 1 FROM vendor_ledger_entries e JOIN order_groups g ON g.id = e.order_group_id
        WHERE e.vendor_id = $1 AND g.status = 'cancelled'`,
      [vendorId],
    );
    expect(cancelled).toEqual([]);
  }
}

describe('the ledger invariant', () => {
  it('holds after any mix of orders, deliveries, cancellations, refunds, settlements and payouts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 14 }), async (ops) => {
        for (const op of ops) await apply(op);
        await checkInvariant();
      }),
      { numRuns: Number(process.env.LEDGER_PROPERTY_RUNS ?? 6) },
    );
  }, 180_000);
});
