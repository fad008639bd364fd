// The Indian address fields (full name, 10-digit mobile, two address lines, city, state or UT,
// 6-digit PIN code), shared by the address book's dialog and the checkout's new address.
import { Controller, type UseFormReturn } from 'react-hook-form';
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

export function AddressFields({ form }: { form: AddressForm }) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label="Full name" error={errors.fullName?.message}>
          <Input autoComplete="shipping name" {...form.register('fullName')} />
        </Field>
        <Field label="Mobile number" error={errors.phone?.message}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="shipping tel-national"
            placeholder="98765 43210"
            {...form.register('phone')}
          />
        </Field>
      </div>
      <Field label="House, building and street" error={errors.line1?.message}>
        <Input autoComplete="shipping address-line1" {...form.register('line1')} />
      </Field>
      <Field label="Area and landmark (optional)" error={errors.line2?.message}>
        <Input autoComplete="shipping address-line2" {...form.register('line2')} />
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem]">
        <Field label="City" error={errors.city?.message}>
          <Input autoComplete="shipping address-level2" {...form.register('city')} />
        </Field>
        <Controller
          control={form.control}
          name="state"
          render={({ field }) => (
            <Select name={field.name} value={field.value ?? ''} onValueChange={field.onChange}>
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
        <Field label="PIN code" error={errors.pincode?.message}>
          <Input
            inputMode="numeric"
            autoComplete="shipping postal-code"
            maxLength={6}
            {...form.register('pincode')}
          />
        </Field>
      </div>
    </>
  );
}
