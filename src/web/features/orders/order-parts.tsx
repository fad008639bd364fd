// Small pieces every order screen shows the same way: the delivery address, the payment line,
// the delivery window and an item row.
import type { Order } from '../../../domain/schemas/order';
import { formatDay, formatINR } from '../../lib/format';
import { formatIndianMobile } from '../account/address-card';

export const PAYMENT_LABELS: Record<Order['paymentMethod'], string> = { cod: 'Cash on Delivery' };

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

export function paymentSummary(order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'totals'>) {
  if (order.paymentMethod === 'cod' && order.paymentStatus === 'pending') {
    return `${PAYMENT_LABELS.cod}: pay ${formatINR(order.totals.total)} when it arrives.`;
  }
  return `${PAYMENT_LABELS[order.paymentMethod]}: ${order.paymentStatus}.`;
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
