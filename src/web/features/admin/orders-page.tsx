import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AdminOrdersPage() {
  useDocumentTitle('Orders', 'Angle Admin');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Orders"
        description="All orders placed on Angle, their payment and fulfilment status."
      />
    </div>
  );
}
