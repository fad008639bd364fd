// What the admin does to an order: move a vendor's shipment as the state machine allows and
// cancel what has not shipped (the stock goes back). Every change goes through moveGroup
// (orders/transitions.ts) and leaves an audit entry. Refunds are payments/refund-order.ts.
import { and, eq } from 'drizzle-orm';
import { canTransition, type GroupStatus } from '../../../domain/order-status';
import type { AdminOrder, MoveGroup } from '../../../domain/schemas/admin-orders';
import type { Db } from '../../db/client';
import { orderGroups, orders } from '../../db/schema-commerce';
import { AppError, notFound, retryClashes } from '../../errors';
import { recordAudit } from '../audit/audit';
import { cancelGroups, moveGroup } from '../orders/transitions';
import { loadAdminOrder } from './orders';

export async function moveOrderGroup(
  db: Db,
  adminId: string,
  orderId: string,
  groupId: string,
  input: MoveGroup,
): Promise<AdminOrder> {
  await retryClashes(() =>
    db.transaction(async (tx) => {
      const [group] = await tx
        .select({ id: orderGroups.id })
        .from(orderGroups)
        .where(and(eq(orderGroups.id, groupId), eq(orderGroups.orderId, orderId)));
      if (!group) throw notFound('The shipment');
      const move = await moveGroup(tx, {
        groupId,
        to: input.to,
        actor: { userId: adminId, role: 'admin' },
        ...(input.carrier ? { carrier: input.carrier } : {}),
        ...(input.trackingNumber ? { trackingNumber: input.trackingNumber } : {}),
        ...(input.reason ? { reason: input.reason } : {}),
      });
      await recordAudit(tx, {
        actorUserId: adminId,
        action: input.to === 'cancelled' ? 'order.cancel' : 'order.status',
        entity: 'order',
        entityId: orderId,
        changes: {
          groupId,
          status: { from: move.from, to: move.to },
          ...(input.to === 'shipped'
            ? { carrier: input.carrier?.trim(), trackingNumber: input.trackingNumber?.trim() }
            : {}),
          ...(input.reason ? { reason: input.reason } : {}),
        },
      });
    }),
  );
  return loadAdminOrder(db, orderId);
}

/** Cancels every shipment of the order; refused (nothing changed) once any part has shipped. */
export async function cancelOrderAsAdmin(
  db: Db,
  adminId: string,
  orderId: string,
  reason?: string,
): Promise<AdminOrder> {
  await retryClashes(() =>
    db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      if (!order) throw notFound('The order');
      const groups = await tx
        .select({ id: orderGroups.id, status: orderGroups.status })
        .from(orderGroups)
        .where(eq(orderGroups.orderId, orderId));
      const live = groups.filter((g) => g.status !== 'cancelled');
      if (live.length === 0) throw new AppError('conflict', 'This order is already cancelled.');
      if (!live.every((g) => canTransition(g.status as GroupStatus, 'cancelled', 'admin'))) {
        throw new AppError(
          'conflict',
          'Part of this order has already shipped, so it cannot be cancelled as a whole. Cancel the shipments that have not shipped one by one.',
        );
      }
      await cancelGroups(
        tx,
        live.map((g) => g.id),
        { actor: { userId: adminId, role: 'admin' }, ...(reason ? { reason } : {}) },
      );
      await recordAudit(tx, {
        actorUserId: adminId,
        action: 'order.cancel',
        entity: 'order',
        entityId: orderId,
        changes: { shipments: live.length, ...(reason ? { reason } : {}) },
      });
    }),
  );
  return loadAdminOrder(db, orderId);
}
