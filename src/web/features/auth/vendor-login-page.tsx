import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthPageLinks } from './auth-page-links';
import { SignInForm } from './sign-in-form';

/** '/vendor/auth/login': vendors only; success leads to their dashboard. */
export function VendorLoginPage() {
  useDocumentTitle('Vendor Sign In');
  const navigate = useNavigate();
  return (
    <div>
      <PageHeader
        size="compact"
        title="Vendor Sign In"
        description="Sign in to manage your products, orders and store settings."
      />
      <div className="mt-8">
        <SignInForm
          portal="vendor"
          onSignedIn={() => void navigate('/vendor/dashboard', { replace: true })}
        />
      </div>
      <AuthPageLinks
        links={[
          { prompt: 'New vendor?', to: '/vendor/auth/register', label: 'Register your brand' },
        ]}
      />
    </div>
  );
}
