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
import { payments, type PaymentRow } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { requestHashOf } from '../orders/idempotency';
import { providerFor } from './order-payment';
import { lockOrder, ORDER_CURRENCY } from './payment-state';
import { readMoneyState } from './money-state';
import { paymentToRefund, REFUND, refundTermsOf } from './refund-terms';

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

/** An amount beyond what may be refunded: a money refusal like the others (409), with the field. */
function amountRefusal(message: string, mostPaise: number): AppError {
  const field = `Enter ${formatINR(paiseToRupees(mostPaise))} or less.`;
  return new AppError('conflict', message, [{ path: 'amount', message: field, location: 'body' }]);
}

/** What a refund asked for again gets: refused, its answer, or (past its lease) sent again. */
export const REFUND_AGAIN_MESSAGES = {
  keyReused:
    'This Idempotency-Key was already used for a different refund. Send a new key for a new refund.',
  onItsWay:
    'This refund is on its way to the payment gateway. Try again in a minute for its answer.',
} as const;

/** The gateway's refusal of a refund, as its row keeps it. */
export const refusalOf = (row: PaymentRow): string => {
  const failure = (row.raw as { failure?: unknown } | null)?.failure;
  return typeof failure === 'string' ? failure : 'The payment gateway refused this refund.';
};

/**
 * A claimed refund found again: answered once the gateway answered; unanswered for longer than
 * the gateway ever takes, sent again (the gateway's own idempotency key makes that one refund,
 * however many times it is sent); within its lease, refused with `onItsWay`.
 */
export async function resumeRefund(
  tx: Tx,
  row: PaymentRow,
  now: Date,
  onItsWay: string = REFUND_AGAIN_MESSAGES.onItsWay,
): Promise<Claimed> {
  if (row.status !== REFUND.requested) return { answered: row };
  const sentAt = row.attemptedAt?.getTime() ?? 0;
  if (now.getTime() - sentAt < REFUND_LEASE_MS) throw new AppError('conflict', onItsWay);
  const [taken] = await tx
    .update(payments)
    .set({ attemptedAt: now, updatedAt: now })
    .where(eq(payments.id, row.id))
    .returning();
  return { send: taken! };
}

/** The request that used this key before: its answer, or the go-ahead to send it again. */
export async function replayRefund(
  tx: Tx,
  row: PaymentRow,
  requestHash: string,
  now: Date,
  onItsWay?: string,
): Promise<Claimed> {
  if (row.requestHash !== requestHash) {
    throw new AppError('unprocessable', REFUND_AGAIN_MESSAGES.keyReused);
  }
  if (row.status === REFUND.failed) throw new AppError('unprocessable', refusalOf(row));
  return resumeRefund(tx, row, now, onItsWay);
}

/** Writes a claimed refund: a row in 'refund-requested' holding its amount, sent from `now`. */
export async function insertRefundClaim(
  tx: Tx,
  order: { id: string; paymentMethod: string },
  claim: {
    amountPaise: number;
    refundOf: string | null;
    extra?: boolean;
    key: string;
    requestHash: string;
    raw: Record<string, unknown>;
  },
  now: Date,
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider: providerFor(order.paymentMethod).refundsAs,
      status: REFUND.requested,
      amountPaise: claim.amountPaise,
      currency: ORDER_CURRENCY,
      refundOf: claim.refundOf,
      ...(claim.extra === undefined ? {} : { extra: claim.extra }),
      idempotencyKey: claim.key,
      requestHash: claim.requestHash,
      attemptedAt: now,
      raw: claim.raw,
    })
    .returning();
  return row!;
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
  const { rows, state } = await readMoneyState(tx, order);
  const earlier = key
    ? rows.find((r) => r.idempotencyKey === key)
    : rows.find(
        (r) =>
          r.idempotencyKey?.startsWith(UNKEYED) &&
          r.requestHash === requestHash &&
          now.getTime() - r.createdAt.getTime() < UNKEYED_REPEAT_MS,
      );
  if (earlier) return replayRefund(tx, earlier, requestHash, now);

  const terms = refundTermsOf(order, state);
  if (!terms.allowed) throw new AppError('conflict', terms.reason ?? 'No refund is possible.');
  const target = paymentToRefund(state, terms, amountPaise);
  if ('mostInOne' in target) {
    const rupees = (paise: number) => formatINR(paiseToRupees(paise));
    throw amountPaise > terms.maxPaise
      ? amountRefusal(
          `Only ${rupees(terms.maxPaise)} of this order’s payments is left to refund.`,
          terms.maxPaise,
        )
      : amountRefusal(
          `At most ${rupees(target.mostInOne)} can be refunded at once: one refund gives back one payment.`,
          target.mostInOne,
        );
  }
  const row = await insertRefundClaim(
    tx,
    order,
    {
      amountPaise,
      refundOf: target.id,
      extra: target.extra,
      key: key ?? `${UNKEYED}${crypto.randomUUID()}`,
      requestHash,
      raw: { reason, recordedBy: actorUserId },
    },
    now,
  );
  return { send: row };
}
