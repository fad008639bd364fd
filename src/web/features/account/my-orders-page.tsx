import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function MyOrdersPage() {
  useDocumentTitle('My Orders');
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="My Orders"
        description="Every order you have placed on Angle, newest first, with its current status."
      />
    </div>
  );
}
