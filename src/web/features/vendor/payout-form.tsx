// Where Angle pays the vendor. Once saved, only the last four digits of the account come back
// from the server; replacing the account means typing it in full (twice) again.
import { zodResolver } from '@hookform/resolvers/zod';
import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { PayoutUpdateSchema, type VendorProfile } from '../../../domain/schemas/vendor-settings';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { useSetPayout } from './settings-api';

const FormSchema = PayoutUpdateSchema.extend({ confirmAccountNumber: z.string() }).superRefine(
  (v, ctx) => {
    if (v.confirmAccountNumber.replace(/\s/g, '') !== v.accountNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmAccountNumber'],
        message: 'The account numbers do not match.',
      });
    }
  },
);
type FormInput = z.input<typeof FormSchema>;
type FormOutput = z.output<typeof FormSchema>;
const FIELDS = ['accountName', 'accountNumber', 'ifsc', 'bankName'] as const;
const BLANK: FormInput = {
  accountName: '',
  accountNumber: '',
  confirmAccountNumber: '',
  ifsc: '',
  bankName: '',
};

export function PayoutForm({ payout }: { payout: VendorProfile['payout'] }) {
  const [editing, setEditing] = useState(payout === null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(FormSchema),
    defaultValues: BLANK,
  });
  const { errors } = form.formState;
  const save = useSetPayout();

  const onSubmit = form.handleSubmit(({ confirmAccountNumber: _confirm, bankName, ...rest }) =>
    save.mutate(
      { ...rest, ...(bankName ? { bankName } : {}) },
      {
        onSuccess: () => {
          form.reset(BLANK);
          setEditing(false);
          toast.success('Payout account saved.');
        },
        onError: (error) => showServerFieldErrors(error, FIELDS, form.setError),
      },
    ),
  );

  return (
    <Card>
      <CardContent className="grid gap-5">
        {payout ? (
          <div className="flex flex-wrap items-center gap-4">
            <span className="flex size-11 items-center justify-center rounded-full bg-rose-50 text-rose-700">
              <Landmark aria-hidden="true" className="size-5" />
            </span>
            <dl className="grid flex-1 gap-0.5 text-sm">
              <dt className="sr-only">Account</dt>
              <dd className="font-medium text-ink">
                {payout.bankName ? `${payout.bankName}, ` : ''}account {payout.accountNumberMasked}
              </dd>
              <dt className="sr-only">Holder and IFSC</dt>
              <dd className="text-sand-700">
                {payout.accountName} · IFSC {payout.ifsc}
              </dd>
            </dl>
            {editing ? null : (
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                Change Account
              </Button>
            )}
          </div>
        ) : null}
        {editing ? (
          <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Payout account">
            <FormAlert message={save.isError ? save.error.message : null} />
            <div className="grid items-start gap-5 sm:grid-cols-2">
              <Field label="Account holder’s name" error={errors.accountName?.message}>
                <Input autoComplete="off" {...form.register('accountName')} />
              </Field>
              <Field label="Bank name (optional)" error={errors.bankName?.message}>
                <Input autoComplete="off" {...form.register('bankName')} />
              </Field>
              <Field label="Account number" error={errors.accountNumber?.message}>
                <Input inputMode="numeric" autoComplete="off" {...form.register('accountNumber')} />
              </Field>
              <Field label="Account number, again" error={errors.confirmAccountNumber?.message}>
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  {...form.register('confirmAccountNumber')}
                />
              </Field>
              <Field
                label="IFSC"
                description="11 characters, on your cheque book."
                error={errors.ifsc?.message}
              >
                <Input
                  autoCapitalize="characters"
                  maxLength={11}
                  className="uppercase"
                  {...form.register('ifsc')}
                />
              </Field>
            </div>
            <div className="flex gap-3">
              <Button type="submit" loading={save.isPending}>
                Save Account
              </Button>
              {payout ? (
                <Button variant="ghost" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              ) : null}
            </div>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
