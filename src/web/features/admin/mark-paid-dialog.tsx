// Marking a payout paid: the bank's transfer reference (UTR), checked as the server checks it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  MarkPayoutPaidSchema,
  type MarkPayoutPaid,
  type Payout,
} from '../../../domain/schemas/payouts';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { formatINR, formatPeriodDays } from '../../lib/format';

type Output = z.output<typeof MarkPayoutPaidSchema>;

export function MarkPaidDialog({
  payout,
  pending,
  error,
  onSave,
}: {
  payout: Payout;
  pending: boolean;
  error: Error | null;
  onSave: (utr: string) => Promise<unknown>;
}) {
  const form = useForm<MarkPayoutPaid, unknown, Output>({
    resolver: zodResolver(MarkPayoutPaidSchema),
    defaultValues: { utr: '' },
  });
  const onSubmit = form.handleSubmit(async ({ utr }) => {
    await onSave(utr).catch((err: unknown) => showServerFieldErrors(err, ['utr'], form.setError));
  });
  return (
    <DialogContent width="max-w-md">
      <DialogHeader>
        <DialogTitle>Mark paid: {payout.vendorName}</DialogTitle>
        <DialogDescription>
          {formatINR(payout.amount)} for {formatPeriodDays(payout)}. Enter the reference the bank
          gave the transfer.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Payout paid">
        <FormAlert message={error ? error.message : null} />
        <Field label="UTR" error={form.formState.errors.utr?.message}>
          <Input autoComplete="off" spellCheck={false} {...form.register('utr')} />
        </Field>
        <DialogFormFooter submit={'Mark Paid'} pending={pending} />
      </form>
    </DialogContent>
  );
}
