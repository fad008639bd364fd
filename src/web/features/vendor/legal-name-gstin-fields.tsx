// The legal name and GSTIN fields the tax details and the business verification both ask for,
// inside their SettingsForm (the fields are `legalName` and `gstin`).
import { FormField } from '../../components/settings-form/settings-form';
import { Input } from '../../components/ui/input';

export function LegalNameGstinFields({ legalNameHint }: { legalNameHint: string }) {
  return (
    <>
      <FormField name="legalName" label="Legal name" hint={legalNameHint}>
        <Input autoComplete="organization" />
      </FormField>
      <FormField name="gstin" label="GSTIN" hint="15 characters, e.g. 27AAPFU0939F1ZV.">
        <Input autoCapitalize="characters" maxLength={15} className="uppercase" />
      </FormField>
    </>
  );
}
