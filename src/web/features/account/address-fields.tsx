// The Indian address fields, shared by the address book's dialog and the checkout's new address:
// PIN code first (it fills city and state from the table the server ships, issue #25), then the
// street, the area, the full name and the 10-digit mobile behind a fixed +91.
import { useEffect, useRef } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  INDIAN_STATES,
  type AddressInput,
  type AddressInputSchema,
} from '../../../domain/schemas/address';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { usePincode } from '../storefront/pincode-api';
import { PhoneInput } from './phone-input';

export type AddressForm = UseFormReturn<AddressInput, unknown, z.output<typeof AddressInputSchema>>;

export const ADDRESS_FIELDS = [
  'fullName',
  'phone',
  'line1',
  'line2',
  'city',
  'state',
  'pincode',
] as const;

/** Fills city and state from a complete PIN code: fields still empty, or still holding what an
 * earlier PIN code filled; never what the shopper typed. Returns the PIN code's help text. */
function usePincodeFill(form: AddressForm): string | undefined {
  const pin = (useWatch({ control: form.control, name: 'pincode' }) ?? '').trim();
  const place = usePincode(pin);
  const filled = useRef<{ city: string; state: string } | null>(null);
  useEffect(() => {
    if (!place.data) return;
    const { district, state } = place.data;
    const now = form.getValues();
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    if (!now.city || now.city === filled.current?.city) form.setValue('city', district, options);
    if (!now.state || now.state === filled.current?.state) form.setValue('state', state, options);
    filled.current = { city: district, state };
  }, [place.data, form]);
  if (place.isError) return 'We could not find this PIN code. Enter the city and state yourself.';
  return place.data ? `${place.data.district}, ${place.data.state}` : undefined;
}

export function AddressFields({ form }: { form: AddressForm }) {
  const { errors } = form.formState;
  const pinHelp = usePincodeFill(form);
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,1fr)]">
        <Field label="PIN code" error={errors.pincode?.message} description={pinHelp}>
          <Input
            inputMode="numeric"
            autoComplete="shipping postal-code"
            maxLength={6}
            {...form.register('pincode')}
          />
        </Field>
        <Field label="City" error={errors.city?.message}>
          <Input autoComplete="shipping address-level2" {...form.register('city')} />
        </Field>
        <Controller
          control={form.control}
          name="state"
          render={({ field }) => (
            <Select
              name={field.name}
              autoComplete="shipping address-level1"
              value={field.value ?? ''}
              onValueChange={field.onChange}
            >
              <Field label="State or UT" error={errors.state?.message}>
                <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue placeholder="Choose…" />
                </SelectTrigger>
              </Field>
              <SelectContent maxHeight="max-h-72">
                {INDIAN_STATES.map((state) => (
                  <SelectItem key={state} value={state}>
                    {state}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>
      <Field label="House, building and street" error={errors.line1?.message}>
        <Input autoComplete="shipping address-line1" {...form.register('line1')} />
      </Field>
      <Field label="Area and landmark (optional)" error={errors.line2?.message}>
        <Input autoComplete="shipping address-line2" {...form.register('line2')} />
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label="Full name" error={errors.fullName?.message}>
          <Input autoComplete="shipping name" {...form.register('fullName')} />
        </Field>
        <Field label="Mobile number" error={errors.phone?.message}>
          <PhoneInput autoComplete="shipping tel-national" {...form.register('phone')} />
        </Field>
      </div>
    </>
  );
}
