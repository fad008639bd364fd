// The customer's cancel: one vendor's shipment, or the whole order while nothing has shipped.
import { and, eq } from 'drizzle-orm';
import { customerCanCancel, type GroupStatus } from '../../../domain/order-status';
import type { Order } from '../../../domain/schemas/order';
import type { Db } from '../../db/client';
import { orderGroups, orders } from '../../db/schema-commerce';
import { AppError, notFound, retryClashes } from '../../errors';
import { notifyOrderCancelled } from '../mail/order-notifications';
import { loadOrder } from './order-view';
import { cancelGroups } from './transitions';

export async function cancelCustomerOrder(
  db: Db,
  userId: string,
  orderId: string,
  { groupId, reason }: { groupId?: string; reason?: string },
): Promise<Order> {
  await retryClashes(() =>
    db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .for('update');
      if (!order) throw notFound('The order');
      const groups = await tx
        .select({ id: orderGroups.id, status: orderGroups.status })
        .from(orderGroups)
        .where(eq(orderGroups.orderId, orderId));

      let targets: string[];
      if (groupId) {
        if (!groups.some((g) => g.id === groupId)) throw notFound('The shipment');
        targets = [groupId];
      } else {
        const live = groups.filter((g) => g.status !== 'cancelled');
        if (live.length === 0) throw new AppError('conflict', 'This order is already cancelled.');
        if (!live.every((g) => customerCanCancel(g.status as GroupStatus))) {
          throw new AppError(
            'conflict',
            'Part of this order has already shipped, so it cannot be cancelled as a whole. You can still cancel the shipments that have not shipped.',
          );
        }
        targets = live.map((g) => g.id);
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
