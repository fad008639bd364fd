// Marking a vendor's shipment shipped: the carrier and the tracking number the customer follows.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ShipGroupFormSchema, type ShipGroupForm } from '../../../domain/schemas/admin-orders';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';

export function ShipDialog({
  vendorName,
  pending,
  error,
  onShip,
}: {
  vendorName: string;
  pending: boolean;
  error: Error | null;
  onShip: (details: ShipGroupForm) => Promise<unknown>;
}) {
  const form = useForm<ShipGroupForm>({
    resolver: zodResolver(ShipGroupFormSchema),
    defaultValues: { carrier: '', trackingNumber: '' },
  });
  const onSubmit = form.handleSubmit(async (details) => {
    await onShip(details).catch((err: unknown) =>
      showServerFieldErrors(err, ['carrier', 'trackingNumber'], form.setError),
    );
  });
  const { errors } = form.formState;
  return (
    <DialogContent className="max-w-md">
      <DialogHeader>
        <DialogTitle>Mark {vendorName}’s shipment shipped</DialogTitle>
        <DialogDescription>
          The customer sees the carrier and tracking number on their order.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Shipping details">
        <FormAlert message={error ? error.message : null} />
        <Field label="Carrier" error={errors.carrier?.message}>
          <Input autoComplete="off" placeholder="Delhivery" {...form.register('carrier')} />
        </Field>
        <Field label="Tracking number" error={errors.trackingNumber?.message}>
          <Input autoComplete="off" {...form.register('trackingNumber')} />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" loading={pending}>
            Mark Shipped
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
