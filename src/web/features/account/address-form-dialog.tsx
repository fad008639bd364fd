// Adding or editing a saved address: the shared schema checks the Indian fields (10-digit
// mobile, 6-digit PIN code, a state or union territory) before anything is sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  AddressInputSchema,
  type Address,
  type AddressInput,
} from '../../../domain/schemas/address';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { Checkbox } from '../../components/ui/checkbox';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { ADDRESS_FIELDS, AddressFields } from './address-fields';

type AddressOutput = z.output<typeof AddressInputSchema>;

function initialValues(address?: Address): DefaultValues<AddressInput> {
  if (!address) return { fullName: '', phone: '', line1: '', line2: '', city: '', pincode: '' };
  const { fullName, phone, line1, line2, city, state, pincode, isDefault } = address;
  return { fullName, phone, line1, line2: line2 ?? '', city, state, pincode, isDefault };
}

interface AddressFormDialogProps {
  /** The address being edited; none to add a new one. */
  address?: Address;
  /** Whether this will be the first address (it becomes the default anyway). */
  isFirst: boolean;
  pending: boolean;
  error: unknown;
  onSave: (values: AddressInput) => Promise<unknown>;
}

/** The dialog's content; the page owns the Dialog and its open state. */
export function AddressFormDialog({
  address,
  isFirst,
  pending,
  error,
  onSave,
}: AddressFormDialogProps) {
  const form = useForm<AddressInput, unknown, AddressOutput>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: initialValues(address),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await onSave(values).catch((err: unknown) =>
      showServerFieldErrors(err, ADDRESS_FIELDS, form.setError),
    );
  });

  const alreadyDefault = address?.isDefault === true;
  return (
    <DialogContent width="max-w-2xl" className="sm:p-8">
      <DialogHeader>
        <DialogTitle>{address ? 'Edit address' : 'Add a delivery address'}</DialogTitle>
        <DialogDescription>
          We deliver across India. Couriers call this number if they cannot find you.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Delivery address">
        <FormAlert message={error instanceof Error ? error.message : null} />
        <AddressFields form={form} />
        {alreadyDefault || isFirst ? (
          <p className="text-sm text-sand-600">
            {alreadyDefault
              ? 'This is your default address.'
              : 'Your first address becomes your default.'}
          </p>
        ) : (
          <Controller
            control={form.control}
            name="isDefault"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Checkbox
                  id="address-default"
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
                <Label htmlFor="address-default" weight="normal">
                  Make this my default address
                </Label>
              </div>
            )}
          />
        )}
        <DialogFormFooter
          submit={address ? 'Save Changes' : 'Save Address'}
          pending={pending}
          spaced="mt-2"
        />
      </form>
    </DialogContent>
  );
}
