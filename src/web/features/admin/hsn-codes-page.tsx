// '/admin/hsn-codes': the HSN code and GST rate each category and subcategory gives its products'
// tax invoices (issue #21). A vendor may give one product a code of its own; the rest take these.
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { columnsCard, ListRows, type ListColumn } from '../../components/back-office/list-rows';
import { ErrorBlock, LoadingBlock } from '../../components/back-office/load-states';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHsnCodes } from './hsn-api';
import { HsnDialog, nameOf, type HsnRow } from './hsn-dialog';

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
