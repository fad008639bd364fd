// One order as its vendor sees it: only the vendor's group (lines, status, timeline), the
// customer's name and phone and the delivery address, never their email. Another vendor's order
// is not found, exactly like a missing one.
import { and, eq } from 'drizzle-orm';
import { paiseToRupees } from '../../../domain/money';
import { nextStatuses, type GroupStatus } from '../../../domain/order-status';
import { commissionPaise, ratePercent } from '../../../domain/payout';
import type { VendorOrder } from '../../../domain/schemas/vendor-orders';
import type { DbOrTx } from '../../db/client';
import { users, vendors } from '../../db/schema';
import { orderGroups, orders } from '../../db/schema-commerce';
import { notFound } from '../../errors';
import { loadOrder } from '../orders/order-view';
import { releasedToSellers } from '../cod/confirmation';
import { codAmountOf } from '../payments/cod-collection';

/**
 * The vendor's group of an order, or 404 when the vendor has none in it, or the order waits for
 * the buyer's cash-on-delivery code (issue #39): not the seller's to see or ship yet.
 */
export async function vendorGroupOf(db: DbOrTx, vendorId: string, orderId: string) {
  const [group] = await db
    .select({ id: orderGroups.id, awb: orderGroups.awb })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .where(
      and(
        eq(orderGroups.orderId, orderId),
        eq(orderGroups.vendorId, vendorId),
        releasedToSellers(),
      ),
    );
  if (!group) throw notFound('The order');
  return group;
}

export async function loadVendorOrder(
  db: DbOrTx,
  vendorId: string,
  orderId: string,
): Promise<VendorOrder> {
  const { id: groupId } = await vendorGroupOf(db, vendorId, orderId);
  const [order, [extra], codPaise] = await Promise.all([
    loadOrder(db, orderId, { role: 'vendor', vendorId }),
    db
      .select({
        customerName: users.name,
        rateBp: vendors.commissionRateBp,
        companyName: vendors.companyName,
        gstin: vendors.gstin,
        pickupAddress: vendors.pickupAddress,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(vendors, eq(vendors.userId, vendorId))
      .where(eq(orders.id, orderId)),
    codAmountOf(db, groupId),
  ]);
  const group = order.groups[0];
  if (!group || !extra) throw notFound('The order');
  const subtotalPaise = Math.round(group.subtotal * 100);
  const commission = commissionPaise(subtotalPaise, extra.rateBp);
  const { fullName, phone, ...address } = order.shippingAddress;
  return {
    id: order.id,
    number: order.number,
    placedAt: order.createdAt,
    status: group.status,
    paymentMethod: order.paymentMethod,
    codCollected: order.paymentMethod === 'cod' && group.status === 'delivered',
    customer: { name: extra.customerName, phone },
    deliveryAddress: { fullName, phone, ...address },
    items: group.items,
    units: group.items.reduce((n, i) => n + i.quantity, 0),
    subtotal: group.subtotal,
    commissionRate: ratePercent(extra.rateBp),
    commission: paiseToRupees(commission),
    net: paiseToRupees(subtotalPaise - commission),
    carrier: group.carrier,
    trackingNumber: group.trackingNumber,
    cancelReason: group.cancelReason,
    events: group.events,
    deliveryIssue: group.deliveryIssue,
    nextStatuses: nextStatuses(group.status as GroupStatus, 'vendor'),
    codToCollect: codPaise === null ? null : paiseToRupees(codPaise),
    seller: {
      name: extra.companyName,
      gstin: extra.gstin,
      pickupAddress: extra.pickupAddress ?? null,
    },
  };
}
