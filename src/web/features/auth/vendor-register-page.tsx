import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, VendorRegisterSchema } from '../../../domain/schemas/auth';
import { EmailInput } from '../../components/form-parts';
import { FieldRow, FormField } from '../../components/settings-form/settings-form';
import { Input } from '../../components/ui/input';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRegisterVendor } from './api';
import { RegistrationPage } from './registration-page';

/** '/vendor/auth/register': a brand's vendor account; it lands on the vendor dashboard. */
export function VendorRegisterPage() {
  useDocumentTitle('Become a Vendor');
  const navigate = useNavigate();
  const registration = useRegisterVendor();
  return (
    <RegistrationPage
      title="Become a Vendor"
      description="Register your brand to sell on Angle. You can add products as soon as your account is ready."
      formLabel="Register your brand"
      schema={VendorRegisterSchema}
      defaultValues={{ companyName: '', contactName: '', email: '', password: '', phone: '' }}
      registration={registration}
      fallback={AUTH_MESSAGES.fallbackVendorRegister}
      onRegistered={() => void navigate('/vendor/dashboard', { replace: true })}
      submitLabel="Register Your Brand"
      links={[{ prompt: 'Already selling on Angle?', to: '/vendor/auth/login', label: 'Sign in' }]}
    >
      <FormField name="companyName" label="Company name" hint="Shown to shoppers on your products.">
        <Input autoComplete="organization" />
      </FormField>
      <FieldRow>
        <FormField name="contactName" label="Contact name">
          <Input autoComplete="name" />
        </FormField>
        <FormField name="phone" label="Mobile number">
          <Input type="tel" inputMode="tel" autoComplete="tel-national" placeholder="98765 43210" />
        </FormField>
      </FieldRow>
      <FormField name="email" label="Work email">
        <EmailInput />
      </FormField>
    </RegistrationPage>
  );
}
