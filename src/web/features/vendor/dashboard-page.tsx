import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function VendorDashboardPage() {
  useDocumentTitle('Vendor Dashboard', 'Angle Vendor Portal');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Vendor Dashboard"
        description="Your sales, orders to fulfil and products running low on stock, at a glance."
      />
    </div>
  );
}
