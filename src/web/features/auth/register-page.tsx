import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES, CustomerRegisterSchema } from '../../../domain/schemas/auth';
import { EmailInput } from '../../components/form-parts';
import { FormField } from '../../components/settings-form/settings-form';
import { Input } from '../../components/ui/input';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRegisterCustomer } from './api';
import { safeNextPath } from './redirects';
import { RegistrationPage } from './registration-page';

/** '/auth/register': a shopper's account; they are signed in at once and sent on to `next`. */
export function RegisterPage() {
  useDocumentTitle('Create an Account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const registration = useRegisterCustomer();
  return (
    <RegistrationPage
      title="Create an Account"
      description="Join Angle to save your wishlist, keep your cart and follow your orders."
      formLabel="Create an account"
      schema={CustomerRegisterSchema}
      defaultValues={{ name: '', email: '', password: '' }}
      registration={registration}
      fallback={AUTH_MESSAGES.fallbackRegister}
      onRegistered={() => void navigate(safeNextPath(next), { replace: true })}
      submitLabel="Create Account"
      note={
        <p className="text-xs leading-relaxed text-sand-600">
          By creating an account you agree to our{' '}
          <Link to="/terms" className="underline hover:text-rose-700">
            Terms
          </Link>{' '}
          and{' '}
          <Link to="/privacy-policy" className="underline hover:text-rose-700">
            Privacy Policy
          </Link>
          .
        </p>
      }
      links={[
        {
          prompt: 'Already have an account?',
          to: next ? `/auth/login?next=${encodeURIComponent(next)}` : '/auth/login',
          label: 'Sign in',
        },
      ]}
    >
      <FormField name="name" label="Full name">
        <Input autoComplete="name" />
      </FormField>
      <FormField name="email" label="Email">
        <EmailInput />
      </FormField>
    </RegistrationPage>
  );
}
