// The GST tax invoices and credit notes of an order as PDF downloads (issue #21): shown once a
// shipment has shipped; nothing while there are none.
import { FileDown } from 'lucide-react';
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
