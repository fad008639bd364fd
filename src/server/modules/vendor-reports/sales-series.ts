// Sales per day, week or month over a range, with every period present (zeros where nothing
// sold), so charts and CSVs have no gaps. The figures come from the per-day totals the database
// keeps (vendor_sales_days, docs/decisions/024-report-totals.md): a year is a few hundred rows.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { paiseToRupees } from '../../../domain/money';
import { periodStarts, type ReportInterval } from '../../../domain/report-periods';
import type { SalesPoint } from '../../../domain/schemas/vendor-reports';
import type { DbOrTx } from '../../db/client';
import { vendorSalesDays } from '../../db/schema-report-totals';
import type { DateRange } from './sales-sql';

export interface SalesSeries {
  points: SalesPoint[];
  totals: Omit<SalesPoint, 'start'>;
  deliveredRevenue: number;
}

/** The first day (YYYY-MM-DD) of the period holding a totals row's day. */
function dayPeriodOf(interval: ReportInterval) {
  // `interval` comes from a closed enum, so writing it into the statement is safe; a bound
  // parameter would make the SELECT and GROUP BY expressions differ.
  const unit = sql.raw(`'${interval}'`);
  return sql<string>`to_char(date_trunc(${unit}, ${vendorSalesDays.day}::timestamp), 'YYYY-MM-DD')`;
}

const total = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/**
 * The vendor's live shipments placed in the range, per period. The totals hold the commission at
 * the vendor's current rate, rounded per shipment (recounted when the rate changes).
 */
export async function salesSeries(
  db: DbOrTx,
  vendorId: string,
  range: DateRange,
  interval: ReportInterval,
): Promise<SalesSeries> {
  const rows = await db
    .select({
      start: dayPeriodOf(interval),
      orders: total(vendorSalesDays.orders),
      revenue: total(vendorSalesDays.revenuePaise),
      commission: total(vendorSalesDays.commissionPaise),
      units: total(vendorSalesDays.units),
      delivered: total(vendorSalesDays.deliveredPaise),
    })
    .from(vendorSalesDays)
    .where(
      and(
        eq(vendorSalesDays.vendorId, vendorId),
        gte(vendorSalesDays.day, range.from),
        lte(vendorSalesDays.day, range.to),
      ),
    )
    .groupBy(sql`1`);
  const byStart = new Map(rows.map((r) => [r.start, r]));
  const sums = { revenue: 0, commission: 0, orders: 0, units: 0, delivered: 0 };
  const points = periodStarts(range.from, range.to, interval).map((start) => {
    const r = byStart.get(start);
    const p = {
      revenue: r?.revenue ?? 0,
      commission: r?.commission ?? 0,
      orders: r?.orders ?? 0,
      units: r?.units ?? 0,
    };
    sums.revenue += p.revenue;
    sums.commission += p.commission;
    sums.orders += p.orders;
    sums.units += p.units;
    sums.delivered += r?.delivered ?? 0;
    return rupeesPoint(start, p);
  });
  const { start: _start, ...totals } = rupeesPoint('', sums);
  return { points, totals, deliveredRevenue: paiseToRupees(sums.delivered) };
}

function rupeesPoint(
  start: string,
  p: { revenue: number; commission: number; orders: number; units: number },
): SalesPoint {
  return {
    start,
    revenue: paiseToRupees(p.revenue),
    commission: paiseToRupees(p.commission),
    net: paiseToRupees(p.revenue - p.commission),
    orders: p.orders,
    units: p.units,
  };
}
