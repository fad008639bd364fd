// What one vendor shipment allows a return and a refund of, read from its rows: the window after
// its delivery, the categories the store will not take back, the units other returns hold, and
// the domain's refund figures (src/domain/refunds.ts) for the units of one return.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { commissionPaise } from '../../../domain/payout';
import {
  refundFor,
  returnWindowClosesAt,
  shippingShares,
  type RefundBreakdown,
} from '../../../domain/refunds';
import type { DbOrTx } from '../../db/client';
import { products, vendors } from '../../db/schema';
import { orderEvents, orderGroups, orderItems, orders } from '../../db/schema-commerce';
import { vendorLedgerEntries } from '../../db/schema-payouts';
import { returnItems, returns } from '../../db/schema-returns';

/** When each delivered group of an order was delivered (its latest move to 'delivered'). */
export async function deliveredAtOf(db: DbOrTx, orderId: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ groupId: orderEvents.groupId, at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'delivered')));
  const out = new Map<string, Date>();
  for (const r of rows) {
    if (!r.groupId) continue;
    const seen = out.get(r.groupId);
    if (!seen || seen < r.at) out.set(r.groupId, r.at);
  }
  return out;
}

/** Units of each line held by returns that are not rejected (asked for, on the way, refunded). */
export async function heldUnitsOf(
  db: DbOrTx,
  itemIds: readonly string[],
  statuses: 'live' | 'refunded' = 'live',
): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: returnItems.itemId, quantity: returnItems.quantity })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(
      and(
        inArray(returnItems.itemId, [...itemIds]),
        statuses === 'live' ? ne(returns.status, 'rejected') : eq(returns.status, 'refunded'),
      ),
    );
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.itemId, (out.get(r.itemId) ?? 0) + r.quantity);
  return out;
}

/** The lines of a group with their product's category. */
export async function groupLinesOf(db: DbOrTx, groupId: string) {
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      productName: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      swatchHex: orderItems.swatchHex,
      quantity: orderItems.quantity,
      lineTotalPaise: orderItems.lineTotalPaise,
      discountPaise: orderItems.discountPaise,
      vendorDiscountPaise: orderItems.vendorDiscountPaise,
      category: products.category,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.groupId, groupId))
    .orderBy(orderItems.productName, orderItems.variantLabel, orderItems.id);
}

export { returnWindowClosesAt };

/**
 * Whose figures a refund is worked out in. The customer's: what was paid (each line less all its
 * promotion discounts) and the commission on the group's subtotal, as the vendor's order page
 * shows it. The vendor's (its ledger, decision 023): the goods at the vendor's prices less only
 * the discount the vendor funds, and the commission its ledger charged (the vendor's rate on that
 * sale), so a whole shipment returned gives back exactly its sale and its commission.
 */
export type RefundSide = 'customer' | 'vendor';

/**
 * The refund one return gives back, as the domain works it out: the group's lines with the units
 * refunds already took (returns refunded before this one), the group's share of the order's
 * shipping and the commission its sale was charged.
 */
export async function refundBreakdownOf(
  db: DbOrTx,
  ret: { id: string; orderId: string; groupId: string; vendorId: string },
  side: RefundSide = 'customer',
): Promise<RefundBreakdown> {
  const [lines, groups, [order], [vendor], asked] = await Promise.all([
    groupLinesOf(db, ret.groupId),
    db
      .select({ id: orderGroups.id, subtotalPaise: orderGroups.subtotalPaise })
      .from(orderGroups)
      .where(eq(orderGroups.orderId, ret.orderId))
      .orderBy(orderGroups.id),
    db
      .select({ shippingPaise: orders.shippingPaise })
      .from(orders)
      .where(eq(orders.id, ret.orderId)),
    db
      .select({ rateBp: vendors.commissionRateBp })
      .from(vendors)
      .where(eq(vendors.userId, ret.vendorId)),
    db
      .select({ itemId: returnItems.itemId, quantity: returnItems.quantity })
      .from(returnItems)
      .where(eq(returnItems.returnId, ret.id)),
  ]);
  const refunded = await heldUnitsOf(
    db,
    lines.map((l) => l.id),
    'refunded',
  );
  // This return's own units never count as refunded before it (it may be refunded already).
  const [self] = await db
    .select({ status: returns.status })
    .from(returns)
    .where(eq(returns.id, ret.id));
  if (self?.status === 'refunded') {
    for (const a of asked) refunded.set(a.itemId, (refunded.get(a.itemId) ?? 0) - a.quantity);
  }
  const shares = shippingShares(
    order?.shippingPaise ?? 0,
    groups.map((g) => g.subtotalPaise),
  );
  const vendorSide = side === 'vendor';
  const discountOf = (l: (typeof lines)[number]) =>
    vendorSide ? l.vendorDiscountPaise : l.discountPaise;
  const base = lines.reduce(
    (s, l) => s + l.lineTotalPaise - (vendorSide ? l.vendorDiscountPaise : 0),
    0,
  );
  // The commission the vendor's ledger charged the sale, when its delivery wrote it.
  const [charged] = vendorSide
    ? await db
        .select({ amountPaise: vendorLedgerEntries.amountPaise })
        .from(vendorLedgerEntries)
        .where(
          and(
            eq(vendorLedgerEntries.orderGroupId, ret.groupId),
            eq(vendorLedgerEntries.kind, 'commission'),
          ),
        )
    : [];
  return refundFor(
    {
      lines: lines.map((l) => ({
        itemId: l.id,
        quantity: l.quantity,
        lineTotalPaise: l.lineTotalPaise,
        discountPaise: discountOf(l),
        refundedQuantity: refunded.get(l.id) ?? 0,
      })),
      // Shipping is Angle's: no vendor was credited it.
      shippingPaise: vendorSide ? 0 : (shares[groups.findIndex((g) => g.id === ret.groupId)] ?? 0),
      commissionPaise: charged ? -charged.amountPaise : commissionPaise(base, vendor?.rateBp ?? 0),
    },
    asked,
  );
}
