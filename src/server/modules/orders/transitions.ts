// Moves one vendor's fulfilment group through the lifecycle (domain/order-status.ts). The
// customer's cancel, the vendor and admin portals and Angle itself (releasing unpaid online
// orders) call it with their own actor. Every move writes an event and, when the customer should
// hear of it, a mail in the same transaction; the order's status and COD payment are re-derived.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  canTransition,
  deriveCodPaymentStatus,
  isOnlinePayment,
  deriveOrderStatus,
  STATUS_LABELS,
  type GroupStatus,
} from '../../../domain/order-status';
import { isReleasedToSellers } from '../../../domain/cod';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema';
import {
  orderEvents,
  orderGroups,
  orderItems,
  orders,
  promotions,
  promotionUses,
} from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { notifyGroupMoved } from '../mail/order-notifications';
import { recordDeliveryInLedger } from '../payouts/ledger';
import { recordEarlierRefundsAtDelivery } from '../payouts/order-refund-ledger';
import { recordCodCollection } from '../payments/cod-collection';
import { issueInvoice } from '../tax-invoices/issue';
import { returnStock } from './stock';

/** 'system' is Angle itself (no user): it releases online orders that were never paid, and moves
 * a shipment its carrier's tracking webhook reports picked up or delivered (issue #39). */
export type GroupActor =
  { userId: string; role: 'customer' | 'vendor' | 'admin' } | { userId: null; role: 'system' };

export interface MoveGroupInput {
  groupId: string;
  to: GroupStatus;
  actor: GroupActor;
  carrier?: string;
  trackingNumber?: string;
  reason?: string;
  /** false when the caller sends one mail for several moves (a whole order cancelled). */
  notify?: boolean;
}

export interface GroupMove {
  orderId: string;
  groupId: string;
  from: GroupStatus;
  to: GroupStatus;
}

/**
 * Locks the order, then the group (always in that order, so concurrent moves of one order's
 * groups queue instead of deadlocking), and checks the actor owns what it moves: a customer
 * their order, a vendor its group. Anything else is not found.
 */
async function lockOwnedGroup(tx: Tx, groupId: string, actor: GroupActor) {
  const [ref] = await tx
    .select({ orderId: orderGroups.orderId })
    .from(orderGroups)
    .where(eq(orderGroups.id, groupId));
  if (!ref) throw notFound('The shipment');
  const [order] = await tx
    .select({
      userId: orders.userId,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      codConfirmation: orders.codConfirmation,
    })
    .from(orders)
    .where(eq(orders.id, ref.orderId))
    .for('update');
  const [group] = await tx
    .select()
    .from(orderGroups)
    .where(eq(orderGroups.id, groupId))
    .for('update');
  const owns =
    actor.role === 'admin' ||
    actor.role === 'system' ||
    (actor.role === 'customer' && order?.userId === actor.userId) ||
    (actor.role === 'vendor' && group?.vendorId === actor.userId);
  if (!order || !group || !owns) throw notFound('The shipment');
  return { order, group: { ...group, status: group.status as GroupStatus } };
}

function refusal(from: GroupStatus, to: GroupStatus): AppError {
  if (from === to) {
    return new AppError('conflict', `This shipment is already ${STATUS_LABELS[to].toLowerCase()}.`);
  }
  if (to === 'cancelled' && (from === 'shipped' || from === 'delivered')) {
    return new AppError(
      'conflict',
      `This shipment has already ${from === 'shipped' ? 'shipped' : 'been delivered'} and can no longer be cancelled.`,
    );
  }
  return new AppError(
    'conflict',
    `A ${STATUS_LABELS[from].toLowerCase()} shipment cannot be marked ${STATUS_LABELS[to].toLowerCase()}.`,
  );
}

export function requireShippingDetails({
  carrier,
  trackingNumber,
}: Pick<MoveGroupInput, 'carrier' | 'trackingNumber'>) {
  const errors = [
    ...(carrier?.trim() ? [] : [{ path: 'carrier', message: 'Enter the carrier.' }]),
    ...(trackingNumber?.trim()
      ? []
      : [{ path: 'trackingNumber', message: 'Enter the tracking number.' }]),
  ].map((e) => ({ ...e, location: 'body' as const }));
  if (errors.length > 0) {
    throw new AppError('invalid', 'Shipping needs a carrier and a tracking number.', errors);
  }
}

