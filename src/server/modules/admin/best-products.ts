// The admin dashboard's best-selling products over every vendor (issue #35, decision 049). Summing
// every product's sales over the period read a row per variant sold per day (74k rows for 30
// days at the bench's 100k products). Instead, each month of the period is walked best first in
// product_month_totals (one row per product and month, kept by triggers) to the depth `n`: a
// product not read there sold at most the n-th revenue of each month, so at most their sum
// `bound` over the period. Only the products read are summed exactly over the period's days;
// once the last of the top has more revenue than `bound`, no product left unread can reach it.
// Otherwise the walk goes deeper. Revenue is never negative (lines of live shipments), which is
// what makes a month's figure a bound for any part of it.
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { periodStarts } from '../../../domain/report-periods';
import { rowsOf, type DbOrTx } from '../../db/client';
import { vendors } from '../../db/schema';
import { productSalesDays } from '../../db/schema-report-totals';

export interface BestProduct {
  id: string;
  name: string;
  vendorName: string;
  units: number;
  revenuePaise: number;
}

const DEPTH = 100;

/** The `n` best products of each month by revenue, best first. */
function monthsBest(db: DbOrTx, months: string[], n: number) {
  return rowsOf<{ month: string; productId: string; revenue: string }>(
    db,
    sql`SELECT to_char(m.month, 'YYYY-MM-DD') AS month, t.product_id AS "productId",
          t.revenue_paise::text AS revenue
        FROM unnest(${`{${months.join(',')}}`}::date[]) AS m(month)
        CROSS JOIN LATERAL (
          SELECT product_id, revenue_paise FROM product_month_totals p
          WHERE p.month = m.month ORDER BY p.revenue_paise DESC NULLS LAST LIMIT ${n}
        ) t`,
  );
}

/** The products' exact sales over the period, best first (the dashboard's order). */
function salesOf(db: DbOrTx, period: { from: string; to: string }, productIds: string[]) {
  const d = productSalesDays;
  return db
    .select({
      id: d.productId,
      name: sql<string>`max(${d.productName})`,
      vendorName: vendors.companyName,
      units: sql<number>`sum(${d.units})::int`,
      revenuePaise: sql<number>`coalesce(sum(${d.revenuePaise}), 0)::float8`,
    })
    .from(d)
    .innerJoin(vendors, eq(vendors.userId, d.vendorId))
    .where(and(inArray(d.productId, productIds), gte(d.day, period.from), lte(d.day, period.to)))
    .groupBy(d.productId, vendors.companyName)
    .having(sql`sum(${d.lines}) > 0`)
    .orderBy(sql`5 desc`, sql`4 desc`, asc(d.productId));
}

/** The `top` products by revenue over the period (then units, then id), every vendor's. */
export async function bestProducts(
  db: DbOrTx,
  period: { from: string; to: string },
  top: number,
  depth = DEPTH,
): Promise<BestProduct[]> {
  const months = periodStarts(period.from, period.to, 'month');
  for (let n = depth; ; n *= 4) {
    const read = await monthsBest(db, months, n);
    let bound = 0;
    let exhausted = true;
    for (const month of months) {
      const rows = read.filter((r) => r.month === month);
      if (rows.length < n) continue;
      exhausted = false;
      bound += Number(rows[n - 1]!.revenue);
    }
    const ids = [...new Set(read.map((r) => r.productId))];
    const sold = ids.length === 0 ? [] : await salesOf(db, period, ids);
    const last = sold[top - 1];
    if (exhausted || (last !== undefined && last.revenuePaise > bound)) {
      return sold.slice(0, top);
    }
  }
}
