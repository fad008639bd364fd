import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthPageLinks } from './auth-page-links';
import { safeNextPath } from './redirects';
import { SignInForm } from './sign-in-form';

/** '/auth/login': shoppers sign in and return to `next` (a path on this site) or home. */
export function LoginPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const registerHref = next ? `/auth/register?next=${encodeURIComponent(next)}` : '/auth/register';
  return (
    <div>
      <PageHeader
        size="compact"
        title="Sign In"
        description="Welcome back. Sign in with your email and password to see your orders and check out faster."
      />
      <div className="mt-8">
        <SignInForm
          portal="customer"
          onSignedIn={() => void navigate(safeNextPath(next), { replace: true })}
        />
      </div>
      <AuthPageLinks
        links={[{ prompt: 'New to Angle?', to: registerHref, label: 'Create an account' }]}
      />
    </div>
  );
}
