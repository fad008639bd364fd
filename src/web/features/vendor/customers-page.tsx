import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function VendorCustomersPage() {
  useDocumentTitle('Customers', 'Angle Vendor Portal');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Customers"
        description="Shoppers who have bought from your store and what they ordered."
      />
    </div>
  );
}
