// An address's building and street, area, city, state and PIN code, bound to the settings form's
// fields under `prefix` (the pickup address, the registered address on tax invoices).
import { INDIAN_STATES } from '../../../domain/schemas/address';
import { FieldRow, FormField } from '../../components/settings-form/settings-form';
import { Input, inputClasses } from '../../components/ui/input';

export function PostalAddressFields({ prefix, legend }: { prefix: string; legend: string }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      <FormField name={`${prefix}.line1`} label="Building and street">
        <Input autoComplete="address-line1" />
      </FormField>
      <FormField name={`${prefix}.line2`} label="Area and landmark (optional)">
        <Input autoComplete="address-line2" />
      </FormField>
      <FieldRow gap="gap-4" columns="sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem]">
        <FormField name={`${prefix}.city`} label="City">
          <Input autoComplete="address-level2" />
        </FormField>
        <FormField name={`${prefix}.state`} label="State or UT">
          <select className={inputClasses} autoComplete="address-level1">
            <option value="">Choose…</option>
            {INDIAN_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </FormField>
        <FormField name={`${prefix}.pincode`} label="PIN code">
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={6} />
        </FormField>
      </FieldRow>
    </fieldset>
  );
}

export interface PostalAddressValues {
  line1: string;
  line2: string;
  city: string;
  state: string;
  pincode: string;
}

/** A saved address as the fields' values ('' for what is not there). */
export function postalValuesOf(
  a: { line1: string; line2?: string | null; city: string; state: string; pincode: string } | null,
): PostalAddressValues {
  return {
    line1: a?.line1 ?? '',
    line2: a?.line2 ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    pincode: a?.pincode ?? '',
  };
}
