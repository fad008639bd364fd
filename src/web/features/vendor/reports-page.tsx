// '/vendor/reports': revenue, commission and net payout for a range by day, week or month; the
// best sellers; sales by category; a payout statement per order; CSV downloads of both.
import { Download, IndianRupee, Landmark, Percent, ReceiptText } from 'lucide-react';
import { CATEGORY_LABELS } from '../../../domain/catalog';
import { REPORT_INTERVALS, type ReportInterval } from '../../../domain/report-periods';
import { ErrorBlock, LoadingBlock } from '../../components/back-office/load-states';
import { ShippingFiguresSection } from '../../components/back-office/shipping-figures';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { inputLook } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { formatINR } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatCalendarDate, formatCount } from './ops-format';
import { PayoutStatements } from './payout-statements';
import { PeriodPicker, usePeriod } from './period-picker';
import { reportExportUrl, useShippingFigures, useVendorReport } from './reports-api';
import { SalesChart } from './sales-chart';
import { StatCard } from './stat-card';

const INTERVAL_LABELS: Record<ReportInterval, string> = {
  day: 'By day',
  week: 'By week',
  month: 'By month',
};

export function VendorReportsPage() {
  useDocumentTitle('Reports', 'Angle Vendor Portal');
  const { period, params, setParams, setPeriod } = usePeriod();
  const raw = params.get('interval');
  const interval: ReportInterval = REPORT_INTERVALS.includes(raw as ReportInterval)
    ? (raw as ReportInterval)
    : 'day';
  const report = useVendorReport(new URLSearchParams({ ...period, interval }).toString());
  const r = report.data;
  const range = `${formatCalendarDate(period.from)} – ${formatCalendarDate(period.to)}`;
  const setInterval = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('interval', value);
    setParams(next);
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        size="compact"
        title="Reports"
        description="What you sold, Angle's commission and your payout, for any range of dates."
        actions={
          <Button asChild variant="outline" size="sm">
            <a href={reportExportUrl({ ...period, interval, kind: 'periods' })} download>
              <Download aria-hidden="true" />
              Sales CSV
            </a>
          </Button>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <PeriodPicker period={period} onChange={setPeriod} />
        <div className="grid gap-1.5">
          <Label htmlFor="report-interval">Group</Label>
          <select
            id="report-interval"
            className={cn(inputLook, 'block h-10 w-full px-3.5 pr-8 text-base sm:w-36 sm:text-sm')}
            value={interval}
            onChange={(e) => setInterval(e.target.value)}
          >
            {REPORT_INTERVALS.map((i) => (
              <option key={i} value={i}>
                {INTERVAL_LABELS[i]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {report.isPending ? (
        <LoadingBlock label="Loading your report…" />
      ) : report.isError ? (
        <ErrorBlock
          title="We could not load your report."
          error={report.error}
          onRetry={() => report.refetch()}
        />
      ) : r ? (
        <>
          <section
            aria-label={`Totals, ${range}`}
            className="grid grid-cols-2 gap-3 lg:grid-cols-4"
          >
            <StatCard
              label="Revenue"
              value={formatINR(r.totals.revenue)}
              icon={IndianRupee}
              hint={`${formatCount(r.totals.units)} units`}
            />
            <StatCard
              label="Commission"
              value={formatINR(r.totals.commission)}
              icon={Percent}
              hint={`${r.commissionRate}% of each order`}
            />
            <StatCard label="Net payout" value={formatINR(r.totals.net)} icon={Landmark} />
            <StatCard
              label="Orders"
              value={formatCount(r.totals.orders)}
              icon={ReceiptText}
              hint="Placed, not cancelled"
            />
          </section>

          <Card>
            <CardHeader>
              <CardTitle>Revenue and payout</CardTitle>
              <p className="text-sm text-sand-600">{range}</p>
            </CardHeader>
            <CardContent>
              {r.totals.orders === 0 ? (
                <p className="py-10 text-center text-sm text-sand-600">No sales in this range.</p>
              ) : (
                <SalesChart
                  points={r.periods}
                  interval={interval}
                  showNet
                  caption={`Revenue and net payout ${INTERVAL_LABELS[interval].toLowerCase()}, ${range}`}
                />
              )}
            </CardContent>
          </Card>

          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>Top products</CardTitle>
              </CardHeader>
              <CardContent>
                <TopSellers
                  label="Top products"
                  rows={r.topProducts.map((p) => ({ ...p, key: p.productId }))}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Sales by category</CardTitle>
              </CardHeader>
              <CardContent>
                {r.categories.length === 0 ? (
                  <p className="py-4 text-sm text-sand-600">Nothing sold in this range.</p>
                ) : (
                  <ul className="grid gap-3">
                    {r.categories.map((c) => {
                      const share = r.totals.revenue > 0 ? (c.revenue / r.totals.revenue) * 100 : 0;
                      return (
                        <li key={c.category} className="grid gap-1 text-sm">
                          <div className="flex justify-between gap-2">
                            <span className="text-ink">{CATEGORY_LABELS[c.category]}</span>
                            <span className="tabular-nums text-sand-700">
                              {formatINR(c.revenue)} · {formatCount(c.units)} units
                            </span>
                          </div>
                          <div aria-hidden="true" className="h-2 rounded-full bg-sand-100">
                            <div
                              className="h-2 rounded-full bg-rose-500"
                              style={{ width: `${share}%` }}
                            />
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </CardContent>
            </Card>
            {r.topVariants.some((v) => v.variantLabel) ? (
              <Card>
                <CardHeader>
                  <CardTitle>Top shades and sizes</CardTitle>
                </CardHeader>
                <CardContent>
                  <TopSellers
                    label="Top shades and sizes"
                    rows={r.topVariants.map((v) => ({
                      key: `${v.productId}:${v.variantId ?? v.sku ?? v.variantLabel}`,
                      name: v.name,
                      detail: [v.variantLabel, v.sku].filter(Boolean).join(' · '),
                      units: v.units,
                      revenue: v.revenue,
                    }))}
                  />
                </CardContent>
              </Card>
            ) : null}
          </div>

          <VendorShippingFigures
            query={new URLSearchParams({ ...period }).toString()}
            span={range}
          />

          <PayoutStatements
            period={period}
            exportUrl={reportExportUrl({ ...period, interval, kind: 'statements' })}
          />
        </>
      ) : null}
    </div>
  );
}

/** Issue #39: how the period's parcels fared, by PIN zone and carrier. */
function VendorShippingFigures({ query, span }: { query: string; span: string }) {
  const figures = useShippingFigures(query);
  if (figures.isPending) return <LoadingBlock label="Loading your deliveries…" />;
  if (figures.isError) {
    return (
      <ErrorBlock
        title="We could not load your deliveries."
        error={figures.error}
        onRetry={() => figures.refetch()}
      />
    );
  }
  return <ShippingFiguresSection data={figures.data} span={span} />;
}

interface SellerRow {
  key: string;
  name: string;
  /** The shade or size and SKU, under the name. */
  detail?: string;
  units: number;
  revenue: number;
}

/** The best sellers of the range, by product or by variant, as a table. */
function TopSellers({ label, rows }: { label: string; rows: SellerRow[] }) {
  if (rows.length === 0)
    return <p className="py-4 text-sm text-sand-600">Nothing sold in this range.</p>;
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Product</TableHead>
          <TableHead className="text-right">Units</TableHead>
          <TableHead className="text-right">Revenue</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell className="max-w-48">
              <span className="block truncate">{row.name}</span>
              {row.detail ? (
                <span className="block truncate text-xs text-sand-600">{row.detail}</span>
              ) : null}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(row.units)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatINR(row.revenue)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
