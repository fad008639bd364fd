// '/vendor/orders/{id}': the vendor's part of one order: its lines and payout, where it goes
// (the customer's name, phone and address; never their email), its timeline and the next steps.
import { ArrowLeft, MapPin, Phone, Printer, Truck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { STATUS_LABELS } from '../../../domain/order-status';
import type { VendorOrder } from '../../../domain/schemas/vendor-orders';
import { ErrorBlock, LoadingBlock } from '../../components/back-office/load-states';
import { VariantLabel } from '../../components/back-office/variant-label';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { DeliveryIssuePanel } from './delivery-issue-panel';
import { VendorReturnsPanel } from './returns-panel';
import { formatINR } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDateTime } from './ops-format';
import { OrderActions } from './order-actions';
import { useVendorOrder } from './orders-api';
import { OrderNumber } from '../../components/order-number';
import { TaxDocuments } from '../orders/tax-documents';

export function VendorOrderDetailPage() {
  const { id = '' } = useParams();
  const order = useVendorOrder(id);
  useDocumentTitle(order.data ? `Order ${order.data.number}` : 'Order', 'Angle Vendor Portal');

  if (order.isPending) return <LoadingBlock label="Loading the order…" />;
  if (order.isError) {
    const missing = (order.error as { status?: number }).status === 404;
    return (
      <div className="grid gap-6">
        <PageHeader size="compact" title={missing ? 'Order not found' : 'Order'} />
        {missing ? (
          <p className="text-sm text-sand-700">
            This order does not exist or holds none of your products.{' '}
            <Link to="/vendor/orders" className="font-medium text-rose-800 underline">
              Back to your orders
            </Link>
          </p>
        ) : (
          <ErrorBlock
            title="We could not load this order."
            error={order.error}
            onRetry={() => order.refetch()}
          />
        )}
      </div>
    );
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order: o }: { order: VendorOrder }) {
  return (
    <div className="grid gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/vendor/orders">
            <ArrowLeft aria-hidden="true" />
            Orders
          </Link>
        </Button>
      </div>
      <PageHeader
        size="compact"
        title={
          <>
            Order <OrderNumber number={o.number} />
          </>
        }
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            Placed {formatDateTime(o.placedAt)} <OrderStatusBadge status={o.status} />
          </span>
        }
        actions={
          <span className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={`/vendor/orders/${o.id}/packing-slip`}>
                <Printer aria-hidden="true" />
                Packing Slip
              </Link>
            </Button>
            {o.status === 'cancelled' ? null : (
              // Issue #39: the 4×6 inch label (the courier's own once booked through Shiprocket).
              <Button asChild variant="outline" size="sm">
                <a href={`/api/vendor/orders/${encodeURIComponent(o.id)}/label.pdf`} download>
                  <Printer aria-hidden="true" />
                  Shipping Label
                </a>
              </Button>
            )}
          </span>
        }
      />
      <OrderActions order={o} />
      <DeliveryIssuePanel order={o} />
      <VendorReturnsPanel orderId={o.id} />

      {o.status === 'cancelled' && o.cancelReason ? (
        <p className="rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger">
          Cancelled: {o.cancelReason}
        </p>
      ) : null}
      {o.carrier && o.trackingNumber ? (
        <p className="flex items-center gap-2 rounded-xl bg-sand-100 px-4 py-3 text-sm text-sand-800">
          <Truck aria-hidden="true" className="size-4" />
          {o.carrier}, tracking number <span className="font-medium">{o.trackingNumber}</span>
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle>Your items</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-sand-100">
              {o.items.map((i) => (
                <li key={i.variantId ?? i.productId} className="flex items-center gap-3 py-3">
                  {i.image ? (
                    <img
                      src={i.image.url}
                      alt=""
                      width={48}
                      height={48}
                      className="size-12 rounded-lg bg-sand-100 object-cover"
                    />
                  ) : (
                    <span className="size-12 shrink-0 rounded-lg bg-sand-100" />
                  )}
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/vendor/products/${i.productId}`}
                      className="line-clamp-2 text-sm font-medium text-ink hover:text-rose-800"
                    >
                      {i.name}
                    </Link>
                    <VariantLabel label={i.variantLabel} sku={i.sku} swatchHex={i.swatchHex} />
                    <p className="text-xs text-sand-600">
                      {formatINR(i.unitPrice)} × {i.quantity}
                    </p>
                  </div>
                  <span className="text-sm font-medium tabular-nums">{formatINR(i.lineTotal)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 grid gap-1.5 border-t border-sand-200 pt-3 text-sm">
              <Row label="Order total (your items)" value={formatINR(o.subtotal)} strong />
              <Row
                label={`Commission (${o.commissionRate}%)`}
                value={`− ${formatINR(o.commission)}`}
              />
              <Row label="Your payout" value={formatINR(o.net)} strong />
              <Row
                label="Payment"
                value={
                  o.paymentMethod === 'cod'
                    ? o.codCollected
                      ? 'Cash on delivery, collected'
                      : 'Cash on delivery, to collect'
                    : o.paymentMethod
                }
              />
            </dl>
          </CardContent>
        </Card>

        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Deliver to</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm text-sand-800">
              <p className="font-medium text-ink">{o.deliveryAddress.fullName}</p>
              <p className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sand-500" />
                <span>
                  {o.deliveryAddress.line1}
                  {o.deliveryAddress.line2 ? `, ${o.deliveryAddress.line2}` : ''},{' '}
                  {o.deliveryAddress.city}, {o.deliveryAddress.state} {o.deliveryAddress.pincode}
                </span>
              </p>
              <p className="flex gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sand-500" />
                <a href={`tel:${o.customer.phone}`} className="hover:text-rose-800">
                  {o.customer.phone}
                </a>
              </p>
              <p className="text-xs text-sand-600">Customer: {o.customer.name}</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Timeline</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="grid gap-3 border-l border-sand-200 pl-4 text-sm">
                {o.events.map((e, n) => (
                  <li key={n} className="relative">
                    <span
                      aria-hidden="true"
                      className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-rose-500"
                    />
                    <p className="font-medium text-ink">{STATUS_LABELS[e.to]}</p>
                    <p className="text-xs text-sand-600">
                      {formatDateTime(e.at)} · by {e.by}
                    </p>
                    {e.note ? <p className="mt-0.5 text-sand-700">{e.note}</p> : null}
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
          <TaxDocuments reader="vendor" orderId={o.id} />
        </div>
      </div>
    </div>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-sand-700">{label}</dt>
      <dd className={strong ? 'font-semibold text-ink tabular-nums' : 'text-sand-800 tabular-nums'}>
        {value}
      </dd>
    </div>
  );
}
