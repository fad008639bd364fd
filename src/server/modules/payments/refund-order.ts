// The admin's refund (POST /api/admin/orders/{id}/refund): money goes back the way it came,
// through Razorpay's refund API for online payments, recorded as handed back for cash on
// delivery. Three steps, no lock held across the network: claim the refund under the order's lock
// (refund-claim.ts), ask the gateway with the refund's own id as its idempotency key, then settle
// the row with the answer (refund-state.ts). A refund the gateway did not answer stays claimed,
// holding its amount, and is sent again by its retry or by resendUnansweredRefunds.
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminOrder, RecordRefund } from '../../../domain/schemas/admin-orders';
import type { Database } from '../../db/client';
import { orders, payments, type PaymentRow } from '../../db/schema-commerce';
import { AppError, retryClashes } from '../../errors';
import { loadAdminOrder } from '../admin/orders';
import { providerFor } from './order-payment';
import type { PaymentContext } from './provider';
import { claimRefund, REFUND_LEASE_MS } from './refund-claim';
import { settleRefund } from './refund-state';
import { REFUND } from './refund-terms';

export interface RefundActor {
  userId: string;
  role: 'admin';
}

const NOT_ANSWERED =
  'The payment gateway did not answer. The refund is kept and will be sent again shortly; retrying with the same Idempotency-Key asks for its answer.';

/** Asks the provider for a claimed refund and settles the row with whatever it answers (a
 * return's refund, modules/returns/refund-return.ts, sends its row the same way). */
export async function sendRefund(ctx: PaymentContext, row: PaymentRow): Promise<void> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, row.orderId));
  const [paid] = row.refundOf
    ? await ctx.db.select().from(payments).where(eq(payments.id, row.refundOf))
    : [];
  const raw = (row.raw ?? {}) as { reason?: string; recordedBy?: string };
  let answer;
  try {
    const sent = await providerFor(order!.paymentMethod).refund(ctx, order!, {
      refundId: row.id,
      amountPaise: row.amountPaise,
      reason: raw.reason ?? '',
      actorUserId: raw.recordedBy ?? null,
      providerPaymentId: paid?.providerPaymentId ?? null,
    });
    answer = { sent };
  } catch (err) {
    if (!(err instanceof AppError) || err.kind !== 'unprocessable') {
      ctx.log.error({ err, orderId: row.orderId, refundId: row.id }, 'refund not answered');
      throw new AppError('unavailable', NOT_ANSWERED);
    }
    await retryClashes(() =>
      ctx.db.transaction((tx) =>
        settleRefund(tx, ctx.log, 'admin', row.id, { refused: err.message }),
      ),
    );
    throw err;
  }
  await retryClashes(() =>
    ctx.db.transaction((tx) => settleRefund(tx, ctx.log, 'admin', row.id, answer)),
  );
}

/**
 * `key` is the request's Idempotency-Key: the same key answers the refund it first asked for.
 * Without one, the same amount and reason soon after answer the first refund too.
 */
export async function refundOrder(
  ctx: PaymentContext,
  orderId: string,
  actor: RefundActor,
  input: RecordRefund,
  key: string | null = null,
): Promise<AdminOrder> {
  const claimed = await retryClashes(() =>
    ctx.db.transaction((tx) => claimRefund(tx, { orderId, key, actorUserId: actor.userId, input })),
  );
  if ('send' in claimed) await sendRefund(ctx, claimed.send);
  return loadAdminOrder(ctx.db, orderId);
}

/**
 * Sends again every refund claimed longer ago than the lease and still unanswered (a timeout, a
 * crash between the claim and the answer). Each is taken by moving its lease forward under
 * SKIP LOCKED, so several instances never send one refund at once. Run by jobs.ts.
 */
export async function resendUnansweredRefunds(
  database: Database,
  log: FastifyBaseLogger,
  ctx: Omit<PaymentContext, 'db' | 'log'>,
  now = new Date(),
): Promise<number> {
  const { db } = database;
  const taken = await retryClashes(() =>
    db.transaction(async (tx) => {
      const query = tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.status, REFUND.requested),
            lt(payments.attemptedAt, new Date(now.getTime() - REFUND_LEASE_MS)),
          ),
        )
        .limit(20);
      // PGlite has one connection: a plain lock is all it needs (as the mail outbox does).
      const due = await (database.kind === 'postgres'
        ? query.for('update', { skipLocked: true })
        : query.for('update'));
      if (due.length === 0) return [];
      const rows: PaymentRow[] = [];
      for (const { id } of due) {
        const [row] = await tx
          .update(payments)
          .set({ attemptedAt: now, updatedAt: now })
          .where(eq(payments.id, id))
          .returning();
        rows.push(row!);
      }
      return rows;
    }),
  );
  for (const row of taken) {
    try {
      await sendRefund({ ...ctx, db, log }, row);
    } catch (err) {
      log.warn({ err, refundId: row.id }, 'refund sent again: not settled');
    }
  }
  return taken.length;
}
