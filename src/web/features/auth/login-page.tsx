import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthPageLinks } from './auth-page-links';

export function LoginPage() {
  useDocumentTitle('Sign In');
  return (
    <div>
      <PageHeader
        size="compact"
        title="Sign In"
        description="Welcome back. Sign in with your email and password to see your orders and check out faster."
      />
      <AuthPageLinks
        links={[{ prompt: 'New to Angle?', to: '/auth/register', label: 'Create an account' }]}
      />
    </div>
  );
}
