// The admin dashboard: one period's figures (GMV is the sum of the totals of orders that are not
// entirely cancelled), orders and revenue per Indian calendar day, the best vendors and products,
// the latest orders, and what needs attention now (low stock, shipments waiting over 48 hours).
import { and, asc, count, eq, gte, lt, lte, sql } from 'drizzle-orm';
import {
  addDays,
  daysInRange,
  eachDay,
  indianDateOf,
  startOfIndianDay,
} from '../../../domain/india-time';
import { paiseToRupees } from '../../../domain/money';
import type { GroupStatus } from '../../../domain/order-status';
import {
  SHIP_WITHIN_HOURS,
  type Dashboard,
  type DashboardRange,
} from '../../../domain/schemas/admin-dashboard';
import type { DbOrTx } from '../../db/client';
import { lowStockVariants, productVariants, products, users, vendors } from '../../db/schema';
import { orderGroups, orders } from '../../db/schema-commerce';
import { storeSalesDays, vendorSalesDays } from '../../db/schema-report-totals';
import { lowStockVariantColumns, withVariantLabel } from '../vendor-catalog/low-stock';
import { bestProducts } from './best-products';
import { recentOrderRows, summariesOf } from './orders';

const TOP = 5;
const RECENT = 8;
const ALERTS = 6;
const RANGE_DAYS: Record<Exclude<DashboardRange, 'custom'>, number> = {
  today: 1,
  '7d': 7,
  '30d': 30,
  '90d': 90,
};

export interface DashboardPeriodInput {
  range: DashboardRange;
  from?: string | undefined;
  to?: string | undefined;
}

/** The period's first and last Indian days (both included). */
export function resolvePeriod(q: DashboardPeriodInput, now = new Date()) {
  if (q.range === 'custom' && q.from && q.to) {
    return { range: q.range, from: q.from, to: q.to, days: daysInRange(q.from, q.to) };
  }
  const days = RANGE_DAYS[q.range === 'custom' ? '30d' : q.range];
  const to = indianDateOf(now);
  return { range: q.range, from: addDays(to, 1 - days), to, days };
}

