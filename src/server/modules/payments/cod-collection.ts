// Cash on delivery is collected shipment by shipment (issue #33): when a COD shipment is delivered,
// its courier collected its goods after discounts and its share of the order's shipping (the same
// share its tax invoice carries, domain/gst.ts shareShipping), and that is recorded on the
// shipment in the delivery's transaction. A shipment cancelled before delivery collected nothing.
// The order's money state (money-state.ts) and migration 0022's trigger count these amounts.
import { and, asc, eq } from 'drizzle-orm';
import { shareShipping } from '../../../domain/gst';
import type { DbOrTx, Tx } from '../../db/client';
import { orderGroups, orders } from '../../db/schema-commerce';

/** What the customer pays for one shipment (paise): its goods after discounts and its share of
 * the order's shipping (the same share its tax invoice carries), with the order's payment method.
 * A return to origin refunds an online order this much (issue #39). */
export async function shipmentShareOf(
  db: DbOrTx,
  groupId: string,
): Promise<{ paymentMethod: string; paise: number } | null> {
  const [group] = await db
    .select({ orderId: orderGroups.orderId })
    .from(orderGroups)
    .where(eq(orderGroups.id, groupId));
  if (!group) return null;
  const [order] = await db
    .select({ paymentMethod: orders.paymentMethod, shippingPaise: orders.shippingPaise })
    .from(orders)
    .where(eq(orders.id, group.orderId));
  if (!order) return null;
  const all = await db
    .select({
      id: orderGroups.id,
      goods: orderGroups.subtotalPaise,
      discount: orderGroups.discountPaise,
    })
    .from(orderGroups)
    .where(eq(orderGroups.orderId, group.orderId))
    .orderBy(asc(orderGroups.id));
  const shipping = shareShipping(
    order.shippingPaise,
    all.map((g) => g.goods - g.discount),
  );
  const n = all.findIndex((g) => g.id === groupId);
  return {
    paymentMethod: order.paymentMethod,
    paise: all[n]!.goods - all[n]!.discount + (shipping[n] ?? 0),
  };
}

/** What the courier of a COD shipment collects at delivery (paise): its share (shipmentShareOf);
 * null for an order paid online. The packing slip prints it (issue #38), the delivery records it. */
export async function codAmountOf(db: DbOrTx, groupId: string): Promise<number | null> {
  const share = await shipmentShareOf(db, groupId);
  return share?.paymentMethod === 'cod' ? share.paise : null;
}

/** Records what the courier of a delivered COD shipment collected; 0 for online orders. */
export async function recordCodCollection(tx: Tx, groupId: string, at: Date): Promise<number> {
  const [group] = await tx
    .select({ collectedPaise: orderGroups.collectedPaise })
    .from(orderGroups)
    .where(eq(orderGroups.id, groupId));
  if (!group) return 0;
  if (group.collectedPaise > 0) return group.collectedPaise;
  const collected = await codAmountOf(tx, groupId);
  if (collected === null) return 0;
  await tx
    .update(orderGroups)
    .set({ collectedPaise: collected, collectedAt: at })
    .where(and(eq(orderGroups.id, groupId), eq(orderGroups.collectedPaise, 0)));
  return collected;
}
