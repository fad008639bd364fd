// The company profile: the name shoppers see, the contact person, support details and the
// address couriers collect from (the GSTIN goes with the tax details, tax-details-form.tsx).
// Checked with the schema the server uses.
import {
  VendorProfileUpdateSchema,
  type VendorProfile,
} from '../../../domain/schemas/vendor-settings';
import {
  FieldRow,
  FormField,
  SaveBar,
  SettingsForm,
} from '../../components/settings-form/settings-form';
import { Input, Textarea } from '../../components/ui/input';
import {
  PostalAddressFields,
  postalValuesOf,
  type PostalAddressValues,
} from './postal-address-fields';
import { useUpdateVendorProfile } from './settings-api';

interface FormValues {
  companyName: string;
  contactName: string;
  description: string;
  supportPhone: string;
  supportEmail: string;
  pickupAddress: PostalAddressValues;
}

function valuesOf(p: VendorProfile): FormValues {
  return {
    companyName: p.companyName,
    contactName: p.contactName ?? '',
    description: p.description ?? '',
    supportPhone: p.supportPhone ?? '',
    supportEmail: p.supportEmail ?? '',
    pickupAddress: postalValuesOf(p.pickupAddress),
  };
}

export function CompanyProfileForm({ profile }: { profile: VendorProfile }) {
  const save = useUpdateVendorProfile();
  return (
    <SettingsForm
      label="Company profile"
      card
      schema={VendorProfileUpdateSchema}
      defaultValues={valuesOf(profile)}
      save={save}
      savedValues={valuesOf}
      success="Company profile saved."
    >
      <FieldRow>
        <FormField name="companyName" label="Company name">
          <Input autoComplete="organization" />
        </FormField>
        <FormField name="contactName" label="Contact person">
          <Input autoComplete="name" />
        </FormField>
      </FieldRow>
      <FormField
        name="description"
        label="About your brand"
        hint={`Shown on your shop page, /vendors/${profile.slug}.`}
      >
        <Textarea rows={4} />
      </FormField>
      <FieldRow>
        <FormField name="supportPhone" label="Support phone">
          <Input type="tel" inputMode="tel" autoComplete="tel-national" />
        </FormField>
        <FormField name="supportEmail" label="Support email">
          <Input type="email" autoComplete="email" />
        </FormField>
      </FieldRow>
      <PostalAddressFields prefix="pickupAddress" legend="Pickup address" />
      <SaveBar label="Save Profile" requireChanges />
    </SettingsForm>
  );
}