/**
 * Locks the products of every group about to be cancelled together, in product id order, before
 * the first moves. Cancelling group after group returns stock in group order, which can be the
 * reverse of a concurrent checkout's id order: on PostgreSQL that was a deadlock and a 500
 * (found by order-cancel.hardening.ts, issue #9).
 */
async function lockStockOfGroups(tx: Tx, groupIds: readonly string[]) {
  if (groupIds.length < 2) return;
  const inGroups = tx
    .select({ id: orderItems.productId })
    .from(orderItems)
    .where(inArray(orderItems.groupId, [...groupIds]));
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, inGroups))
    .orderBy(products.id)
    .for('no key update');
}

/** A cancelled group's items go back on the shelf: to their variants and product totals. */
async function returnGroupStock(tx: Tx, groupId: string) {
  const items = await tx
    .select({
      productId: orderItems.productId,
      // Every line has its variant since migration 0010; the product's default is a fallback.
      variantId: sql<string>`coalesce(${orderItems.variantId}, ${products.defaultVariantId})`,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.groupId, groupId));
  await returnStock(tx, items);
}

/** The order is as far along as its slowest live group; COD is paid once all are delivered. */
async function rederiveOrder(tx: Tx, orderId: string, paymentMethod: string) {
  const groups = await tx
    .select({ status: orderGroups.status })
    .from(orderGroups)
    .where(eq(orderGroups.orderId, orderId));
  const statuses = groups.map((g) => g.status as GroupStatus);
  const status = deriveOrderStatus(statuses);
  await tx
    .update(orders)
    .set({
      status,
      ...(paymentMethod === 'cod' ? { paymentStatus: deriveCodPaymentStatus(statuses) } : {}),
    })
    .where(eq(orders.id, orderId));
  if (status === 'cancelled') await releasePromotionUses(tx, orderId);
}

/**
 * A cancelled order gives its promotion uses back (issue #20), once: only uses not yet released
 * are released, under the order's row lock. The total count is kept for limited promotions only
 * (decision 018); per-customer limits count the unreleased uses.
 */
async function releasePromotionUses(tx: Tx, orderId: string) {
  await tx.execute(sql`WITH released AS (
      UPDATE ${promotionUses} SET released_at = now()
      WHERE ${promotionUses.orderId} = ${orderId} AND ${promotionUses.releasedAt} IS NULL
      RETURNING ${promotionUses.promotionId} AS promotion_id)
    UPDATE ${promotions} SET uses_count = ${promotions.usesCount} - 1
    WHERE ${promotions.id} IN (SELECT promotion_id FROM released)
      AND ${promotions.totalLimit} IS NOT NULL AND ${promotions.usesCount} > 0`);
}

