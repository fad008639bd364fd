// Issue #21: a return's news. The customer hears of every change (with the pickup details, the
// reason of a rejection, the amount refunded); the vendor hears of a new request.
import type { Brand, MailContent } from './mail-layout';
import type { MailData } from './mail-payloads';
import { inr } from './order-templates';

type D = MailData<'return-status'>;

const NEWS: Record<D['status'], (d: D) => { subject: string; text: string }> = {
  requested: (d) => ({
    subject: `Return requested for order ${d.number}`,
    text: `We have your return request for items from ${d.vendorName}. The seller will reply soon.`,
  }),
  approved: (d) => ({
    subject: `Order ${d.number}: your return is approved`,
    text: `${d.vendorName} approved your return.${d.pickup ? ` Pickup: ${d.pickup}` : ''}`,
  }),
  'picked-up': (d) => ({
    subject: `Order ${d.number}: your return was picked up`,
    text: `Your return to ${d.vendorName} was picked up. We will refund you once it arrives.`,
  }),
  received: (d) => ({
    subject: `Order ${d.number}: your return arrived`,
    text: `${d.vendorName} received your return. Your refund is on its way.`,
  }),
  refunded: (d) => ({
    subject: `Order ${d.number}: refunded`,
    text: `We refunded ${d.refundPaise === null ? 'your return' : inr(d.refundPaise)} for your return to ${d.vendorName}.`,
  }),
  rejected: (d) => ({
    subject: `Order ${d.number}: your return was not accepted`,
    text: `${d.vendorName} could not accept your return${d.reason ? `: ${d.reason}` : '.'}`,
  }),
};

export function returnStatusMail(d: D, brand: Brand): MailContent {
  const vendorNews = d.audience === 'vendor';
  const news = vendorNews
    ? {
        subject: `New return request for order ${d.number}`,
        text: `${d.customerName} asked to return items of order ${d.number}. Approve it with the pickup details, or reject it with a reason.`,
      }
    : NEWS[d.status](d);
  const path = vendorNews
    ? `/vendor/orders/${encodeURIComponent(d.orderId)}`
    : `/my-orders/${encodeURIComponent(d.orderId)}`;
  return {
    subject: news.subject,
    preheader: news.text,
    heading: vendorNews ? `Hello ${d.vendorName}` : `Hello ${d.customerName}`,
    blocks: [
      { kind: 'text', text: news.text },
      {
        kind: 'rows',
        rows: d.items.map((i) => ({ label: i.name, value: `× ${i.quantity}` })),
      },
      {
        kind: 'button',
        label: vendorNews ? 'Open the order' : 'See your order',
        url: `${brand.publicUrl}${path}`,
      },
    ],
  };
}
