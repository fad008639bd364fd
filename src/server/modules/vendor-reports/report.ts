// The vendor's report for a range: revenue, commission and net payout per day, week or month,
// the best-selling products and variants, and sales by category.
import { desc, eq, sql } from 'drizzle-orm';
import type { Category } from '../../../domain/catalog';
import { paiseToRupees } from '../../../domain/money';
import { ratePercent } from '../../../domain/payout';
import type { ReportQuery, VendorReport } from '../../../domain/schemas/vendor-reports';
import type { DbOrTx } from '../../db/client';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema';
import { productSales } from './product-sales';
import { resolveRange, vendorRateBp, type DateRange } from './sales-sql';
import { salesSeries } from './sales-series';

const TOP_PRODUCTS = 10;

// From the lines of live shipments kept per product variant and month or day (product-sales.ts,
// docs/decisions/024-report-totals.md), joined to the product for its current name and category.
type Sold = ReturnType<typeof productSales>;
const unitsOf = (sold: Sold) => sql<number>`sum(${sold.units})`.mapWith(Number);
const revenueOf = (sold: Sold) => sql<number>`sum(${sold.revenuePaise})`.mapWith(Number);

/** The vendor's sold lines over the range, with their products. */
function soldLines<T extends PgSelect>(query: T, sold: Sold) {
  return query.innerJoin(products, eq(products.id, sold.productId));
}

async function topProducts(db: DbOrTx, vendorId: string, range: DateRange) {
  const sold = productSales(db, range, vendorId);
  const units = unitsOf(sold);
  const revenue = revenueOf(sold);
  const rows = await soldLines(
    db
      .select({ productId: sold.productId, name: products.name, units, revenue })
      .from(sold)
      .$dynamic(),
    sold,
  )
    .groupBy(sold.productId, products.name)
    .orderBy(desc(revenue), desc(units), products.name)
    .limit(TOP_PRODUCTS);
  return rows.map((r) => ({ ...r, revenue: paiseToRupees(r.revenue) }));
}

/** Per variant as the lines recorded it; old lines (before #18) have an empty label. */
async function topVariants(db: DbOrTx, vendorId: string, range: DateRange) {
  const sold = productSales(db, range, vendorId);
  const units = unitsOf(sold);
  const revenue = revenueOf(sold);
  const rows = await soldLines(
    db
      .select({
        productId: sold.productId,
        variantId: sold.variantId,
        name: products.name,
        variantLabel: sold.variantLabel,
        sku: sold.sku,
        units,
        revenue,
      })
      .from(sold)
      .$dynamic(),
    sold,
  )
    .groupBy(sold.productId, sold.variantId, products.name, sold.variantLabel, sold.sku)
    .orderBy(desc(revenue), desc(units), products.name, sold.variantLabel)
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
  const sold = productSales(db, range, vendorId);
  const revenue = revenueOf(sold);
  const rows = await soldLines(
    db
      .select({ category: products.category, units: unitsOf(sold), revenue })
      .from(sold)
      .$dynamic(),
    sold,
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
