import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AdminDashboardPage() {
  useDocumentTitle('Dashboard', 'Angle Admin');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Dashboard"
        description="Sales, orders, customers and vendors across the whole store."
      />
    </div>
  );
}
