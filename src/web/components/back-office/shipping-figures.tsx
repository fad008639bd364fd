// Issue #39's shipping figures for a period, the same for a vendor (its reports) and Angle Admin
// (the dashboard): RTO %, NDR %, COD share and delivery success overall, a chart of RTO and NDR
// by PIN zone, and tables by zone and by carrier with the counts behind each percentage.
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
import type { ShippingFigures, ShippingRates } from '../../../domain/schemas/shipping-figures';
import { pluralize } from '../../lib/format';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';

const ROSE = '#9a4760';
const SAND = '#c9b49c';

export const formatPercent = (value: number | null) =>
  value === null ? '—' : `${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;

const count = (n: number) => n.toLocaleString('en-IN');

const HEADLINES: { key: keyof ShippingRates; label: string; note: (r: ShippingRates) => string }[] =
  [
    {
      key: 'rtoPercent',
      label: 'RTO',
      note: (r) => `${count(r.rto)} of ${count(r.shipments)} returned to origin`,
    },
    {
      key: 'ndrPercent',
      label: 'NDR',
      note: (r) => `${count(r.ndr)} with a failed delivery attempt`,
    },
    {
      key: 'codShare',
      label: 'COD share',
      note: (r) => `${count(r.cod)} paid in cash at the door`,
    },
    {
      key: 'deliverySuccess',
      label: 'Delivery success',
      note: (r) => `${count(r.delivered)} delivered, ${count(r.inTransit)} still on the way`,
    },
  ];

/** The zone's short name: its PIN codes' first digit. */
const zoneTick = (zone: string) => (zone === '?' ? 'Other' : `Zone ${zone}`);

export function ShippingFiguresSection({ data, span }: { data: ShippingFigures; span: string }) {
  const { totals } = data;
  return (
    <section aria-labelledby="shipping-figures-heading" className="grid gap-4">
      <div>
        <h2 id="shipping-figures-heading" className="font-display text-xl text-ink">
          Deliveries and returns
        </h2>
        <p className="text-sm text-sand-600">
          {span} · {pluralize(totals.shipments, 'shipment')} that left the seller, by the day they
          were ordered
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {HEADLINES.map((h) => (
          <div
            key={h.key}
            data-testid={`shipping-${h.key}`}
            className="grid content-start gap-1 rounded-2xl border border-sand-200 bg-white p-4"
          >
            <dt className="text-sm text-sand-600">{h.label}</dt>
            <dd className="font-display text-2xl text-ink tabular-nums">
              {formatPercent(totals[h.key] as number | null)}
            </dd>
            <dd className="text-xs text-sand-600">{h.note(totals)}</dd>
          </div>
        ))}
      </dl>
      {totals.shipments === 0 ? (
        <p className="rounded-2xl border border-sand-200 bg-white py-10 text-center text-sm text-sand-600">
          No shipments left the seller for orders of this period.
        </p>
      ) : (
        <>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>RTO and NDR by PIN zone</CardTitle>
              <p className="text-sm text-sand-600">
                A PIN code’s first digit is its postal zone; the table below has every figure.
              </p>
            </CardHeader>
            <CardContent>
              <ZoneChart zones={data.byZone} />
            </CardContent>
          </Card>
          {/* Side by side only where both fit without scrolling (at 1280 px the admin's sidebar
              leaves each about 340 px, and a six-column table was cut at its right). */}
          <div className="grid gap-6 2xl:grid-cols-2">
            <RatesTable
              title="By PIN zone"
              first="Zone"
              rows={data.byZone.map((z) => ({
                key: z.zone,
                name: zoneTick(z.zone),
                detail: z.label,
                rates: z,
              }))}
            />
            <RatesTable
              title="By carrier"
              first="Carrier"
              rows={data.byCarrier.map((c) => ({ key: c.carrier, name: c.carrier, rates: c }))}
            />
          </div>
        </>
      )}
    </section>
  );
}

function ZoneChart({ zones }: { zones: ShippingFigures['byZone'] }) {
  const worst = [...zones].sort((a, b) => (b.rtoPercent ?? 0) - (a.rtoPercent ?? 0))[0];
  return (
    <div
      role="img"
      aria-label={`RTO and NDR percentages for ${zones.length} PIN zones${worst ? `; the highest RTO is ${formatPercent(worst.rtoPercent)} in zone ${zoneTick(worst.zone)}` : ''}. The table below has the figures.`}
      className="h-64 sm:h-72"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={zones} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="#ece3d8" vertical={false} />
          <XAxis
            dataKey="zone"
            tickFormatter={zoneTick}
            tick={{ fontSize: 12, fill: '#6e6258' }}
            tickLine={false}
            axisLine={{ stroke: '#ddd0c1' }}
          />
          <YAxis
            domain={[0, 100]}
            tickFormatter={(v: number) => `${v}%`}
            tick={{ fontSize: 12, fill: '#6e6258' }}
            tickLine={false}
            axisLine={false}
            width={44}
          />
          <Tooltip
            labelFormatter={(label) => {
              const z = zones.find((x) => x.zone === label);
              return z ? `${zoneTick(z.zone)} · ${z.label}` : String(label);
            }}
            formatter={(value, name) => [formatPercent(Number(value)), name]}
            itemStyle={{ color: 'var(--color-sand-800)' }}
            contentStyle={{ borderRadius: 12, borderColor: SAND, fontSize: 13 }}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar dataKey="rtoPercent" name="RTO" fill={ROSE} radius={[4, 4, 0, 0]} />
          <Bar dataKey="ndrPercent" name="NDR" fill={SAND} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

interface RatesRow {
  key: string;
  name: string;
  detail?: string;
  rates: ShippingRates;
}

function RatesTable({ title, first, rows }: { title: string; first: string; rows: RatesRow[] }) {
  return (
    <div className="grid min-w-0 gap-2">
      <h3 className="font-medium text-ink">{title}</h3>
      <Table aria-label={`Deliveries and returns ${title.toLowerCase()}`} scrollLabel={title}>
        <TableHeader>
          <TableRow>
            <TableHead>{first}</TableHead>
            <TableHead className="text-right">Shipped</TableHead>
            <TableHead className="text-right">RTO</TableHead>
            <TableHead className="text-right">NDR</TableHead>
            <TableHead className="text-right">COD</TableHead>
            <TableHead className="text-right">Success</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(({ key, name, detail, rates: r }) => (
            <TableRow key={key}>
              <TableCell className="max-w-52">
                <span className="block truncate font-medium text-ink">{name}</span>
                {detail ? (
                  <span className="block truncate text-xs text-sand-600" title={detail}>
                    {detail}
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="text-right tabular-nums">{count(r.shipments)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatPercent(r.rtoPercent)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatPercent(r.ndrPercent)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatPercent(r.codShare)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatPercent(r.deliverySuccess)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
