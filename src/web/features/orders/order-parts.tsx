// Pieces every order screen shows the same way: the delivery address, the payment line, the
// delivery window, a line of the order, one seller's lines and the order's side panel.
import type { ReactNode } from 'react';
import type { Order } from '../../../domain/schemas/order';
import { VariantLabel } from '../../components/variant-label';
import { cn } from '../../lib/cn';
import { formatDay, formatINR } from '../../lib/format';
import { formatIndianMobile } from '../account/address-card';
import { OrderTotals } from './order-totals';

export const PAYMENT_LABELS: Record<Order['paymentMethod'], string> = {
  cod: 'Cash on Delivery',
  razorpay: 'Online (Razorpay)',
};

export function ShippingAddress({ address }: { address: Order['shippingAddress'] }) {
  return (
    <address className="grid gap-0.5 text-sm leading-relaxed text-sand-700 not-italic">
      <span className="font-medium text-ink">{address.fullName}</span>
      <span>{address.line1}</span>
      {address.line2 ? <span>{address.line2}</span> : null}
      <span>
        {address.city}, {address.state} {address.pincode}
      </span>
      <span>{formatIndianMobile(address.phone)}</span>
    </address>
  );
}

export function paymentSummary(
  order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'totals' | 'amountRefunded' | 'status'>,
) {
  const total = formatINR(order.totals.total);
  const refunded = `${formatINR(order.amountRefunded)} refunded to you.`;
  if (order.paymentMethod === 'cod') {
    if (order.paymentStatus === 'pending') {
      return `${PAYMENT_LABELS.cod}: pay ${total} when it arrives.`;
    }
    if (order.paymentStatus === 'refunded') return `${PAYMENT_LABELS.cod}: ${refunded}`;
    return `${PAYMENT_LABELS.cod}: paid ${total}.`;
  }
  switch (order.paymentStatus) {
    case 'paid':
      return `Paid online: ${total}.`;
    case 'refunded':
      return `Paid online: ${total}; ${refunded}`;
    case 'failed':
      return order.status === 'cancelled'
        ? 'Online payment: not received.'
        : `Online payment of ${total} failed: nothing was charged. Please try again.`;
    default:
      return order.status === 'cancelled'
        ? 'Online payment: not received.'
        : `Online payment of ${total}: waiting for your payment.`;
  }
}

/** A short word for lists: has the money been taken? */
export function paymentBadgeOf(
  order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'status'>,
): { label: string; variant: 'success' | 'warning' | 'neutral' | 'danger' } | null {
  if (order.paymentStatus === 'paid') return { label: 'Paid', variant: 'success' };
  if (order.paymentStatus === 'refunded') return { label: 'Refunded', variant: 'neutral' };
  if (order.paymentMethod === 'cod' || order.status === 'cancelled') return null;
  return order.paymentStatus === 'failed'
    ? { label: 'Payment failed', variant: 'danger' }
    : { label: 'Payment pending', variant: 'warning' };
}

export function deliveryWindow(order: Pick<Order, 'expectedDelivery'>): string {
  const { from, to } = order.expectedDelivery;
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}

/** The day the order's last parcel was delivered, once every parcel was; else null. */
export function deliveredOn(order: Pick<Order, 'status' | 'groups'>): string | null {
  if (order.status !== 'delivered') return null;
  const days = order.groups.flatMap((g) =>
    g.events.filter((e) => e.to === 'delivered').map((e) => e.at),
  );
  return days.length > 0 ? days.sort().at(-1)! : null;
}

/** What an order line shows, whether quoted at checkout or bought. */
type LineItem = Pick<
  Order['groups'][number]['items'][number],
  'name' | 'image' | 'quantity' | 'unitPrice' | 'lineTotal' | 'variantLabel' | 'swatchHex' | 'sku'
>;

/** A line's key in a list: two shades of one product are two lines. */
export const itemKeyOf = (item: { productId: string; variantId: string | null }) =>
  item.variantId ?? item.productId;

