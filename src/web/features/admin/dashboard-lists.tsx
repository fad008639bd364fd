// The dashboard's lists: best vendors and products of the period, the latest orders, and what
// needs attention now (low stock; shipments waiting more than 48 hours to ship).
import { AlertTriangle, PackageX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { STATUS_LABELS } from '../../../domain/order-status';
import { SHIP_WITHIN_HOURS, type Dashboard } from '../../../domain/schemas/admin-dashboard';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { formatDateTime, formatINR, pluralize } from '../../lib/format';

export function Panel({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-sand-200 bg-white p-4 sm:p-5 ${className ?? ''}`}
    >
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={id} className="font-display text-lg text-ink">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const linkClasses = 'text-sm font-medium text-rose-700 hover:underline';
const orderPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

function Empty({ children }: { children: ReactNode }) {
  return <p className="py-4 text-sm text-sand-600">{children}</p>;
}

export function TopVendors({ vendors }: { vendors: Dashboard['topVendors'] }) {
  return (
    <Panel title="Top vendors">
      {vendors.length === 0 ? (
        <Empty>No sales in this period.</Empty>
      ) : (
        <ol className="grid gap-2 text-sm">
          {vendors.map((v, i) => (
            <li key={v.id} className="flex items-baseline gap-3">
              <span className="w-4 text-sand-500 tabular-nums">{i + 1}</span>
              <span className="min-w-0 flex-1">
                <Link
                  to={`/admin/orders?vendor=${encodeURIComponent(v.id)}`}
                  className="hover:underline"
                >
                  {v.name}
                </Link>
                <span className="block text-xs text-sand-600">{pluralize(v.orders, 'order')}</span>
              </span>
              <span className="tabular-nums">{formatINR(v.sales)}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

export function TopProducts({ products }: { products: Dashboard['topProducts'] }) {
  return (
    <Panel title="Top products">
      {products.length === 0 ? (
        <Empty>No sales in this period.</Empty>
      ) : (
        <ol className="grid gap-2 text-sm">
          {products.map((p, i) => (
            <li key={p.id} className="flex items-baseline gap-3">
              <span className="w-4 text-sand-500 tabular-nums">{i + 1}</span>
              <span className="min-w-0 flex-1">
                {p.name}
                <span className="block text-xs text-sand-600">
                  {p.vendorName} · {pluralize(p.units, 'unit')}
                </span>
              </span>
              <span className="tabular-nums">{formatINR(p.revenue)}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

export function RecentOrders({ orders }: { orders: Dashboard['recentOrders'] }) {
  return (
    <Panel
      title="Recent orders"
      action={
        <Link to="/admin/orders" className={linkClasses}>
          All orders
        </Link>
      }
    >
      {orders.length === 0 ? (
        <Empty>No orders yet.</Empty>
      ) : (
        <ul className="divide-y divide-sand-100 text-sm">
          {orders.map((o) => (
            <li key={o.id} className="flex items-start justify-between gap-3 py-2">
              <span className="min-w-0">
                <Link
                  to={orderPath(o.id)}
                  className="font-medium whitespace-nowrap hover:underline"
                >
                  {o.number}
                </Link>
                <span className="block text-xs text-sand-600">
                  {o.customer.name} · {formatDateTime(o.createdAt)}
                </span>
              </span>
              <span className="grid shrink-0 justify-items-end gap-1 sm:flex sm:items-center sm:gap-3">
                <OrderStatusBadge status={o.status} />
                <span className="tabular-nums sm:w-24 sm:text-right">{formatINR(o.total)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function Alerts({ alerts }: { alerts: Dashboard['alerts'] }) {
  const { lowStock, awaitingShipment: waiting } = alerts;
  return (
    <Panel title="Shipping and stock">
      <div className="grid gap-5 text-sm">
        <div>
          <h3 className="mb-2 flex items-center gap-2 font-medium text-ink">
            <AlertTriangle aria-hidden="true" className="size-4 text-warning" />
            Waiting over {SHIP_WITHIN_HOURS} hours to ship ({waiting.total})
          </h3>
          {waiting.items.length === 0 ? (
            <p className="text-sand-600">Every shipment is moving on time.</p>
          ) : (
            <ul className="grid gap-1.5">
              {waiting.items.map((w) => (
                <li key={w.groupId}>
                  <Link to={orderPath(w.orderId)} className="font-medium hover:underline">
                    {w.orderNumber}
                  </Link>{' '}
                  <span className="text-sand-600">
                    · {w.vendorName} · {STATUS_LABELS[w.status]} for{' '}
                    {w.hoursWaiting >= 72
                      ? pluralize(Math.floor(w.hoursWaiting / 24), 'day')
                      : pluralize(w.hoursWaiting, 'hour')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="mb-2 flex items-center gap-2 font-medium text-ink">
            <PackageX aria-hidden="true" className="size-4 text-danger" />
            Low on stock ({lowStock.total})
          </h3>
          {lowStock.items.length === 0 ? (
            <p className="text-sand-600">Every published product is well stocked.</p>
          ) : (
            <ul className="grid gap-1.5">
              {lowStock.items.map((p) => (
                <li key={p.variantId} className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0">
                    {p.name}
                    {p.variantLabel ? (
                      <span className="text-ink"> ({p.variantLabel})</span>
                    ) : null}{' '}
                    <span className="text-sand-600">· {p.vendorName}</span>
                    {p.variantLabel ? (
                      <span className="block font-mono text-xs text-sand-600">{p.sku}</span>
                    ) : null}
                  </span>
                  <span
                    className={`shrink-0 tabular-nums ${p.stock === 0 ? 'font-medium text-danger' : ''}`}
                  >
                    {p.stock === 0 ? 'Out of stock' : `${p.stock} left`}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {lowStock.total > 0 ? (
            <Link to="/admin/products?sort=stock" className={`${linkClasses} mt-2 inline-block`}>
              Review stock
            </Link>
          ) : null}
        </div>
      </div>
    </Panel>
  );
}
