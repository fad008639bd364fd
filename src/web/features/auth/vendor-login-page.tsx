import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthPageLinks } from './auth-page-links';

export function VendorLoginPage() {
  useDocumentTitle('Vendor Sign In');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Vendor Sign In"
        description="Sign in to manage your products, orders and store settings."
      />
      <AuthPageLinks
        links={[
          { prompt: 'New vendor?', to: '/vendor/auth/register', label: 'Register your brand' },
        ]}
      />
    </div>
  );
}
