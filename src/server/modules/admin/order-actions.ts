// What the admin does to an order: move a vendor's shipment as the state machine allows and
// cancel what has not shipped (the stock goes back). Every change goes through moveGroup
// (orders/transitions.ts) and leaves an audit entry. Refunds are payments/refund-order.ts.
import { and, eq } from 'drizzle-orm';
import { canTransition } from '../../../domain/order-status';
import type { AdminOrder, MoveGroup } from '../../../domain/schemas/admin-orders';
import { orderGroups } from '../../db/schema-commerce';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/audit';
import {
  cancelGroups,
  liveShipmentsToCancel,
  lockOrderShipments,
  moveGroup,
} from '../orders/transitions';
import { cancellingBookings } from '../shipping/cancel-bookings';
import type { ShippingContext } from '../shipping/provider';
import { loadAdminOrder } from './orders';

export async function moveOrderGroup(
  ctx: ShippingContext,
  adminId: string,
  orderId: string,
  groupId: string,
  input: MoveGroup,
): Promise<AdminOrder> {
  await cancellingBookings(ctx, orderId, async (tx) => {
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
  });
  return loadAdminOrder(ctx.db, orderId);
}

/** Cancels every shipment of the order; refused (nothing changed) once any part has shipped. */
export async function cancelOrderAsAdmin(
  ctx: ShippingContext,
  adminId: string,
  orderId: string,
  reason?: string,
): Promise<AdminOrder> {
  await cancellingBookings(ctx, orderId, async (tx) => {
    const live = liveShipmentsToCancel(
      await lockOrderShipments(tx, orderId),
      (status) => canTransition(status, 'cancelled', 'admin'),
      'Part of this order has already shipped, so it cannot be cancelled as a whole. Cancel the shipments that have not shipped one by one.',
    );
    await cancelGroups(tx, live, {
      actor: { userId: adminId, role: 'admin' },
      ...(reason ? { reason } : {}),
    });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'order.cancel',
      entity: 'order',
      entityId: orderId,
      changes: { shipments: live.length, ...(reason ? { reason } : {}) },
    });
  });
  return loadAdminOrder(ctx.db, orderId);
}
