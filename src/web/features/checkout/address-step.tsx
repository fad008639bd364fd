// Where the order goes: one of the customer's saved addresses, or a new one (saved to the
// address book when they ask).
import type { Address } from '../../../domain/schemas/address';
import { FormAlert } from '../../components/form-parts';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { formatIndianMobile } from '../account/address-card';
import { AddressFields, type AddressForm } from '../account/address-fields';

export const NEW_ADDRESS = 'new';

interface AddressStepProps {
  addresses: Address[] | undefined;
  loadError: Error | null;
  choice: string;
  onChoice: (choice: string) => void;
  form: AddressForm;
  saveAddress: boolean;
  onSaveAddress: (save: boolean) => void;
}

const optionClasses = (checked: boolean) =>
  cn(
    'grid cursor-pointer grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-0.5 rounded-2xl border bg-white p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-600',
    checked ? 'border-rose-400 shadow-soft' : 'border-sand-200 hover:border-sand-400',
  );

export function AddressStep({
  addresses,
  loadError,
  choice,
  onChoice,
  form,
  saveAddress,
  onSaveAddress,
}: AddressStepProps) {
  if (!addresses && !loadError) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading your addresses…</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Delivery address</legend>
      {loadError ? (
        <FormAlert message={`We could not load your saved addresses. ${loadError.message}`} />
      ) : null}
      {addresses?.map((address) => (
        <label key={address.id} className={optionClasses(choice === address.id)}>
          <input
            type="radio"
            name="delivery-address"
            value={address.id}
            checked={choice === address.id}
            onChange={() => onChoice(address.id)}
            className="mt-1 size-4 accent-rose-700"
          />
          <span className="font-medium text-ink">
            {address.fullName}
            {address.isDefault ? <span className="ml-2 text-xs text-rose-700">Default</span> : null}
          </span>
          <span className="col-start-2 text-sm text-sand-700">
            {address.line1}
            {address.line2 ? `, ${address.line2}` : ''}, {address.city}, {address.state}{' '}
            {address.pincode}
          </span>
          <span className="col-start-2 text-sm text-sand-700">
            {formatIndianMobile(address.phone)}
          </span>
        </label>
      ))}
      <label className={optionClasses(choice === NEW_ADDRESS)}>
        <input
          type="radio"
          name="delivery-address"
          value={NEW_ADDRESS}
          checked={choice === NEW_ADDRESS}
          onChange={() => onChoice(NEW_ADDRESS)}
          className="mt-1 size-4 accent-rose-700"
        />
        <span className="text-sm font-medium text-ink">
          {addresses?.length ? 'Deliver to a new address' : 'Enter a delivery address'}
        </span>
      </label>
      {choice === NEW_ADDRESS ? (
        <div className="grid gap-4 rounded-2xl border border-sand-200 bg-white p-4 sm:p-6">
          <AddressFields form={form} />
          <div className="flex items-center gap-3">
            <Checkbox
              id="save-address"
              checked={saveAddress}
              onCheckedChange={(checked) => onSaveAddress(checked === true)}
            />
            <Label htmlFor="save-address" weight="normal">
              Save this address to my account
            </Label>
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
