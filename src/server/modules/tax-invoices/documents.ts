// What a customer and a vendor may read of the tax documents: a customer those of their own
// orders, a vendor its own shipments' (anything else is not found, as every other order route).
import { and, eq } from 'drizzle-orm';
import { paiseToRupees } from '../../../domain/money';
import type { TaxDocumentList } from '../../../domain/schemas/tax-invoices';
import type { DbOrTx } from '../../db/client';
import { orders, taxDocuments, type TaxDocumentRow } from '../../db/schema-commerce';
import { notFound } from '../../errors';
import { vendorGroupOf } from '../vendor-orders/vendor-order';
import { renderTaxDocumentPdf } from './pdf';

export type Reader = { role: 'customer'; userId: string } | { role: 'vendor'; vendorId: string };

const base = (reader: Reader, orderId: string) =>
  reader.role === 'customer' ? `/api/store/orders/${orderId}` : `/api/vendor/orders/${orderId}`;

async function readable(db: DbOrTx, reader: Reader, orderId: string) {
  const [order] = await db
    .select({ id: orders.id, number: orders.number, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || (reader.role === 'customer' && order.userId !== reader.userId)) {
    throw notFound('The order');
  }
  // A vendor with no shipment in the order does not see the order at all.
  if (reader.role === 'vendor') await vendorGroupOf(db, reader.vendorId, orderId);
  const docs = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.orderId, orderId),
        ...(reader.role === 'vendor' ? [eq(taxDocuments.vendorId, reader.vendorId)] : []),
      ),
    )
    .orderBy(taxDocuments.issuedAt, taxDocuments.number);
  return { order, docs };
}

export async function listTaxDocuments(
  db: DbOrTx,
  reader: Reader,
  orderId: string,
): Promise<TaxDocumentList> {
  const { docs } = await readable(db, reader, orderId);
  return {
    documents: docs.map((d) => ({
      id: d.id,
      groupId: d.groupId,
      kind: d.kind as 'invoice' | 'credit-note',
      number: d.number,
      issuedAt: d.issuedAt.toISOString(),
      total: paiseToRupees(d.totalPaise),
      pdfUrl: `${base(reader, orderId)}/tax-documents/${d.id}/pdf`,
    })),
  };
}

/** The file name a download gets: `KKN-2026-27-000123.pdf`. */
export const pdfFileName = (doc: TaxDocumentRow) => `${doc.number.replace(/\//g, '-')}.pdf`;

export async function taxDocumentPdf(
  db: DbOrTx,
  reader: Reader,
  orderId: string,
  documentId: string,
): Promise<{ pdf: Buffer; filename: string }> {
  const { order, docs } = await readable(db, reader, orderId);
  const doc = docs.find((d) => d.id === documentId);
  if (!doc) throw notFound('The document');
  const invoice = doc.invoiceId ? docs.find((d) => d.id === doc.invoiceId) : null;
  const pdf = await renderTaxDocumentPdf(doc, {
    orderNumber: order.number,
    invoice: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt } : null,
  });
  return { pdf, filename: pdfFileName(doc) };
}
