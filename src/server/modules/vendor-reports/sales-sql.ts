// The one definition of a vendor's sales that the dashboard, reports, statements and customers
// share: the vendor's shipments (order groups) placed in the range, in India's calendar, and not
// cancelled. Revenue is their subtotal at the vendor's prices less the discounts the vendor funds
// (its own offers, issue #20); the platform's discounts (first purchase, its codes) and shipping
// are Angle's. Commission is on that revenue, rounded per shipment, as in domain/payout.ts.
// Reports read these sums per India day from the totals migration 0015's triggers keep
// (docs/decisions/024-report-totals.md): a change to this definition changes those triggers too.
import { and, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_RANGE_DAYS,
  REPORT_TIME_ZONE,
  indianDate,
  lastDays,
} from '../../../domain/report-periods';
import type { DbOrTx } from '../../db/client';
import { vendors } from '../../db/schema';
import { orderGroups } from '../../db/schema-commerce';
import { notFound } from '../../errors';

export interface DateRange {
  from: string;
  to: string;
}

/** The asked range, or the last 30 days in India. The schemas already checked the dates. */
export function resolveRange(
  q: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): DateRange {
  return q.from && q.to
    ? { from: q.from, to: q.to }
    : lastDays(indianDate(now), DEFAULT_RANGE_DAYS);
}

const TZ = sql.raw(`'${REPORT_TIME_ZONE}'`);

/** Midnight in India at the start of `date`, as a timestamptz. */
const indianMidnight = (date: string, plusDays = 0) =>
  sql`((${date}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${TZ})`;

/**
 * Shipments placed in the range. A group is written with its order, in the same statement, so
 * its created_at is the order's; reading the group's lets order_groups_vendor_idx (vendor_id,
 * created_at) find a vendor's year without reading every order in it (EXPLAIN, bench/).
 */
export function placedIn(range: DateRange): SQL {
  return and(
    gte(orderGroups.createdAt, indianMidnight(range.from)),
    lt(orderGroups.createdAt, indianMidnight(range.to, 1)),
  )!;
}

/** The vendor's live (not cancelled) shipments placed in the range; join `orders` to use it. */
export function soldIn(vendorId: string, range: DateRange): SQL {
  return and(
    eq(orderGroups.vendorId, vendorId),
    ne(orderGroups.status, 'cancelled'),
    placedIn(range),
  )!;
}

/** A shipment's sale to the vendor: its subtotal less the discounts the vendor funds. */
export const vendorSale = sql`(${orderGroups.subtotalPaise} - ${orderGroups.vendorDiscountPaise})`;

export const subtotalSum = sql<number>`coalesce(sum(${vendorSale}), 0)`.mapWith(Number);

/** Units in each shipment, summed (an index-only lookup in order_items_vendor_group_idx). */
export const unitsSum =
  sql<number>`coalesce(sum((SELECT sum(i.quantity) FROM order_items i WHERE i.vendor_id = ${orderGroups.vendorId} AND i.group_id = ${orderGroups.id})), 0)`.mapWith(
    Number,
  );

export async function vendorRateBp(db: DbOrTx, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ rateBp: vendors.commissionRateBp })
    .from(vendors)
    .where(eq(vendors.userId, vendorId));
  if (!row) throw notFound('The vendor');
  return row.rateBp;
}
