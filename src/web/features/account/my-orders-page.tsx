// '/my-orders' (signed-in customers): every order, newest first, a page at a time, each with its
// number, date, items, total and status, and a link to its details.
import { Package } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { OrderSummary } from '../../../domain/schemas/order';
import { FormAlert } from '../../components/form-parts';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Pagination, pageCountOf } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate, formatINR, pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOrders } from '../orders/api';
import { itemKeyOf, paymentBadgeOf } from '../orders/order-parts';
import { OrderNumber } from '../../components/order-number';

function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

function OrderCard({ order }: { order: OrderSummary }) {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const payment = paymentBadgeOf(order);
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-base font-semibold text-ink">
            <Link
              to={`/my-orders/${encodeURIComponent(order.id)}`}
              className="rounded-sm hover:text-rose-800"
            >
              Order <OrderNumber number={order.number} />
            </Link>
          </h2>
          <p className="text-sm text-sand-600">
            {formatDate(order.createdAt)} · {pluralize(count, 'item')} ·{' '}
            <span className="font-medium text-ink">{formatINR(order.totals.total)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} reader="customer" />
          {payment ? <Badge variant={payment.variant}>{payment.label}</Badge> : null}
        </div>
      </div>
      <ul className="mt-4 flex flex-wrap gap-3" aria-label={`Items in order ${order.number}`}>
        {order.items.map((item) => (
          <li key={itemKeyOf(item)} className="flex max-w-full items-center gap-2 text-sm">
            {item.image ? (
              <img
                src={item.image.url}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded-lg bg-sand-100 object-cover"
              />
            ) : null}
            <span className="truncate text-sand-800">
              {item.name}
              {item.variantLabel ? ` · ${item.variantLabel}` : ''}
              {item.quantity > 1 ? ` × ${item.quantity}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <Link
        to={`/my-orders/${encodeURIComponent(order.id)}`}
        className="mt-4 inline-block text-sm font-medium text-rose-700 hover:underline"
      >
        View details<span className="sr-only"> of order {order.number}</span>
      </Link>
    </li>
  );
}

export function MyOrdersPage() {
  useDocumentTitle('My Orders');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const orders = useOrders(page);
  const data = orders.data;

  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="My Orders"
        description="Every order you have placed on Angle, newest first, with its current status."
      />
      <div className="mt-8 max-w-4xl">
        {orders.isPending ? (
          <div role="status" className="grid gap-4">
            <span className="sr-only">Loading your orders…</span>
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : orders.isError && !data ? (
          <div className="grid gap-3">
            <FormAlert message={`We could not load your orders. ${orders.error.message}`} />
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => void orders.refetch()}
            >
              Try Again
            </Button>
          </div>
        ) : data && data.total === 0 ? (
          <div className="grid justify-items-center gap-4 rounded-2xl border border-dashed border-sand-300 bg-white px-6 py-14 text-center">
            <Package aria-hidden="true" className="size-10 text-sand-500" />
            <h2 className="text-xl text-ink">No orders yet</h2>
            <p className="max-w-sm text-sm text-sand-600">
              When you place an order, you can follow each seller’s shipment here.
            </p>
            <Button asChild>
              <Link to="/products">Start Shopping</Link>
            </Button>
          </div>
        ) : data ? (
          <>
            <ul className="grid gap-4" aria-busy={orders.isFetching}>
              {data.items.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </ul>
            <Pagination
              className="mt-8"
              label="Order pages"
              page={page}
              pageCount={pageCountOf(data.total, data.limit)}
              onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
