import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AdminProductsPage() {
  useDocumentTitle('Products', 'Angle Admin');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Products"
        description="Every product in the catalogue, from every vendor, with its status and stock."
      />
    </div>
  );
}
