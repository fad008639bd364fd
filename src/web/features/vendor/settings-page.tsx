import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function VendorSettingsPage() {
  useDocumentTitle('Settings', 'Angle Vendor Portal');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Settings"
        description="Your store name, contact details, GSTIN and payout account."
      />
    </div>
  );
}
