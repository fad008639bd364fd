import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AdminVendorsPage() {
  useDocumentTitle('Vendors', 'Angle Admin');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Vendors"
        description="The brands selling on Angle: their status, commission and contact details."
      />
    </div>
  );
}
