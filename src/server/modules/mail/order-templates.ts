// The order mails: placed (customer), new order (vendor), a shipment's news (confirmed, shipped
// with tracking, delivered, cancelled) and a whole order cancelled. Amounts are ₹ the Indian way.
import { formatINR, paiseToRupees } from '../../../domain/money';
import { PAYMENT_METHOD_LABELS } from '../../../domain/order-status';
import type { Brand, MailContent, Row } from './mail-layout';
import type { MailData } from './mail-payloads';

export const inr = (paise: number) => formatINR(paiseToRupees(paise));

const itemRows = (items: readonly { name: string; quantity: number; lineTotalPaise: number }[]) =>
  items.map((i): Row => ({ label: `${i.name} × ${i.quantity}`, value: inr(i.lineTotalPaise) }));

const orderUrl = (brand: Brand, orderId: string) =>
  `${brand.publicUrl}/my-orders/${encodeURIComponent(orderId)}`;

export function orderPlacedMail(d: MailData<'order-placed'>, brand: Brand): MailContent {
  const total = inr(d.totals.totalPaise);
  const payment = d.paid
    ? `Paid online: ${total}`
    : d.paymentMethod === 'cod'
      ? `${PAYMENT_METHOD_LABELS.cod}: pay ${total} when it arrives`
      : `${PAYMENT_METHOD_LABELS[d.paymentMethod]}: ${total}`;
  return {
    subject: d.paid
      ? `Payment received: your order ${d.number} is placed`
      : `Your order ${d.number} is placed`,
    preheader: `${total} · expected ${d.expected}`,
    heading: `Thank you, ${d.customerName}`,
    blocks: [
      {
        kind: 'text',
        text: `Your order ${d.number} is placed. We will let you know as each seller ships it; it should arrive ${d.expected}.`,
      },
      { kind: 'rows', rows: itemRows(d.items) },
      {
        kind: 'rows',
        rows: [
          { label: 'Subtotal', value: inr(d.totals.subtotalPaise) },
          ...(d.offers?.some((o) => o.discountPaise > 0)
            ? d.offers
                .filter((o) => o.discountPaise > 0)
                .map((o) => ({ label: o.name, value: `−${inr(o.discountPaise)}` }))
            : d.totals.discountPaise > 0
              ? [{ label: 'Discount', value: `−${inr(d.totals.discountPaise)}` }]
              : []),
          {
            label: 'Shipping',
            value: d.totals.shippingPaise === 0 ? 'Free' : inr(d.totals.shippingPaise),
          },
          { label: 'Total', value: total, strong: true },
          { label: 'Includes GST', value: inr(d.totals.taxPaise) },
        ],
      },
      { kind: 'text', text: payment },
      { kind: 'text', text: `Delivering to: ${d.shipTo}` },
      { kind: 'button', label: 'View your order', url: orderUrl(brand, d.orderId) },
    ],
  };
}

export function vendorNewOrderMail(d: MailData<'vendor-new-order'>, brand: Brand): MailContent {
  const count = d.items.reduce((n, i) => n + i.quantity, 0);
  return {
    subject: `New order ${d.number}: ${count} ${count === 1 ? 'item' : 'items'}, ${inr(d.subtotalPaise)}`,
    preheader: `Ship to ${d.shipTo}`,
    heading: `A new order for ${d.vendorName}`,
    blocks: [
      {
        kind: 'text',
        text: `Order ${d.number} has ${count} of your ${count === 1 ? 'item' : 'items'}. Please confirm it and pack it.`,
      },
      {
        kind: 'rows',
        rows: [
          ...itemRows(d.items),
          { label: 'Your items', value: inr(d.subtotalPaise), strong: true },
        ],
      },
      { kind: 'text', text: `Ship to: ${d.shipTo}` },
      { kind: 'button', label: 'Open your orders', url: `${brand.publicUrl}/vendor/orders` },
    ],
  };
}

