// The vendor's tax details: the legal name and GSTIN its invoices print, its registered address
// (its state decides CGST + SGST or IGST) and the prefix of its invoice numbers. The GSTIN's
// shape, state code and check character are checked here with the server's schema, and the
// server's answer (a prefix another seller took) shows under its field.
import { CheckCircle2 } from 'lucide-react';
import { documentNumber, financialYearOf } from '../../../domain/gst';
import {
  VendorTaxDetailsUpdateSchema,
  type VendorTaxDetails,
} from '../../../domain/schemas/tax-invoices';
import { ErrorBlock, LoadingBlock } from '../../components/back-office/load-states';
import {
  FieldRow,
  FormField,
  SaveBar,
  SettingsForm,
} from '../../components/settings-form/settings-form';
import { Input } from '../../components/ui/input';
import { LegalNameGstinFields } from './legal-name-gstin-fields';
import { PostalAddressFields, postalValuesOf } from './postal-address-fields';
import { useSaveTaxDetails, useVendorTaxDetails } from './tax-api';

function valuesOf(d: VendorTaxDetails) {
  return {
    legalName: d.legalName ?? '',
    gstin: d.gstin ?? '',
    invoicePrefix: d.invoicePrefix ?? '',
    registeredAddress: postalValuesOf(d.registeredAddress),
  };
}

/** The tax details once loaded, with their state while they load or fail. */
export function TaxDetailsSection() {
  const details = useVendorTaxDetails();
  if (details.data) return <TaxDetailsForm details={details.data} />;
  if (details.isPending) return <LoadingBlock label="Loading your tax details…" rows={3} />;
  return (
    <ErrorBlock
      title="We could not load your tax details."
      error={details.error}
      onRetry={() => details.refetch()}
    />
  );
}

export function TaxDetailsForm({ details }: { details: VendorTaxDetails }) {
  const save = useSaveTaxDetails();
  return (
    <SettingsForm
      label="Tax details"
      card
      schema={VendorTaxDetailsUpdateSchema}
      defaultValues={valuesOf(details)}
      save={save}
      savedValues={valuesOf}
      success="Tax details saved. Your next invoices print them."
    >
      {details.complete ? (
        <p className="flex items-center gap-2 text-sm text-emerald-800">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Complete: your shipments get tax invoices.
        </p>
      ) : (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          Until all of these are given, your shipments get no tax invoice.
        </p>
      )}
      <FieldRow>
        <LegalNameGstinFields legalNameHint="As on your GST registration." />
      </FieldRow>
      <FormField
        name="invoicePrefix"
        label="Invoice prefix"
        hint={`2 to 6 letters or digits, starting with a letter; no other seller may use it. KKN numbers invoices ${documentNumber('invoice', 'KKN', financialYearOf(new Date()), 1)}, …`}
      >
        <Input autoCapitalize="characters" maxLength={6} className="uppercase sm:max-w-40" />
      </FormField>
      <PostalAddressFields prefix="registeredAddress" legend="Registered address" />
      <SaveBar label="Save Tax Details" requireChanges />
    </SettingsForm>
  );
}
