import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function VendorReportsPage() {
  useDocumentTitle('Reports', 'Angle Vendor Portal');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Reports"
        description="Sales, revenue and best-selling products over the period you choose."
      />
    </div>
  );
}
