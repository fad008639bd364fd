// The admin's refund (POST /api/admin/orders/{id}/refund): on the terms the admin's order page
// shows (admin/orders.ts refundTermsOf), money goes back the way it came: Razorpay's refund API
// for online orders, recorded as paid back by hand for cash on delivery. The gateway is called
// first, outside any transaction; its answer, the order's payment status and the audit entry
// are then written together.
import { eq } from 'drizzle-orm';
import { formatINR, paiseToRupees, rupeesToPaise } from '../../../domain/money';
import type { AdminOrder, RecordRefund } from '../../../domain/schemas/admin-orders';
import { orderGroups, orders, payments } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { loadAdminOrder, refundedPaiseOf, refundTermsOf } from '../admin/orders';
import { recordAudit } from '../audit/audit';
import { providerFor } from './order-payment';
import { applyRefund, lockOrder } from './payment-state';
import type { PaymentContext } from './provider';

export interface RefundActor {
  userId: string;
  role: 'admin';
}

export async function refundOrder(
  ctx: PaymentContext,
  orderId: string,
  actor: RefundActor,
  input: RecordRefund,
): Promise<AdminOrder> {
  const { db } = ctx;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('The order');
  const [groups, paid] = await Promise.all([
    db
      .select({ status: orderGroups.status, subtotalPaise: orderGroups.subtotalPaise })
      .from(orderGroups)
      .where(eq(orderGroups.orderId, orderId)),
    db
      .select({ status: payments.status, amountPaise: payments.amountPaise })
      .from(payments)
      .where(eq(payments.orderId, orderId)),
  ]);
  const terms = refundTermsOf(order, groups, refundedPaiseOf(paid));
  if (!terms.allowed) throw new AppError('conflict', terms.reason ?? 'No refund is possible.');
  const amountPaise = rupeesToPaise(input.amount);
  if (amountPaise > terms.maxPaise) {
    const most = formatINR(paiseToRupees(terms.maxPaise));
    throw new AppError('invalid', `At most ${most} can be refunded.`, [
      { path: 'amount', message: `Enter at most ${most}.`, location: 'body' },
    ]);
  }
  const reason = input.reason.trim();
  const refund = await providerFor(order.paymentMethod).refund(ctx, order, {
    amountPaise,
    reason,
    actorUserId: actor.userId,
  });
  await db.transaction(async (tx) => {
    const current = await lockOrder(tx, orderId);
    // A refund by hand is only a record: a second admin's at the same moment is refused. Money
    // the gateway has already sent back is recorded whatever happened meanwhile.
    if (refund.provider === 'manual' && current?.paymentStatus !== 'paid') {
      throw new AppError('conflict', 'This order has already been refunded.');
    }
    await applyRefund(tx, orderId, 'admin', refund);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'order.refund',
      entity: 'order',
      entityId: orderId,
      changes: {
        paymentStatus: { from: order.paymentStatus, to: 'refunded' },
        amount: paiseToRupees(refund.amountPaise),
        provider: refund.provider,
        reason,
      },
    });
  });
  ctx.log.info({ orderId, amountPaise: refund.amountPaise, provider: refund.provider }, 'refunded');
  return loadAdminOrder(db, orderId);
}
