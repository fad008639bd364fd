// Sales per day, week or month over a range, with every period present (zeros where nothing
// sold), so charts and CSVs have no gaps.
import { count, eq, sql } from 'drizzle-orm';
import { paiseToRupees } from '../../../domain/money';
import { periodStarts, type ReportInterval } from '../../../domain/report-periods';
import type { SalesPoint } from '../../../domain/schemas/vendor-reports';
import type { DbOrTx } from '../../db/client';
import { orderGroups, orderItems } from '../../db/schema-commerce';
import { commissionSum, periodOf, soldIn, subtotalSum, type DateRange } from './sales-sql';

export interface SalesSeries {
  points: SalesPoint[];
  totals: Omit<SalesPoint, 'start'>;
  deliveredRevenue: number;
}

export async function salesSeries(
  db: DbOrTx,
  vendorId: string,
  range: DateRange,
  interval: ReportInterval,
  rateBp: number,
): Promise<SalesSeries> {
  // The units of each of the vendor's shipments, in one pass over its items (an index-only scan
  // of order_items_vendor_group_idx) rather than one lookup per shipment.
  const shipmentUnits = db
    .select({
      groupId: orderItems.groupId,
      units: sql<number>`sum(${orderItems.quantity})`.as('units'),
    })
    .from(orderItems)
    .where(eq(orderItems.vendorId, vendorId))
    .groupBy(orderItems.groupId)
    .as('shipment_units');
  const rows = await db
    .select({
      start: periodOf(interval),
      orders: count(),
      revenue: subtotalSum,
      commission: commissionSum(rateBp),
      units: sql<number>`coalesce(sum(${shipmentUnits.units}), 0)`.mapWith(Number),
      delivered:
        sql<number>`coalesce(sum(${orderGroups.subtotalPaise}) FILTER (WHERE ${orderGroups.status} = 'delivered'), 0)`.mapWith(
          Number,
        ),
    })
    .from(orderGroups)
    .leftJoin(shipmentUnits, eq(shipmentUnits.groupId, orderGroups.id))
    .where(soldIn(vendorId, range))
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
