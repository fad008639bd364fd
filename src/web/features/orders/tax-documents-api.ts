// An order's GST tax invoices and credit notes (issue #21): the customer's
// (/api/store/orders/{id}/tax-documents) or the vendor's (/api/vendor/orders/{id}/tax-documents).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaxDocumentList } from '../../../domain/schemas/tax-invoices';
import { sessionApi } from '../auth/session';

export type DocumentsReader = 'store' | 'vendor';

export const taxDocumentKeys = {
  of: (reader: DocumentsReader, orderId: string) => ['tax-documents', reader, orderId] as const,
};

export const taxDocumentsQuery = (reader: DocumentsReader, orderId: string) =>
  queryOptions({
    queryKey: taxDocumentKeys.of(reader, orderId),
    queryFn: ({ signal }) =>
      sessionApi<TaxDocumentList>(
        `/api/${reader}/orders/${encodeURIComponent(orderId)}/tax-documents`,
        { signal },
      ),
    staleTime: 0,
  });

export const useTaxDocuments = (reader: DocumentsReader, orderId: string) =>
  useQuery(taxDocumentsQuery(reader, orderId));
