// The GST tax invoices and credit notes of an order as PDF downloads (issue #21): shown once a
// shipment has shipped; nothing while there are none.
import { FileDown } from 'lucide-react';
import type { TaxDocumentSummary } from '../../../domain/schemas/tax-invoices';
import { formatDateTime } from '../../lib/format';
import { useTaxDocuments, type DocumentsReader } from './tax-documents-api';

export function TaxDocuments({ reader, orderId }: { reader: DocumentsReader; orderId: string }) {
  const documents = useTaxDocuments(reader, orderId).data?.documents ?? [];
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="tax-documents" className="grid gap-2">
      <h2 id="tax-documents" className="text-sm font-semibold text-sand-900">
        Tax invoices
      </h2>
      <ul className="grid gap-1 text-sm">
        {documents.map((d) => (
          <li key={d.id}>
            <a
              href={d.pdfUrl}
              download
              className="inline-flex items-center gap-1.5 text-rose-700 underline-offset-2 hover:underline"
            >
              <FileDown aria-hidden="true" className="size-4" />
              {d.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} {d.number}
            </a>
            <span className="ml-2 text-sand-600">{formatDateTime(d.issuedAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A shipment's own GST documents (issue #37): one "Tax invoice" link, and a credit note per
 * return or cancellation after it was invoiced. Nothing before it ships. */
export function ShipmentTaxDocuments({ documents }: { documents: readonly TaxDocumentSummary[] }) {
  if (documents.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {documents.map((d) => (
        <li key={d.id}>
          <a
            href={d.pdfUrl}
            download
            title={`${d.kind === 'invoice' ? 'GST tax invoice' : 'GST credit note'} ${d.number}`}
            className="inline-flex items-center gap-1.5 font-medium text-rose-700 underline-offset-2 hover:underline"
          >
            <FileDown aria-hidden="true" className="size-4" />
            {d.kind === 'invoice' ? 'Tax invoice' : `Credit note ${d.number}`}
          </a>
        </li>
      ))}
    </ul>
  );
}
