// Marking a vendor's shipment shipped: the carrier and the tracking number the customer follows.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ShipGroupFormSchema, type ShipGroupForm } from '../../../domain/schemas/admin-orders';
import { ShipmentFields } from '../../components/back-office/shipment-fields';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';

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
  return (
    <DialogContent width="max-w-md">
      <DialogHeader>
        <DialogTitle>Mark {vendorName}’s shipment shipped</DialogTitle>
        <DialogDescription>
          The customer sees the carrier and tracking number on their order.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Shipping details">
        <FormAlert message={error ? error.message : null} />
        <ShipmentFields form={form} />
        <DialogFormFooter submit={'Mark Shipped'} pending={pending} />
      </form>
    </DialogContent>
  );
}
