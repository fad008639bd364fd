// Refunding a received return (issue #21), through the one refund path every refund takes
// (modules/payments): under the order's lock, the return's refund is claimed as a refund row in
// `payments` (holding its amount against what was paid) and a refund record (refunds) with the
// domain's figures; then the money is sent (Razorpay's refund API for online orders, recorded as
// the admin's UPI or bank transfer for cash on delivery); then, under the lock again, the record
// and the return are settled and told. A return has at most one live refund (a unique index), so
// however many refunds of it race, one is made: the rest find it on its way (409) or made (409,
// or its answer again for the same Idempotency-Key).
import { and, eq, ne } from 'drizzle-orm';
import { formatINR, paiseToRupees } from '../../../domain/money';
import type { RefundMethod } from '../../../domain/refunds';
import type { RecordReturnRefund } from '../../../domain/schemas/returns';
import type { Tx } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema-commerce';
import { refunds, returns, type RefundRow } from '../../db/schema-returns';
import { AppError, notFound } from '../../errors';
import { requestHashOf } from '../orders/idempotency';
import { lockOrder } from '../payments/payment-state';
import type { PaymentContext } from '../payments/provider';
import {
  insertRefundClaim,
  REFUND_AGAIN_MESSAGES,
  refusalOf,
  replayRefund,
  resumeRefund,
  type Claimed,
} from '../payments/refund-claim';
import { sendRefund } from '../payments/refund-order';
import { readMoneyState } from '../payments/money-state';
import {
  leftOf,
  onlyLeftToRefund,
  REFUND,
  SETTLED_REFUND_STATUSES,
} from '../payments/refund-terms';
import { orderItems } from '../../db/schema-commerce';
import { afterRefundRecorded } from './refund-hooks';
import { recordReturnChange } from './return-events';
import { refundBreakdownOf } from './return-terms';
import { loadReturn } from './return-view';

export const REFUND_MESSAGES = {
  rejected: 'A rejected return cannot be refunded.',
  notReceived: 'Mark the return received before refunding it.',
  done: 'This return has already been refunded.',
  onItsWay:
    'This return’s refund is on its way to the payment gateway. Try again in a minute for its answer.',
  transfer: 'Enter how you sent the money (UPI or bank transfer) and its reference.',
  keyReused: REFUND_AGAIN_MESSAGES.keyReused,
} as const;

/**
 * `send`: the money is to be sent; `settle`: it was, the record is to be settled; `done`: the same
 * request's answer again. `settle` with `madeBefore`: another request made this refund and this
 * one only finishes its record, so it answers as a repeat (409), never as the refund's maker.
 */
type ReturnClaim =
  { send: PaymentRow } | { settle: PaymentRow; madeBefore?: true } | { done: true };

const transferError = (path: 'method' | 'reference') =>
  new AppError('unprocessable', REFUND_MESSAGES.transfer, [
    { path, message: REFUND_MESSAGES.transfer, location: 'body' },
  ]);

/** What a claim answered, as the return's refund reads it. */
const asReturnClaim = (claimed: Claimed): ReturnClaim =>
  'send' in claimed ? claimed : { settle: claimed.answered };

/**
 * A live refund of the return found by another request: refused once made, refused while on its
 * way, or (unanswered past its lease) sent again by this one. One whose money went but whose record
 * is not settled yet (its maker is between the two) is settled here and still refused.
 */
async function again(tx: Tx, refund: RefundRow, now: Date): Promise<ReturnClaim> {
  if (refund.status === 'refunded') throw new AppError('conflict', REFUND_MESSAGES.done);
  const [row] = refund.paymentId
    ? await tx.select().from(payments).where(eq(payments.id, refund.paymentId))
    : [];
  if (!row) throw new AppError('conflict', REFUND_MESSAGES.onItsWay);
  const claimed = await resumeRefund(tx, row, now, REFUND_MESSAGES.onItsWay);
  return 'send' in claimed ? claimed : { settle: claimed.answered, madeBefore: true };
}

