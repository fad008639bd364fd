// The lines of live shipments per product variant over a range, from the totals the database
// keeps (docs/decisions/024-report-totals.md): whole months from product_sales_months, the days
// of the partial months at the range's edges from product_sales_days. A year is twelve or so
// month rows per variant sold instead of one per variant per day it sold.
import { and, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { splitAtMonths } from '../../../domain/report-periods';
import type { DbOrTx } from '../../db/client';
import { productSalesDays, productSalesMonths } from '../../db/schema-report-totals';
import type { DateRange } from './sales-sql';

/**
 * A subquery `sold` of (vendorId, productId, variantId, variantLabel, sku, productName, units,
 * revenuePaise) rows over the range, one vendor's or every vendor's: sum them per what is shown.
 */
export function productSales(db: DbOrTx, range: DateRange, vendorId?: string) {
  const { months, days } = splitAtMonths(range.from, range.to);
  const ofMonths = and(
    vendorId === undefined ? undefined : eq(productSalesMonths.vendorId, vendorId),
    months ? gte(productSalesMonths.month, months.from) : sql`false`,
    months ? lt(productSalesMonths.month, months.until) : undefined,
  );
  const ofDays = and(
    vendorId === undefined ? undefined : eq(productSalesDays.vendorId, vendorId),
    or(
      ...days.map((d): SQL =>
        and(gte(productSalesDays.day, d.from), lte(productSalesDays.day, d.to))!,
      ),
      sql`false`,
    ),
  );
  const columns = <T extends typeof productSalesDays | typeof productSalesMonths>(t: T) => ({
    vendorId: t.vendorId,
    productId: t.productId,
    variantId: t.variantId,
    variantLabel: t.variantLabel,
    sku: t.sku,
    productName: t.productName,
    units: t.units,
    revenuePaise: t.revenuePaise,
  });
  return db
    .select(columns(productSalesMonths))
    .from(productSalesMonths)
    .where(ofMonths)
    .unionAll(db.select(columns(productSalesDays)).from(productSalesDays).where(ofDays))
    .as('sold');
}
