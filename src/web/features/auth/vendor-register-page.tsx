import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthPageLinks } from './auth-page-links';

export function VendorRegisterPage() {
  useDocumentTitle('Become a Vendor');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Become a Vendor"
        description="Register your brand to sell on Angle. You can add products as soon as your account is ready."
      />
      <AuthPageLinks
        links={[
          { prompt: 'Already selling on Angle?', to: '/vendor/auth/login', label: 'Sign in' },
        ]}
      />
    </div>
  );
}
