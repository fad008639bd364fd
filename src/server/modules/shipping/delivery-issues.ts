// Failed deliveries (NDR, issue #39, decision 040). The carrier's delivery-failed event (or the
// vendor, for a parcel it ships itself) opens one and mails the shopper a link to answer it; the
// shopper answers once: deliver again on a day, correct the street or phone and deliver again, or
// cancel. For a parcel booked with the aggregator the answer goes to its courier (Shiprocket's
// NDR action: re-attempt, or return, which starts the return to origin); for a self-shipped one
// the vendor sees it on its order. The answer is claimed first (open → answered under the
// order's lock, so two answers at once cannot both be sent), the courier is called outside any
// transaction, and a failure gives the question back (open again): nothing half-done.
import { and, eq, sql } from 'drizzle-orm';
import { reattemptDayAllowed, reattemptDays } from '../../../domain/delivery-issues';
import type { AnswerDeliveryIssue } from '../../../domain/schemas/delivery-issues';
import type { Order } from '../../../domain/schemas/order';
import type { VendorOrder } from '../../../domain/schemas/vendor-orders';
import type { Tx } from '../../db/client';
import { users, vendors } from '../../db/schema';
import {
  deliveryIssues,
  orderGroups,
  orders,
  type DeliveryCorrection,
  type DeliveryIssueRow,
} from '../../db/schema-commerce';
import { AppError, notFound, retryClashes } from '../../errors';
import { queueMail } from '../mail/outbox';
import { loadOrder } from '../orders/order-view';
import { loadVendorOrder } from '../vendor-orders/vendor-order';
import { lockVendorShipment, SHIPPING_PROVIDERS_BY_NAME } from './book-shipment';
import type { ShippingContext } from './provider';
import type { NdrActionInput } from './shiprocket-api';
import type { ShippingProviderName } from '../../../domain/shipping';

export interface FailedAttempt {
  orderId: string;
  groupId: string;
  reportedBy: 'carrier' | 'vendor';
  reason: string;
  attemptedAt: Date;
}

/**
 * Opens a failed delivery (once per shipment and attempt time) and mails the shopper. Any
 * earlier question left open is closed: only the latest attempt is answered.
 */
export async function openDeliveryIssue(tx: Tx, attempt: FailedAttempt): Promise<boolean> {
  await tx
    .update(deliveryIssues)
    .set({ status: 'closed' })
    .where(and(eq(deliveryIssues.groupId, attempt.groupId), eq(deliveryIssues.status, 'open')));
  const [opened] = await tx
    .insert(deliveryIssues)
    .values({ ...attempt, reason: attempt.reason.slice(0, 200) })
    .onConflictDoNothing()
    .returning({ id: deliveryIssues.id });
  if (!opened) return false;
  const [facts] = await tx
    .select({
      number: orders.number,
      email: users.email,
      name: users.name,
      vendorName: vendors.companyName,
    })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(vendors, eq(vendors.userId, orderGroups.vendorId))
    .where(eq(orderGroups.id, attempt.groupId));
  if (facts) {
    await queueMail(tx, facts.email, 'delivery-failed', {
      orderId: attempt.orderId,
      number: facts.number,
      customerName: facts.name,
      vendorName: facts.vendorName,
      reason: attempt.reason,
      attemptedAt: attempt.attemptedAt.toISOString(),
    });
  }
  return true;
}

/** A delivery or a return to origin ends any question still open. */
export async function closeDeliveryIssues(tx: Tx, groupId: string) {
  await tx
    .update(deliveryIssues)
    .set({ status: 'closed' })
    .where(and(eq(deliveryIssues.groupId, groupId), eq(deliveryIssues.status, 'open')));
}

/** The vendor who ships a parcel itself records a failed attempt (its courier told it). */
export async function recordFailedAttempt(
  ctx: ShippingContext,
  vendorId: string,
  orderId: string,
  reason: string,
): Promise<VendorOrder> {
  await retryClashes(() =>
    ctx.db.transaction(async (tx) => {
      const group = await lockVendorShipment(tx, vendorId, orderId);
      if (group.awb) {
        throw new AppError(
          'conflict',
          'This parcel is booked through Shiprocket: its courier reports failed attempts.',
        );
      }
      if (group.status !== 'shipped') {
        throw new AppError('conflict', 'Only a shipped parcel can have a failed delivery attempt.');
      }
      await openDeliveryIssue(tx, {
        orderId,
        groupId: group.id,
        reportedBy: 'vendor',
        reason,
        attemptedAt: new Date(),
      });
    }),
  );
  return loadVendorOrder(ctx.db, vendorId, orderId);
}

interface Claimed {
  issue: DeliveryIssueRow;
  awb: string | null;
  provider: string;
}

const refusals = {
  answered: 'You have already told us what to do with this delivery.',
  closed: 'This delivery can no longer be changed: the parcel was delivered or is going back.',
  day: (from: string, to: string) => `Choose a day from ${from} to ${to}.`,
};

