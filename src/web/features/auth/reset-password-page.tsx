import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PasswordSchema } from '../../../domain/schemas/auth';
import { FormAlert, PasswordInput, showServerFieldErrors } from '../../components/form-parts';
import { PageHeader } from '../../components/page-header';
import { Button, buttonClasses } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useResetPassword } from './api';
import { AuthPageLinks } from './auth-page-links';
import { authErrorMessage } from './error-message';

// The token comes from the link, so the form itself asks only for the new password.
const NewPasswordSchema = z.object({ newPassword: PasswordSchema });
const FALLBACK = 'We could not reset your password. Please try again.';

/** '/auth/reset-password?token=…': the page the reset mail links to. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { newPassword: '' },
  });
  const { errors } = form.formState;
  const reset = useResetPassword();

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      { onError: (error) => showServerFieldErrors(error, ['newPassword'], form.setError) },
    ),
  );

  return (
    <div>
      <PageHeader
        size="compact"
        title="Choose a New Password"
        description="Pick a password you do not use anywhere else. Every device signed in to your account will be signed out."
      />
      {reset.isSuccess ? (
        <div role="status" className="mt-8 grid gap-4 rounded-2xl bg-success-soft p-5 text-success">
          <p className="flex items-center gap-2 font-medium">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            Your password has been changed.
          </p>
          <Link to="/auth/login" className={buttonClasses({ className: 'justify-self-start' })}>
            Sign in with your new password
          </Link>
        </div>
      ) : token.length < 10 ? (
        <FormAlert
          className="mt-8"
          message="This reset link is incomplete. Open the link from the email again, or ask for a new one."
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-8 grid gap-5" aria-label="New password">
          <FormAlert message={reset.isError ? authErrorMessage(reset.error, FALLBACK) : null} />
          <Field
            label="New password"
            description="At least 8 characters. Avoid common passwords."
            error={errors.newPassword?.message}
          >
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </Field>
          <Button type="submit" size="lg" loading={reset.isPending} className="w-full">
            Save New Password
          </Button>
        </form>
      )}
      <AuthPageLinks
        links={[
          { prompt: 'Link expired?', to: '/auth/forgot-password', label: 'Ask for a new one' },
        ]}
      />
    </div>
  );
}
