import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthPageLinks } from './auth-page-links';

export function RegisterPage() {
  useDocumentTitle('Create an Account');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Create an Account"
        description="Join Angle to save your wishlist, keep your cart and follow your orders."
      />
      <AuthPageLinks
        links={[{ prompt: 'Already have an account?', to: '/auth/login', label: 'Sign in' }]}
      />
    </div>
  );
}
