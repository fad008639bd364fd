// '/admin/orders': every order on Angle with filters (status, vendor, dates, payment method and
// status, past the ship-by date) kept in the URL, pages, and a CSV export of what the filters select.
import { Link } from 'react-router';
import { STATUS_LABELS } from '../../../domain/order-status';
import type { AdminOrderList } from '../../../domain/schemas/admin-orders';
import { DateRange, ExportCsvLink, optionsOf } from '../../components/back-office/list-filters';
import { ListPage } from '../../components/back-office/list-page';
import type { ListColumn } from '../../components/back-office/list-rows';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PaymentStatusBadge,
} from '../../components/back-office/status-badges';
import { useListParams } from '../../components/back-office/use-list-params';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { formatDateTime, formatINR, pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_LIST } from './admin-api';
import { ordersExportUrl, useAdminOrders } from './orders-api';
import { useVendorOptions } from './products-api';

const KEYS = [
  'search',
  'status',
  'vendor',
  'paymentMethod',
  'paymentStatus',
  'from',
  'to',
  'late',
] as const;
/** `late=1`: a shipment past its ship-by day and not shipped (the desk links here, issue #38). */
const ALLOWED = { late: ['1'] } as const;

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
  const params = useListParams({ ...ADMIN_LIST, keys: KEYS, allowed: ALLOWED });
  const { values, set } = params;
  const datesBackwards = Boolean(values.from && values.to && values.from > values.to);
  const orders = useAdminOrders(params.apiQuery);
  const vendors = useVendorOptions();
  const filters = Object.fromEntries(KEYS.map((k) => [k, values[k]]));
  return (
    <ListPage
      query={orders}
      params={params}
      title="Orders"
      description="All orders placed on Angle, their payment and fulfilment status. Dates are in India time."
      search={{
        label: 'Search orders',
        placeholder: 'Order number, customer or email',
        className: 'w-full sm:w-72',
      }}
      filters={[
        { key: 'status', label: 'Status', options: optionsOf(STATUS_LABELS) },
        {
          key: 'vendor',
          label: 'Vendor',
          options: (vendors.data ?? []).map((v) => ({ value: v.id, label: v.name })),
        },
        { key: 'paymentMethod', label: 'Payment', options: optionsOf(PAYMENT_METHOD_LABELS) },
        {
          key: 'paymentStatus',
          label: 'Payment status',
          options: optionsOf(PAYMENT_STATUS_LABELS),
        },
        { key: 'late', label: 'Shipping', options: optionsOf({ 1: 'Past ship-by date' }) },
      ]}
      columns={ORDER_COLUMNS}
      rowKey={(o) => o.id}
      rowTestId="admin-order-row"
      noun="order"
      empty="No orders match these filters."
      tools={
        <>
          <DateRange
            legend="Placed between (India time)"
            labels={['Placed from', 'to']}
            from={values.from}
            to={values.to}
            onChange={set}
          />
          <ExportCsvLink href={ordersExportUrl(filters)} className="ml-auto" />
        </>
      }
      notice={
        datesBackwards ? (
          <p role="alert" className="mb-4 text-sm font-medium text-danger">
            The start date must be on or before the end date.
          </p>
        ) : null
      }
    />
  );
}
