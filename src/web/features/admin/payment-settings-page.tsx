import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AdminPaymentSettingsPage() {
  useDocumentTitle('Payment Settings', 'Angle Admin');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Payment Settings"
        description="How shoppers can pay: cash on delivery and the Razorpay gateway."
      />
    </div>
  );
}
