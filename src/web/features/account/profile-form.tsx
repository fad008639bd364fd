import { ProfileUpdateSchema } from '../../../domain/schemas/auth';
import {
  FieldRow,
  FormField,
  SaveBar,
  SettingsForm,
} from '../../components/settings-form/settings-form';
import { Input } from '../../components/ui/input';
import { useUpdateProfile } from './api';

interface ProfileFormProps {
  name: string;
  email: string;
}

/** The customer's name (shown on orders and in the header menu); the email is shown only. */
export function ProfileForm({ name, email }: ProfileFormProps) {
  const save = useUpdateProfile();
  return (
    <SettingsForm
      label="Your details"
      card
      schema={ProfileUpdateSchema}
      defaultValues={{ name }}
      save={save}
      savedValues={(session) => ({ name: session.user.name })}
      success="Your name has been saved."
    >
      <FieldRow>
        <FormField name="name" label="Full name">
          <Input autoComplete="name" />
        </FormField>
        <div className="grid content-start gap-1.5">
          <p className="text-sm font-medium text-ink">Email</p>
          <p className="flex h-11 items-center truncate rounded-lg bg-sand-100 px-3.5 text-sm text-sand-700">
            {email}
          </p>
        </div>
      </FieldRow>
      <SaveBar label="Save Name" requireChanges />
    </SettingsForm>
  );
}
