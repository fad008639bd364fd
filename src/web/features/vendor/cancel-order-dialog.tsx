// Cancelling is final: the stock goes back and the customer reads the reason on their order.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CancelReasonSchema } from '../../../domain/schemas/vendor-orders';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { Button } from '../../components/ui/button';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useMoveOrder } from './orders-api';

export function CancelOrderDialog({
  orderId,
  number,
  onDone,
}: {
  orderId: string;
  number: string;
  onDone: () => void;
}) {
  const move = useMoveOrder(orderId);
  const form = useForm({
    resolver: zodResolver(CancelReasonSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    move.mutate(
      { to: 'cancelled', ...values },
      {
        onSuccess: () => {
          toast.success(`Order ${number} cancelled. The stock is back on your shelf.`);
          onDone();
        },
        onError: (error) => showServerFieldErrors(error, ['reason'], form.setError),
      },
    ),
  );
  return (
    <DialogContent role="alertdialog" width="max-w-md">
      <DialogHeader>
        <DialogTitle>Cancel your part of {number}?</DialogTitle>
        <DialogDescription>
          This cannot be undone. Your items go back into stock, and the customer sees the reason you
          give on their order.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormAlert message={move.isError ? move.error.message : null} />
        <Field label="Reason for the customer" error={form.formState.errors.reason?.message}>
          <Textarea rows={3} maxLength={300} {...form.register('reason')} />
        </Field>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Keep Order
          </Button>
          <Button type="submit" loading={move.isPending} variant="danger">
            Cancel Order
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
