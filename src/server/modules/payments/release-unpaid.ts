// Online orders whose payment never arrived give their stock back: after the configured time
// (UNPAID_ORDER_TTL_MINUTES) Angle itself cancels every shipment through moveGroup (so stock
// returns and events are written) and tells the customer in one mail. Run on an interval by
// jobs.ts; tests call it directly with their own clock.
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ONLINE_PAYMENT_METHODS } from '../../../domain/order-status';
import type { Db } from '../../db/client';
import { retryClashes } from '../../errors';
import { orders, paymentEvents, payments } from '../../db/schema-commerce';
import { notifyOrderCancelled } from '../mail/order-notifications';
import { cancelRestAsSystem } from '../orders/transitions';
import { lockOrder } from './payment-state';

const UNPAID = ['pending', 'failed'];
const BATCH = 50;
export const RELEASE_REASON = 'Payment not received in time';

export async function releaseUnpaidOrders(
  db: Db,
  log: FastifyBaseLogger,
  { ttlMinutes, now = new Date() }: { ttlMinutes: number; now?: Date },
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - ttlMinutes * 60_000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentMethod, [...ONLINE_PAYMENT_METHODS]),
        inArray(orders.paymentStatus, UNPAID),
        ne(orders.status, 'cancelled'),
        lt(orders.createdAt, cutoff),
      ),
    )
    .orderBy(orders.createdAt)
    .limit(BATCH);
  const released: string[] = [];
  for (const { id } of due) {
    try {
      if (await releaseOne(db, id)) released.push(id);
    } catch (err) {
      log.error({ err, orderId: id }, 'could not release an unpaid order');
    }
  }
  if (released.length > 0) log.info({ orders: released }, 'released unpaid online orders');
  return released;
}

async function releaseOne(db: Db, orderId: string): Promise<boolean> {
  return retryClashes(() =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      // Paid while we were looking (the lock waited for it): nothing to release.
      if (!order || !UNPAID.includes(order.paymentStatus) || order.status === 'cancelled') {
        return false;
      }
      await cancelRestAsSystem(tx, orderId, RELEASE_REASON);
      await tx
        .update(payments)
        .set({ status: 'expired', updatedAt: new Date() })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')));
      await tx
        .insert(paymentEvents)
        .values({ orderId, kind: 'expired', source: 'system', amountPaise: order.totalPaise });
      await notifyOrderCancelled(tx, orderId, { unpaid: true, reason: RELEASE_REASON });
      return true;
    }),
  );
}
