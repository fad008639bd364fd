// The vendor's orders: a table from 768 px, cards on phones. Each row links to the order.
import { Link } from 'react-router';
import type { VendorOrderRow } from '../../../domain/schemas/vendor-orders';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { formatINR, pluralize } from '../../lib/format';
import { formatDateTime } from './ops-format';
import { OrderStatusBadge } from './order-status-badge';

const itemsText = (o: VendorOrderRow) =>
  o.items.map((i) => (i.quantity > 1 ? `${i.name} × ${i.quantity}` : i.name)).join(', ');

function OrderLink({ order }: { order: VendorOrderRow }) {
  return (
    <Link to={`/vendor/orders/${order.id}`} className="font-medium text-ink hover:text-rose-800">
      {order.number}
    </Link>
  );
}

export function OrderList({
  items,
  compact = false,
}: {
  items: VendorOrderRow[];
  compact?: boolean;
}) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Order</TableHead>
              <TableHead>Customer</TableHead>
              {compact ? null : <TableHead className="hidden lg:table-cell">Items</TableHead>}
              <TableHead className="text-right">Total</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((o) => (
              <TableRow key={o.id}>
                <TableCell>
                  <OrderLink order={o} />
                  <p className="text-xs text-sand-600">{formatDateTime(o.placedAt)}</p>
                </TableCell>
                <TableCell>{o.customerName}</TableCell>
                {compact ? null : (
                  <TableCell className="hidden max-w-xs lg:table-cell">
                    <p className="truncate text-sand-700" title={itemsText(o)}>
                      {itemsText(o)}
                    </p>
                  </TableCell>
                )}
                <TableCell className="text-right tabular-nums">
                  {formatINR(o.subtotal)}
                  <p className="text-xs text-sand-600">{pluralize(o.units, 'unit')}</p>
                </TableCell>
                <TableCell>
                  <OrderStatusBadge status={o.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Orders">
        {items.map((o) => (
          <li key={o.id} className="rounded-xl border border-sand-200 bg-white p-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <OrderLink order={o} />
                <p className="text-xs text-sand-600">{formatDateTime(o.placedAt)}</p>
              </div>
              <OrderStatusBadge status={o.status} />
            </div>
            <p className="mt-2 truncate text-sm text-sand-700">{itemsText(o)}</p>
            <div className="mt-2 flex items-center justify-between border-t border-sand-100 pt-2 text-sm">
              <span className="truncate text-sand-700">{o.customerName}</span>
              <span className="font-medium tabular-nums">{formatINR(o.subtotal)}</span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
