// The dialog that sets one category's or subcategory's HSN code and GST rate (issue #21).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CATEGORY_LABELS, subcategoryLabel } from '../../../domain/catalog';
import {
  GST_RATES,
  HsnCodeUpdateSchema,
  type HsnCodeList,
  type HsnCodeUpdate,
} from '../../../domain/schemas/tax-invoices';
import { FormDialogContent } from '../../components/form-dialog';
import { showServerFieldErrors } from '../../components/form-parts';
import { Field } from '../../components/ui/field';
import { Input, inputClasses } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useSaveHsnCode } from './hsn-api';

export type HsnRow = HsnCodeList['codes'][number];

export const nameOf = (row: HsnRow) =>
  row.subcategory
    ? `${CATEGORY_LABELS[row.category]} › ${subcategoryLabel(row.subcategory)}`
    : CATEGORY_LABELS[row.category];

type Output = z.output<typeof HsnCodeUpdateSchema>;

export function HsnDialog({ row, onSaved }: { row: HsnRow; onSaved: () => void }) {
  const save = useSaveHsnCode();
  const form = useForm<HsnCodeUpdate, unknown, Output>({
    resolver: zodResolver(HsnCodeUpdateSchema),
    defaultValues: {
      category: row.category,
      subcategory: row.subcategory,
      hsnCode: row.hsnCode,
      rate: row.rate,
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(`${nameOf(row)}: HSN ${values.hsnCode} at ${values.rate}% saved.`);
        onSaved();
      },
      onError: (err) => showServerFieldErrors(err, ['hsnCode', 'rate'], form.setError),
    }),
  );
  return (
    <FormDialogContent
      title={<>HSN code for {nameOf(row)}</>}
      description="Invoices issued from now on use them; those already issued keep theirs."
      label="HSN code and rate"
      onSubmit={onSubmit}
      submit="Save Code"
      saving={save}
    >
      <Field label="HSN code" description="4, 6 or 8 digits." error={errors.hsnCode?.message}>
        <Input inputMode="numeric" maxLength={8} {...form.register('hsnCode')} />
      </Field>
      <Field label="GST rate" error={errors.rate?.message}>
        <select
          className={inputClasses}
          {...form.register('rate', { setValueAs: (v: unknown) => Number(v) })}
        >
          {GST_RATES.map((r) => (
            <option key={r} value={r}>
              {r}%
            </option>
          ))}
        </select>
      </Field>
    </FormDialogContent>
  );
}
