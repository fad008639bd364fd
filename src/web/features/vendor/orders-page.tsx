import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function VendorOrdersPage() {
  useDocumentTitle('Orders', 'Angle Vendor Portal');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Orders"
        description="Order lines from your store, to confirm, pack and ship."
      />
    </div>
  );
}
