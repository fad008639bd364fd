// Refunds the gateway reports on its own (its webhooks): processed, including ones made in its
// dashboard, and failed after being accepted. Each locks the order row first (payment-state.ts).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatINR, paiseToRupees } from '../../../domain/money';
import type { Tx } from '../../db/client';
import { paymentEvents, payments, type PaymentRow } from '../../db/schema-commerce';
import { lockOrder, ORDER_CURRENCY } from './payment-state';
import { rederivePaymentStatus, rowsOfOrder, settleRefund } from './refund-state';
import { readMoneyState } from './money-state';
import { REFUND } from './refund-terms';

export interface ReportedRefund {
  provider: string;
  providerRefundId: string;
  /** The gateway's id of the payment given back. */
  providerPaymentId: string;
  amountPaise: number;
  /** Ours, when the refund was asked for through Angle: the refund row's id. */
  receipt: string | null;
  raw: unknown;
}

/**
 * A refund the gateway reports as processed (its webhook). A refund Angle asked for is settled
 * (found by its gateway id, or by its receipt while its answer is awaited); one made in the
 * gateway's dashboard is recorded, but never beyond what that payment has left: the rest is
 * logged and flagged on the order as 'refund-unmatched' for the admin to check (issue #16).
 */
export async function recordReportedRefund(
  tx: Tx,
  log: FastifyBaseLogger,
  paid: PaymentRow,
  refund: ReportedRefund,
): Promise<'refunded' | 'duplicate' | 'rejected'> {
  const order = await lockOrder(tx, paid.orderId);
  if (!order) return 'duplicate';
  const rows = await rowsOfOrder(tx, order.id);
  const known = rows.find((r) => r.providerRefundId === refund.providerRefundId);
  if (known) {
    if (known.status === REFUND.pending) {
      await tx
        .update(payments)
        .set({ status: REFUND.done, updatedAt: new Date() })
        .where(eq(payments.id, known.id));
    }
    return 'duplicate';
  }
  // Angle sends each refund with its row's id as the receipt, which the gateway echoes; a refund
  // without one was made elsewhere (the dashboard), even if its amount matches one in flight.
  const ours = refund.receipt
    ? rows.find((r) => r.status === REFUND.requested && r.id === refund.receipt)
    : undefined;
  if (ours) {
    const sent = { ...refund, processed: true };
    await settleRefund(tx, log, 'webhook', ours.id, { sent });
    return 'refunded';
  }
  const { state } = await readMoneyState(tx, order);
  const target = [state.main, ...state.extras].find((c) => c?.id === paid.id);
  const left = target ? Math.max(0, target.amountPaise - target.heldPaise) : 0;
  const recorded = Math.min(refund.amountPaise, left);
  const excess = refund.amountPaise - recorded;
  const rupees = (paise: number) => formatINR(paiseToRupees(paise));
  const note =
    excess > 0
      ? `The gateway reported ${rupees(refund.amountPaise)} refunded, but only ${rupees(left)} of this payment was left to refund: check its dashboard.`
      : 'Refunded in the payment gateway’s dashboard.';
  const base = {
    orderId: order.id,
    provider: refund.provider,
    currency: ORDER_CURRENCY,
    providerOrderId: paid.providerOrderId,
    refundOf: paid.id,
    extra: paid.extra,
  };
  if (recorded > 0) {
    const [row] = await tx
      .insert(payments)
      .values({
        ...base,
        status: REFUND.done,
        amountPaise: recorded,
        providerRefundId: refund.providerRefundId,
        raw: { gateway: refund.raw, reason: note },
      })
      .returning({ id: payments.id });
    await tx.insert(paymentEvents).values({
      orderId: order.id,
      paymentId: row!.id,
      kind: 'refunded',
      source: 'webhook',
      amountPaise: recorded,
      detail: { providerRefundId: refund.providerRefundId },
    });
  }
  if (excess > 0) {
    log.error(
      {
        orderId: order.id,
        providerRefundId: refund.providerRefundId,
        reported: refund.amountPaise,
        left,
      },
      'gateway reported a refund beyond what was paid: recorded what was left, flagged the rest',
    );
    const [row] = await tx
      .insert(payments)
      .values({
        ...base,
        status: REFUND.unmatched,
        amountPaise: excess,
        // The refund's id is on the recorded part, if any: a repeated webhook finds it there.
        providerRefundId: recorded > 0 ? null : refund.providerRefundId,
        raw: { gateway: refund.raw, reason: note },
      })
      .returning({ id: payments.id });
    await tx.insert(paymentEvents).values({
      orderId: order.id,
      paymentId: row!.id,
      kind: 'refund-unmatched',
      source: 'webhook',
      amountPaise: excess,
      detail: { providerRefundId: refund.providerRefundId, reported: refund.amountPaise, left },
    });
  }
  await rederivePaymentStatus(tx, order.id);
  return recorded > 0 ? 'refunded' : 'rejected';
}

/** The gateway gave up on a refund it had accepted: its amount is released, the status follows. */
export async function recordFailedRefund(
  tx: Tx,
  log: FastifyBaseLogger,
  providerRefundId: string,
  reason: string | null,
): Promise<'failed' | 'duplicate' | 'ignored'> {
  const [ref] = await tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.providerRefundId, providerRefundId));
  if (!ref) return 'ignored';
  await lockOrder(tx, ref.orderId);
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerRefundId, providerRefundId));
  if (!row || (row.status !== REFUND.pending && row.status !== REFUND.done)) return 'duplicate';
  await tx
    .update(payments)
    .set({
      status: REFUND.failed,
      raw: { ...(row.raw as object), failure: reason },
      updatedAt: new Date(),
    })
    .where(eq(payments.id, row.id));
  await tx.insert(paymentEvents).values({
    orderId: row.orderId,
    paymentId: row.id,
    kind: 'refund-failed',
    source: 'webhook',
    amountPaise: row.amountPaise,
    detail: { providerRefundId, reason },
  });
  log.warn(
    { orderId: row.orderId, providerRefundId },
    'the gateway failed a refund it had accepted',
  );
  await rederivePaymentStatus(tx, row.orderId);
  return 'failed';
}
