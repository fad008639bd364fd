// '/admin' and '/admin/dashboard': what needs attention now (desk.tsx), then the chosen period's figures, orders and revenue per day, the
// best vendors and products, the latest orders and what needs attention now. The period lives
// in the URL (range, from, to); days are India's calendar days.
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  customPeriodProblems,
  DashboardQuerySchema,
  DASHBOARD_RANGE_LABELS,
  DASHBOARD_RANGES,
  type Dashboard,
  type DashboardRange,
} from '../../../domain/schemas/admin-dashboard';
import { ShippingFiguresSection } from '../../components/back-office/shipping-figures';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDayMonth, formatINR } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OrdersChart } from './dashboard-chart';
import { useDashboard } from './dashboard-api';
import { Desk } from './desk';
import { Alerts, Panel, RecentOrders, TopProducts, TopVendors } from './dashboard-lists';

const isRange = (v: string | null): v is DashboardRange =>
  (DASHBOARD_RANGES as readonly (string | null)[]).includes(v);

export function AdminDashboardPage() {
  useDocumentTitle('Dashboard', 'Angle Admin');
  const [params, setParams] = useSearchParams();
  const range = isRange(params.get('range')) ? (params.get('range') as DashboardRange) : '30d';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  // A custom period is asked for only once the API would take it (its own schema).
  const ready = range !== 'custom' || DashboardQuerySchema.safeParse({ range, from, to }).success;
  const query = new URLSearchParams(
    range === 'custom' ? { range, from, to } : { range },
  ).toString();
  const dashboard = useDashboard(query, ready);

  function choose(next: { range: DashboardRange; from?: string; to?: string }) {
    setParams(
      next.range === 'custom'
        ? { range: 'custom', from: next.from ?? '', to: next.to ?? '' }
        : next.range === '30d'
          ? {}
          : { range: next.range },
      { replace: true },
    );
  }

  const data = dashboard.data;
  return (
    <div>
      <PageHeader
        size="compact"
        title="Dashboard"
        description="Sales, orders, customers and vendors across the whole store. Days are India time."
        actions={<PeriodPicker range={range} from={from} to={to} onChoose={choose} />}
      />
      <Desk />
      {!ready ? (
        <p className="mt-6 text-sm text-sand-700">
          Choose the first and last day of the period, then show it.
        </p>
      ) : dashboard.isPending ? (
        <div role="status" aria-label="Loading the dashboard" className="mt-6 grid gap-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
          <Skeleton className="h-72" />
        </div>
      ) : dashboard.isError || !data ? (
        <div role="alert" className="mt-6 grid justify-items-start gap-3 text-sm text-danger">
          <p className="font-medium">We could not load the dashboard.</p>
          <Button variant="outline" size="sm" onClick={() => dashboard.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <DashboardBody data={data} busy={dashboard.isFetching} />
      )}
    </div>
  );
}

function DashboardBody({ data, busy }: { data: Dashboard; busy: boolean }) {
  const { figures, period } = data;
  const span =
    period.from === period.to
      ? formatDayMonth(period.from)
      : `${formatDayMonth(period.from)} – ${formatDayMonth(period.to)}`;
  return (
    <div className="mt-6 grid gap-6" aria-busy={busy || undefined}>
      <section aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="sr-only">
          Figures for {span}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <Figure
            id="gmv"
            label="GMV"
            value={formatINR(figures.gmv)}
            note="Order totals, cancelled orders left out"
          />
          <Figure
            id="orders"
            label="Orders"
            value={figures.orders.toLocaleString('en-IN')}
            note={`${figures.cancelledOrders.toLocaleString('en-IN')} cancelled, not counted`}
          />
          <Figure
            id="aov"
            label="Average order value"
            value={formatINR(figures.averageOrderValue)}
            note="GMV ÷ orders"
          />
          <Figure
            id="new-customers"
            label="New customers"
            value={figures.newCustomers.toLocaleString('en-IN')}
            note="Accounts created"
          />
          <Figure
            id="active-vendors"
            label="Active vendors"
            value={figures.activeVendors.toLocaleString('en-IN')}
            note={`With orders, of ${figures.vendorAccounts} active accounts`}
          />
        </dl>
      </section>
      <Panel title="Orders and revenue by day" className="min-w-0">
        <p className="-mt-2 mb-3 text-xs text-sand-600">
          {span} · revenue counts the same orders as GMV
        </p>
        <OrdersChart days={data.byDay} />
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <TopVendors vendors={data.topVendors} />
        <TopProducts products={data.topProducts} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <RecentOrders orders={data.recentOrders} />
        <Alerts alerts={data.alerts} />
      </div>
      {data.shipping && <ShippingFiguresSection data={data.shipping} span={span} />}
    </div>
  );
}

function Figure({
  id,
  label,
  value,
  note,
}: {
  id: string;
  label: string;
  value: string;
  note: string;
}) {
  return (
    <div
      data-testid={`figure-${id}`}
      className="grid content-start gap-1 rounded-2xl border border-sand-200 bg-white p-4"
    >
      <dt className="text-sm text-sand-600">{label}</dt>
      <dd className="font-display text-2xl text-ink tabular-nums">{value}</dd>
      <dd className="text-xs text-sand-600">{note}</dd>
    </div>
  );
}

function PeriodPicker({
  range,
  from,
  to,
  onChoose,
}: {
  range: DashboardRange;
  from: string;
  to: string;
  onChoose: (next: { range: DashboardRange; from?: string; to?: string }) => void;
}) {
  const [draft, setDraft] = useState({ from, to });
  const [error, setError] = useState<string | null>(null);
  const fromId = useId();
  const toId = useId();
  const errorId = useId();

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!draft.from || !draft.to) return setError('Choose both days.');
    if (draft.from > draft.to) return setError('The first day must be on or before the last.');
    const [problem] = customPeriodProblems(draft.from, draft.to);
    if (problem) return setError(problem.message);
    setError(null);
    onChoose({ range: 'custom', ...draft });
  }

  return (
    <div className="grid justify-items-start gap-2 sm:justify-items-end">
      <Select
        value={range}
        onValueChange={(v) => {
          setError(null);
          onChoose(v === 'custom' ? { range: 'custom', ...draft } : { range: v as DashboardRange });
        }}
      >
        <SelectTrigger
          aria-label="Period"
          box="flex h-10 w-auto px-3.5 text-base sm:text-sm"
          className="min-w-44"
        >
          <span className="text-sand-600">Period:</span>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {DASHBOARD_RANGES.map((r) => (
            <SelectItem key={r} value={r}>
              {DASHBOARD_RANGE_LABELS[r]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {range === 'custom' ? (
        <form
          onSubmit={apply}
          noValidate
          aria-label="Custom period"
          className="flex flex-wrap items-center gap-2"
        >
          <label htmlFor={fromId} className="text-sm text-sand-600">
            From
          </label>
          <Input
            id={fromId}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
            aria-describedby={error ? errorId : undefined}
            box="block h-10 w-auto px-3.5 text-base sm:text-sm"
          />
          <label htmlFor={toId} className="text-sm text-sand-600">
            To
          </label>
          <Input
            id={toId}
            type="date"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
            aria-describedby={error ? errorId : undefined}
            box="block h-10 w-auto px-3.5 text-base sm:text-sm"
          />
          <Button type="submit" size="sm" variant="outline">
            Show
          </Button>
          {error ? (
            <p id={errorId} role="alert" className="w-full text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
