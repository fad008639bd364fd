// Test factories for the ledger: shipments moved through the real lifecycle (moveGroup, whose
// delivery writes the ledger), deliveries recorded on a given day, and the ledger's sums.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderGroups } from '../../db/schema-commerce';
import { insertOrder, type TestLine } from '../admin/test-orders';
import { cancelGroups, moveGroup } from '../orders/transitions';
import { recordDeliveryInLedger } from './ledger';

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
    await database.db.transaction((tx) => recordDeliveryInLedger(tx, g.id, at));
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
