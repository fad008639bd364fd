// '/admin/returns': every return on Angle, newest first, by state (issue #21). Each row opens its
// order, where the admin approves, rejects, marks it picked up or received, and refunds it.
import { Link } from 'react-router';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
} from '../../../domain/refunds';
import type { Return } from '../../../domain/schemas/returns';
import { optionsOf } from '../../components/back-office/list-filters';
import { ListPage } from '../../components/back-office/list-page';
import type { ListColumn } from '../../components/back-office/list-rows';
import { useListParams } from '../../components/back-office/use-list-params';
import { PAYMENT_METHOD_LABELS } from '../../components/back-office/status-badges';
import { formatDateTime, formatINR } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_LIST } from './admin-api';
import { REFUND_METHOD_LABELS, refundLine, ReturnStatusBadge } from './order-returns';
import { useAdminReturns } from './returns-api';

const COLUMNS: ListColumn<Return>[] = [
  {
    header: 'Order',
    className: 'min-w-40',
    cell: (r) => (
      <>
        <Link
          to={`/admin/orders/${encodeURIComponent(r.orderId)}`}
          className="font-medium whitespace-nowrap text-ink hover:text-rose-700 hover:underline"
        >
          {r.orderNumber}
        </Link>
        <p className="text-xs whitespace-nowrap text-sand-600">{formatDateTime(r.createdAt)}</p>
      </>
    ),
  },
  {
    header: 'Customer',
    className: 'min-w-32',
    cell: (r) => (
      <>
        <p>{r.customerName}</p>
        <p className="text-xs text-sand-600">
          {r.paymentMethod === 'cod' || r.paymentMethod === 'razorpay'
            ? PAYMENT_METHOD_LABELS[r.paymentMethod]
            : r.paymentMethod}
        </p>
      </>
    ),
  },
  { header: 'Vendor', className: 'min-w-32', cell: (r) => r.vendorName },
  {
    header: 'Items',
    className: 'min-w-44',
    cell: (r) => (
      <>
        <ul>
          {r.items.map((i) => (
            <li key={i.itemId}>
              {i.productName}
              {i.variantLabel ? ` (${i.variantLabel})` : ''} × {i.quantity}
            </li>
          ))}
        </ul>
        <p className="text-xs text-sand-600">{RETURN_REASON_LABELS[r.reason]}</p>
      </>
    ),
  },
  {
    header: 'Refund',
    className: 'tabular-nums',
    cell: (r) =>
      r.refund?.status === 'refunded' ? (
        <>
          <p className="whitespace-nowrap">{formatINR(r.refund.amount)} refunded</p>
          <p className="text-xs break-all text-sand-600">
            {REFUND_METHOD_LABELS[r.refund.method]}
            {r.refund.reference ? ` · ${r.refund.reference}` : ''}
          </p>
        </>
      ) : (
        refundLine(r)
      ),
  },
  {
    header: 'Status',
    className: 'whitespace-nowrap',
    cell: (r) => <ReturnStatusBadge status={r.status} />,
  },
];

export function AdminReturnsPage() {
  useDocumentTitle('Returns', 'Angle Admin');
  // The returns API filters by state only: a ?search= typed into the address is dropped.
  const params = useListParams({
    ...ADMIN_LIST,
    keys: ['search', 'status'],
    allowed: { search: [], status: RETURN_STATUSES },
  });
  const returns = useAdminReturns(params.apiQuery);
  const status = RETURN_STATUSES.find((s) => s === params.values.status);
  return (
    <ListPage
      query={returns}
      params={params}
      title="Returns"
      description="Every return customers have asked for, newest first. Open its order to approve, reject, receive or refund it."
      filters={[{ key: 'status', label: 'Status', options: optionsOf(RETURN_STATUS_LABELS) }]}
      columns={COLUMNS}
      rowKey={(r) => r.id}
      rowTestId="admin-return-row"
      noun="return"
      empty={
        status ? `No returns with the status “${RETURN_STATUS_LABELS[status]}”.` : 'No returns yet.'
      }
    />
  );
}
