// Cash on delivery is collected shipment by shipment (issue #33): when a COD shipment is delivered,
// its courier collected its goods after discounts and its share of the order's shipping (the same
// share its tax invoice carries, domain/gst.ts shareShipping), and that is recorded on the
// shipment in the delivery's transaction. A shipment cancelled before delivery collected nothing.
// The order's money state (money-state.ts) and migration 0022's trigger count these amounts.
import { and, asc, eq } from 'drizzle-orm';
import { shareShipping } from '../../../domain/gst';
import type { Tx } from '../../db/client';
import { orderGroups, orders } from '../../db/schema-commerce';

/** Records what the courier of a delivered COD shipment collected; 0 for online orders. */
export async function recordCodCollection(tx: Tx, groupId: string, at: Date): Promise<number> {
  const [group] = await tx
    .select({ orderId: orderGroups.orderId, collectedPaise: orderGroups.collectedPaise })
    .from(orderGroups)
    .where(eq(orderGroups.id, groupId));
  if (!group) return 0;
  const [order] = await tx
    .select({ paymentMethod: orders.paymentMethod, shippingPaise: orders.shippingPaise })
    .from(orders)
    .where(eq(orders.id, group.orderId));
  if (order?.paymentMethod !== 'cod' || group.collectedPaise > 0) return group.collectedPaise;
  const all = await tx
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
  const collected = all[n]!.goods - all[n]!.discount + (shipping[n] ?? 0);
  await tx
    .update(orderGroups)
    .set({ collectedPaise: collected, collectedAt: at })
    .where(and(eq(orderGroups.id, groupId), eq(orderGroups.collectedPaise, 0)));
  return collected;
}
