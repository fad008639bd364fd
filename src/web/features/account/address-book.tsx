// The customer's saved delivery addresses: list, add, edit, delete (after a confirmation) and
// choose the default, which checkout picks first.
import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Address, AddressInput } from '../../../domain/schemas/address';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { AddressCard } from './address-card';
import { AddressFormDialog } from './address-form-dialog';
import { useAddresses, useCreateAddress, useDeleteAddress, useUpdateAddress } from './api';
import { DeleteAddressDialog } from './delete-address-dialog';

export function AddressBook() {
  const addresses = useAddresses();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  // The address in the form dialog ('new' for a new one) and the one awaiting deletion.
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  const openForm = (target: Address | 'new') => {
    create.reset();
    update.reset();
    setEditing(target);
  };

  async function save(values: AddressInput) {
    if (editing === 'new') {
      await create.mutateAsync({ ...values, line2: values.line2 || undefined });
      toast.success('Address saved.');
    } else if (editing) {
      await update.mutateAsync({ id: editing.id, patch: values });
      toast.success('Address updated.');
    }
    setEditing(null);
  }

  function makeDefault(address: Address) {
    update.mutate(
      { id: address.id, patch: { isDefault: true } },
      {
        onSuccess: () => toast.success(`${address.fullName}'s address is now your default.`),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success('Address deleted.');
      },
    });
  }

  const items = addresses.data ?? [];
  return (
    <div className="grid gap-5">
      {addresses.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <p role="status" className="sr-only">
            Loading your addresses…
          </p>
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      ) : addresses.isError ? (
        <div role="alert" className="rounded-2xl bg-danger-soft p-5 text-sm text-danger">
          <p className="font-medium">We could not load your addresses.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => addresses.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-sand-300 bg-white/60 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-700">
            <MapPin aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 font-display text-lg text-ink">No saved addresses yet</p>
          <p className="mt-1 max-w-xs text-sm text-sand-600">
            Save one now and checkout will be ready with it next time.
          </p>
          <Button className="mt-6" onClick={() => openForm('new')}>
            <Plus aria-hidden="true" />
            Add an Address
          </Button>
        </div>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2">
            {items.map((address) => (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  onEdit={() => openForm(address)}
                  onDelete={() => {
                    remove.reset();
                    setDeleting(address);
                  }}
                  onMakeDefault={() => makeDefault(address)}
                  makingDefault={update.isPending && update.variables?.id === address.id}
                />
              </li>
            ))}
          </ul>
          <Button variant="outline" className="justify-self-start" onClick={() => openForm('new')}>
            <Plus aria-hidden="true" />
            Add a New Address
          </Button>
        </>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        {editing ? (
          <AddressFormDialog
            key={editing === 'new' ? 'new' : editing.id}
            address={editing === 'new' ? undefined : editing}
            isFirst={items.length === 0}
            pending={create.isPending || update.isPending}
            error={create.error ?? update.error}
            onSave={save}
          />
        ) : null}
      </Dialog>
      <DeleteAddressDialog
        address={deleting}
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
