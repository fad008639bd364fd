// Claiming a refund: before any money moves, one transaction locks the order, reads what its
// payments have left (refund-terms.ts) and writes the refund as a row in 'refund-requested' with
// its amount and a key unique per order. Refunds of one order therefore queue on its lock: two
// at once cannot both see the same money left (issue #16: two identical requests paid twice),
// and the same key (or, without one, the same amount and reason soon after) finds the refund it
// asked for instead of making another.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatINR, paiseToRupees, rupeesToPaise } from '../../../domain/money';
import type { RecordRefund } from '../../../domain/schemas/admin-orders';
import type { Tx } from '../../db/client';
import { orderGroups, payments, type PaymentRow } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { requestHashOf } from '../orders/idempotency';
import { providerFor } from './order-payment';
import { lockOrder, ORDER_CURRENCY } from './payment-state';
import { moneyStateOf, paymentToRefund, REFUND, refundTermsOf } from './refund-terms';

/** A refund sent this recently may still be answered: it is not sent again before. */
export const REFUND_LEASE_MS = 60_000;

/**
 * Without an Idempotency-Key, the same amount and reason for the same order this soon after is
 * the same refund sent twice (a double click, a retry), never a second refund.
 */
export const UNKEYED_REPEAT_MS = 10 * 60_000;
const UNKEYED = 'auto-';

export interface RefundClaim {
  orderId: string;
  /** The request's Idempotency-Key; null makes one. */
  key: string | null;
  actorUserId: string;
  input: RecordRefund;
}

/** `send`: the gateway is to be asked (again); `answered`: the refund is settled already. */
export type Claimed = { send: PaymentRow } | { answered: PaymentRow };

function amountError(message: string): AppError {
  return new AppError('invalid', message, [
    { path: 'amount', message: message.replace(/^At most/, 'Enter at most'), location: 'body' },
  ]);
}

/** The request that used this key before: its answer, or the go-ahead to send it again. */
async function replay(tx: Tx, row: PaymentRow, requestHash: string, now: Date): Promise<Claimed> {
  if (row.requestHash !== requestHash) {
    throw new AppError(
      'unprocessable',
      'This Idempotency-Key was already used for a different refund. Send a new key for a new refund.',
    );
  }
  if (row.status === REFUND.failed) {
    const failure = (row.raw as { failure?: unknown } | null)?.failure;
    throw new AppError(
      'unprocessable',
      typeof failure === 'string' ? failure : 'The payment gateway refused this refund.',
    );
  }
  if (row.status !== REFUND.requested) return { answered: row };
  const sentAt = row.attemptedAt?.getTime() ?? 0;
  if (now.getTime() - sentAt < REFUND_LEASE_MS) {
    throw new AppError(
      'conflict',
      'This refund is on its way to the payment gateway. Try again in a minute for its answer.',
    );
  }
  // Unanswered for longer than the gateway ever takes: send it again (the gateway's own
  // idempotency key makes that one refund, however many times it is sent).
  const [taken] = await tx
    .update(payments)
    .set({ attemptedAt: now, updatedAt: now })
    .where(eq(payments.id, row.id))
    .returning();
  return { send: taken! };
}

export async function claimRefund(
  tx: Tx,
  { orderId, key, actorUserId, input }: RefundClaim,
  now = new Date(),
): Promise<Claimed> {
  const amountPaise = rupeesToPaise(input.amount);
  const reason = input.reason.trim();
  const requestHash = requestHashOf({ amountPaise, reason });
  const order = await lockOrder(tx, orderId);
  if (!order) throw notFound('The order');
  // Read after the lock: whatever a refund ahead of this one wrote is seen.
  const [rows, groups] = await Promise.all([
    tx.select().from(payments).where(eq(payments.orderId, orderId)),
    tx
      .select({
        status: orderGroups.status,
        subtotalPaise: orderGroups.subtotalPaise,
        discountPaise: orderGroups.discountPaise,
      })
      .from(orderGroups)
      .where(eq(orderGroups.orderId, orderId)),
  ]);
  const earlier = key
    ? rows.find((r) => r.idempotencyKey === key)
    : rows.find(
        (r) =>
          r.idempotencyKey?.startsWith(UNKEYED) &&
          r.requestHash === requestHash &&
          now.getTime() - r.createdAt.getTime() < UNKEYED_REPEAT_MS,
      );
  if (earlier) return replay(tx, earlier, requestHash, now);

  const state = moneyStateOf(order, rows);
  const terms = refundTermsOf(order, groups, state);
  if (!terms.allowed) throw new AppError('conflict', terms.reason ?? 'No refund is possible.');
  const target = paymentToRefund(state, terms, amountPaise);
  if ('mostInOne' in target) {
    const rupees = (paise: number) => formatINR(paiseToRupees(paise));
    throw amountError(
      amountPaise > terms.maxPaise
        ? `At most ${rupees(terms.maxPaise)} can be refunded.`
        : `At most ${rupees(target.mostInOne)} can be refunded at once: one refund gives back one payment.`,
    );
  }
  const [row] = await tx
    .insert(payments)
    .values({
      orderId,
      provider: providerFor(order.paymentMethod).refundsAs,
      status: REFUND.requested,
      amountPaise,
      currency: ORDER_CURRENCY,
      refundOf: target.id,
      extra: target.extra,
      idempotencyKey: key ?? `${UNKEYED}${crypto.randomUUID()}`,
      requestHash,
      attemptedAt: now,
      raw: { reason, recordedBy: actorUserId },
    })
    .returning();
  return { send: row! };
}
