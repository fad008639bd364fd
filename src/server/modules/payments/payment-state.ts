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
import { EXTRA } from './refund-terms';

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
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerOrderId, providerOrderId),
        // A second payment flagged for refund shares its gateway order; it is not the order's.
        eq(payments.extra, false),
      ),
    )
    .limit(1);
  return row;
}

export interface Capture {
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
  raw: unknown;
}

/** 'flagged': a second payment for a paid order, kept as one to give back. */
export type CaptureOutcome = 'paid' | 'duplicate' | 'rejected' | 'flagged';

/**
 * A captured payment the order does not take (a second one for a paid order, or one of the wrong
 * amount) is recorded once as 'needs-refund': the admin's order page shows it and the refund
 * path gives it back (refund-terms.ts). Only logging it left the customer's money behind (#16).
 * false when this payment was already recorded (a repeated webhook, the client's confirmation).
 */
async function flagExtraCapture(
  tx: Tx,
  log: FastifyBaseLogger,
  source: PaymentSource,
  order: OrderRow,
  payment: PaymentRow,
  capture: Capture,
): Promise<boolean> {
  const [known] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerPaymentId, capture.providerPaymentId));
  if (known) return false;
  // A row of its own (never the gateway order's row, which a correct payment may still settle).
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider: payment.provider,
      status: EXTRA.owed,
      extra: true,
      amountPaise: capture.amountPaise,
      currency: capture.currency,
      providerOrderId: payment.providerOrderId,
      providerPaymentId: capture.providerPaymentId,
      raw: capture.raw,
    })
    .returning({ id: payments.id });
  await tx.insert(paymentEvents).values({
    orderId: order.id,
    paymentId: row!.id,
    kind: 'extra-capture',
    source,
    amountPaise: capture.amountPaise,
    detail: { providerPaymentId: capture.providerPaymentId },
  });
  log.error(
    { orderId: order.id, orderNumber: order.number, paymentId: capture.providerPaymentId, source },
    'a payment the order does not take was captured: flagged for refund',
  );
  return true;
}

/**
 * Records a captured payment against the order its gateway order was created for. A capture
 * whose amount or currency differs from the order's is rejected (an event and a warning; the
 * order stays unpaid) and, like a second capture for an order already paid, flagged to be given
 * back; the same capture reported again changes nothing.
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
    // Captured all the same: the money was taken and must go back.
    await flagExtraCapture(tx, log, source, order, payment, capture);
    return 'rejected';
  }
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded') {
    // Two payments captured for one order: the customer paid twice and one must go back.
    return (await flagExtraCapture(tx, log, source, order, payment, capture))
      ? 'flagged'
      : 'duplicate';
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
