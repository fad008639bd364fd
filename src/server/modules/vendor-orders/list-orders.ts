// The vendor's orders page: its own fulfilment group of each order (its lines only), newest
// first, filtered by status and searched by order number or customer name, with counts per
// status. Three statements whatever the page size.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { shipByOf, TO_SHIP } from '../../../domain/fulfilment';
import { paiseToRupees } from '../../../domain/money';
import { GROUP_STATUSES, type GroupStatus } from '../../../domain/order-status';
import type {
  VendorOrderList,
  VendorOrderListQuery,
  VendorOrderRow,
} from '../../../domain/schemas/vendor-orders';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { orderGroups, orderItems, orders } from '../../db/schema-commerce';
import { releasedToSellers } from '../cod/confirmation';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function searchSql(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${escapeLike(search)}%`;
  return or(
    ilike(orders.number, like),
    ilike(users.name, like),
    sql`${orders.shippingAddress}->>'fullName' ILIKE ${like}`,
  );
}

/** Rows for the groups given (or the vendor's newest), with their line previews. */
/** Shipments still to ship first, the oldest (most urgent) of them first; then the rest. */
const toShipFirst = () => {
  const toShip = sql`${orderGroups.status} IN (${sql.join(
    TO_SHIP.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  return [
    sql`(${toShip}) DESC`,
    sql`CASE WHEN ${toShip} THEN ${orders.createdAt} END ASC`,
    desc(orders.createdAt),
    asc(orders.id),
  ];
};

async function rowsOf(
  db: DbOrTx,
  where: SQL,
  page: { limit: number; offset: number; sort?: VendorOrderListQuery['sort'] },
): Promise<VendorOrderRow[]> {
  const groups = await db
    .select({
      groupId: orderGroups.id,
      orderId: orders.id,
      number: orders.number,
      placedAt: orders.createdAt,
      status: orderGroups.status,
      customerName: users.name,
      subtotalPaise: orderGroups.subtotalPaise,
    })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(
      ...(page.sort === 'ship-by' ? toShipFirst() : [desc(orders.createdAt), asc(orders.id)]),
    )
    .limit(page.limit)
    .offset(page.offset);
  const items =
    groups.length === 0
      ? []
      : await db
          .select({
            groupId: orderItems.groupId,
            name: orderItems.productName,
            quantity: orderItems.quantity,
            variantLabel: orderItems.variantLabel,
            sku: orderItems.sku,
          })
          .from(orderItems)
          .where(
            inArray(
              orderItems.groupId,
              groups.map((g) => g.groupId),
            ),
          )
          .orderBy(asc(orderItems.productName), asc(orderItems.variantLabel));
  return groups.map((g) => {
    const lines = items.filter((i) => i.groupId === g.groupId);
    return {
      id: g.orderId,
      number: g.number,
      placedAt: g.placedAt.toISOString(),
      status: g.status as GroupStatus,
      customerName: g.customerName,
      shipBy: TO_SHIP.includes(g.status as GroupStatus) ? shipByOf(g.placedAt) : null,
      units: lines.reduce((n, i) => n + i.quantity, 0),
      subtotal: paiseToRupees(g.subtotalPaise),
      items: lines.map(({ name, quantity, variantLabel, sku }) => ({
        name,
        quantity,
        variantLabel,
        sku,
      })),
    };
  });
}

export async function listVendorOrders(
  db: DbOrTx,
  vendorId: string,
  q: VendorOrderListQuery,
): Promise<VendorOrderList> {
  const mine = and(eq(orderGroups.vendorId, vendorId), releasedToSellers(), searchSql(q.search))!;
  const where = q.status ? and(mine, eq(orderGroups.status, q.status))! : mine;
  const [rows, counts] = await Promise.all([
    rowsOf(db, where, { limit: q.limit, offset: (q.page - 1) * q.limit, sort: q.sort }),
    db
      .select({ status: orderGroups.status, n: count() })
      .from(orderGroups)
      .innerJoin(orders, eq(orders.id, orderGroups.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(mine)
      .groupBy(orderGroups.status),
  ]);
  const statusCounts = Object.fromEntries(GROUP_STATUSES.map((s) => [s, 0])) as Record<
    GroupStatus,
    number
  >;
  for (const c of counts) statusCounts[c.status as GroupStatus] = c.n;
  // The counts give the total too, also for a page past the end.
  const total = q.status
    ? statusCounts[q.status]
    : Object.values(statusCounts).reduce((a, b) => a + b, 0);
  return { items: rows, page: q.page, limit: q.limit, total, statusCounts };
}

/** The vendor's newest orders, for the dashboard. */
export async function latestVendorOrders(
  db: DbOrTx,
  vendorId: string,
  limit: number,
): Promise<VendorOrderRow[]> {
  return rowsOf(db, and(eq(orderGroups.vendorId, vendorId), releasedToSellers())!, {
    limit,
    offset: 0,
  });
}