const paise = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)::float8`;
/** Not shipped yet; the same list as the partial index order_groups_waiting_idx (0035). */
const WAITING: readonly GroupStatus[] = ['placed', 'confirmed', 'packed'];

export async function getDashboard(
  db: DbOrTx,
  q: DashboardPeriodInput,
  now = new Date(),
): Promise<Dashboard> {
  const period = resolvePeriod(q, now);
  const start = startOfIndianDay(period.from);
  const end = startOfIndianDay(addDays(period.to, 1));
  // The figures come from the per-day totals the database keeps (store_sales_days and
  // vendor_sales_days, docs/decisions/024-report-totals.md), not from every order of the period.
  const storeDays = and(gte(storeSalesDays.day, period.from), lte(storeSalesDays.day, period.to));
  const vendorDays = and(
    gte(vendorSalesDays.day, period.from),
    lte(vendorSalesDays.day, period.to),
  );
  const waitingSince = new Date(now.getTime() - SHIP_WITHIN_HOURS * 3_600_000);
  // Written as the partial index order_groups_waiting_idx states it (migration 0035), so even a
  // generic plan of this statement can use it.
  const waiting = and(
    sql`${orderGroups.status} in (${sql.raw(WAITING.map((s) => `'${s}'`).join(', '))})`,
    lt(orderGroups.createdAt, waitingSince),
  );
  // One alert per variant running low (issue #18): a shade can sell out while others sell on.
  // low_stock_variants holds them (migration 0037), the published ones along a partial index
  // in the alerts' order (lowest stock, product name, the vendor's order of variants).
  const lowStock = eq(lowStockVariants.productStatus, 'published');

  const [
    [totals],
    [customers],
    [vendorAccounts],
    days,
    vendorSales,
    topProducts,
    recentRows,
    lowStockRows,
    [lowStockTotal],
    waitingRows,
    [waitingTotal],
  ] = await Promise.all([
    db
      .select({
        orders: sql<number>`coalesce(sum(${storeSalesDays.orders}), 0)::int`,
        cancelled: sql<number>`coalesce(sum(${storeSalesDays.cancelledOrders}), 0)::int`,
        gmvPaise: paise(storeSalesDays.gmvPaise),
      })
      .from(storeSalesDays)
      .where(storeDays),
    db
      .select({ n: count() })
      .from(users)
      .where(
        and(eq(users.role, 'customer'), gte(users.createdAt, start), lt(users.createdAt, end)),
      ),
    db.select({ n: count() }).from(vendors).where(eq(vendors.status, 'active')),
    db
      .select({
        date: storeSalesDays.day,
        orders: sql<number>`sum(${storeSalesDays.orders})::int`,
        revenuePaise: paise(storeSalesDays.gmvPaise),
      })
      .from(storeSalesDays)
      .where(storeDays)
      .groupBy(storeSalesDays.day),
    // Every vendor that sold in the period, best first: the active vendors are counted and the
    // best listed from the one pass over the period's day totals. A vendor's slots are summed
    // first: a sale counted in one and its cancellation in another leave no live shipment.
    db
      .select({
        id: vendorSalesDays.vendorId,
        name: vendors.companyName,
        orders: sql<number>`sum(${vendorSalesDays.orders})::int`,
        salesPaise: paise(vendorSalesDays.subtotalPaise),
      })
      .from(vendorSalesDays)
      .innerJoin(vendors, eq(vendors.userId, vendorSalesDays.vendorId))
      .where(vendorDays)
      .groupBy(vendorSalesDays.vendorId, vendors.companyName)
      .having(sql`sum(${vendorSalesDays.orders}) > 0`)
      .orderBy(sql`4 desc`, asc(vendors.companyName)),
    bestProducts(db, period, TOP),
    recentOrderRows(db, undefined, RECENT),
    db
      .select({
        ...lowStockVariantColumns,
        vendorName: vendors.companyName,
        stock: productVariants.stockQuantity,
        threshold: products.lowStockThreshold,
      })
      .from(lowStockVariants)
      .innerJoin(productVariants, eq(productVariants.id, lowStockVariants.variantId))
      .innerJoin(products, eq(products.id, lowStockVariants.productId))
      .innerJoin(vendors, eq(vendors.userId, products.vendorId))
      .where(lowStock)
      .orderBy(
        asc(lowStockVariants.stockQuantity),
        asc(lowStockVariants.productName),
        asc(lowStockVariants.position),
      )
      .limit(ALERTS),
    db.select({ n: count() }).from(lowStockVariants).where(lowStock),
    db
      .select({
        orderId: orders.id,
        orderNumber: orders.number,
        groupId: orderGroups.id,
        vendorName: vendors.companyName,
        status: orderGroups.status,
        placedAt: orderGroups.createdAt,
      })
      .from(orderGroups)
      .innerJoin(orders, eq(orders.id, orderGroups.orderId))
      .innerJoin(vendors, eq(vendors.userId, orderGroups.vendorId))
      .where(waiting)
      .orderBy(asc(orderGroups.createdAt), asc(orderGroups.id))
      .limit(ALERTS),
    db.select({ n: count() }).from(orderGroups).where(waiting),
  ]);

  const liveOrders = totals?.orders ?? 0;
  const gmvPaise = Number(totals?.gmvPaise ?? 0);
  const perDay = new Map(days.map((d) => [d.date, d]));
  return {
    period,
    figures: {
      gmv: paiseToRupees(gmvPaise),
      orders: liveOrders,
      cancelledOrders: totals?.cancelled ?? 0,
      averageOrderValue: liveOrders === 0 ? 0 : paiseToRupees(Math.round(gmvPaise / liveOrders)),
      newCustomers: customers?.n ?? 0,
      activeVendors: vendorSales.length,
      vendorAccounts: vendorAccounts?.n ?? 0,
    },
    byDay: eachDay(period.from, period.to).map((date) => ({
      date,
      orders: perDay.get(date)?.orders ?? 0,
      revenue: paiseToRupees(Number(perDay.get(date)?.revenuePaise ?? 0)),
    })),
    topVendors: vendorSales.slice(0, TOP).map((v) => ({
      id: v.id,
      name: v.name,
      orders: v.orders,
      sales: paiseToRupees(Number(v.salesPaise)),
    })),
    topProducts: topProducts.map((p) => ({
      id: p.id,
      name: p.name,
      vendorName: p.vendorName,
      units: p.units,
      revenue: paiseToRupees(Number(p.revenuePaise)),
    })),
    recentOrders: await summariesOf(db, recentRows),
    alerts: {
      lowStock: {
        total: lowStockTotal?.n ?? 0,
        items: lowStockRows.map(withVariantLabel),
      },
      awaitingShipment: {
        total: waitingTotal?.n ?? 0,
        items: waitingRows.map((w) => ({
          ...w,
          status: w.status as GroupStatus,
          placedAt: w.placedAt.toISOString(),
          hoursWaiting: Math.floor((now.getTime() - w.placedAt.getTime()) / 3_600_000),
        })),
      },
    },
  };
}
