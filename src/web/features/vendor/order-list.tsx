// How the vendor's order lists show an order: the table's columns from 768 px and a card on
// phones. Each row links to the order.
import { Link } from 'react-router';
import { urgencyOf } from '../../../domain/fulfilment';
import { indianDateOf } from '../../../domain/india-time';
import type { VendorOrderRow } from '../../../domain/schemas/vendor-orders';
import { ListRows, type ListColumn } from '../../components/back-office/list-rows';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { Badge } from '../../components/ui/badge';
import { formatINR, pluralize } from '../../lib/format';
import { formatCalendarDate, formatDateTime } from './ops-format';

/** "Matte Velvet Lipstick (Berry Wine) × 2, Kajal". */
const itemsText = (o: VendorOrderRow) =>
  o.items
    .map((i) => {
      const name = i.variantLabel ? `${i.name} (${i.variantLabel})` : i.name;
      return i.quantity > 1 ? `${name} × ${i.quantity}` : name;
    })
    .join(', ');

function OrderLink({ order }: { order: VendorOrderRow }) {
  return (
    <Link to={`/vendor/orders/${order.id}`} className="font-medium text-ink hover:text-rose-800">
      {order.number}
    </Link>
  );
}

const placed = (o: VendorOrderRow) => (
  <p className="text-xs text-sand-600">{formatDateTime(o.placedAt)}</p>
);

/** When a shipment still to ship must leave: overdue and today stand out. */
export function ShipBy({ day }: { day: string | null }) {
  if (!day) return <span className="text-sand-500">—</span>;
  const urgency = urgencyOf(day, indianDateOf(new Date()));
  if (urgency === 'later') return <span className="tabular-nums">{formatCalendarDate(day)}</span>;
  return (
    <Badge variant={urgency === 'overdue' ? 'danger' : 'warning'}>
      {urgency === 'overdue' ? `Overdue · ${formatCalendarDate(day)}` : 'Ship today'}
    </Badge>
  );
}

const SHIP_BY: ListColumn<VendorOrderRow> = {
  header: 'Ship by',
  className: 'whitespace-nowrap',
  cell: (o) => <ShipBy day={o.shipBy} />,
};

const ITEMS: ListColumn<VendorOrderRow> = {
  header: 'Items',
  headClassName: 'hidden lg:table-cell',
  className: 'hidden max-w-xs lg:table-cell',
  cell: (o) => (
    <p className="truncate text-sand-700" title={itemsText(o)}>
      {itemsText(o)}
    </p>
  ),
};

const columns = (compact: boolean): ListColumn<VendorOrderRow>[] => [
  {
    header: 'Order',
    cell: (o) => (
      <>
        <OrderLink order={o} />
        {placed(o)}
      </>
    ),
  },
  { header: 'Customer', cell: (o) => o.customerName },
  ...(compact ? [] : [SHIP_BY, ITEMS]),
  {
    header: 'Total',
    align: 'right',
    className: 'tabular-nums',
    cell: (o) => (
      <>
        {formatINR(o.subtotal)}
        <p className="text-xs text-sand-600">{pluralize(o.units, 'unit')}</p>
      </>
    ),
  },
  { header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} /> },
];

export const ORDER_COLUMNS = columns(false);

export function orderCard(o: VendorOrderRow) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <OrderLink order={o} />
          {placed(o)}
        </div>
        <OrderStatusBadge status={o.status} />
      </div>
      <p className="mt-2 truncate text-sm text-sand-700">{itemsText(o)}</p>
      {o.shipBy ? (
        <p className="mt-1 flex items-center gap-2 text-xs text-sand-600">
          Ship by <ShipBy day={o.shipBy} />
        </p>
      ) : null}
      <div className="mt-2 flex items-center justify-between border-t border-sand-100 pt-2 text-sm">
        <span className="truncate text-sand-700">{o.customerName}</span>
        <span className="font-medium tabular-nums">{formatINR(o.subtotal)}</span>
      </div>
    </>
  );
}

/** The dashboard's latest orders: the same rows without the items column. */
export function LatestOrders({ items }: { items: VendorOrderRow[] }) {
  return (
    <ListRows
      rows={items}
      columns={columns(true)}
      rowKey={(o) => o.id}
      card={orderCard}
      label="Orders"
    />
  );
}
