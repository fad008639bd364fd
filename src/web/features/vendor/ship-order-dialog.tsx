// Shipping needs the carrier and the tracking number the customer will follow.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ShipDetailsSchema } from '../../../domain/schemas/vendor-orders';
import { ShipmentFields } from '../../components/back-office/shipment-fields';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { useMoveOrder } from './orders-api';

export function ShipOrderDialog({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const move = useMoveOrder(orderId);
  const form = useForm({
    resolver: zodResolver(ShipDetailsSchema),
    defaultValues: { carrier: '', trackingNumber: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    move.mutate(
      { to: 'shipped', ...values },
      {
        onSuccess: (order) => {
          toast.success(`Shipped with ${order.carrier}, tracking ${order.trackingNumber}.`);
          onDone();
        },
        onError: (error) =>
          showServerFieldErrors(error, ['carrier', 'trackingNumber'], form.setError),
      },
    ),
  );
  return (
    <DialogContent width="max-w-md">
      <DialogHeader>
        <DialogTitle>Ship this order</DialogTitle>
        <DialogDescription>
          The customer sees the carrier and tracking number on their order at once.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormAlert message={move.isError ? move.error.message : null} />
        <ShipmentFields form={form} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Not Yet
          </Button>
          <Button type="submit" loading={move.isPending}>
            Mark Shipped
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
