// The carrier's tracking events move a shipment by themselves (issue #39): each is stored once
// (a repeated webhook finds its row and changes nothing), counts only if it is news (never older
// than the shipment's latest, never past delivered or back from a return: domain/shipping.ts),
// and a counting event moves the shipment through moveGroup, Angle's one way of moving it: the
// first scan in the carrier's hands ships it (its tax invoice is issued), delivered delivers it
// (cash on delivery is recorded as collected and the sale enters the ledger, as the vendor's
// "delivered" does); a failed attempt asks the shopper what to do (delivery-issues.ts) and the
// parcel back at its seller is a return to origin (return-to-origin.ts). Everything happens
// under the order's lock, so 50 copies at once queue.
import { eq, sql } from 'drizzle-orm';
import { eventCounts, IN_CARRIER_HANDS, type CarrierEventKind } from '../../../domain/shipping';
import type { CarrierWebhookOutcome } from '../../../domain/schemas/shipping';
import type { Tx } from '../../db/client';
import { carrierEvents, orderGroups, orders } from '../../db/schema-commerce';
import { moveGroup } from '../orders/transitions';
import { closeDeliveryIssues, openDeliveryIssue } from './delivery-issues';
import { returnToOrigin, type AfterCommit } from './return-to-origin';

export interface CarrierEvent {
  awb: string;
  kind: CarrierEventKind;
  description: string;
  location: string | null;
  occurredAt: Date;
}

const SYSTEM = { userId: null, role: 'system' } as const;

/** The shipment with this AWB, locked after its order (moveGroup's order of locks). */
async function lockShipmentByAwb(tx: Tx, awb: string) {
  const [ref] = await tx
    .select({ id: orderGroups.id, orderId: orderGroups.orderId })
    .from(orderGroups)
    .where(eq(orderGroups.awb, awb));
  if (!ref) return null;
  await tx.execute(sql`SELECT 1 FROM ${orders} WHERE ${orders.id} = ${ref.orderId} FOR UPDATE`);
  const locked = await tx
    .select()
    .from(orderGroups)
    .where(eq(orderGroups.id, ref.id))
    .for('update');
  return locked[0] ?? null;
}

/**
 * `after` collects what must happen once the transaction is committed (a return to origin's
 * refund to send to the gateway).
 */
export async function applyCarrierEvent(
  tx: Tx,
  event: CarrierEvent,
  after: AfterCommit = { refunds: [] },
): Promise<CarrierWebhookOutcome> {
  const group = await lockShipmentByAwb(tx, event.awb);
  if (!group) return 'ignored';
  const counts =
    group.status !== 'cancelled' &&
    eventCounts(
      { kind: group.trackingStatus as CarrierEventKind | null, at: group.trackingAt },
      event.kind,
      event.occurredAt,
    );
  const [stored] = await tx
    .insert(carrierEvents)
    .values({
      orderId: group.orderId,
      groupId: group.id,
      provider: group.shippingProvider,
      awb: event.awb,
      kind: event.kind,
      description: event.description,
      location: event.location,
      occurredAt: event.occurredAt,
      applied: counts,
    })
    .onConflictDoNothing()
    .returning({ id: carrierEvents.id });
  if (!stored) return 'duplicate';
  if (!counts) return 'recorded';

  await tx
    .update(orderGroups)
    .set({ trackingStatus: event.kind, trackingAt: event.occurredAt })
    .where(eq(orderGroups.id, group.id));
  let status = group.status;
  if (status === 'packed' && IN_CARRIER_HANDS.includes(event.kind)) {
    await moveGroup(tx, {
      groupId: group.id,
      to: 'shipped',
      actor: SYSTEM,
      carrier: group.carrier ?? group.shippingProvider,
      trackingNumber: event.awb,
    });
    status = 'shipped';
  }
  if (status === 'shipped' && event.kind === 'delivered') {
    await moveGroup(tx, { groupId: group.id, to: 'delivered', actor: SYSTEM });
  }
  // Issue #39 (decision 040): a failed attempt asks the shopper what to do; once the parcel is
  // delivered or on its way back there is nothing left to ask; back at the seller, it returns.
  if (status === 'shipped' && event.kind === 'delivery-failed') {
    await openDeliveryIssue(tx, {
      orderId: group.orderId,
      groupId: group.id,
      reportedBy: 'carrier',
      reason: event.description,
      attemptedAt: event.occurredAt,
    });
  }
  if (event.kind === 'delivered' || event.kind === 'rto-initiated') {
    await closeDeliveryIssues(tx, group.id);
  }
  if (status === 'shipped' && event.kind === 'rto-delivered') {
    await returnToOrigin(tx, group.id, event.occurredAt, after);
  }
  return 'applied';
}
