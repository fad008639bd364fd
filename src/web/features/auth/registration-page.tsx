// What the shopper's and the vendor's registration pages share: the heading, a form checked
// with the server's schema whose failure shows the server's message or the spec's fallback,
// the password rules, the big submit button and the links under the form.
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordInput } from '../../components/form-parts';
import { PageHeader } from '../../components/page-header';
import {
  FormField,
  SettingsForm,
  SubmitButton,
} from '../../components/settings-form/settings-form';
import type { SaveMutation } from '../../components/settings-form/use-settings-form';
import { AuthPageLinks } from './auth-page-links';
import { authErrorMessage } from './error-message';

interface RegistrationPageProps<TValues extends FieldValues, S extends z.ZodType> {
  title: string;
  description: string;
  /** The form's accessible name. */
  formLabel: string;
  schema: S;
  defaultValues: TValues;
  registration: SaveMutation<z.output<S>, unknown>;
  /** The spec's message when the server gives none. */
  fallback: string;
  onRegistered: () => void;
  submitLabel: string;
  /** The fields before the password. */
  children: ReactNode;
  /** A line under the submit button. */
  note?: ReactNode;
  links: { prompt: string; to: string; label: string }[];
}

export function RegistrationPage<TValues extends FieldValues, S extends z.ZodType>({
  title,
  description,
  formLabel,
  registration,
  fallback,
  onRegistered,
  submitLabel,
  children,
  note,
  links,
  ...form
}: RegistrationPageProps<TValues, S>) {
  return (
    <div>
      <PageHeader size="compact" title={title} description={description} />
      <SettingsForm
        label={formLabel}
        className="mt-8 grid gap-5"
        {...form}
        save={registration}
        failure={(error) => authErrorMessage(error, fallback)}
        onSaved={onRegistered}
        keepValues
      >
        {children}
        <FormField
          name="password"
          label="Password"
          hint="At least 8 characters. Avoid common passwords."
        >
          <PasswordInput autoComplete="new-password" />
        </FormField>
        <SubmitButton size="lg" className="mt-1 w-full">
          {submitLabel}
        </SubmitButton>
        {note}
      </SettingsForm>
      <AuthPageLinks links={links} />
    </div>
  );
}
