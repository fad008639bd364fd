// Where Angle pays the vendor. Once saved, only the last four digits of the account come back
// from the server; replacing the account means typing it in full (twice) again.
import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { PayoutUpdateSchema, type VendorProfile } from '../../../domain/schemas/vendor-settings';
import {
  FieldRow,
  FormField,
  SaveBar,
  SettingsForm,
} from '../../components/settings-form/settings-form';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
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
const BLANK: z.input<typeof FormSchema> = {
  accountName: '',
  accountNumber: '',
  confirmAccountNumber: '',
  ifsc: '',
  bankName: '',
};

export function PayoutForm({ payout }: { payout: VendorProfile['payout'] }) {
  const [editing, setEditing] = useState(payout === null);

  const save = useSetPayout();
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
          <SettingsForm
            label="Payout account"
            schema={FormSchema}
            defaultValues={BLANK}
            save={save}
            body={({ confirmAccountNumber: _confirm, bankName, ...rest }) => ({
              ...rest,
              ...(bankName ? { bankName } : {}),
            })}
            onSaved={() => setEditing(false)}
            success="Payout account saved."
          >
            <FieldRow>
              <FormField name="accountName" label="Account holder’s name">
                <Input autoComplete="off" />
              </FormField>
              <FormField name="bankName" label="Bank name (optional)">
                <Input autoComplete="off" />
              </FormField>
              <FormField name="accountNumber" label="Account number">
                <Input inputMode="numeric" autoComplete="off" />
              </FormField>
              <FormField name="confirmAccountNumber" label="Account number, again">
                <Input inputMode="numeric" autoComplete="off" />
              </FormField>
              <FormField name="ifsc" label="IFSC" hint="11 characters, on your cheque book.">
                <Input autoCapitalize="characters" maxLength={11} className="uppercase" />
              </FormField>
            </FieldRow>
            <SaveBar label="Save Account">
              {payout ? (
                <Button variant="ghost" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              ) : null}
            </SaveBar>
          </SettingsForm>
        ) : null}
      </CardContent>
    </Card>
  );
}