export async function moveGroup(tx: Tx, input: MoveGroupInput): Promise<GroupMove> {
  const { groupId, to, actor } = input;
  const { order, group } = await lockOwnedGroup(tx, groupId, actor);
  const from = group.status;
  if (!canTransition(from, to, actor.role)) throw refusal(from, to);
  // Sellers start on an online order once it is paid; until then it can only be cancelled.
  if (
    to !== 'cancelled' &&
    isOnlinePayment(order.paymentMethod) &&
    order.paymentStatus !== 'paid'
  ) {
    throw new AppError('conflict', 'This order is waiting for its online payment.');
  }
  // Issue #39 (decision 041): a risky cash order goes ahead only once its buyer typed the code
  // texted to them, whoever moves it (its seller does not even see it); until then, or after its
  // time ran out, it can only be cancelled.
  if (to !== 'cancelled' && !isReleasedToSellers(order.codConfirmation)) {
    throw new AppError('conflict', "This order is waiting for its buyer's confirmation code.");
  }
  if (to === 'shipped') requireShippingDetails(input);
  if (to === 'cancelled') await returnGroupStock(tx, groupId);

  const reason = input.reason?.trim() || null;
  await tx
    .update(orderGroups)
    .set({
      status: to,
      ...(to === 'shipped'
        ? { carrier: input.carrier!.trim(), trackingNumber: input.trackingNumber!.trim() }
        : {}),
      ...(to === 'cancelled' ? { cancelReason: reason } : {}),
    })
    .where(and(eq(orderGroups.id, groupId), eq(orderGroups.status, from)));
  await tx.insert(orderEvents).values({
    orderId: group.orderId,
    groupId,
    actorUserId: actor.userId,
    actorRole: actor.role,
    fromStatus: from,
    toStatus: to,
    note: to === 'shipped' ? `${input.carrier!.trim()} ${input.trackingNumber!.trim()}` : reason,
    // The clock, not the transaction's start: several moves in one transaction stay in order.
    createdAt: new Date(),
  });
  await rederiveOrder(tx, group.orderId, order.paymentMethod);
  if (to === 'delivered') {
    const at = new Date();
    // Issue #33: the courier of a COD shipment collected its part of the order, no more.
    await recordCodCollection(tx, groupId, at);
    // Issue #21: a delivered shipment is a sale in its vendor's ledger, in this transaction.
    await recordDeliveryInLedger(tx, groupId, at);
    await recordEarlierRefundsAtDelivery(tx, group.orderId, groupId, at);
  }
  // Issue #21: the shipment's tax invoice is issued as it ships (decision 022).
  if (to === 'shipped') await issueInvoice(tx, groupId);
  if (input.notify !== false) await notifyGroupMoved(tx, { orderId: group.orderId, groupId, to });
  return { orderId: group.orderId, groupId, from, to };
}

/**
 * Locks an order for a cancellation (only its customer's, when `customerId` is given) and reads
 * its shipments: a missing order is a 404.
 */
export async function lockOrderShipments(tx: Tx, orderId: string, customerId?: string) {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      customerId
        ? and(eq(orders.id, orderId), eq(orders.userId, customerId))
        : eq(orders.id, orderId),
    )
    .for('update');
  if (!order) throw notFound('The order');
  return tx
    .select({ id: orderGroups.id, status: orderGroups.status })
    .from(orderGroups)
    .where(eq(orderGroups.orderId, orderId));
}

/**
 * The shipments a whole-order cancel moves: every live one, refused (409) when none is left or
 * when `canCancel` refuses one (`shipped` says why to whoever cancels).
 */
export function liveShipmentsToCancel(
  shipments: ReadonlyArray<{ id: string; status: string }>,
  canCancel: (status: GroupStatus) => boolean,
  shipped: string,
): string[] {
  const live = shipments.filter((g) => g.status !== 'cancelled');
  if (live.length === 0) throw new AppError('conflict', 'This order is already cancelled.');
  if (!live.every((g) => canCancel(g.status as GroupStatus))) {
    throw new AppError('conflict', shipped);
  }
  return live.map((g) => g.id);
}

/**
 * Cancels several shipments of one order together (a whole order, by its customer, the admin or
 * the unpaid-order release): their products are locked first, in id order, then each moves.
 */
export async function cancelGroups(
  tx: Tx,
  groupIds: readonly string[],
  move: Pick<MoveGroupInput, 'actor' | 'reason' | 'notify'>,
): Promise<void> {
  await lockStockOfGroups(tx, groupIds);
  for (const groupId of groupIds) {
    await moveGroup(tx, { ...move, groupId, to: 'cancelled' });
  }
}

/**
 * Angle itself cancels what is left of an order (the unpaid-order release, the unconfirmed COD
 * order's expiry): every shipment not cancelled yet, no mail per shipment (the caller sends one).
 * The caller holds the order's lock.
 */
export async function cancelRestAsSystem(tx: Tx, orderId: string, reason: string): Promise<void> {
  const groups = await tx
    .select({ id: orderGroups.id })
    .from(orderGroups)
    .where(and(eq(orderGroups.orderId, orderId), ne(orderGroups.status, 'cancelled')));
  await cancelGroups(
    tx,
    groups.map((g) => g.id),
    { actor: { userId: null, role: 'system' }, reason, notify: false },
  );
}
