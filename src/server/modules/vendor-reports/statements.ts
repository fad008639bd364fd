// Payout statements: for each of the vendor's shipments sold in the range, the order total for
// its lines, Angle's commission, what was refunded of it and the vendor's net, newest first. A
// cancelled shipment whose money went back to the customer is stated too (no commission, no net),
// so the vendor sees the refund. The CSV export uses the same rows, so what the screen shows and
// what the spreadsheet holds agree.
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { paiseToRupees } from '../../../domain/money';
import type { GroupStatus } from '../../../domain/order-status';
import type {
  PayoutStatement,
  PayoutStatementList,
  StatementQuery,
} from '../../../domain/schemas/vendor-reports';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { orderGroups, orders } from '../../db/schema-commerce';
import {
  placedIn,
  resolveRange,
  soldIn,
  vendorRateBp,
  vendorSale,
  type DateRange,
} from './sales-sql';

/**
 * Refunded, or on its way back through the gateway (payments/refund-terms.ts); a second payment
 * given back (`extra`) was never the order's, so no seller shares in it.
 */
const refundedOfOrder = sql<number>`(SELECT coalesce(sum(p.amount_paise), 0) FROM payments p
  WHERE p.order_id = ${orders.id} AND p.status IN ('refunded', 'refund-pending') AND NOT p.extra)`;
const cancelledOfOrder = sql<number>`(SELECT coalesce(sum(g.subtotal_paise), 0) FROM order_groups g
  WHERE g.order_id = ${orders.id} AND g.status = 'cancelled')`;

/**
 * The vendor's share of the order's refunds: refunds are for what was cancelled, so they are
 * spread over the cancelled shipments by their subtotals; a refund of an order with nothing
 * cancelled (made in the gateway's dashboard) is spread over all its shipments. Never more than
 * the shipment's own total: shipping is Angle's.
 */
const refundShare = sql<number>`least(${orderGroups.subtotalPaise}, CASE
  WHEN ${refundedOfOrder} = 0 THEN 0
  WHEN ${cancelledOfOrder} > 0 THEN CASE WHEN ${orderGroups.status} = 'cancelled'
    THEN round(${refundedOfOrder} * ${orderGroups.subtotalPaise}::numeric / ${cancelledOfOrder})
    ELSE 0 END
  ELSE round(${refundedOfOrder} * ${orderGroups.subtotalPaise}::numeric
    / greatest(${orders.subtotalPaise}, 1))
  END)`.mapWith(Number);

/** What a statement lists: the vendor's sales, and its cancelled shipments that were refunded. */
function statedIn(vendorId: string, range: DateRange): SQL {
  return or(
    soldIn(vendorId, range),
    and(
      eq(orderGroups.vendorId, vendorId),
      eq(orderGroups.status, 'cancelled'),
      placedIn(range),
      sql`${refundedOfOrder} > 0`,
    ),
  )!;
}

export async function statementRows(
  db: DbOrTx,
  vendorId: string,
  range: DateRange,
  rateBp: number,
  page: { limit: number; offset: number },
): Promise<PayoutStatement[]> {
  // A cancelled shipment earns Angle no commission.
  const commission = sql<number>`CASE WHEN ${orderGroups.status} = 'cancelled' THEN 0
    ELSE round(${vendorSale} * ${rateBp}::numeric / 10000) END`.mapWith(Number);
  const rows = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      placedAt: orders.createdAt,
      customerName: users.name,
      status: orderGroups.status,
      totalPaise: orderGroups.subtotalPaise,
      discountPaise: orderGroups.discountPaise,
      vendorDiscountPaise: orderGroups.vendorDiscountPaise,
      commissionPaise: commission,
      refundedPaise: refundShare,
    })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(statedIn(vendorId, range))
    .orderBy(desc(orders.createdAt), asc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    orderId: r.orderId,
    number: r.number,
    placedAt: r.placedAt.toISOString(),
    customerName: r.customerName,
    status: r.status as GroupStatus,
    total: paiseToRupees(r.totalPaise),
    vendorDiscount: paiseToRupees(r.vendorDiscountPaise),
    platformDiscount: paiseToRupees(r.discountPaise - r.vendorDiscountPaise),
    commission: paiseToRupees(r.commissionPaise),
    refunded: paiseToRupees(r.refundedPaise),
    // Nothing is paid out for a cancelled shipment; a refund of a live one comes off its net.
    net:
      r.status === 'cancelled'
        ? 0
        : paiseToRupees(r.totalPaise - r.vendorDiscountPaise - r.commissionPaise - r.refundedPaise),
  }));
}

export async function payoutStatements(
  db: DbOrTx,
  vendorId: string,
  q: StatementQuery,
): Promise<PayoutStatementList> {
  const range = resolveRange(q);
  const rateBp = await vendorRateBp(db, vendorId);
  const [items, [counted]] = await Promise.all([
    statementRows(db, vendorId, range, rateBp, { limit: q.limit, offset: (q.page - 1) * q.limit }),
    db
      .select({ n: count() })
      .from(orderGroups)
      .innerJoin(orders, eq(orders.id, orderGroups.orderId))
      .where(statedIn(vendorId, range)),
  ]);
  return { ...range, items, page: q.page, limit: q.limit, total: counted?.n ?? 0 };
}
