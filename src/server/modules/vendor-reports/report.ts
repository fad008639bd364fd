// The vendor's report for a range: revenue, commission and net payout per day, week or month,
// the best-selling products and variants, and sales by category.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Category } from '../../../domain/catalog';
import { paiseToRupees } from '../../../domain/money';
import { ratePercent } from '../../../domain/payout';
import type { ReportQuery, VendorReport } from '../../../domain/schemas/vendor-reports';
import type { DbOrTx } from '../../db/client';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema';
import { orderGroups, orderItems } from '../../db/schema-commerce';
import { resolveRange, soldIn, vendorRateBp, type DateRange } from './sales-sql';
import { salesSeries } from './sales-series';

const TOP_PRODUCTS = 10;

const units = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
const revenue = sql<number>`sum(${orderItems.lineTotalPaise})`.mapWith(Number);

/** Narrows a select from order_items to the vendor's lines sold in the range, with products. */
function soldLines<T extends PgSelect>(query: T, vendorId: string, range: DateRange) {
  return query
    .innerJoin(orderGroups, eq(orderGroups.id, orderItems.groupId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.vendorId, vendorId), soldIn(vendorId, range)));
}

async function topProducts(db: DbOrTx, vendorId: string, range: DateRange) {
  const rows = await soldLines(
    db
      .select({
        productId: orderItems.productId,
        name: products.name,
        units,
        revenue,
      })
      .from(orderItems)
      .$dynamic(),
    vendorId,
    range,
  )
    .groupBy(orderItems.productId, products.name)
    .orderBy(desc(revenue), desc(units), products.name)
    .limit(TOP_PRODUCTS);
  return rows.map((r) => ({ ...r, revenue: paiseToRupees(r.revenue) }));
}

/** Per variant as the lines recorded it; old lines (before #18) have an empty label. */
async function topVariants(db: DbOrTx, vendorId: string, range: DateRange) {
  const rows = await soldLines(
    db
      .select({
        productId: orderItems.productId,
        variantId: orderItems.variantId,
        name: products.name,
        variantLabel: orderItems.variantLabel,
        sku: orderItems.sku,
        units,
        revenue,
      })
      .from(orderItems)
      .$dynamic(),
    vendorId,
    range,
  )
    .groupBy(
      orderItems.productId,
      orderItems.variantId,
      products.name,
      orderItems.variantLabel,
      orderItems.sku,
    )
    .orderBy(desc(revenue), desc(units), products.name, orderItems.variantLabel)
    .limit(TOP_PRODUCTS);
  return rows.map((r) => ({ ...r, revenue: paiseToRupees(r.revenue) }));
}

async function byCategory(db: DbOrTx, vendorId: string, range: DateRange) {
  const rows = await soldLines(
    db
      .select({
        category: products.category,
        units,
        revenue,
      })
      .from(orderItems)
      .$dynamic(),
    vendorId,
    range,
  )
    .groupBy(products.category)
    .orderBy(desc(revenue));
  return rows.map((r) => ({
    category: r.category as Category,
    units: r.units,
    revenue: paiseToRupees(r.revenue),
  }));
}

export async function vendorReport(
  db: DbOrTx,
  vendorId: string,
  q: ReportQuery,
): Promise<VendorReport> {
  const range = resolveRange(q);
  const rateBp = await vendorRateBp(db, vendorId);
  const [sales, top, variants, categories] = await Promise.all([
    salesSeries(db, vendorId, range, q.interval, rateBp),
    topProducts(db, vendorId, range),
    topVariants(db, vendorId, range),
    byCategory(db, vendorId, range),
  ]);
  return {
    ...range,
    interval: q.interval,
    commissionRate: ratePercent(rateBp),
    totals: sales.totals,
    periods: sales.points,
    topProducts: top,
    topVariants: variants,
    categories,
  };
}
