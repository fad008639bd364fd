// The admin's refund: money collected for an order goes back through the way it came (the
// gateway's refund API for Razorpay; recorded as handed back for cash on delivery). The gateway
// is called first, outside any transaction; its answer, the order's new payment status and the
// audit entry are then written together.
import { eq } from 'drizzle-orm';
import { formatINR, paiseToRupees, rupeesToPaise } from '../../../domain/money';
import type { Order } from '../../../domain/schemas/order';
import type { RefundOrder } from '../../../domain/schemas/payment';
import { orders, payments } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/audit';
import { loadOrder } from '../orders/order-view';
import { applyRefund } from './payment-state';
import type { PaymentContext } from './provider';
import { providerFor } from './order-payment';

export interface RefundActor {
  userId: string;
  role: 'admin';
}

/** Money taken and not yet given back, in paise. */
export async function refundablePaise(ctx: PaymentContext, orderId: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('The order');
  const rows = await ctx.db
    .select({ status: payments.status, amountPaise: payments.amountPaise })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const refunded = rows
    .filter((p) => p.status === 'refunded' || p.status === 'refund-pending')
    .reduce((sum, p) => sum + p.amountPaise, 0);
  return { order, maxPaise: Math.max(0, order.totalPaise - refunded) };
}

export async function refundOrder(
  ctx: PaymentContext,
  orderId: string,
  actor: RefundActor,
  input: RefundOrder,
): Promise<Order> {
  const { order, maxPaise } = await refundablePaise(ctx, orderId);
  if (order.paymentStatus === 'refunded') {
    throw new AppError('conflict', 'This order has already been refunded.');
  }
  if (order.paymentStatus !== 'paid') {
    throw new AppError('conflict', 'No payment has been collected for this order.');
  }
  const amountPaise = rupeesToPaise(input.amount);
  if (amountPaise > maxPaise) {
    const most = formatINR(paiseToRupees(maxPaise));
    throw new AppError('invalid', `At most ${most} can be refunded.`, [
      { path: 'amount', message: `Enter at most ${most}.`, location: 'body' },
    ]);
  }
  const reason = input.reason.trim();
  const refund = await providerFor(order.paymentMethod).refund(ctx, order, { amountPaise, reason });
  await ctx.db.transaction(async (tx) => {
    await applyRefund(tx, order.id, 'admin', refund);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'order.refund',
      entity: 'order',
      entityId: order.id,
      changes: {
        paymentStatus: { from: order.paymentStatus, to: 'refunded' },
        amount: paiseToRupees(refund.amountPaise),
        provider: refund.provider,
        reason,
      },
    });
  });
  ctx.log.info({ orderId, amountPaise: refund.amountPaise }, 'order refunded');
  return loadOrder(ctx.db, order.id, { role: 'admin' });
}
