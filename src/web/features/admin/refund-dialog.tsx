// Recording money paid back by hand (cash, bank transfer) for the cancelled part of a paid order.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RecordRefundSchema, type RecordRefund } from '../../../domain/schemas/admin-orders';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { formatINR } from '../../lib/format';

type Output = z.output<typeof RecordRefundSchema>;

export function RefundDialog({
  orderNumber,
  suggestedAmount,
  maxAmount,
  pending,
  error,
  onRefund,
}: {
  orderNumber: string;
  suggestedAmount: number;
  maxAmount: number;
  pending: boolean;
  error: Error | null;
  onRefund: (refund: Output) => Promise<unknown>;
}) {
  const form = useForm<RecordRefund, unknown, Output>({
    resolver: zodResolver(RecordRefundSchema),
    defaultValues: { amount: suggestedAmount, reason: '' },
  });
  const onSubmit = form.handleSubmit(async (refund) => {
    if (refund.amount > maxAmount) {
      form.setError('amount', { message: `Enter at most ${formatINR(maxAmount)}.` });
      return;
    }
    await onRefund(refund).catch((err: unknown) =>
      showServerFieldErrors(err, ['amount', 'reason'], form.setError),
    );
  });
  const { errors } = form.formState;
  return (
    <DialogContent role="alertdialog" width="max-w-md">
      <DialogHeader>
        <DialogTitle>Record a refund for {orderNumber}</DialogTitle>
        <DialogDescription>
          Record money you have paid back to the customer outside Angle. The order’s payment becomes
          “Refunded”; this cannot be undone.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Refund">
        <FormAlert message={error ? error.message : null} />
        <Field
          label="Amount refunded (₹)"
          description={`The cancelled part comes to ${formatINR(suggestedAmount)}; at most ${formatINR(maxAmount)}.`}
          error={errors.amount?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="1"
            max={maxAmount}
            {...form.register('amount', {
              setValueAs: (v: unknown) => (v === '' ? Number.NaN : Number(v)),
            })}
          />
        </Field>
        <Field label="How it was paid back, and why" error={errors.reason?.message}>
          <Textarea maxLength={300} minHeight="min-h-20" {...form.register('reason')} />
        </Field>
        <DialogFormFooter submit={'Record Refund'} pending={pending} />
      </form>
    </DialogContent>
  );
}
