import { z } from 'zod';
import { ChangePasswordSchema } from '../../../domain/schemas/auth';
import { PasswordInput } from '../../components/form-parts';
import {
  FieldRow,
  FormField,
  SaveBar,
  SettingsForm,
} from '../../components/settings-form/settings-form';
import { useChangePassword } from '../auth/api';
import { authErrorMessage } from '../auth/error-message';

// The shared schema with a readable message for an empty current password.
const FormSchema = ChangePasswordSchema.extend({
  currentPassword: z.string().min(1, 'Enter your current password.').max(128),
});
const FALLBACK = 'We could not change your password. Please try again.';

/** Changing the password keeps this device signed in and signs out every other one. `email`
 * fills a hidden username field, so password managers know which account to update. */
export function ChangePasswordForm({ email }: { email: string }) {
  const save = useChangePassword();
  return (
    <SettingsForm
      label="Change password"
      card
      schema={FormSchema}
      defaultValues={{ currentPassword: '', newPassword: '' }}
      save={save}
      failure={(error) => authErrorMessage(error, FALLBACK)}
      success={{
        title: 'Password changed',
        description: 'You have been signed out on your other devices.',
      }}
    >
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FieldRow>
        <FormField name="currentPassword" label="Current password">
          <PasswordInput autoComplete="current-password" />
        </FormField>
        <FormField name="newPassword" label="New password" hint="At least 8 characters.">
          <PasswordInput autoComplete="new-password" />
        </FormField>
      </FieldRow>
      <SaveBar label="Change Password" />
    </SettingsForm>
  );
}
