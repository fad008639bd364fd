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
// docs/decisions/024-report-totals.md), summed per variant first and only then joined to the
// product for its current name and category: a few hundred lookups, not one per row. The top
// products, the top variants and the categories all come from that one statement's rows (one
// per variant sold), summed here: the totals are read once, not three times.
const summed = (column: AnyColumn | SQL.Aliased) => sql<number>`sum(${column})`.mapWith(Number);
const asNumber = (column: SQL.Aliased<number>) => sql<number>`${column}`.mapWith(Number);

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

/**
 * Every variant the vendor sold over the range with its product's name and category, best
 * sellers first (by revenue, then units, then name and label, as the report lists them).
 * `nameOrder` is the name's place in the database's own collation, so products tied on revenue
 * and units are ordered here exactly as an ORDER BY name would.
 */
async function variantsSold(db: DbOrTx, vendorId: string, range: DateRange) {
  const sold = perVariant(db, vendorId, range);
  return db
    .select({
      productId: sold.productId,
      variantId: sold.variantId,
      name: products.name,
      category: products.category,
      variantLabel: sold.variantLabel,
      sku: sold.sku,
      units: asNumber(sold.units),
      revenue: asNumber(sold.revenue),
      nameOrder: sql<number>`dense_rank() OVER (ORDER BY ${products.name})`.mapWith(Number),
    })
    .from(sold)
    .innerJoin(products, eq(products.id, sold.productId))
    .orderBy(desc(sold.revenue), desc(sold.units), products.name, sold.variantLabel);
}

type VariantSold = Awaited<ReturnType<typeof variantsSold>>[number];

/** Units and revenue (paise) summed per key, in the order keys first appear. */
function sumBy<K>(rows: VariantSold[], keyOf: (row: VariantSold) => K) {
  const sums = new Map<K, { first: VariantSold; units: number; revenue: number }>();
  for (const row of rows) {
    const sum = sums.get(keyOf(row)) ?? { first: row, units: 0, revenue: 0 };
    sum.units += row.units;
    sum.revenue += row.revenue;
    sums.set(keyOf(row), sum);
  }
  return [...sums.values()];
}

/** The report's three lists from the variants sold (already best first). */
function productFigures(rows: VariantSold[]) {
  const topProducts = sumBy(rows, (r) => r.productId)
    .sort(
      (a, b) => b.revenue - a.revenue || b.units - a.units || a.first.nameOrder - b.first.nameOrder,
    )
    .slice(0, TOP_PRODUCTS)
    .map(({ first, units, revenue }) => ({
      productId: first.productId,
      name: first.name,
      units,
      revenue: paiseToRupees(revenue),
    }));
  // The totals write '' where a line had no variant or SKU; old lines (before #18) have an
  // empty label.
  const topVariants = rows.slice(0, TOP_PRODUCTS).map((r) => ({
    productId: r.productId,
    variantId: r.variantId || null,
    name: r.name,
    variantLabel: r.variantLabel,
    sku: r.sku || null,
    units: r.units,
    revenue: paiseToRupees(r.revenue),
  }));
  const categories = sumBy(rows, (r) => r.category)
    .sort((a, b) => b.revenue - a.revenue)
    .map(({ first, units, revenue }) => ({
      category: first.category as Category,
      units,
      revenue: paiseToRupees(revenue),
    }));
  return { topProducts, topVariants, categories };
}

export async function vendorReport(
  db: DbOrTx,
  vendorId: string,
  q: ReportQuery,
): Promise<VendorReport> {
  const range = resolveRange(q);
  const rateBp = await vendorRateBp(db, vendorId);
  const [sales, sold] = await Promise.all([
    salesSeries(db, vendorId, range, q.interval),
    variantsSold(db, vendorId, range),
  ]);
  const { topProducts, topVariants, categories } = productFigures(sold);
  return {
    ...range,
    interval: q.interval,
    commissionRate: ratePercent(rateBp),
    totals: sales.totals,
    periods: sales.points,
    topProducts,
    topVariants,
    categories,
  };
}