/** A line of an order: its picture, name, shade or size, quantity × price (and `note`) and its
 * total; `showSku` where the screen gives the item's details (the order's page). */
export function ItemRow({
  item,
  note,
  showSku = false,
  className,
  action,
}: {
  item: LineItem;
  note?: string;
  showSku?: boolean;
  className?: string;
  /** A link under the line, e.g. "Rate this product" once it is delivered. */
  action?: ReactNode;
}) {
  return (
    <li className={cn('flex items-center gap-3 py-3', className)}>
      {item.image ? (
        <img
          src={item.image.url}
          srcSet={item.image.srcSet}
          sizes="56px"
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-lg bg-sand-100 object-cover"
        />
      ) : (
        <div className="size-14 shrink-0 rounded-lg bg-sand-100" />
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-ink">{item.name}</p>
        <VariantLabel
          label={item.variantLabel}
          swatchHex={item.swatchHex}
          sku={showSku ? item.sku : null}
        />
        <p className="text-sand-700">
          {item.quantity} × {formatINR(item.unitPrice)}
          {note}
        </p>
        {action}
      </div>
      <p className="text-sm font-medium text-ink tabular-nums">{formatINR(item.lineTotal)}</p>
    </li>
  );
}

/** One seller's lines under "Sold by …". The confirmation names it as a region and keeps its
 * dividers inside the box's padding; the checkout's review lets them run edge to edge. */
export function SellerItems({
  vendorName,
  region = false,
  children,
}: {
  vendorName: string;
  region?: boolean;
  children: ReactNode;
}) {
  const Box = region ? 'section' : 'div';
  return (
    <Box
      aria-label={region ? `Items sold by ${vendorName}` : undefined}
      className={cn('rounded-2xl border border-sand-200 bg-white', region && 'px-4')}
    >
      <p className={cn('border-b border-sand-200 py-2.5 text-sm text-sand-700', !region && 'px-4')}>
        Sold by <span className="font-medium text-ink">{vendorName}</span>
      </p>
      <ul className="divide-y divide-sand-200">{children}</ul>
    </Box>
  );
}

type SummaryOrder = Parameters<typeof paymentSummary>[0] &
  Pick<Order, 'shippingAddress'> &
  Partial<Pick<Order, 'promotions'>>;

/** The side panel of an order: where it goes, how it is paid and what it costs. The
 * confirmation leads with the money, the order's page with the address. */
export function OrderSummary({
  order,
  idPrefix,
  totalsTitle,
  totalsFirst = false,
  children,
}: {
  order: SummaryOrder;
  /** Makes the headings' ids unique on the page: `${idPrefix}-totals`. */
  idPrefix: string;
  totalsTitle: string;
  totalsFirst?: boolean;
  /** Links after the sections. */
  children?: ReactNode;
}) {
  const section = (key: string, title: string, gap: string, content: ReactNode) => (
    <section key={key} aria-labelledby={`${idPrefix}-${key}`} className={cn('grid', gap)}>
      <h2 id={`${idPrefix}-${key}`} className="text-lg text-ink">
        {title}
      </h2>
      {content}
    </section>
  );
  const totals = section(
    'totals',
    totalsTitle,
    'gap-3',
    <OrderTotals totals={order.totals} promotions={order.promotions} />,
  );
  const payment = section(
    'payment',
    'Payment',
    'gap-1',
    <p className="text-sm text-sand-700">{paymentSummary(order)}</p>,
  );
  const address = section(
    'address',
    'Delivering to',
    'gap-2',
    <ShippingAddress address={order.shippingAddress} />,
  );
  return (
    <aside className="grid gap-6 rounded-2xl border border-sand-200 bg-white p-5 shadow-soft sm:p-6">
      {totalsFirst ? [totals, payment, address] : [address, payment, totals]}
      {children}
    </aside>
  );
}
