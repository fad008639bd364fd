// Settling a claimed refund (refund-claim.ts) with the gateway's answer, and re-deriving the
// order's payment status from its rows. Like every change of a payment (payment-state.ts,
// reported-refunds.ts), it locks the order row first, so the admin's call, a resend and any
// number of webhooks queue one behind the other.
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { paiseToRupees } from '../../../domain/money';
import type { Tx } from '../../db/client';
import { orders, paymentEvents, payments, type PaymentRow } from '../../db/schema-commerce';
import { refunds } from '../../db/schema-returns';
import { recordAudit } from '../audit/audit';
import { recordOrderRefundInLedger } from '../payouts/order-refund-ledger';
import { creditOrderRefund } from '../tax-invoices/order-refund-credit';
import { lockOrder, type PaymentSource } from './payment-state';
import type { GatewayRefund } from './provider';
import { readMoneyState } from './money-state';
import { EXTRA, REFUND } from './refund-terms';

export const rowsOfOrder = (tx: Tx, orderId: string) =>
  tx.select().from(payments).where(eq(payments.orderId, orderId));

/**
 * The order is 'refunded' once the gateway took back all of its own payment (a partial refund
 * leaves it 'paid', so the shipments still live go on); a second payment is 'returned' once all
 * of it went back.
 */
export async function rederivePaymentStatus(
  tx: Tx,
  orderId: string,
): Promise<{ from: string; to: string } | null> {
  const order = await lockOrder(tx, orderId);
  if (!order) return null;
  const { rows, state } = await readMoneyState(tx, order);
  let change: { from: string; to: string } | null = null;
  if (state.main && (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded')) {
    const next = state.main.settledPaise >= state.main.amountPaise ? 'refunded' : 'paid';
    if (next !== order.paymentStatus) {
      await tx.update(orders).set({ paymentStatus: next }).where(eq(orders.id, orderId));
      change = { from: order.paymentStatus, to: next };
    }
  }
  for (const extra of state.extras) {
    const next = extra.settledPaise >= extra.amountPaise ? EXTRA.returned : EXTRA.owed;
    if (rows.find((r) => r.id === extra.id)?.status === next) continue;
    await tx
      .update(payments)
      .set({ status: next, updatedAt: new Date() })
      .where(and(eq(payments.id, extra.id!), eq(payments.extra, true)));
  }
  return change;
}

const recordedBy = (row: PaymentRow) => {
  const raw = (row.raw ?? {}) as { recordedBy?: unknown; reason?: unknown };
  return {
    actor: typeof raw.recordedBy === 'string' ? raw.recordedBy : null,
    reason: typeof raw.reason === 'string' ? raw.reason : null,
  };
};

export type RefundAnswer = { sent: GatewayRefund } | { refused: string };

/** A refund row's new state and the event that tells it, in one step (the row was locked). */
async function markRefund(
  tx: Tx,
  refund: { id: string; orderId: string; amountPaise: number },
  set: Partial<Pick<PaymentRow, 'status' | 'providerRefundId' | 'raw'>>,
  event: { kind: string; source: PaymentSource; detail: object },
) {
  await tx
    .update(payments)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(payments.id, refund.id));
  await tx.insert(paymentEvents).values({
    orderId: refund.orderId,
    paymentId: refund.id,
    amountPaise: refund.amountPaise,
    ...event,
  });
}

/**
 * Settles a claimed refund with the gateway's answer: sent (on its way or back) or refused (its
 * amount is released). A refund already settled (by its webhook, or a resend) stays as it is.
 */
export async function settleRefund(
  tx: Tx,
  log: FastifyBaseLogger,
  source: PaymentSource,
  refundId: string,
  answer: RefundAnswer,
): Promise<'settled' | 'already'> {
  const [ref] = await tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.id, refundId));
  const order = ref ? await lockOrder(tx, ref.orderId) : undefined;
  if (!ref || !order) return 'already';
  const [row] = await tx.select().from(payments).where(eq(payments.id, refundId));
  if (!row || row.status !== REFUND.requested) return 'already';
  const context = { orderId: order.id, refundId, amountPaise: row.amountPaise, source };
  if ('refused' in answer) {
    await markRefund(
      tx,
      { id: refundId, orderId: order.id, amountPaise: row.amountPaise },
      { status: REFUND.failed, raw: { ...(row.raw as object), failure: answer.refused } },
      { kind: 'refund-failed', source, detail: { reason: answer.refused } },
    );
    log.warn({ ...context, reason: answer.refused }, 'refund refused by the gateway');
    return 'settled';
  }
  const { sent } = answer;
  await markRefund(
    tx,
    { id: refundId, orderId: order.id, amountPaise: row.amountPaise },
    {
      status: sent.processed ? REFUND.done : REFUND.pending,
      providerRefundId: sent.providerRefundId,
      raw: { ...(row.raw as object), gateway: sent.raw },
    },
    { kind: 'refunded', source, detail: { providerRefundId: sent.providerRefundId } },
  );
  // Issue #21: a return's refund has its own credit note and ledger entries, for exactly its
  // lines (modules/returns/refund-hooks.ts, as its record is settled): the order's are not its.
  const [ofReturn] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.paymentId, refundId));
  if (!ofReturn) {
    // What the refund takes back from each vendor, in this transaction.
    await recordOrderRefundInLedger(tx, row, new Date());
  }
  const paymentStatus = await rederivePaymentStatus(tx, order.id);
  // A refund of the order's own payment credits its invoiced shipments (decision 022, #33).
  if (!row.extra && !ofReturn) await creditOrderRefund(tx, { orderId: order.id, refundId });
  const { actor, reason } = recordedBy(row);
  if (actor) {
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'order.refund',
      entity: 'order',
      entityId: order.id,
      changes: {
        amount: paiseToRupees(row.amountPaise),
        provider: row.provider,
        ...(row.extra ? { payment: 'a second payment' } : {}),
        ...(paymentStatus ? { paymentStatus } : {}),
        reason,
      },
    });
  }
  log.info(context, 'refunded');
  return 'settled';
}
