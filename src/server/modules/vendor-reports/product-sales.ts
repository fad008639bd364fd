// The lines of live shipments per product variant over a range, from the totals the database
// keeps (docs/decisions/024-report-totals.md): whole months from product_sales_months; a partial
// month at an edge as its days in the range from product_sales_days, or as its month less the
// fewer days of it outside the range (splitAtMonths). A year up to today is about twelve month
// rows per variant sold and a few days' rows, instead of a row per variant per day it sold.
import { and, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { splitAtMonths } from '../../../domain/report-periods';
import type { DbOrTx } from '../../db/client';
import { productSalesDays, productSalesMonths } from '../../db/schema-report-totals';
import type { DateRange } from './sales-sql';

type Totals = typeof productSalesDays | typeof productSalesMonths;

/** The totals' rows, or their opposites (`sign` −1) for the days taken off a month. */
const columns = (t: Totals, sign: 1 | -1 = 1) => ({
  vendorId: t.vendorId,
  productId: t.productId,
  variantId: t.variantId,
  variantLabel: t.variantLabel,
  sku: t.sku,
  productName: t.productName,
  lines: sign === 1 ? t.lines : sql<number>`-${t.lines}`.as('lines'),
  units: sign === 1 ? t.units : sql<number>`-${t.units}`.as('units'),
  revenuePaise: sign === 1 ? t.revenuePaise : sql<number>`-${t.revenuePaise}`.as('revenue_paise'),
});

/**
 * A subquery `sold` of (vendorId, productId, variantId, variantLabel, sku, productName, lines,
 * units, revenuePaise) rows over the range, one vendor's or every vendor's. Only their sums per
 * what is shown mean anything, and a sum whose `lines` is 0 sold nothing in the range (a month's
 * lines all on days taken off): leave it out.
 */
export function productSales(db: DbOrTx, range: DateRange, vendorId?: string) {
  const { months, days, lessDays } = splitAtMonths(range.from, range.to);
  const ofVendor = (t: Totals) => (vendorId === undefined ? undefined : eq(t.vendorId, vendorId));
  const onDays = (ranges: Array<{ from: string; to: string }>) =>
    and(
      ofVendor(productSalesDays),
      or(
        ...ranges.map((d): SQL =>
          and(gte(productSalesDays.day, d.from), lte(productSalesDays.day, d.to))!,
        ),
        sql`false`,
      ),
    );
  const ofMonths = and(
    ofVendor(productSalesMonths),
    months ? gte(productSalesMonths.month, months.from) : sql`false`,
    months ? lt(productSalesMonths.month, months.until) : undefined,
  );
  const rows = db
    .select(columns(productSalesMonths))
    .from(productSalesMonths)
    .where(ofMonths)
    .unionAll(db.select(columns(productSalesDays)).from(productSalesDays).where(onDays(days)));
  return (
    lessDays.length
      ? rows.unionAll(
          db.select(columns(productSalesDays, -1)).from(productSalesDays).where(onDays(lessDays)),
        )
      : rows
  ).as('sold');
}
