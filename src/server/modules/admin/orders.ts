// Orders as the admin sees them: every order with filters, as pages and as CSV, and one order
// with its vendors' shipments, the moves allowed now, its payments and what may be refunded.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { toCsv } from '../../../domain/csv';
import { DISPATCH_DAYS, TO_SHIP } from '../../../domain/fulfilment';
import { addDays, indianDateOf, startOfIndianDay } from '../../../domain/india-time';
import { paiseToRupees } from '../../../domain/money';
import {
  nextStatuses,
  type GroupStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../domain/order-status';
import type {
  AdminOrder,
  AdminOrderFilter,
  AdminOrderList,
  AdminOrderSummary,
  PaymentRecord,
} from '../../../domain/schemas/admin-orders';
import type { DbOrTx } from '../../db/client';
import { users, vendors } from '../../db/schema';
import {
  orderGroups,
  orderItems,
  orders,
  type OrderRow,
  type PaymentRow,
} from '../../db/schema-commerce';
import { notFound } from '../../errors';
import { loadOrder } from '../orders/order-view';
import { readMoneyState } from '../payments/money-state';
import { refundTermsOf } from '../payments/refund-terms';
import { EXPORT_LIMIT } from './inbox';
import { likePattern } from './like-pattern';

export function orderFilter(q: AdminOrderFilter): SQL | undefined {
  const search = q.search ? likePattern(q.search) : null;
  return and(
    search
      ? or(ilike(orders.number, search), ilike(users.name, search), ilike(users.email, search))
      : undefined,
    q.status ? eq(orders.status, q.status) : undefined,
    q.vendor
      ? sql`exists (select 1 from ${orderGroups} where ${orderGroups.orderId} = ${orders.id} and ${orderGroups.vendorId} = ${q.vendor})`
      : undefined,
    q.paymentMethod ? eq(orders.paymentMethod, q.paymentMethod) : undefined,
    q.paymentStatus ? eq(orders.paymentStatus, q.paymentStatus) : undefined,
    q.from ? gte(orders.createdAt, startOfIndianDay(q.from)) : undefined,
    q.to ? lt(orders.createdAt, startOfIndianDay(addDays(q.to, 1))) : undefined,
    q.late ? lateToShip(indianDateOf(new Date())) : undefined,
  );
}

/**
 * Orders with a shipment still to ship (placed, confirmed, packed) whose ship-by day is before
 * `today` (an India day): `shipByOf` of domain/fulfilment.ts in SQL, two India days after the
 * order, a Sunday moved to the Monday.
 */
export function lateToShip(today: string): SQL {
  const due = sql`((${orders.createdAt} AT TIME ZONE 'Asia/Kolkata')::date + ${DISPATCH_DAYS}::int)`;
  return sql`exists (select 1 from ${orderGroups} where ${orderGroups.orderId} = ${orders.id}
    and ${inArray(orderGroups.status, [...TO_SHIP])}
    and ${due} + (CASE WHEN extract(isodow from ${due}) = 7 THEN 1 ELSE 0 END) < ${today}::date)`;
}

/** How many orders match a filter: the list's total, and the desk's late orders. */
export async function countAdminOrders(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  return total?.n ?? 0;
}

const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

const orderColumns = {
  order: orders,
  customer: { id: users.id, name: users.name, email: users.email },
  itemCount,
};

type OrderListRow = { order: OrderRow; customer: AdminOrderSummary['customer']; itemCount: number };

/** The summaries of some orders, with each vendor shipment's status (one more query). */
export async function summariesOf(db: DbOrTx, rows: OrderListRow[]): Promise<AdminOrderSummary[]> {
  const groups =
    rows.length === 0
      ? []
      : await db
          .select({
            orderId: orderGroups.orderId,
            vendorId: orderGroups.vendorId,
            vendorName: vendors.companyName,
            status: orderGroups.status,
          })
          .from(orderGroups)
          .innerJoin(vendors, eq(vendors.userId, orderGroups.vendorId))
          .where(
            inArray(
              orderGroups.orderId,
              rows.map((r) => r.order.id),
            ),
          )
          .orderBy(asc(vendors.companyName));
  return rows.map(({ order, customer, itemCount }) => ({
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    customer,
    status: order.status as GroupStatus,
    paymentMethod: order.paymentMethod as PaymentMethod,
    paymentStatus: order.paymentStatus as PaymentStatus,
    itemCount: Number(itemCount),
    total: paiseToRupees(order.totalPaise),
    groups: groups
      .filter((g) => g.orderId === order.id)
      .map(({ vendorId, vendorName, status }) => ({
        vendorId,
        vendorName,
        status: status as GroupStatus,
      })),
  }));
}

/** The newest orders first; ties (same instant) broken by id so pages never overlap. */
export async function recentOrderRows(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset = 0,
) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

export async function listAdminOrders(
  db: DbOrTx,
  q: AdminOrderFilter & { page: number; limit: number },
): Promise<AdminOrderList> {
  const where = orderFilter(q);
  const [rows, total] = await Promise.all([
    recentOrderRows(db, where, q.limit, (q.page - 1) * q.limit),
    countAdminOrders(db, where),
  ]);
  return { items: await summariesOf(db, rows), page: q.page, limit: q.limit, total };
}

const vendorsOfOrder = sql<string>`(select string_agg(${vendors.companyName} || ' (' || ${orderGroups.status} || ')', '; ' order by ${vendors.companyName}) from ${orderGroups} join ${vendors} on ${vendors.userId} = ${orderGroups.vendorId} where ${orderGroups.orderId} = ${orders.id})`;

/** Every matching order (up to EXPORT_LIMIT), one row each; times in UTC ISO 8601. */
export async function adminOrdersCsv(db: DbOrTx, q: AdminOrderFilter): Promise<string> {
  const rows = await db
    .select({ ...orderColumns, vendors: vendorsOfOrder })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(orderFilter(q))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(EXPORT_LIMIT);
  const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);
  return toCsv(rows, [
    { header: 'Order', value: (r) => r.order.number },
    { header: 'Placed at (UTC)', value: (r) => r.order.createdAt },
    { header: 'Customer', value: (r) => r.customer.name },
    { header: 'Email', value: (r) => r.customer.email },
    { header: 'Status', value: (r) => r.order.status },
    { header: 'Payment method', value: (r) => r.order.paymentMethod },
    { header: 'Payment status', value: (r) => r.order.paymentStatus },
    { header: 'Items', value: (r) => r.itemCount },
    { header: 'Subtotal (INR)', value: (r) => rupees(r.order.subtotalPaise) },
    { header: 'Discount (INR)', value: (r) => rupees(r.order.discountPaise) },
    { header: 'Shipping (INR)', value: (r) => rupees(r.order.shippingPaise) },
    { header: 'GST included (INR)', value: (r) => rupees(r.order.taxPaise) },
    { header: 'Total (INR)', value: (r) => rupees(r.order.totalPaise) },
    { header: 'Vendors (status)', value: (r) => r.vendors },
    { header: 'City', value: (r) => r.order.shippingAddress.city },
    { header: 'State', value: (r) => r.order.shippingAddress.state },
    { header: 'PIN code', value: (r) => r.order.shippingAddress.pincode },
  ]);
}

