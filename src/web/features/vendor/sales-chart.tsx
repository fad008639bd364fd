// Revenue per period as bars (with net payout beside it when asked). The drawing is hidden from
// screen readers; the same figures are in a table they can read.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReportInterval } from '../../../domain/report-periods';
import type { SalesPoint } from '../../../domain/schemas/vendor-reports';
import { formatINR } from '../../lib/format';
import { formatPeriod } from './ops-format';
import { lazy } from '../../../domain/lazy';

interface SalesChartProps {
  points: SalesPoint[];
  interval: ReportInterval;
  /** Also draw the net payout bars. */
  showNet?: boolean;
  caption: string;
}

const compact = lazy(
  () => new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 }),
);

export function SalesChart({ points, interval, showNet = false, caption }: SalesChartProps) {
  const data = points.map((p) => ({ ...p, label: formatPeriod(p.start, interval) }));
  return (
    <figure className="grid gap-2">
      <div aria-hidden="true" className="h-64 w-full sm:h-72">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke="var(--color-sand-200)" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              tick={{ fontSize: 11, fill: 'var(--color-sand-600)' }}
              minTickGap={16}
            />
            <YAxis
              width={48}
              tickLine={false}
              axisLine={false}
              tick={{ fontSize: 11, fill: 'var(--color-sand-600)' }}
              tickFormatter={(v: number) => `₹${compact().format(v)}`}
            />
            <Tooltip
              cursor={{ fill: 'var(--color-rose-50)' }}
              formatter={(value, name) => [formatINR(Number(value)), name]}
              // Each item's text takes its series colour by default; the light sand bar
              // fails contrast on white, so the text stays dark.
              itemStyle={{ color: 'var(--color-sand-800)' }}
              contentStyle={{
                borderRadius: 12,
                borderColor: 'var(--color-sand-200)',
                fontSize: 13,
              }}
            />
            {showNet ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
            <Bar
              dataKey="revenue"
              name="Revenue"
              fill="var(--color-rose-500)"
              radius={[4, 4, 0, 0]}
            />
            {showNet ? (
              <Bar
                dataKey="net"
                name="Net payout"
                fill="var(--color-sand-400)"
                radius={[4, 4, 0, 0]}
              />
            ) : null}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{caption}</figcaption>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {data
            .filter((p) => p.orders > 0)
            .map((p) => (
              <tr key={p.start}>
                <td>{p.label}</td>
                <td>{formatINR(p.revenue)}</td>
                <td>{p.orders}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </figure>
  );
}
