// The customer's cancel: one vendor's shipment, or the whole order while nothing has shipped.
import { customerCanCancel } from '../../../domain/order-status';
import type { Order } from '../../../domain/schemas/order';
import { notFound } from '../../errors';
import { notifyOrderCancelled } from '../mail/order-notifications';
import { cancellingBookings } from '../shipping/cancel-bookings';
import type { ShippingContext } from '../shipping/provider';
import { loadOrder } from './order-view';
import { cancelGroups, liveShipmentsToCancel, lockOrderShipments } from './transitions';

export async function cancelCustomerOrder(
  ctx: ShippingContext,
  userId: string,
  orderId: string,
  { groupId, reason }: { groupId?: string; reason?: string },
): Promise<Order> {
  // Issue #39: a parcel booked with the courier has its booking cancelled too, or nothing is.
  await cancellingBookings(ctx, orderId, async (tx) => {
    const groups = await lockOrderShipments(tx, orderId, userId);
    let targets: string[];
    if (groupId) {
      if (!groups.some((g) => g.id === groupId)) throw notFound('The shipment');
      targets = [groupId];
    } else {
      targets = liveShipmentsToCancel(
        groups,
        customerCanCancel,
        'Part of this order has already shipped, so it cannot be cancelled as a whole. You can still cancel the shipments that have not shipped.',
      );
    }
    // A whole order cancelled is one mail, not one per seller.
    const wholeOrder = !groupId;
    await cancelGroups(tx, targets, {
      actor: { userId, role: 'customer' },
      ...(reason ? { reason } : {}),
      notify: !wholeOrder,
    });
    if (wholeOrder) {
      await notifyOrderCancelled(tx, orderId, { unpaid: false, reason: reason?.trim() || null });
    }
  });
  return loadOrder(ctx.db, orderId);
}
