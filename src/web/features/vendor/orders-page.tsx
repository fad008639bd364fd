// '/vendor/orders': the vendor's shipments (its own lines of each order), by status, searchable
// by order number or customer name, newest first or most urgent first (ship-by day). Several can
// be confirmed or packed at once, and their shipping labels printed in one PDF. Filters and sort
// live in the URL.
import { Inbox, PackageCheck, Printer, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { BULK_LIMIT, type BulkMove } from '../../../domain/fulfilment';
import { GROUP_STATUSES, STATUS_LABELS } from '../../../domain/order-status';
import {
  VENDOR_ORDER_SORTS,
  type VendorBulkMoveResult,
  type VendorOrderRow,
} from '../../../domain/schemas/vendor-orders';
import { FilterSelect } from '../../components/back-office/filter-select';
import { StatusTabs } from '../../components/back-office/list-filters';
import { ListView } from '../../components/back-office/list-view';
import { EmptyState } from '../../components/back-office/load-states';
import {
  SelectBox,
  selectionColumn,
  useRowSelection,
  type RowSelection,
} from '../../components/back-office/row-selection';
import { SearchBox } from '../../components/back-office/search-box';
import { useListParams } from '../../components/back-office/use-list-params';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ORDER_COLUMNS, orderCard } from './order-list';
import { bulkLabelsUrl, useBulkMoveOrders, useVendorOrders } from './orders-api';

const KEYS = ['status', 'search', 'sort'] as const;
const SORT_OPTIONS = [{ value: 'ship-by', label: 'Ship by, most urgent' }];
const selectLabel = (o: VendorOrderRow) => `Select order ${o.number}`;

export function VendorOrdersPage() {
  useDocumentTitle('Orders', 'Angle Vendor Portal');
  const params = useListParams({
    keys: KEYS,
    pageSize: 20,
    allowed: { status: GROUP_STATUSES, sort: VENDOR_ORDER_SORTS },
  });
  const { values, set } = params;
  const orders = useVendorOrders(params.apiQuery);
  const rows = orders.data?.items ?? [];
  const selection = useRowSelection(rows.map((o) => o.id));
  const counts = orders.data?.statusCounts;
  const filtered = params.filtered(['status', 'search']);
  const tabs = [
    { value: '', label: 'All', count: counts && Object.values(counts).reduce((a, b) => a + b, 0) },
    ...GROUP_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s], count: counts?.[s] })),
  ];
  const columns = [
    selectionColumn(
      selection,
      (o: VendorOrderRow) => o.id,
      selectLabel,
      'Select every order on this page',
    ),
    ...ORDER_COLUMNS,
  ];

  return (
    <div className="grid gap-6">
      <PageHeader
        size="compact"
        title="Orders"
        description="Order lines from your store, to confirm, pack and ship."
      />
      <div className="grid gap-4">
        <StatusTabs tabs={tabs} value={values.status} onChange={(v) => set('status', v)} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox
            key={values.search}
            value={values.search}
            onSearch={(v) => set('search', v)}
            label="Search orders"
            placeholder="Order number or customer name"
            searchOn="button"
            className="max-w-md flex-1"
          />
          <div className="flex">
            <FilterSelect
              label="Sort"
              value={values.sort}
              onChange={(v) => set('sort', v)}
              options={SORT_OPTIONS}
              allLabel="Newest first"
            />
          </div>
        </div>
      </div>
      <BulkBar selection={selection} rows={rows} />
      <ListView
        query={orders}
        params={params}
        columns={columns}
        card={(o) => (
          <div className="flex items-start gap-3">
            <div className="pt-0.5">
              <SelectBox selection={selection} rowKey={o.id} label={selectLabel(o)} />
            </div>
            <div className="min-w-0 flex-1">{orderCard(o)}</div>
          </div>
        )}
        rowKey={(o) => o.id}
        noun="order"
        yours
        empty={
          <EmptyState
            icon={Inbox}
            title={filtered ? 'No orders match' : 'No orders yet'}
            body={
              filtered
                ? 'Try another search or status.'
                : 'When a customer buys one of your products, the order shows here for you to confirm, pack and ship.'
            }
            action={
              filtered ? (
                <Button variant="outline" className="mt-6" onClick={params.clear}>
                  Clear Filters
                </Button>
              ) : null
            }
          />
        }
      />
    </div>
  );
}

const DONE: Record<BulkMove, string> = { confirmed: 'confirmed', packed: 'marked packed' };

/** The actions on the chosen orders, and what the last one could not do. */
function BulkBar({ selection, rows }: { selection: RowSelection; rows: VendorOrderRow[] }) {
  const bulk = useBulkMoveOrders();
  const [refused, setRefused] = useState<VendorBulkMoveResult['results']>([]);
  const count = selection.keys.length;
  const run = (to: BulkMove) =>
    bulk.mutate(
      { orderIds: selection.keys.slice(0, BULK_LIMIT), to },
      {
        onSuccess: (result) => {
          const failed = result.results.filter((r) => !r.ok);
          setRefused(failed);
          selection.drop(result.results.filter((r) => r.ok).map((r) => r.id));
          if (result.moved > 0) toast.success(`${pluralize(result.moved, 'order')} ${DONE[to]}.`);
          if (failed.length > 0)
            toast.error(`${pluralize(failed.length, 'order')} could not be ${DONE[to]}.`);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  const numberOf = (id: string) => rows.find((o) => o.id === id)?.number ?? id;
  if (count === 0 && refused.length === 0) return null;
  return (
    <div className="grid gap-3">
      {count > 0 ? (
        <section
          aria-label="Chosen orders"
          className="sticky top-16 z-10 flex flex-wrap items-center gap-3 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3"
        >
          <p className="text-sm font-medium text-ink" role="status">
            {pluralize(count, 'order')} selected
          </p>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button
              size="sm"
              loading={bulk.isPending && bulk.variables?.to === 'confirmed'}
              disabled={bulk.isPending}
              onClick={() => run('confirmed')}
            >
              <ThumbsUp aria-hidden="true" />
              Confirm Selected
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={bulk.isPending && bulk.variables?.to === 'packed'}
              disabled={bulk.isPending}
              onClick={() => run('packed')}
            >
              <PackageCheck aria-hidden="true" />
              Mark Selected Packed
            </Button>
            {/* Issue #39: one PDF of the chosen orders' 4×6 inch labels, one per page. */}
            <Button asChild size="sm" variant="outline">
              <a href={bulkLabelsUrl(selection.keys.slice(0, BULK_LIMIT))} download>
                <Printer aria-hidden="true" />
                Print Labels
              </a>
            </Button>
            <Button size="sm" variant="ghost" onClick={selection.clear} disabled={bulk.isPending}>
              Clear
            </Button>
          </div>
        </section>
      ) : null}
      {refused.length > 0 ? (
        <div role="alert" className="rounded-xl bg-danger-soft p-3 text-sm text-danger">
          <ul className="grid gap-1">
            {refused.map((r) => (
              <li key={r.id}>
                <span className="font-medium">{r.number ?? numberOf(r.id)}</span>: {r.message}
              </li>
            ))}
          </ul>
          <Button size="sm" variant="ghost" className="mt-2 -ml-2" onClick={() => setRefused([])}>
            Dismiss
          </Button>
        </div>
      ) : null}
    </div>
  );
}
