import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ForgotPasswordSchema } from '../../../domain/schemas/auth';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRequestPasswordReset } from './api';
import { AuthPageLinks } from './auth-page-links';
import { authErrorMessage } from './error-message';

const FALLBACK = 'We could not send the reset link. Please try again.';

/** '/auth/forgot-password': asks for a reset link. The answer is the same whether or not the
 * email has an account, so the page never tells who is registered. */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset Your Password');
  const form = useForm({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const request = useRequestPasswordReset();

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) => showServerFieldErrors(error, ['email'], form.setError),
    }),
  );

  return (
    <div>
      <PageHeader
        size="compact"
        title="Reset Your Password"
        description="Enter the email you use on Angle and we will send you a link to choose a new password."
      />
      {request.isSuccess ? (
        <div
          role="status"
          className="mt-8 flex items-start gap-3 rounded-2xl bg-success-soft p-5 text-sm text-success"
        >
          <MailCheck aria-hidden="true" className="mt-px size-5 shrink-0" />
          <div className="grid gap-1">
            <p className="font-medium">{request.data.message}</p>
            <p>The link works for one hour. Check your spam folder if it does not arrive.</p>
          </div>
        </div>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="mt-8 grid gap-5"
          aria-label="Request a reset link"
        >
          <FormAlert message={request.isError ? authErrorMessage(request.error, FALLBACK) : null} />
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
          <Button type="submit" size="lg" loading={request.isPending} className="w-full">
            Send Reset Link
          </Button>
        </form>
      )}
      <AuthPageLinks
        links={[
          { prompt: 'Remembered it?', to: '/auth/login', label: 'Back to sign in' },
          { prompt: 'Selling on Angle?', to: '/vendor/auth/login', label: 'Vendor sign in' },
        ]}
      />
    </div>
  );
}
