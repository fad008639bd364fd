// The one read of an order's money (issue #33): its payment and refund rows and its shipments with
// what couriers collected, turned into the money state every refund path decides on
// (refund-terms.ts). Call it after locking the order (lockOrder), so what a refund ahead wrote is
// seen.
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderGroups, payments, type OrderRow } from '../../db/schema-commerce';
import { moneyStateOf } from './refund-terms';

export const moneyGroupsOf = (tx: DbOrTx, orderId: string) =>
  tx
    .select({
      id: orderGroups.id,
      vendorId: orderGroups.vendorId,
      status: orderGroups.status,
      subtotalPaise: orderGroups.subtotalPaise,
      discountPaise: orderGroups.discountPaise,
      collectedPaise: orderGroups.collectedPaise,
      collectedAt: orderGroups.collectedAt,
    })
    .from(orderGroups)
    .where(eq(orderGroups.orderId, orderId))
    .orderBy(asc(orderGroups.id));

export async function readMoneyState(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'paymentMethod' | 'paymentStatus' | 'totalPaise'>,
) {
  const [rows, groups] = await Promise.all([
    tx
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(asc(payments.createdAt)),
    moneyGroupsOf(tx, order.id),
  ]);
  return { rows, groups, state: moneyStateOf(order, rows, groups) };
}
