// The admin dashboard's money after the order (issue #21 item 5): refunds accepted in the period,
// payouts due now and paid in the period. The returns rate is a hook: null until the returns of
// issue #21 exist; they set it with `returnsRateOf` (returned units / delivered units).
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import { addDays, startOfIndianDay } from '../../../domain/india-time';
import { paiseToRupees } from '../../../domain/money';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema-commerce';
import { payouts } from '../../db/schema-payouts';
import { SETTLED_REFUND_STATUSES } from '../payments/refund-terms';

/** The returns hook: replace with the returns' own figure when they are merged. */
export type ReturnsRateOf = (db: DbOrTx, start: Date, end: Date) => Promise<number | null>;
export const returnsRateOf: ReturnsRateOf = async () => null;

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