async function claimReturnRefund(
  tx: Tx,
  returnId: string,
  actorUserId: string,
  input: RecordReturnRefund,
  key: string | null,
  now: Date,
): Promise<ReturnClaim> {
  const [seen] = await tx.select().from(returns).where(eq(returns.id, returnId));
  if (!seen) throw notFound('The return');
  const order = await lockOrder(tx, seen.orderId);
  if (!order) throw notFound('The return');
  // Read after the lock: whatever a refund ahead of this one wrote is seen.
  const [ret] = await tx.select().from(returns).where(eq(returns.id, returnId));
  const [live] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.returnId, returnId), ne(refunds.status, 'failed')));
  const requestHash = requestHashOf({ returnId, ...input });
  if (key) {
    const [keyed] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.idempotencyKey, key)));
    if (keyed) {
      const [mine] = await tx.select().from(refunds).where(eq(refunds.paymentId, keyed.id));
      if (mine?.returnId !== returnId) {
        throw new AppError('unprocessable', REFUND_MESSAGES.keyReused);
      }
      if (mine.status === 'refunded' && keyed.requestHash === requestHash) return { done: true };
      return asReturnClaim(
        await replayRefund(tx, keyed, requestHash, now, REFUND_MESSAGES.onItsWay),
      );
    }
  }
  if (live) return again(tx, live, now);
  if (ret!.status === 'rejected') throw new AppError('conflict', REFUND_MESSAGES.rejected);
  if (ret!.status === 'refunded') throw new AppError('conflict', REFUND_MESSAGES.done);
  if (ret!.status !== 'received') throw new AppError('conflict', REFUND_MESSAGES.notReceived);

  const cod = order.paymentMethod === 'cod';
  let method: RefundMethod = 'razorpay';
  if (cod) {
    if (!input.method) throw transferError('method');
    if (!input.reference) throw transferError('reference');
    method = input.method;
  }
  const breakdown = await refundBreakdownOf(tx, ret!);
  // The same money state as the order's own refunds (issue #33): for cash on delivery too, a
  // return gives back at most what couriers collected less what was refunded already.
  const { state } = await readMoneyState(tx, order);
  const main = state.main;
  const left = main ? leftOf(main) : 0;
  if (!main || left < breakdown.amountPaise) {
    throw new AppError('conflict', onlyLeftToRefund(left));
  }
  const refundOf = cod ? null : main.id;
  const failedBefore = (
    await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.returnId, returnId), eq(refunds.status, 'failed')))
  ).length;
  const row = await insertRefundClaim(
    tx,
    order,
    {
      amountPaise: breakdown.amountPaise,
      refundOf,
      key: key ?? `return:${returnId}:${failedBefore}`,
      requestHash,
      raw: {
        reason: `Return of order ${order.number}`,
        recordedBy: actorUserId,
        ...(cod ? { transfer: { method, reference: input.reference } } : {}),
      },
    },
    now,
  );
  const names = await tx
    .select({
      id: orderItems.id,
      productName: orderItems.productName,
      variantLabel: orderItems.variantLabel,
    })
    .from(orderItems)
    .where(eq(orderItems.groupId, ret!.groupId));
  await tx.insert(refunds).values({
    returnId,
    orderId: order.id,
    groupId: ret!.groupId,
    vendorId: ret!.vendorId,
    paymentId: row.id,
    status: 'pending',
    method,
    reference: cod ? input.reference! : null,
    amountPaise: breakdown.amountPaise,
    goodsPaise: breakdown.goodsPaise,
    shippingPaise: breakdown.shippingPaise,
    commissionReversedPaise: breakdown.commissionReversedPaise,
    lines: breakdown.lines.map((l) => {
      const n = names.find((x) => x.id === l.itemId);
      return {
        ...l,
        productName: n?.productName ?? '',
        variantLabel: n?.variantLabel ?? '',
      };
    }),
    recordedBy: actorUserId,
    createdAt: now,
  });
  return { send: row };
}

/** Settles the return's refund record with what its payment row now says. */
async function settleReturnRefund(tx: Tx, returnId: string, actorUserId: string) {
  const [seen] = await tx.select().from(returns).where(eq(returns.id, returnId));
  if (!seen) return;
  await lockOrder(tx, seen.orderId);
  const [ret] = await tx.select().from(returns).where(eq(returns.id, returnId));
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.returnId, returnId), eq(refunds.status, 'pending')));
  if (!refund?.paymentId) return;
  const [row] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!row || row.status === REFUND.requested) return;
  if (!SETTLED_REFUND_STATUSES.includes(row.status)) {
    await tx.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, refund.id));
    return;
  }
  const [settled] = await tx
    .update(refunds)
    .set({
      status: 'refunded',
      reference: refund.reference ?? row.providerRefundId,
      refundedAt: new Date(),
    })
    .where(eq(refunds.id, refund.id))
    .returning();
  await recordReturnChange(
    tx,
    ret!,
    'refunded',
    { userId: actorUserId, role: 'admin' },
    {
      note: `${formatINR(paiseToRupees(settled!.amountPaise))} by ${settled!.method === 'razorpay' ? 'Razorpay' : settled!.method === 'upi' ? 'UPI' : 'bank transfer'}${settled!.reference ? ` (${settled!.reference})` : ''}`,
      refundPaise: settled!.amountPaise,
    },
  );
  await afterRefundRecorded(tx, settled!);
}

/**
 * The admin's refund of a received return. `key` is the request's Idempotency-Key: the same key
 * answers the refund it first made; without one, a return refunded already is a 409.
 */
export async function refundReturn(
  ctx: PaymentContext,
  returnId: string,
  actorUserId: string,
  input: RecordReturnRefund,
  key: string | null = null,
  now = new Date(),
) {
  const claimed = await ctx.db.transaction((tx) =>
    claimReturnRefund(tx, returnId, actorUserId, input, key, now),
  );
  if ('send' in claimed) {
    try {
      await sendRefund(ctx, claimed.send);
    } catch (err) {
      // A refusal settled the payment row as failed: the record fails with it (a new refund may
      // be tried); a gateway that did not answer leaves both pending for the retry.
      await ctx.db.transaction((tx) => settleReturnRefund(tx, returnId, actorUserId));
      throw err;
    }
  }
  if (!('done' in claimed)) {
    await ctx.db.transaction((tx) => settleReturnRefund(tx, returnId, actorUserId));
  }
  if ('madeBefore' in claimed) {
    if (SETTLED_REFUND_STATUSES.includes(claimed.settle.status)) {
      throw new AppError('conflict', REFUND_MESSAGES.done);
    }
    throw new AppError('unprocessable', refusalOf(claimed.settle));
  }
  return loadReturn(ctx.db, returnId, { role: 'admin' });
}
