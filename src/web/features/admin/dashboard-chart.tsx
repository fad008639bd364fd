// Orders (bars) and revenue (line) per day in India, with the same numbers as a table for screen
// readers and for anyone who prefers figures to shapes.
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Dashboard } from '../../../domain/schemas/admin-dashboard';
import { formatDayMonth, formatINR } from '../../lib/format';
import { lazy } from '../../../domain/lazy';

const compactRupees = lazy(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
);

const ROSE = '#9a4760';
const SAND = '#ddd0c1';

export function OrdersChart({ days }: { days: Dashboard['byDay'] }) {
  const total = days.reduce((n, d) => n + d.orders, 0);
  return (
    <figure>
      <div
        role="img"
        aria-label={`Orders and revenue per day, ${formatDayMonth(days[0]!.date)} to ${formatDayMonth(days.at(-1)!.date)}: ${total} orders in all. The table below has the figures.`}
        className="h-64 sm:h-72"
      >
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={days} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
            <CartesianGrid stroke="#ece3d8" vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={formatDayMonth}
              tick={{ fontSize: 12, fill: '#6e6258' }}
              tickLine={false}
              axisLine={{ stroke: '#ddd0c1' }}
              minTickGap={16}
            />
            <YAxis
              yAxisId="revenue"
              tickFormatter={(v: number) => compactRupees().format(v)}
              tick={{ fontSize: 12, fill: '#6e6258' }}
              tickLine={false}
              axisLine={false}
              width={56}
            />
            <YAxis
              yAxisId="orders"
              orientation="right"
              allowDecimals={false}
              tick={{ fontSize: 12, fill: '#6e6258' }}
              tickLine={false}
              axisLine={false}
              width={32}
            />
            <Tooltip
              labelFormatter={(label) => formatDayMonth(String(label))}
              formatter={(value, name) =>
                name === 'Revenue' ? [formatINR(Number(value)), name] : [value, name]
              }
              // Each item's text takes its series colour by default; the light sand bar
              // fails contrast on white, so the text stays dark.
              itemStyle={{ color: 'var(--color-sand-800)' }}
              contentStyle={{ borderRadius: 12, borderColor: SAND, fontSize: 13 }}
            />
            <Bar
              isAnimationActive={false}
              yAxisId="orders"
              dataKey="orders"
              name="Orders"
              fill={SAND}
              radius={[4, 4, 0, 0]}
            />
            <Line
              isAnimationActive={false}
              yAxisId="revenue"
              dataKey="revenue"
              name="Revenue"
              stroke={ROSE}
              strokeWidth={2}
              dot={days.length <= 31}
              type="monotone"
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center gap-4 text-xs text-sand-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm" style={{ background: SAND }} />
          Orders (right axis)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-0.5 w-4" style={{ background: ROSE }} />
          Revenue (left axis)
        </span>
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-sand-700">Show the figures as a table</summary>
        {/* A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable). */}
        <div
          role="region"
          aria-label="Orders and revenue per day, as a table"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="mt-2 max-h-64 overflow-y-auto rounded-xl border border-sand-200"
        >
          <table className="w-full text-left">
            <caption className="sr-only">Orders and revenue per day</caption>
            <thead className="bg-sand-50 text-sand-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Orders
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-100">
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {formatDayMonth(d.date)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{d.orders}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatINR(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
