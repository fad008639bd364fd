// The reports as CSV: payout statements per order, or revenue, commission and net per period.
// Cells a spreadsheet would run as a formula are defused (csv-export.ts's guardCell).
import Papa from 'papaparse';
import { STATUS_LABELS } from '../../../domain/order-status';
import { indianDate } from '../../../domain/report-periods';
import type { ReportExportQuery } from '../../../domain/schemas/vendor-reports';
import type { DbOrTx } from '../../db/client';
import { guardCell } from '../vendor-catalog/csv-export';
import { resolveRange, vendorRateBp } from './sales-sql';
import { salesSeries } from './sales-series';
import { statementRows } from './statements';

const EXPORT_LIMIT = 50_000;
const money = (rupees: number) => rupees.toFixed(2);

function csvOf(fields: string[], data: string[][]): string {
  const guarded = data.map((row) => row.map(guardCell));
  // The byte-order mark makes Excel read the file as UTF-8.
  return `\uFEFF${Papa.unparse({ fields, data: guarded }, { newline: '\r\n' })}\r\n`;
}

export async function reportCsv(
  db: DbOrTx,
  vendorId: string,
  q: ReportExportQuery,
): Promise<{ csv: string; filename: string }> {
  const range = resolveRange(q);
  const rateBp = await vendorRateBp(db, vendorId);
  const name = `angle-${q.kind === 'statements' ? 'payouts' : `sales-by-${q.interval}`}-${range.from}-to-${range.to}.csv`;
  if (q.kind === 'statements') {
    const rows = await statementRows(db, vendorId, range, rateBp, {
      limit: EXPORT_LIMIT,
      offset: 0,
    });
    const data = rows.map((r) => [
      r.number,
      indianDate(new Date(r.placedAt)),
      r.customerName,
      STATUS_LABELS[r.status],
      money(r.total),
      money(r.vendorDiscount),
      money(r.platformDiscount),
      money(r.commission),
      money(r.refunded),
      money(r.net),
    ]);
    return {
      filename: name,
      csv: csvOf(
        [
          'order_number',
          'placed_on',
          'customer',
          'status',
          'order_total',
          'vendor_funded_discount',
          'platform_funded_discount',
          'commission',
          'refunded',
          'net_payout',
        ],
        data,
      ),
    };
  }
  const sales = await salesSeries(db, vendorId, range, q.interval);
  const data = sales.points.map((p) => [
    p.start,
    String(p.orders),
    String(p.units),
    money(p.revenue),
    money(p.commission),
    money(p.net),
  ]);
  return {
    filename: name,
    csv: csvOf(['period_start', 'orders', 'units', 'revenue', 'commission', 'net_payout'], data),
  };
}
