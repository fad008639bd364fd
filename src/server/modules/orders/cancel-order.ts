// The customer's cancel: one vendor's shipment, or the whole order while nothing has shipped.
import { customerCanCancel } from '../../../domain/order-status';
import type { Order } from '../../../domain/schemas/order';
import type { Db } from '../../db/client';
import { notFound, retryClashes } from '../../errors';
import { notifyOrderCancelled } from '../mail/order-notifications';
import { loadOrder } from './order-view';
import { cancelGroups, liveShipmentsToCancel, lockOrderShipments } from './transitions';

export async function cancelCustomerOrder(
  db: Db,
  userId: string,
  orderId: string,
  { groupId, reason }: { groupId?: string; reason?: string },
): Promise<Order> {
  await retryClashes(() =>
    db.transaction(async (tx) => {
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
    }),
  );
  return loadOrder(db, orderId);
}
