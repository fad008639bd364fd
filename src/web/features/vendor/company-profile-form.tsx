// The company profile: the name shoppers see, the contact person, support details, GSTIN and
// the address couriers collect from. Checked with the schema the server uses.
import { INDIAN_STATES } from '../../../domain/schemas/address';
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
import { Input, Textarea, inputClasses } from '../../components/ui/input';
import { useUpdateVendorProfile } from './settings-api';

interface FormValues {
  companyName: string;
  contactName: string;
  description: string;
  supportPhone: string;
  supportEmail: string;
  gstin: string;
  pickupAddress: { line1: string; line2: string; city: string; state: string; pincode: string };
}

function valuesOf(p: VendorProfile): FormValues {
  const a = p.pickupAddress;
  return {
    companyName: p.companyName,
    contactName: p.contactName ?? '',
    description: p.description ?? '',
    supportPhone: p.supportPhone ?? '',
    supportEmail: p.supportEmail ?? '',
    gstin: p.gstin ?? '',
    pickupAddress: {
      line1: a?.line1 ?? '',
      line2: a?.line2 ?? '',
      city: a?.city ?? '',
      state: a?.state ?? '',
      pincode: a?.pincode ?? '',
    },
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
      <FormField name="gstin" label="GSTIN (optional)" hint="15 characters, e.g. 27AAPFU0939F1ZV.">
        <Input autoCapitalize="characters" maxLength={15} className="uppercase" />
      </FormField>
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold text-ink">Pickup address</legend>
        <FormField name="pickupAddress.line1" label="Building and street">
          <Input autoComplete="address-line1" />
        </FormField>
        <FormField name="pickupAddress.line2" label="Area and landmark (optional)">
          <Input autoComplete="address-line2" />
        </FormField>
        <FieldRow gap="gap-4" columns="sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem]">
          <FormField name="pickupAddress.city" label="City">
            <Input autoComplete="address-level2" />
          </FormField>
          <FormField name="pickupAddress.state" label="State or UT">
            <select className={inputClasses} autoComplete="address-level1">
              <option value="">Choose…</option>
              {INDIAN_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </FormField>
          <FormField name="pickupAddress.pincode" label="PIN code">
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={6} />
          </FormField>
        </FieldRow>
      </fieldset>
      <SaveBar label="Save Profile" requireChanges />
    </SettingsForm>
  );
}
