// Customers who bought from the vendor (shipments not cancelled, all time): name, orders, units,
// total spent at the vendor and the last order. Never their email or phone here: a vendor
// reaches a customer only through an order's delivery details.
import { and, asc, countDistinct, desc, eq, ilike, max, ne, sql, type SQL } from 'drizzle-orm';
import { paiseToRupees } from '../../../domain/money';
import type {
  VendorCustomerList,
  VendorCustomerListQuery,
} from '../../../domain/schemas/vendor-reports';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { orderGroups, orders } from '../../db/schema-commerce';
import { subtotalSum, unitsSum } from './sales-sql';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

const orderCount = sql<number>`count(*)`.mapWith(Number);
const lastOrder = max(orders.createdAt);

function sortSql(sort: VendorCustomerListQuery['sort']): SQL[] {
  const byId = asc(users.id);
  switch (sort) {
    case 'last-order':
      return [desc(lastOrder), byId];
    case 'total-spent':
      return [desc(subtotalSum), byId];
    case 'orders':
      return [desc(orderCount), desc(lastOrder), byId];
    case 'name':
      return [asc(sql`lower(${users.name})`), byId];
  }
}

export async function listVendorCustomers(
  db: DbOrTx,
  vendorId: string,
  q: VendorCustomerListQuery,
): Promise<VendorCustomerList> {
  const where = and(
    eq(orderGroups.vendorId, vendorId),
    ne(orderGroups.status, 'cancelled'),
    q.search ? ilike(users.name, `%${escapeLike(q.search)}%`) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        orders: orderCount,
        units: unitsSum,
        spent: subtotalSum,
        lastOrderAt: lastOrder,
      })
      .from(orderGroups)
      .innerJoin(orders, eq(orders.id, orderGroups.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .groupBy(users.id, users.name)
      .orderBy(...sortSql(q.sort))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: countDistinct(orders.userId) })
      .from(orderGroups)
      .innerJoin(orders, eq(orders.id, orderGroups.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      orders: r.orders,
      units: r.units,
      totalSpent: paiseToRupees(r.spent),
      lastOrderAt: (r.lastOrderAt ?? new Date(0)).toISOString(),
    })),
    page: q.page,
    limit: q.limit,
    total: counted?.n ?? 0,
  };
}
