// Test factories for the ledger: shipments moved through the real lifecycle (moveGroup, whose
// delivery writes the ledger), deliveries recorded on a given day, and the ledger's sums.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addDays } from '../../../domain/india-time';
import { orderGroups } from '../../db/schema-commerce';
import { payouts, settlementRuns, vendorLedgerEntries } from '../../db/schema-payouts';
import { insertOrder, type TestLine } from '../admin/test-orders';
import { cancelGroups, moveGroup } from '../orders/transitions';
import { recordDeliveryInLedger } from './ledger';
import { recordCodCollection } from '../payments/cod-collection';

const ADMIN = { userId: 'admin-test', role: 'admin' } as const;

export async function groupsOf(database: Database, orderId: string) {
  return database.db
    .select()
    .from(orderGroups)
    .where(eq(orderGroups.orderId, orderId))
    .orderBy(orderGroups.vendorId);
}

/** Ships and delivers a shipment as the admin would: its delivery writes the ledger. */
export async function deliverGroup(database: Database, groupId: string) {
  const [g] = await database.db.select().from(orderGroups).where(eq(orderGroups.id, groupId));
  const path = ['confirmed', 'packed', 'shipped', 'delivered'] as const;
  const from = path.indexOf(g!.status as (typeof path)[number]);
  await database.db.transaction(async (tx) => {
    for (const to of path.slice(from + 1)) {
      await moveGroup(tx, {
        groupId,
        to,
        actor: ADMIN,
        carrier: 'Delhivery',
        trackingNumber: 'DL123456',
        notify: false,
      });
    }
  });
}

export async function cancelGroup(database: Database, groupId: string) {
  await database.db.transaction((tx) =>
    cancelGroups(tx, [groupId], { actor: { userId: null, role: 'system' }, notify: false }),
  );
}

/** A cash-on-delivery order delivered on `at` (its ledger entries dated then). */
export async function deliveredOn(
  database: Database,
  customerId: string,
  lines: TestLine[],
  at: Date,
) {
  const order = await insertOrder(database, customerId, lines, {
    groupStatus: 'delivered',
    shippingPaise: 0,
  });
  const groups = await groupsOf(database, order.id);
  for (const g of groups) {
    await database.db.transaction(async (tx) => {
      await recordCodCollection(tx, g.id, at);
      await recordDeliveryInLedger(tx, g.id, at);
    });
  }
  return { order, groups };
}

export async function ledgerOf(database: Database, vendorId: string) {
  return database.query<{
    kind: string;
    amount_paise: number;
    base_paise: number | null;
    order_group_id: string;
    payout_id: string | null;
  }>(
    `SELECT kind, amount_paise, base_paise, order_group_id, payout_id FROM vendor_ledger_entries
      WHERE vendor_id = $1 ORDER BY occurred_at, kind`,
    [vendorId],
  );
}

let seededPeriods = 0;

/**
 * A payout of `vendorId`'s, due, made by a run of its own (a period in 2001, one per call, so it
 * never meets the runs of a test): a delivered order, its ledger entries, settled.
 */
export async function seedPayout(database: Database, vendorId: string, customerId: string) {
  const { groups } = await deliveredOn(
    database,
    customerId,
    [{ productId: 'prod-001', vendorId, unitPricePaise: 99_900, quantity: 1 }],
    new Date(Date.now() - 30 * 86_400_000),
  );
  const from = addDays('2001-01-01', 7 * seededPeriods++);
  const [run] = await database.db
    .insert(settlementRuns)
    .values({ periodStart: from, periodEnd: addDays(from, 6), returnWindowDays: 7 })
    .returning();
  const entries = await database.db
    .select({ amount: vendorLedgerEntries.amountPaise })
    .from(vendorLedgerEntries)
    .where(eq(vendorLedgerEntries.orderGroupId, groups[0]!.id));
  const [payout] = await database.db
    .insert(payouts)
    .values({
      runId: run!.id,
      vendorId,
      amountPaise: entries.reduce((s, e) => s + e.amount, 0),
    })
    .returning();
  await database.db
    .update(vendorLedgerEntries)
    .set({ payoutId: payout!.id })
    .where(eq(vendorLedgerEntries.orderGroupId, groups[0]!.id));
  return { runId: run!.id, payoutId: payout!.id };
}
