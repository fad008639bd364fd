// The admin dashboard's money after the order (issue #21 item 5): refunds accepted in the period,
// payouts due now and paid in the period, and the returns rate of the period's deliveries.
import { and, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { addDays, startOfIndianDay } from '../../../domain/india-time';
import { paiseToRupees } from '../../../domain/money';
import type { DbOrTx } from '../../db/client';
import { orderEvents, orderItems, payments } from '../../db/schema-commerce';
import { payouts } from '../../db/schema-payouts';
import { returnItems, returns } from '../../db/schema-returns';
import { SETTLED_REFUND_STATUSES } from '../payments/refund-terms';

export type ReturnsRateOf = (db: DbOrTx, start: Date, end: Date) => Promise<number | null>;

/**
 * The returns rate of a period (decision 021): of the units delivered in the period (shipments
 * whose move to delivered falls in it), the share that customers asked to send back (returns not
 * rejected, whenever asked). Units, not order lines, so three lipsticks of which one comes back
 * count as one in three; by the period's deliveries (a cohort), not the period's return requests,
 * so the rate never exceeds 1 and a quiet week after a busy one is not inflated. A ratio from 0
 * to 1 rounded to four places; null when nothing was delivered in the period.
 */
export const returnsRateOf: ReturnsRateOf = async (db, start, end) => {
  const delivered = db
    .selectDistinct({ groupId: orderEvents.groupId })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.toStatus, 'delivered'),
        isNotNull(orderEvents.groupId),
        gte(orderEvents.createdAt, start),
        lt(orderEvents.createdAt, end),
      ),
    );
  const [units] = await db
    .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
    .from(orderItems)
    .where(inArray(orderItems.groupId, delivered));
  if (!units || units.n === 0) return null;
  const [back] = await db
    .select({ n: sql<number>`coalesce(sum(${returnItems.quantity}), 0)`.mapWith(Number) })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .innerJoin(orderItems, eq(orderItems.id, returnItems.itemId))
    .where(and(ne(returns.status, 'rejected'), inArray(orderItems.groupId, delivered)));
  return Math.round(((back?.n ?? 0) / units.n) * 10_000) / 10_000;
};

export async function moneyFigures(db: DbOrTx, period: { from: string; to: string }) {
  const start = startOfIndianDay(period.from);
  const end = startOfIndianDay(addDays(period.to, 1));
  const [refunds] = await db
    .select({
      paise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)`.mapWith(Number),
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        inArray(payments.status, [...SETTLED_REFUND_STATUSES]),
        gte(payments.updatedAt, start),
        lt(payments.updatedAt, end),
      ),
    );
  const [out] = await db
    .select({
      due: sql<number>`coalesce(sum(${payouts.amountPaise}) filter (where ${payouts.status} = 'due'), 0)`.mapWith(
        Number,
      ),
      dueCount: sql<number>`count(*) filter (where ${payouts.status} = 'due')`.mapWith(Number),
      paid: sql<number>`coalesce(sum(${payouts.amountPaise}) filter (where ${payouts.status} = 'paid' and ${payouts.paidAt} >= ${start} and ${payouts.paidAt} < ${end}), 0)`.mapWith(
        Number,
      ),
    })
    .from(payouts);
  return {
    refunds: paiseToRupees(refunds?.paise ?? 0),
    refundsCount: refunds?.n ?? 0,
    payoutsDue: paiseToRupees(out?.due ?? 0),
    payoutsDueCount: out?.dueCount ?? 0,
    payoutsPaid: paiseToRupees(out?.paid ?? 0),
    returnsRate: await returnsRateOf(db, start, end),
  };
}
