// Small pieces every order screen shows the same way: the delivery address, the payment line,
// the delivery window and an item row.
import type { Order } from '../../../domain/schemas/order';
import { formatDay, formatINR } from '../../lib/format';
import { formatIndianMobile } from '../account/address-card';

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

export function ItemRow({ item }: { item: Order['groups'][number]['items'][number] }) {
  return (
    <li className="flex items-center gap-3 py-3">
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
        <p className="text-sand-700">
          {item.quantity} × {formatINR(item.unitPrice)}
        </p>
      </div>
      <p className="text-sm font-medium text-ink tabular-nums">{formatINR(item.lineTotal)}</p>
    </li>
  );
}
