import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ChangePasswordSchema } from '../../../domain/schemas/auth';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { useChangePassword } from '../auth/api';
import { authErrorMessage } from '../auth/error-message';
import { FormAlert, PasswordInput, showServerFieldErrors } from '../../components/form-parts';

// The shared schema with a readable message for an empty current password.
const FormSchema = ChangePasswordSchema.extend({
  currentPassword: z.string().min(1, 'Enter your current password.').max(128),
});
const FIELDS = ['currentPassword', 'newPassword'] as const;
const FALLBACK = 'We could not change your password. Please try again.';

/** Changing the password keeps this device signed in and signs out every other one. `email`
 * fills a hidden username field, so password managers know which account to update. */
export function ChangePasswordForm({ email }: { email: string }) {
  const form = useForm({
    resolver: zodResolver(FormSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const change = useChangePassword();

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success('Password changed', {
          description: 'You have been signed out on your other devices.',
        });
      },
      onError: (error) => showServerFieldErrors(error, FIELDS, form.setError),
    }),
  );

  return (
    <Card>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Change password">
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <FormAlert message={change.isError ? authErrorMessage(change.error, FALLBACK) : null} />
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <Field label="Current password" error={errors.currentPassword?.message}>
              <PasswordInput
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            </Field>
            <Field
              label="New password"
              description="At least 8 characters."
              error={errors.newPassword?.message}
            >
              <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
            </Field>
          </div>
          <Button type="submit" loading={change.isPending} className="justify-self-start">
            Change Password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
