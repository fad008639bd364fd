// The carrier and tracking number of a shipment, for the vendor's and the admin's ship dialogs
// (issue #25): the carrier is picked from the list India's sellers use, "Other" opens a field for
// any other name, so the customer never reads a misspelt "Delhivry".
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { COMMON_CARRIERS } from '../../../domain/schemas/vendor-orders';
import { Field } from '../ui/field';
import { Input, inputClasses } from '../ui/input';

interface ShipmentValues {
  carrier: string;
  trackingNumber: string;
}

const OTHER = 'other';

export function ShipmentFields<T extends ShipmentValues, TOut extends FieldValues = T>({
  form,
}: {
  form: UseFormReturn<T, unknown, TOut>;
}) {
  // One form type for both dialogs: the two fields are all this component touches.
  const f = form as unknown as UseFormReturn<ShipmentValues>;
  const [choice, setChoice] = useState('');
  const { errors, isSubmitted } = f.formState;
  const other = choice === OTHER;
  return (
    <>
      <Field label="Carrier" error={other ? undefined : errors.carrier?.message}>
        <select
          className={inputClasses}
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            f.setValue('carrier', e.target.value === OTHER ? '' : e.target.value, {
              shouldValidate: isSubmitted,
            });
          }}
        >
          <option value="">Choose the carrier</option>
          {COMMON_CARRIERS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
          <option value={OTHER}>Other</option>
        </select>
      </Field>
      {other ? (
        <Field label="Carrier name" error={errors.carrier?.message}>
          <Input autoComplete="off" {...f.register('carrier')} />
        </Field>
      ) : null}
      <Field label="Tracking number" error={errors.trackingNumber?.message}>
        <Input autoComplete="off" {...f.register('trackingNumber')} />
      </Field>
    </>
  );
}
