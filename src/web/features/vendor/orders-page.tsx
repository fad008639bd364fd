// '/vendor/orders': the vendor's shipments (its own lines of each order), by status, searchable
// by order number or customer name. Filters live in the URL.
import { Inbox, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { GROUP_STATUSES, STATUS_LABELS } from '../../../domain/order-status';
import type { VendorOrderList } from '../../../domain/schemas/vendor-orders';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Pagination, pageCountOf } from '../../components/ui/pagination';
import { cn } from '../../lib/cn';
import { pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ErrorBlock, LoadingBlock } from './load-states';
import { OrderList } from './order-list';
import { useVendorOrders } from './orders-api';

const PAGE_SIZE = 20;

function withParam(params: URLSearchParams, key: string, value: string) {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}

export function VendorOrdersPage() {
  useDocumentTitle('Orders', 'Angle Vendor Portal');
  const [params, setParams] = useSearchParams();
  const query = new URLSearchParams({ ...Object.fromEntries(params), limit: String(PAGE_SIZE) });
  const orders = useVendorOrders(query.toString());
  const change = (key: string, value: string) => setParams(withParam(params, key, value));
  const data = orders.data;
  const page = Number(params.get('page') ?? '1') || 1;
  const filtered = params.has('status') || params.has('search');

  return (
    <div className="grid gap-6">
      <PageHeader
        size="compact"
        title="Orders"
        description="Order lines from your store, to confirm, pack and ship."
      />
      <div className="grid gap-4">
        <StatusTabs
          status={params.get('status') ?? ''}
          counts={data?.statusCounts}
          onChange={(s) => change('status', s)}
        />
        <SearchBox
          key={params.get('search') ?? ''}
          initial={params.get('search') ?? ''}
          onSearch={(s) => change('search', s)}
        />
      </div>

      {orders.isPending ? (
        <LoadingBlock label="Loading your orders…" rows={6} />
      ) : orders.isError ? (
        <ErrorBlock
          title="We could not load your orders."
          error={orders.error}
          onRetry={() => orders.refetch()}
        />
      ) : data && data.items.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-sand-300 bg-white/60 px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-700">
            <Inbox aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 font-display text-lg text-ink">
            {filtered ? 'No orders match' : 'No orders yet'}
          </p>
          <p className="mt-1 max-w-sm text-sm text-sand-600">
            {filtered
              ? 'Try another search or status.'
              : 'When a customer buys one of your products, the order shows here for you to confirm, pack and ship.'}
          </p>
          {filtered ? (
            <Button
              variant="outline"
              className="mt-6"
              onClick={() => setParams(new URLSearchParams())}
            >
              Clear Filters
            </Button>
          ) : null}
        </div>
      ) : data ? (
        <div className="grid gap-4">
          <p role="status" className="text-sm text-sand-700">
            {pluralize(data.total, 'order')}
          </p>
          <OrderList items={data.items} />
          <Pagination
            page={page}
            pageCount={pageCountOf(data.total, PAGE_SIZE)}
            onPageChange={(next) => change('page', next === 1 ? '' : String(next))}
          />
        </div>
      ) : null}
    </div>
  );
}

function StatusTabs({
  status,
  counts,
  onChange,
}: {
  status: string;
  counts: VendorOrderList['statusCounts'] | undefined;
  onChange: (status: string) => void;
}) {
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const tabs = [
    { value: '', label: 'All', count: all },
    ...GROUP_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s], count: counts?.[s] })),
  ];
  return (
    <div
      role="group"
      aria-label="Status"
      className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]"
    >
      {tabs.map((tab) => {
        const selected = status === tab.value;
        return (
          <button
            key={tab.value || 'all'}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(tab.value)}
            className={cn(
              'inline-flex shrink-0 items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
              selected
                ? 'border-ink bg-ink text-white'
                : 'border-sand-300 bg-white text-sand-800 hover:border-ink',
            )}
          >
            {tab.label}
            {tab.count !== undefined ? (
              <>
                <span
                  aria-hidden="true"
                  className={cn('tabular-nums', selected ? 'text-white/80' : 'text-sand-600')}
                >
                  {tab.count}
                </span>
                <span className="sr-only">({tab.count})</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex max-w-md gap-2">
      <label htmlFor="order-search" className="sr-only">
        Search orders
      </label>
      <Input
        id="order-search"
        type="search"
        className="h-10"
        placeholder="Order number or customer name"
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" variant="outline" size="sm" className="h-10">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