function paymentOf(p: PaymentRow): PaymentRecord {
  const raw = (p.raw ?? {}) as { reason?: unknown };
  return {
    id: p.id,
    provider: p.provider,
    status: p.status,
    amount: paiseToRupees(p.amountPaise),
    note: typeof raw.reason === 'string' ? raw.reason : null,
    createdAt: p.createdAt.toISOString(),
  };
}

/**
 * The order's payments as Angle Admin lists them: its payment and refund rows, and for cash on
 * delivery each shipment's cash the courier collected (issue #33: the customer sees "Paid", so the
 * admin sees the money too), in time order.
 */
function paymentsOf(
  money: Awaited<ReturnType<typeof readMoneyState>>,
  groups: readonly { id: string; vendorName: string }[],
): PaymentRecord[] {
  const cash = money.groups.flatMap((g): PaymentRecord[] =>
    g.collectedPaise > 0 && g.collectedAt
      ? [
          {
            id: `cod:${g.id}`,
            provider: 'cod',
            status: 'collected',
            amount: paiseToRupees(g.collectedPaise),
            note: `Cash on delivery collected by the courier for ${groups.find((x) => x.id === g.id)?.vendorName ?? 'the'}’s shipment`,
            createdAt: g.collectedAt.toISOString(),
          },
        ]
      : [],
  );
  return [...cash, ...money.rows.map(paymentOf)].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
}

export async function loadAdminOrder(db: DbOrTx, orderId: string): Promise<AdminOrder> {
  const [row] = await db
    .select({ order: orders, customer: { id: users.id, name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound('The order');
  const [order, money] = await Promise.all([
    loadOrder(db, orderId, { role: 'admin' }),
    readMoneyState(db, row.order),
  ]);
  const terms = refundTermsOf(row.order, money.state);
  return {
    ...order,
    customer: row.customer,
    groups: order.groups.map((g) => ({ ...g, nextStatuses: nextStatuses(g.status, 'admin') })),
    payments: paymentsOf(money, order.groups),
    refund: {
      allowed: terms.allowed,
      suggestedAmount: paiseToRupees(terms.suggestedPaise),
      maxAmount: paiseToRupees(terms.maxPaise),
      owedExtra: paiseToRupees(terms.owedExtraPaise),
      reason: terms.reason,
    },
  };
}
