import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="Checkout"
        description="Confirm your delivery address and how you want to pay, then place your order."
      />
    </div>
  );
}
