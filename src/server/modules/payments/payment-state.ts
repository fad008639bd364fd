// The only places an order's payment status changes for an online payment. Each locks the
// order row first, so the client's confirmation, any number of repeated webhooks and the
// unpaid-order release queue one behind the other and find the state the previous one left:
// exactly one transition to paid, one 'paid' event and one set of mails, whoever comes first.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client';
import {
  orders,
  paymentEvents,
  payments,
  type OrderRow,
  type PaymentRow,
} from '../../db/schema-commerce';
import { notifyOrderPlaced } from '../mail/order-notifications';

export type PaymentSource = 'client' | 'webhook' | 'admin' | 'system';

export const ORDER_CURRENCY = 'INR';

export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

export async function findGatewayPayment(
  tx: DbOrTx,
  provider: string,
  providerOrderId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)))
    .limit(1);
  return row;
}

export interface Capture {
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
  raw: unknown;
}

export type CaptureOutcome = 'paid' | 'duplicate' | 'rejected';

/**
 * Records a captured payment against the order its gateway order was created for. A capture
 * whose amount or currency differs from the order's is rejected (an event and a warning, no
 * change); a capture for an order already paid changes nothing.
 */
export async function settleCapture(
  tx: Tx,
  log: FastifyBaseLogger,
  source: PaymentSource,
  payment: PaymentRow,
  capture: Capture,
): Promise<CaptureOutcome> {
  const order = await lockOrder(tx, payment.orderId);
  if (!order) return 'duplicate';
  const context = {
    orderId: order.id,
    orderNumber: order.number,
    paymentId: capture.providerPaymentId,
    source,
  };
  if (capture.amountPaise !== order.totalPaise || capture.currency !== ORDER_CURRENCY) {
    log.warn(
      {
        ...context,
        expected: { amountPaise: order.totalPaise, currency: ORDER_CURRENCY },
        received: { amountPaise: capture.amountPaise, currency: capture.currency },
      },
      'payment rejected: amount or currency does not match the order',
    );
    await tx.insert(paymentEvents).values({
      orderId: order.id,
      paymentId: payment.id,
      kind: 'rejected',
      source,
      amountPaise: capture.amountPaise,
      detail: {
        reason: 'amount-mismatch',
        currency: capture.currency,
        providerPaymentId: capture.providerPaymentId,
      },
    });
    return 'rejected';
  }
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') {
    if (payment.providerPaymentId && payment.providerPaymentId !== capture.providerPaymentId) {
      // Two payments captured for one order: the customer paid twice and one must go back.
      log.error(
        { ...context, first: payment.providerPaymentId },
        'second capture for a paid order',
      );
    }
    return 'duplicate';
  }
  const moved = await tx
    .update(orders)
    .set({ paymentStatus: 'paid' })
    .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, ['pending', 'failed'])))
    .returning({ id: orders.id });
  if (moved.length === 0) return 'duplicate';
  await tx
    .update(payments)
    .set({
      status: 'captured',
      providerPaymentId: capture.providerPaymentId,
      raw: capture.raw,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id));
  await tx.insert(paymentEvents).values({
    orderId: order.id,
    paymentId: payment.id,
    kind: 'paid',
    source,
    amountPaise: capture.amountPaise,
    detail: { providerPaymentId: capture.providerPaymentId },
  });
  if (order.status === 'cancelled') {
    // Released before the money arrived: it is recorded as paid so the admin refunds it.
    log.warn(context, 'payment captured for a cancelled order: refund it');
  } else {
    await notifyOrderPlaced(tx, order.id);
  }
  log.info(context, 'order paid');
  return 'paid';
}

/** A failed attempt marks a pending order failed (the customer may try again); nothing else. */
export async function recordFailure(
  tx: Tx,
  source: PaymentSource,
  payment: PaymentRow,
  failure: { providerPaymentId: string; reason: string | null },
): Promise<'failed' | 'duplicate' | 'ignored'> {
  const order = await lockOrder(tx, payment.orderId);
  if (!order) return 'ignored';
  if (order.paymentStatus === 'failed') return 'duplicate';
  // A failure after a capture (or after a refund) is old news: the order stays as it is.
  if (order.paymentStatus !== 'pending') return 'ignored';
  await tx.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, order.id));
  await tx.insert(paymentEvents).values({
    orderId: order.id,
    paymentId: payment.id,
    kind: 'failed',
    source,
    detail: { providerPaymentId: failure.providerPaymentId, reason: failure.reason },
  });
  return 'failed';
}

export interface Refund {
  provider: string;
  providerRefundId: string;
  providerOrderId: string | null;
  amountPaise: number;
  /** false while the gateway is still sending the money back. */
  processed: boolean;
  raw: unknown;
}

/**
 * Records a refund once, whether the admin's call or the gateway's webhook reports it first; a
 * later report of the same refund only marks it processed. The order becomes 'refunded'.
 */
export async function applyRefund(
  tx: Tx,
  orderId: string,
  source: PaymentSource,
  refund: Refund,
): Promise<'refunded' | 'duplicate'> {
  const order = await lockOrder(tx, orderId);
  if (!order) return 'duplicate';
  const [known] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerRefundId, refund.providerRefundId));
  if (known) {
    if (known.status === 'refund-pending' && refund.processed) {
      await tx
        .update(payments)
        .set({ status: 'refunded', updatedAt: new Date() })
        .where(eq(payments.id, known.id));
    }
    return 'duplicate';
  }
  const [row] = await tx
    .insert(payments)
    .values({
      orderId,
      provider: refund.provider,
      status: refund.processed ? 'refunded' : 'refund-pending',
      amountPaise: refund.amountPaise,
      currency: ORDER_CURRENCY,
      providerOrderId: refund.providerOrderId,
      providerRefundId: refund.providerRefundId,
      raw: refund.raw,
    })
    .returning({ id: payments.id });
  await tx.update(orders).set({ paymentStatus: 'refunded' }).where(eq(orders.id, orderId));
  await tx.insert(paymentEvents).values({
    orderId,
    paymentId: row!.id,
    kind: 'refunded',
    source,
    amountPaise: refund.amountPaise,
    detail: { providerRefundId: refund.providerRefundId },
  });
  return 'refunded';
}
