// '/admin/search-synonyms' (issue #37): the words shoppers type (often Hindi or regional: sindoor,
// kajal, ubtan) and the catalogue's words for them. Search finds either by the other, and the
// header search suggests them. Every change is audited on the server.
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  SearchSynonymInputSchema,
  type SearchSynonym,
} from '../../../domain/schemas/search-synonyms';
import { columnsCard, ListRows, type ListColumn } from '../../components/back-office/list-rows';
import { ErrorBlock, LoadingBlock } from '../../components/back-office/load-states';
import { FormDialogContent } from '../../components/form-dialog';
import { showServerFieldErrors } from '../../components/form-parts';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ConfirmDialog } from './confirm-dialog';
import { useDeleteSynonym, useSaveSynonym, useSearchSynonyms } from './search-synonyms-api';

/** The dialog's row: a new one, or one being edited. */
type Editing = { row: SearchSynonym | null } | null;

export function AdminSearchSynonymsPage() {
  useDocumentTitle('Search Synonyms', 'Angle Admin');
  const synonyms = useSearchSynonyms();
  const remove = useDeleteSynonym();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<SearchSynonym | null>(null);
  const columns: ListColumn<SearchSynonym>[] = [
    { header: 'Word', cell: (row) => <span className="font-medium text-ink">{row.term}</span> },
    {
      header: 'Also finds',
      cell: (row) => <span className="text-sand-800">{row.synonyms.join(', ')}</span>,
    },
    {
      header: '',
      align: 'right',
      cell: (row) => (
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Edit ${row.term}`}
            onClick={() => setEditing({ row })}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline-danger"
            size="sm"
            aria-label={`Remove ${row.term}`}
            onClick={() => setRemoving(row)}
          >
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        </div>
      ),
    },
  ];
  return (
    <div>
      <PageHeader
        size="compact"
        title="Search Synonyms"
        description="A shopper searching a word also finds its synonyms, and the other way round: sindoor finds vermilion."
        actions={
          <Button onClick={() => setEditing({ row: null })}>
            <Plus aria-hidden="true" />
            Add Synonyms
          </Button>
        }
      />
      <div className="mt-6 max-w-3xl">
        {synonyms.data ? (
          synonyms.data.items.length ? (
            <ListRows
              rows={synonyms.data.items}
              columns={columns}
              rowKey={(row) => row.id}
              rowTestId="synonym-row"
              label="Search synonyms"
              scrollLabel="Search synonyms"
              card={columnsCard(columns)}
            />
          ) : (
            <p className="text-sand-700">No synonyms yet. Add the words your shoppers type.</p>
          )
        ) : synonyms.isPending ? (
          <LoadingBlock label="Loading the synonyms…" rows={6} />
        ) : (
          <ErrorBlock
            title="We could not load the synonyms."
            error={synonyms.error}
            onRetry={() => void synonyms.refetch()}
          />
        )}
      </div>
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        {editing ? (
          <SynonymDialog
            key={editing.row?.id ?? 'new'}
            row={editing.row}
            onSaved={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove “${removing?.term ?? ''}”?`}
        description="Searches for it will no longer find its synonyms’ products, nor the other way round."
        confirmLabel="Remove"
        destructive
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success(`“${removing.term}” removed.`);
              setRemoving(null);
            },
          })
        }
      />
    </div>
  );
}

interface FormValues {
  term: string;
  /** Comma-separated, as typed. */
  synonyms: string;
}

function SynonymDialog({ row, onSaved }: { row: SearchSynonym | null; onSaved: () => void }) {
  const save = useSaveSynonym();
  const form = useForm<FormValues>({
    defaultValues: { term: row?.term ?? '', synonyms: row?.synonyms.join(', ') ?? '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    const parsed = SearchSynonymInputSchema.safeParse({
      term: values.term,
      synonyms: values.synonyms
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'term' ? 'term' : 'synonyms';
        if (!form.getFieldState(field).error) form.setError(field, { message: issue.message });
      }
      return;
    }
    save.mutate(
      { id: row?.id, ...parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(`“${saved.term}” saved.`);
          onSaved();
        },
        onError: (err) => showServerFieldErrors(err, ['term', 'synonyms'], form.setError),
      },
    );
  });
  return (
    <FormDialogContent
      title={row ? `Synonyms of “${row.term}”` : 'Add synonyms'}
      description="Lower-case words; spaces and hyphens are fine. Search uses them at once."
      label="Search synonyms"
      onSubmit={onSubmit}
      submit="Save Synonyms"
      saving={save}
    >
      <Field label="Word shoppers type" description="e.g. sindoor" error={errors.term?.message}>
        <Input autoComplete="off" {...form.register('term')} />
      </Field>
      <Field
        label="Also finds"
        description="Words with the same meaning, separated by commas: vermilion, kumkum"
        error={errors.synonyms?.message}
      >
        <Input autoComplete="off" {...form.register('synonyms')} />
      </Field>
    </FormDialogContent>
  );
}
