import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, VendorRegisterSchema } from '../../../domain/schemas/auth';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRegisterVendor } from './api';
import { AuthPageLinks } from './auth-page-links';
import { authErrorMessage } from './error-message';
import { FormAlert, PasswordInput, showServerFieldErrors } from '../../components/form-parts';

const FIELDS = ['companyName', 'contactName', 'email', 'password', 'phone'] as const;

/** '/vendor/auth/register': a brand's vendor account; it lands on the vendor dashboard. */
export function VendorRegisterPage() {
  useDocumentTitle('Become a Vendor');
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(VendorRegisterSchema),
    defaultValues: { companyName: '', contactName: '', email: '', password: '', phone: '' },
  });
  const { errors } = form.formState;
  const registration = useRegisterVendor();

  const onSubmit = form.handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: () => void navigate('/vendor/dashboard', { replace: true }),
      onError: (error) => showServerFieldErrors(error, FIELDS, form.setError),
    }),
  );

  return (
    <div>
      <PageHeader
        size="compact"
        title="Become a Vendor"
        description="Register your brand to sell on Angle. You can add products as soon as your account is ready."
      />
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-8 grid gap-5"
        aria-label="Register your brand"
      >
        <FormAlert
          message={
            registration.isError
              ? authErrorMessage(registration.error, AUTH_MESSAGES.fallbackVendorRegister)
              : null
          }
        />
        <Field
          label="Company name"
          description="Shown to shoppers on your products."
          error={errors.companyName?.message}
        >
          <Input autoComplete="organization" {...form.register('companyName')} />
        </Field>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <Field label="Contact name" error={errors.contactName?.message}>
            <Input autoComplete="name" {...form.register('contactName')} />
          </Field>
          <Field label="Mobile number" error={errors.phone?.message}>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="98765 43210"
              {...form.register('phone')}
            />
          </Field>
        </div>
        <Field label="Work email" error={errors.email?.message}>
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
          Register Your Brand
        </Button>
      </form>
      <AuthPageLinks
        links={[
          { prompt: 'Already selling on Angle?', to: '/vendor/auth/login', label: 'Sign in' },
        ]}
      />
    </div>
  );
}
