// The vendor's report for a range: revenue, commission and net payout per day, week or month,
// the best-selling products and variants, and sales by category.
import { desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Category } from '../../../domain/catalog';
import { paiseToRupees } from '../../../domain/money';
import { ratePercent } from '../../../domain/payout';
import type { ReportQuery, VendorReport } from '../../../domain/schemas/vendor-reports';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { productSales } from './product-sales';
import { resolveRange, vendorRateBp, type DateRange } from './sales-sql';
import { salesSeries } from './sales-series';

const TOP_PRODUCTS = 10;

// From the lines of live shipments kept per product variant and month or day (product-sales.ts,
// docs/decisions/024-report-totals.md), summed per product or variant first and only then joined
// to the product for its current name and category: a few hundred lookups, not one per row.
const summed = (column: AnyColumn | SQL.Aliased) => sql<number>`sum(${column})`.mapWith(Number);
const asNumber = (column: SQL.Aliased<number>) => sql<number>`${column}`.mapWith(Number);

type Summed = ReturnType<typeof perVariant> | ReturnType<typeof perProduct>;
/** Units and revenue of a summed row, best sellers first (by revenue, then units, then name). */
const figuresOf = (sold: Summed) => ({
  units: asNumber(sold.units),
  revenue: asNumber(sold.revenue),
});
const bestFirst = (sold: Summed) => [desc(sold.revenue), desc(sold.units), products.name];
const productOf = (sold: Summed) => eq(products.id, sold.productId);

/** At least one line in the range (a month less its days outside the range may leave none). */
const soldSome = (sold: ReturnType<typeof productSales>) => sql`sum(${sold.lines}) > 0`;

/** The vendor's units and revenue over the range per variant as the lines recorded it. */
function perVariant(db: DbOrTx, vendorId: string, range: DateRange) {
  const sold = productSales(db, range, vendorId);
  return db
    .select({
      productId: sold.productId,
      variantId: sold.variantId,
      variantLabel: sold.variantLabel,
      sku: sold.sku,
      units: summed(sold.units).as('units'),
      revenue: summed(sold.revenuePaise).as('revenue'),
    })
    .from(sold)
    .groupBy(sold.productId, sold.variantId, sold.variantLabel, sold.sku)
    .having(soldSome(sold))
    .as('per_variant');
}

/** The vendor's units and revenue over the range per product. */
function perProduct(db: DbOrTx, vendorId: string, range: DateRange) {
  const sold = productSales(db, range, vendorId);
  return db
    .select({
      productId: sold.productId,
      units: summed(sold.units).as('units'),
      revenue: summed(sold.revenuePaise).as('revenue'),
    })
    .from(sold)
    .groupBy(sold.productId)
    .having(soldSome(sold))
    .as('per_product');
}

async function topProducts(db: DbOrTx, vendorId: string, range: DateRange) {
  const sold = perProduct(db, vendorId, range);
  const rows = await db
    .select({ productId: sold.productId, name: products.name, ...figuresOf(sold) })
    .from(sold)
    .innerJoin(products, productOf(sold))
    .orderBy(...bestFirst(sold))
    .limit(TOP_PRODUCTS);
  return rows.map((r) => ({ ...r, revenue: paiseToRupees(r.revenue) }));
}

/** Per variant as the lines recorded it; old lines (before #18) have an empty label. */
async function topVariants(db: DbOrTx, vendorId: string, range: DateRange) {
  const sold = perVariant(db, vendorId, range);
  const rows = await db
    .select({
      productId: sold.productId,
      variantId: sold.variantId,
      name: products.name,
      variantLabel: sold.variantLabel,
      sku: sold.sku,
      ...figuresOf(sold),
    })
    .from(sold)
    .innerJoin(products, productOf(sold))
    .orderBy(...bestFirst(sold), sold.variantLabel)
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
  const sold = perProduct(db, vendorId, range);
  const revenue = summed(sold.revenue);
  const rows = await db
    .select({ category: products.category, units: summed(sold.units), revenue })
    .from(sold)
    .innerJoin(products, productOf(sold))
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
