// The vendor's report for a range: revenue, commission and net payout per day, week or month,
// the best-selling products and variants, and sales by category.
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Category } from '../../../domain/catalog';
import { paiseToRupees } from '../../../domain/money';
import { ratePercent } from '../../../domain/payout';
import type { ReportQuery, VendorReport } from '../../../domain/schemas/vendor-reports';
import type { DbOrTx } from '../../db/client';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema';
import { productSalesDays } from '../../db/schema-report-totals';
import { resolveRange, vendorRateBp, type DateRange } from './sales-sql';
import { salesSeries } from './sales-series';

const TOP_PRODUCTS = 10;

// From the lines of live shipments kept per product variant and day (product_sales_days,
// docs/decisions/024-report-totals.md), joined to the product for its current name and category.
const units = sql<number>`sum(${productSalesDays.units})`.mapWith(Number);
const revenue = sql<number>`sum(${productSalesDays.revenuePaise})`.mapWith(Number);

function soldIn(vendorId: string, range: DateRange): SQL {
  return and(
    eq(productSalesDays.vendorId, vendorId),
    gte(productSalesDays.day, range.from),
    lte(productSalesDays.day, range.to),
  )!;
}

/** Narrows a select from product_sales_days to the vendor's range, with products. */
function soldLines<T extends PgSelect>(query: T, vendorId: string, range: DateRange) {
  return query
    .innerJoin(products, eq(products.id, productSalesDays.productId))
    .where(soldIn(vendorId, range));
}

async function topProducts(db: DbOrTx, vendorId: string, range: DateRange) {
  const rows = await soldLines(
    db
      .select({ productId: productSalesDays.productId, name: products.name, units, revenue })
      .from(productSalesDays)
      .$dynamic(),
    vendorId,
    range,
  )
    .groupBy(productSalesDays.productId, products.name)
    .orderBy(desc(revenue), desc(units), products.name)
    .limit(TOP_PRODUCTS);
  return rows.map((r) => ({ ...r, revenue: paiseToRupees(r.revenue) }));
}

/** Per variant as the lines recorded it; old lines (before #18) have an empty label. */
async function topVariants(db: DbOrTx, vendorId: string, range: DateRange) {
  const rows = await soldLines(
    db
      .select({
        productId: productSalesDays.productId,
        variantId: productSalesDays.variantId,
        name: products.name,
        variantLabel: productSalesDays.variantLabel,
        sku: productSalesDays.sku,
        units,
        revenue,
      })
      .from(productSalesDays)
      .$dynamic(),
    vendorId,
    range,
  )
    .groupBy(
      productSalesDays.productId,
      productSalesDays.variantId,
      products.name,
      productSalesDays.variantLabel,
      productSalesDays.sku,
    )
    .orderBy(desc(revenue), desc(units), products.name, productSalesDays.variantLabel)
    .limit(TOP_PRODUCTS);
  // The totals write '' where a line had no variant or SKU.
  return rows.map((r) => ({
    ...r,
    variantId: r.variantId || null,
    sku: r.sku || null,
    revenue: paiseToRupees(r.revenue),
  }));
}

async function byCategory(db: DbOrTx, vendorId: string, range: DateRange) {
  const rows = await soldLines(
    db.select({ category: products.category, units, revenue }).from(productSalesDays).$dynamic(),
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
    salesSeries(db, vendorId, range, q.interval),
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
