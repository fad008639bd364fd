// Customers as the admin sees them: search, what they ordered and spent, their addresses, and
// blocking. A blocked customer cannot sign in (better-auth refuses banned users) and every
// session they had ends at once.
import { and, asc, count, desc, eq, exists, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { paiseToRupees } from '../../../domain/money';
import type {
  AdminCustomer,
  AdminCustomerDetail,
  AdminCustomerListQuerySchema,
} from '../../../domain/schemas/admin-people';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema';
import { addresses, orderGroups, orderItems, orders } from '../../db/schema-commerce';
import { notFound } from '../../errors';
import { toAddress } from '../account/addresses';
import { recordAudit } from '../audit/audit';
import { likePattern } from './like-pattern';

type ListQuery = z.output<typeof AdminCustomerListQuerySchema>;

/** Orders that still count: at least one vendor's part of it is not cancelled. */
function liveOrder(db: DbOrTx) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(orderGroups)
      .where(and(eq(orderGroups.orderId, orders.id), ne(orderGroups.status, 'cancelled'))),
  );
}

function orderStats(db: DbOrTx) {
  return db
    .select({
      userId: orders.userId,
      orderCount: sql<number>`count(*)::int`.as('order_count'),
      spentPaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::float8`.as('spent_paise'),
      lastOrderAt: sql<string | null>`max(${orders.createdAt})`.as('last_order_at'),
    })
    .from(orders)
    .where(liveOrder(db))
    .groupBy(orders.userId)
    .as('order_stats');
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toCustomer(
  user: UserRow,
  stats: { orderCount: number | null; spentPaise: number | null; lastOrderAt: string | null },
): AdminCustomer {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    blocked: user.banned,
    blockReason: user.banned ? user.banReason : null,
    orderCount: stats.orderCount ?? 0,
    totalSpent: paiseToRupees(Number(stats.spentPaise ?? 0)),
    lastOrderAt: iso(stats.lastOrderAt),
  };
}

/** Customers with their order figures; the caller adds which ones, in what order. */
function customersWithStats(db: DbOrTx) {
  const stats = orderStats(db);
  const query = db
    .select({
      user: users,
      orderCount: stats.orderCount,
      spentPaise: stats.spentPaise,
      lastOrderAt: stats.lastOrderAt,
    })
    .from(users)
    .leftJoin(stats, eq(stats.userId, users.id));
  return { stats, query };
}

export async function listCustomers(db: Db, q: ListQuery) {
  const { stats, query } = customersWithStats(db);
  const search = q.search ? likePattern(q.search) : null;
  const where = and(
    eq(users.role, 'customer'),
    search ? or(ilike(users.name, search), ilike(users.email, search)) : undefined,
    q.status ? eq(users.banned, q.status === 'blocked') : undefined,
  );
  const order: Record<ListQuery['sort'], SQL[]> = {
    newest: [desc(users.createdAt), asc(users.id)],
    name: [asc(users.name), asc(users.id)],
    orders: [sql`coalesce(${stats.orderCount}, 0) desc`, asc(users.id)],
    spent: [sql`coalesce(${stats.spentPaise}, 0) desc`, asc(users.id)],
  };
  const rows = await query
    .where(where)
    .orderBy(...order[q.sort])
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return {
    items: rows.map((r) => toCustomer(r.user, r)),
    page: q.page,
    limit: q.limit,
    total: total?.n ?? 0,
  };
}

async function findCustomer(db: DbOrTx, id: string) {
  const [row] = await customersWithStats(db).query.where(
    and(eq(users.id, id), eq(users.role, 'customer')),
  );
  if (!row) throw notFound('The customer');
  return toCustomer(row.user, row);
}

export async function getCustomerDetail(db: Db, id: string): Promise<AdminCustomerDetail> {
  const customer = await findCustomer(db, id);
  const itemCounts = db
    .select({
      orderId: orderItems.orderId,
      itemCount: sql<number>`sum(${orderItems.quantity})::int`.as('item_count'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.userId, id))
    .groupBy(orderItems.orderId)
    .as('item_counts');
  const [addressRows, orderRows] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, id))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt)),
    db
      .select({ order: orders, itemCount: itemCounts.itemCount })
      .from(orders)
      .leftJoin(itemCounts, eq(itemCounts.orderId, orders.id))
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt))
      .limit(50),
  ]);
  return {
    ...customer,
    addresses: addressRows.map(toAddress),
    orders: orderRows.map(({ order, itemCount }) => ({
      id: order.id,
      number: order.number,
      createdAt: order.createdAt.toISOString(),
      status: order.status,
      paymentStatus: order.paymentStatus,
      total: paiseToRupees(order.totalPaise),
      itemCount: itemCount ?? 0,
    })),
  };
}

export async function setCustomerBlocked(
  db: Db,
  actorUserId: string,
  id: string,
  blocked: boolean,
  reason?: string,
): Promise<AdminCustomer> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ banned: blocked, banReason: blocked ? reason || null : null, banExpires: null })
      .where(and(eq(users.id, id), eq(users.role, 'customer')))
      .returning({ id: users.id });
    if (!updated) throw notFound('The customer');
    if (blocked) await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAudit(tx, {
      actorUserId,
      action: blocked ? 'customer.block' : 'customer.unblock',
      entity: 'customer',
      entityId: id,
      changes: blocked && reason ? { reason } : undefined,
    });
  });
  return findCustomer(db, id);
}
