// '/admin/orders': every order on Angle with filters (status, vendor, dates, payment method and
// status) kept in the URL, pages, and a CSV export of what the filters select.
import { Download } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  GROUP_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  STATUS_LABELS,
} from '../../../domain/order-status';
import type { AdminOrderList } from '../../../domain/schemas/admin-orders';
import { PageHeader } from '../../components/page-header';
import { buttonClasses } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { formatINR, pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  FilterSelect,
  formatDateTime,
  ListTable,
  SearchBox,
  Toolbar,
  type ListColumn,
} from './list-parts';
import { ordersExportUrl, useAdminOrders } from './orders-api';
import { useVendorOptions } from './products-api';
import {
  OrderStatusBadge,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PaymentStatusBadge,
} from './status-badges';
import { useListParams } from './use-list-params';

const KEYS = [
  'search',
  'status',
  'vendor',
  'paymentMethod',
  'paymentStatus',
  'from',
  'to',
] as const;
const PAGE_SIZE = 20;

const ORDER_COLUMNS: ListColumn<AdminOrderList['items'][number]>[] = [
  {
    header: 'Order',
    className: 'min-w-44',
    cell: (o) => (
      <>
        <Link
          to={`/admin/orders/${encodeURIComponent(o.id)}`}
          className="font-medium text-ink hover:text-rose-700 hover:underline"
        >
          {o.number}
        </Link>
        <p className="text-xs whitespace-nowrap text-sand-600">{formatDateTime(o.createdAt)}</p>
      </>
    ),
  },
  {
    header: 'Customer',
    className: 'min-w-44',
    cell: (o) => (
      <>
        <p>{o.customer.name}</p>
        <p className="text-xs break-all text-sand-600">{o.customer.email}</p>
      </>
    ),
  },
  {
    header: 'Vendors',
    className: 'min-w-44',
    cell: (o) => (
      <ul className="grid gap-0.5">
        {o.groups.map((g) => (
          <li key={g.vendorId} className="text-sm">
            {g.vendorName}
            {o.groups.length > 1 ? (
              <span className="text-xs text-sand-600"> · {STATUS_LABELS[g.status]}</span>
            ) : null}
          </li>
        ))}
      </ul>
    ),
  },
  {
    header: 'Total',
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    cell: (o) => (
      <>
        {formatINR(o.total)}
        <p className="text-xs text-sand-600">{pluralize(o.itemCount, 'item')}</p>
      </>
    ),
  },
  { header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
  {
    header: 'Payment',
    className: 'whitespace-nowrap',
    cell: (o) => (
      <>
        <PaymentStatusBadge status={o.paymentStatus} />
        <p className="mt-1 text-xs text-sand-600">{PAYMENT_METHOD_LABELS[o.paymentMethod]}</p>
      </>
    ),
  },
];

export function AdminOrdersPage() {
  useDocumentTitle('Orders', 'Angle Admin');
  const { values, page, set, apiQuery } = useListParams(KEYS);
  const datesBackwards = Boolean(values.from && values.to && values.from > values.to);
  const orders = useAdminOrders(apiQuery(PAGE_SIZE));
  const vendors = useVendorOptions();
  const filters = Object.fromEntries(KEYS.map((k) => [k, values[k]]));
  return (
    <div>
      <PageHeader
        size="compact"
        title="Orders"
        description="All orders placed on Angle, their payment and fulfilment status. Dates are in India time."
      />
      <Toolbar>
        <div className="w-full sm:w-72">
          <SearchBox
            value={values.search}
            onSearch={(v) => set('search', v)}
            label="Search orders"
            placeholder="Order number, customer or email"
          />
        </div>
        <FilterSelect
          label="Status"
          value={values.status}
          onChange={(v) => set('status', v)}
          options={GROUP_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        <FilterSelect
          label="Vendor"
          value={values.vendor}
          onChange={(v) => set('vendor', v)}
          options={(vendors.data ?? []).map((v) => ({ value: v.id, label: v.name }))}
        />
        <FilterSelect
          label="Payment"
          value={values.paymentMethod}
          onChange={(v) => set('paymentMethod', v)}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
        />
        <FilterSelect
          label="Payment status"
          value={values.paymentStatus}
          onChange={(v) => set('paymentStatus', v)}
          options={PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }))}
        />
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Placed between (India time)</legend>
          <DateFilter label="Placed from" value={values.from} onChange={(v) => set('from', v)} />
          <DateFilter label="to" value={values.to} onChange={(v) => set('to', v)} />
        </fieldset>
        <a
          href={ordersExportUrl(filters)}
          download
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'ml-auto' })}
        >
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </Toolbar>
      {datesBackwards ? (
        <p role="alert" className="mb-4 text-sm font-medium text-danger">
          The start date must be on or before the end date.
        </p>
      ) : null}
      <ListTable
        list={orders}
        columns={ORDER_COLUMNS}
        rowKey={(o) => o.id}
        rowTestId="admin-order-row"
        what="orders"
        empty="No orders match these filters."
        page={page}
        limit={PAGE_SIZE}
        onPage={(p) => set('page', p)}
        scrollLabel="Orders"
      />
    </div>
  );
}

/** A day in India's calendar (the browser's date picker, written YYYY-MM-DD). */
function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-sand-600">
        {label}
      </label>
      <Input
        id={id}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value || null)}
        className="h-10 w-auto"
      />
    </div>
  );
}
