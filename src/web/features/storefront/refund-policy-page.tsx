import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function RefundPolicyPage() {
  useDocumentTitle('Refund Policy');
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="Refund Policy"
        description="When you can return a product, how to ask for a refund and how long the money takes to reach you."
      />
    </div>
  );
}
