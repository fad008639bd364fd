// Payout statements: for each of the vendor's shipments sold in the range, the order total for
// its lines, Angle's commission and the vendor's net, newest first. The CSV export uses the same
// rows, so what the screen shows and what the spreadsheet holds agree.
import { asc, count, desc, eq, sql } from 'drizzle-orm';
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
import { resolveRange, soldIn, vendorRateBp, type DateRange } from './sales-sql';

export async function statementRows(
  db: DbOrTx,
  vendorId: string,
  range: DateRange,
  rateBp: number,
  page: { limit: number; offset: number },
): Promise<PayoutStatement[]> {
  const commission =
    sql<number>`round(${orderGroups.subtotalPaise} * ${rateBp}::numeric / 10000)`.mapWith(Number);
  const rows = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      placedAt: orders.createdAt,
      customerName: users.name,
      status: orderGroups.status,
      totalPaise: orderGroups.subtotalPaise,
      commissionPaise: commission,
    })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(soldIn(vendorId, range))
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
    commission: paiseToRupees(r.commissionPaise),
    net: paiseToRupees(r.totalPaise - r.commissionPaise),
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
      .where(soldIn(vendorId, range)),
  ]);
  return { ...range, items, page: q.page, limit: q.limit, total: counted?.n ?? 0 };
}
