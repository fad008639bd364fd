import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ShippingPolicyPage() {
  useDocumentTitle('Shipping Policy');
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="Shipping Policy"
        description="Where we deliver in India, how long delivery takes and what it costs."
      />
    </div>
  );
}
