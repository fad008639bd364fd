// The label a vendor prints for its shipment (issue #39): the aggregator's own for a booked
// parcel (fetched from the address it gave, so the courier's barcode and routing codes are its
// own), else Angle's 4×6 inch label (label-pdf.ts). Bulk: the labels of several orders in one
// PDF, in the order asked, each page as it would print alone (pdf-lib copies the aggregator's
// pages beside Angle's).
import { and, eq } from 'drizzle-orm';
import { vendors } from '../../db/schema';
import { orderGroups, orders, taxDocuments } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { codAmountOf } from '../payments/cod-collection';
import { vendorGroupOf } from '../vendor-orders/vendor-order';
import { renderLabelPdf, type LabelFacts } from './label-pdf';
import type { ShippingContext } from './provider';
import { onDemand } from '../../http/on-demand';

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

/** What one shipment's label is made of: the aggregator's address, or Angle's facts. */
type LabelSource = { orderNumber: string } & (
  { kind: 'aggregator'; url: string } | { kind: 'angle'; facts: LabelFacts }
);

/** Checks the order is the vendor's (404 otherwise) and its shipment not cancelled (409). */
async function labelSource(
  ctx: ShippingContext,
  vendorId: string,
  orderId: string,
): Promise<LabelSource> {
  const db = ctx.db;
  const { id: groupId } = await vendorGroupOf(db, vendorId, orderId);
  const [[group], [order], [vendor]] = await Promise.all([
    db.select().from(orderGroups).where(eq(orderGroups.id, groupId)),
    db.select().from(orders).where(eq(orders.id, orderId)),
    db.select().from(vendors).where(eq(vendors.userId, vendorId)),
  ]);
  if (!group || !order || !vendor) throw notFound('The order');
  if (group.status === 'cancelled') {
    throw new AppError('conflict', `Order ${order.number} is cancelled: it has no label.`);
  }
  if (group.labelUrl) return { kind: 'aggregator', url: group.labelUrl, orderNumber: order.number };
  const [invoice] = await db
    .select({ number: taxDocuments.number })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.groupId, groupId), eq(taxDocuments.kind, 'invoice')));
  const code = group.awb ?? group.trackingNumber;
  return {
    kind: 'angle',
    orderNumber: order.number,
    facts: {
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
    },
  };
}

const pdfOf = (ctx: ShippingContext, source: LabelSource) =>
  source.kind === 'aggregator' ? aggregatorLabel(ctx, source.url) : renderLabelPdf(source.facts);

export async function shipmentLabel(
  ctx: ShippingContext,
  vendorId: string,
  orderId: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const source = await labelSource(ctx, vendorId, orderId);
  return { filename: `label-${source.orderNumber}.pdf`, pdf: await pdfOf(ctx, source) };
}

/**
 * The labels of several orders in one PDF. Every order is checked before anything is printed:
 * one that is not the vendor's (404) or is cancelled (409) refuses the whole sheet, so a vendor
 * never sticks a half-printed batch on parcels.
 */
export async function bulkShipmentLabels(
  ctx: ShippingContext,
  vendorId: string,
  orderIds: string[],
): Promise<{ filename: string; pdf: Buffer }> {
  const ids = [...new Set(orderIds)];
  const sources: LabelSource[] = [];
  for (const id of ids) sources.push(await labelSource(ctx, vendorId, id));
  const PDFDocument = await onDemand.pdfLib();
  const out = await PDFDocument.create();
  out.setTitle(`Shipping labels (${sources.length})`);
  out.setCreator('Angle');
  for (const source of sources) {
    const one = await PDFDocument.load(await pdfOf(ctx, source));
    const pages = await out.copyPages(one, one.getPageIndices());
    for (const page of pages) out.addPage(page);
  }
  return {
    filename: `labels-${sources.length}-orders.pdf`,
    pdf: Buffer.from(await out.save()),
  };
}
