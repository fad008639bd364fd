// The label a vendor prints for its shipment (issue #39): the aggregator's own for a booked
// parcel (fetched from the address it gave, so the courier's barcode and routing codes are its
// own), else Angle's 4×6 inch label (label-pdf.ts).
import { and, eq } from 'drizzle-orm';
import { vendors } from '../../db/schema';
import { orderGroups, orders, taxDocuments } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { codAmountOf } from '../payments/cod-collection';
import { vendorGroupOf } from '../vendor-orders/vendor-order';
import { renderLabelPdf } from './label-pdf';
import type { ShippingContext } from './provider';

const FETCH_TIMEOUT_MS = 15_000;

async function aggregatorLabel(ctx: ShippingContext, url: string): Promise<Buffer> {
  const unavailable = new AppError(
    'unavailable',
    'The courier’s label cannot be fetched right now. Please try again in a minute.',
  );
  // Only a web address: the URL came from the aggregator, never from a vendor.
  if (!/^https?:\/\//.test(url)) throw unavailable;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok || !body.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw unavailable;
    return body;
  } catch (err) {
    ctx.log.error({ err }, 'the aggregator label could not be fetched');
    throw unavailable;
  }
}

export async function shipmentLabel(
  ctx: ShippingContext,
  vendorId: string,
  orderId: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const db = ctx.db;
  const { id: groupId } = await vendorGroupOf(db, vendorId, orderId);
  const [[group], [order], [vendor]] = await Promise.all([
    db.select().from(orderGroups).where(eq(orderGroups.id, groupId)),
    db.select().from(orders).where(eq(orders.id, orderId)),
    db.select().from(vendors).where(eq(vendors.userId, vendorId)),
  ]);
  if (!group || !order || !vendor) throw notFound('The order');
  if (group.status === 'cancelled') {
    throw new AppError('conflict', 'A cancelled shipment has no label.');
  }
  const filename = `label-${order.number}.pdf`;
  if (group.labelUrl) return { filename, pdf: await aggregatorLabel(ctx, group.labelUrl) };
  const [invoice] = await db
    .select({ number: taxDocuments.number })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.groupId, groupId), eq(taxDocuments.kind, 'invoice')));
  const code = group.awb ?? group.trackingNumber;
  const pdf = await renderLabelPdf({
    orderNumber: order.number,
    invoiceNumber: invoice?.number ?? null,
    carrier: group.carrier,
    barcode: code
      ? { text: code, caption: `${group.awb ? 'AWB' : 'Tracking'} ${code}` }
      : { text: order.number, caption: `Order ${order.number}` },
    shipTo: order.shippingAddress,
    shipFrom: {
      name: vendor.companyName,
      address: vendor.pickupAddress ?? null,
      phone: vendor.supportPhone,
    },
    codPaise: await codAmountOf(db, groupId),
    weightGrams: group.weightGrams,
  });
  return { filename, pdf };
}