const STATUS_NEWS = {
  confirmed: (d: MailData<'order-status'>) => ({
    subject: `Order ${d.number}: confirmed by ${d.vendorName}`,
    text: `${d.vendorName} has confirmed your items and is getting them ready.`,
  }),
  shipped: (d: MailData<'order-status'>) => ({
    subject: `Order ${d.number} has shipped: ${d.carrier ?? ''} ${d.trackingNumber ?? ''}`.trim(),
    text: `${d.vendorName} has shipped your items with ${d.carrier ?? 'the courier'}. Tracking number: ${d.trackingNumber ?? '—'}.`,
  }),
  delivered: (d: MailData<'order-status'>) => ({
    subject: `Order ${d.number}: delivered`,
    text: `Your items from ${d.vendorName} were delivered. We hope you love them: tell other shoppers how they suit you with "Rate this product" on your order.`,
  }),
  cancelled: (d: MailData<'order-status'>) => ({
    subject: `Order ${d.number}: items from ${d.vendorName} cancelled`,
    text: `Your items from ${d.vendorName} were cancelled${d.reason ? `: ${d.reason}` : '.'}`,
  }),
} as const;

export function groupStatusMail(d: MailData<'order-status'>, brand: Brand): MailContent {
  const news =
    d.status in STATUS_NEWS
      ? STATUS_NEWS[d.status as keyof typeof STATUS_NEWS](d)
      : { subject: `Order ${d.number}: ${d.status}`, text: `Your items are ${d.status}.` };
  return {
    subject: news.subject,
    preheader: news.text,
    heading: `Hello ${d.customerName}`,
    blocks: [
      { kind: 'text', text: news.text },
      {
        kind: 'rows',
        rows: [
          ...itemRows(d.items),
          { label: 'Items total', value: inr(d.subtotalPaise), strong: true },
        ],
      },
      // A delivered shipment's lines carry "Rate this product" on the order page (issue #19).
      {
        kind: 'button',
        label: d.status === 'delivered' ? 'Rate your items' : 'Follow your order',
        url: orderUrl(brand, d.orderId),
      },
    ],
  };
}

export function orderCancelledMail(d: MailData<'order-cancelled'>, brand: Brand): MailContent {
  const text = d.unpaid
    ? `We did not receive the online payment for order ${d.number} in time, so we have released it. Nothing was charged; you can order again whenever you like.`
    : `Your order ${d.number} is cancelled${d.reason ? `: ${d.reason}` : '.'}`;
  return {
    subject: d.unpaid
      ? `Order ${d.number} was cancelled: payment not received`
      : `Order ${d.number} is cancelled`,
    preheader: text,
    heading: `Hello ${d.customerName}`,
    blocks: [
      { kind: 'text', text },
      {
        kind: 'rows',
        rows: [
          ...itemRows(d.items),
          { label: 'Order total', value: inr(d.totalPaise), strong: true },
        ],
      },
      { kind: 'button', label: 'Shop again', url: `${brand.publicUrl}/products` },
    ],
  };
}

const attemptFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** Issue #39: the courier could not deliver; one link to choose what happens next. */
export function deliveryFailedMail(d: MailData<'delivery-failed'>, brand: Brand): MailContent {
  const when = attemptFormat.format(new Date(d.attemptedAt));
  const text = `The courier could not deliver your items from ${d.vendorName} (order ${d.number}) on ${when}: ${d.reason}. Tell us what to do next — deliver again on a day you choose, correct your address or phone, or cancel — so the parcel does not go back to the seller.`;
  return {
    subject: `Order ${d.number}: we could not deliver it`,
    preheader: text,
    heading: `Hello ${d.customerName}`,
    blocks: [
      { kind: 'text', text },
      {
        kind: 'button',
        label: 'Choose what happens next',
        url: `${orderUrl(brand, d.orderId)}/delivery`,
      },
    ],
  };
}
