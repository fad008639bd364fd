// '/admin/hsn-codes': the HSN code and GST rate each category and subcategory gives its products'
// tax invoices (issue #21). A vendor may give one product a code of its own; the rest take these.
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CATEGORY_LABELS, subcategoryLabel } from '../../../domain/catalog';
import {
  GST_RATES,
  HsnCodeUpdateSchema,
  type HsnCodeList,
  type HsnCodeUpdate,
} from '../../../domain/schemas/tax-invoices';
import { columnsCard, ListRows, type ListColumn } from '../../components/back-office/list-rows';
import { ErrorBlock, LoadingBlock } from '../../components/back-office/load-states';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormAlert, showServerFieldErrors } from '../../components/form-parts';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, inputClasses } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHsnCodes, useSaveHsnCode } from './hsn-api';

type HsnRow = HsnCodeList['codes'][number];

const nameOf = (row: HsnRow) =>
  row.subcategory
    ? `${CATEGORY_LABELS[row.category]} › ${subcategoryLabel(row.subcategory)}`
    : CATEGORY_LABELS[row.category];

export function AdminHsnCodesPage() {
  useDocumentTitle('HSN Codes and GST', 'Angle Admin');
  const codes = useHsnCodes();
  const [editing, setEditing] = useState<HsnRow | null>(null);
  const columns: ListColumn<HsnRow>[] = [
    {
      header: 'Category',
      cell: (row) => (
        <span className={row.subcategory ? 'pl-4 text-sand-800' : 'font-medium text-ink'}>
          {nameOf(row)}
        </span>
      ),
    },
    { header: 'HSN code', cell: (row) => <span className="tabular-nums">{row.hsnCode}</span> },
    {
      header: 'GST rate',
      align: 'right',
      cell: (row) => <span className="tabular-nums">{row.rate}%</span>,
    },
    {
      header: '',
      align: 'right',
      cell: (row) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Edit ${nameOf(row)}`}
          onClick={() => setEditing(row)}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      ),
    },
  ];
  return (
    <div>
      <PageHeader
        size="compact"
        title="HSN Codes and GST"
        description="Each product’s tax invoice prints its subcategory’s code and rate, else its category’s, unless its vendor gave it its own."
      />
      <div className="mt-6 max-w-3xl">
        {codes.data ? (
          <ListRows
            rows={codes.data.codes}
            columns={columns}
            rowKey={(row) => `${row.category}/${row.subcategory}`}
            rowTestId="hsn-row"
            label="HSN codes"
            scrollLabel="HSN codes"
            card={columnsCard(columns)}
          />
        ) : codes.isPending ? (
          <LoadingBlock label="Loading the HSN codes…" rows={6} />
        ) : (
          <ErrorBlock
            title="We could not load the HSN codes."
            error={codes.error}
            onRetry={() => void codes.refetch()}
          />
        )}
      </div>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        {editing ? (
          <HsnDialog
            key={`${editing.category}/${editing.subcategory}`}
            row={editing}
            onSaved={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

type Output = z.output<typeof HsnCodeUpdateSchema>;

function HsnDialog({ row, onSaved }: { row: HsnRow; onSaved: () => void }) {
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
    <DialogContent width="max-w-md">
      <DialogHeader>
        <DialogTitle>HSN code for {nameOf(row)}</DialogTitle>
        <DialogDescription>
          Invoices issued from now on use them; those already issued keep theirs.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="HSN code and rate">
        <FormAlert message={save.error ? save.error.message : null} />
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
        <DialogFormFooter submit="Save Code" pending={save.isPending} />
      </form>
    </DialogContent>
  );
}
