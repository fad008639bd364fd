import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ProfileUpdateSchema } from '../../../domain/schemas/auth';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { useUpdateProfile } from './api';

interface ProfileFormProps {
  name: string;
  email: string;
}

/** The customer's name (shown on orders and in the header menu); the email is shown only. */
export function ProfileForm({ name, email }: ProfileFormProps) {
  const form = useForm({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: { name },
  });
  const { errors, isDirty } = form.formState;
  const update = useUpdateProfile();

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (session) => {
        form.reset({ name: session.user.name });
        toast.success('Your name has been saved.');
      },
      onError: (error) => showServerFieldErrors(error, ['name'], form.setError),
    }),
  );

  return (
    <Card>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Your details">
          <FormAlert message={update.isError ? update.error.message : null} />
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <Field label="Full name" error={errors.name?.message}>
              <Input autoComplete="name" {...form.register('name')} />
            </Field>
            <div className="grid content-start gap-1.5">
              <p className="text-sm font-medium text-ink">Email</p>
              <p className="flex h-11 items-center truncate rounded-lg bg-sand-100 px-3.5 text-sm text-sand-700">
                {email}
              </p>
            </div>
          </div>
          <Button
            type="submit"
            loading={update.isPending}
            disabled={!isDirty}
            className="justify-self-start"
          >
            Save Name
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