/** Claims the shopper's answer under the order's lock: open → answered, with the choice. */
async function claimAnswer(
  tx: Tx,
  userId: string,
  orderId: string,
  issueId: string,
  input: AnswerDeliveryIssue,
  now: Date,
): Promise<Claimed> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  if (!order) throw notFound('The order');
  const [issue] = await tx
    .select()
    .from(deliveryIssues)
    .where(and(eq(deliveryIssues.id, issueId), eq(deliveryIssues.orderId, orderId)));
  if (!issue) throw notFound('The delivery');
  if (issue.status !== 'open') {
    throw new AppError(
      'conflict',
      issue.status === 'answered' ? refusals.answered : refusals.closed,
    );
  }
  const [group] = await tx.select().from(orderGroups).where(eq(orderGroups.id, issue.groupId));
  if (group?.status !== 'shipped') throw new AppError('conflict', refusals.closed);
  if (input.choice !== 'cancel' && !reattemptDayAllowed(input.reattemptOn!, now)) {
    const { from, to } = reattemptDays(now);
    const message = refusals.day(from, to);
    throw new AppError('invalid', message, [{ path: 'reattemptOn', message, location: 'body' }]);
  }
  const correction: DeliveryCorrection | null =
    input.choice === 'correct-address'
      ? {
          line1: input.line1 ?? '',
          ...(input.line2 ? { line2: input.line2 } : {}),
          phone: input.phone ?? '',
        }
      : null;
  const [claimed] = await tx
    .update(deliveryIssues)
    .set({
      status: 'answered',
      choice: input.choice,
      reattemptOn: input.choice === 'cancel' ? null : input.reattemptOn!,
      correction,
      answeredAt: now,
    })
    .where(and(eq(deliveryIssues.id, issue.id), eq(deliveryIssues.status, 'open')))
    .returning();
  if (!claimed) throw new AppError('conflict', refusals.answered);
  return { issue: claimed, awb: group.awb, provider: group.shippingProvider };
}

/** The courier's NDR action for an answer. */
function ndrActionOf(issue: DeliveryIssueRow, shipTo: { line1: string; line2?: string | null }) {
  if (issue.choice === 'cancel') {
    return { action: 'return', comments: 'The customer cancelled: return to origin.' } as const;
  }
  const fix = issue.correction;
  const input: NdrActionInput = {
    action: 're-attempt',
    comments: fix
      ? `Deliver again on ${issue.reattemptOn} to the corrected address or phone.`
      : `Deliver again on ${issue.reattemptOn}.`,
    deferredDate: issue.reattemptOn!,
    ...(fix?.line1 ? { address1: fix.line1, address2: fix.line2 ?? shipTo.line2 ?? '' } : {}),
    ...(fix?.phone ? { phone: fix.phone } : {}),
  };
  return input;
}

export async function answerDeliveryIssue(
  ctx: ShippingContext,
  userId: string,
  orderId: string,
  issueId: string,
  input: AnswerDeliveryIssue,
): Promise<Order> {
  const now = new Date();
  const claimed = await retryClashes(() =>
    ctx.db.transaction((tx) => claimAnswer(tx, userId, orderId, issueId, input, now)),
  );
  if (claimed.awb) {
    try {
      const [order] = await ctx.db
        .select({ shipTo: orders.shippingAddress })
        .from(orders)
        .where(eq(orders.id, orderId));
      const provider = SHIPPING_PROVIDERS_BY_NAME[claimed.provider as ShippingProviderName];
      await provider.answerFailedDelivery(
        ctx,
        claimed.awb,
        ndrActionOf(claimed.issue, order!.shipTo),
      );
    } catch (err) {
      // Not passed on: the question is open again, as it was.
      await ctx.db
        .update(deliveryIssues)
        .set({
          status: 'open',
          choice: null,
          reattemptOn: null,
          correction: null,
          answeredAt: null,
        })
        .where(and(eq(deliveryIssues.id, claimed.issue.id), eq(deliveryIssues.status, 'answered')));
      throw err;
    }
  }
  if (claimed.issue.correction) await applyCorrection(ctx, orderId, claimed.issue.correction);
  return loadOrder(ctx.db, orderId);
}

/** The corrected street lines and phone become the order's delivery address (its snapshot). */
async function applyCorrection(ctx: ShippingContext, orderId: string, fix: DeliveryCorrection) {
  await ctx.db
    .update(orders)
    .set({
      shippingAddress: sql`${orders.shippingAddress} || ${JSON.stringify({
        ...(fix.line1 ? { line1: fix.line1, line2: fix.line2 ?? null } : {}),
        ...(fix.phone ? { phone: fix.phone } : {}),
      })}::jsonb`,
    })
    .where(eq(orders.id, orderId));
}
