import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function VendorProductsPage() {
  useDocumentTitle('Products', 'Angle Vendor Portal');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Products"
        description="The products you sell on Angle: prices, stock and whether each is published."
      />
    </div>
  );
}
