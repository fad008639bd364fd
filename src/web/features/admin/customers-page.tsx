import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AdminCustomersPage() {
  useDocumentTitle('Customers', 'Angle Admin');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Customers"
        description="Registered shoppers, their orders and account status."
      />
    </div>
  );
}
