import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ConfirmOrderPage() {
  useDocumentTitle('Order Confirmation');
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="Order Confirmation"
        description="Once you place an order, its number, items and delivery address are confirmed here."
      />
    </div>
  );
}
