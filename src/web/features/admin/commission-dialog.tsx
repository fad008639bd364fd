// A vendor's commission rate, in percent; the store's default applies to new vendors.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  VendorCommissionSchema,
  type AdminVendor,
  type VendorCommission,
} from '../../../domain/schemas/admin-people';
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

type Output = z.output<typeof VendorCommissionSchema>;

export function CommissionDialog({
  vendor,
  defaultRate,
  pending,
  error,
  onSave,
}: {
  vendor: AdminVendor;
  defaultRate: number | undefined;
  pending: boolean;
  error: Error | null;
  onSave: (rate: number) => Promise<unknown>;
}) {
  const form = useForm<VendorCommission, unknown, Output>({
    resolver: zodResolver(VendorCommissionSchema),
    defaultValues: { commissionRate: vendor.commissionRate },
  });
  const onSubmit = form.handleSubmit(async ({ commissionRate }) => {
    await onSave(commissionRate).catch((err: unknown) =>
      showServerFieldErrors(err, ['commissionRate'], form.setError),
    );
  });
  return (
    <DialogContent width="max-w-md">
      <DialogHeader>
        <DialogTitle>Commission for {vendor.companyName}</DialogTitle>
        <DialogDescription>
          The share of each sale Angle keeps.
          {defaultRate !== undefined
            ? ` The store default for new vendors is ${defaultRate}%.`
            : ''}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Commission rate">
        <FormAlert message={error ? error.message : null} />
        <Field label="Commission rate (%)" error={form.formState.errors.commissionRate?.message}>
          <Input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            max="50"
            {...form.register('commissionRate', {
              setValueAs: (v: unknown) => (v === '' ? Number.NaN : Number(v)),
            })}
          />
        </Field>
        <DialogFormFooter submit={'Save Rate'} pending={pending} />
      </form>
    </DialogContent>
  );
}
