import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES, CustomerRegisterSchema } from '../../../domain/schemas/auth';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRegisterCustomer } from './api';
import { AuthPageLinks } from './auth-page-links';
import { authErrorMessage } from './error-message';
import { FormAlert, PasswordInput, showServerFieldErrors } from '../../components/form-parts';
import { safeNextPath } from './redirects';

const FIELDS = ['name', 'email', 'password'] as const;

/** '/auth/register': a shopper's account; they are signed in at once and sent on to `next`. */
export function RegisterPage() {
  useDocumentTitle('Create an Account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const form = useForm({
    resolver: zodResolver(CustomerRegisterSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const registration = useRegisterCustomer();

  const onSubmit = form.handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: () => void navigate(safeNextPath(next), { replace: true }),
      onError: (error) => showServerFieldErrors(error, FIELDS, form.setError),
    }),
  );

  return (
    <div>
      <PageHeader
        size="compact"
        title="Create an Account"
        description="Join Angle to save your wishlist, keep your cart and follow your orders."
      />
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-8 grid gap-5"
        aria-label="Create an account"
      >
        <FormAlert
          message={
            registration.isError
              ? authErrorMessage(registration.error, AUTH_MESSAGES.fallbackRegister)
              : null
          }
        />
        <Field label="Full name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('email')}
          />
        </Field>
        <Field
          label="Password"
          description="At least 8 characters. Avoid common passwords."
          error={errors.password?.message}
        >
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Button type="submit" size="lg" loading={registration.isPending} className="mt-1 w-full">
          Create Account
        </Button>
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
      </form>
      <AuthPageLinks
        links={[
          {
            prompt: 'Already have an account?',
            to: next ? `/auth/login?next=${encodeURIComponent(next)}` : '/auth/login',
            label: 'Sign in',
          },
        ]}
      />
    </div>
  );
}
