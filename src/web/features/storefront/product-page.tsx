import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ProductPage() {
  useDocumentTitle('Product Details');
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="Product Details"
        description="Photos, price, description and reviews of this product, with its seller and stock."
      />
    </div>
  );
}
