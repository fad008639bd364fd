// A list's rows as a table, and on phones (when the list has a card for them) as cards. Columns
// say how a row fills each cell.
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  type CellLook,
} from '../ui/table';

/** One column: its heading and how a row fills its cell; the cell's padding, colour and vertical
 * alignment go in CellLook's fields, not in className. */
export interface ListColumn<T> extends CellLook {
  header: ReactNode;
  /** Right-aligns the heading and the cells (figures, actions). */
  align?: 'right';
  /** Classes of the column's cells (widths, wrapping, hiding on narrower screens). */
  className?: string;
  /** Classes of the heading, when it differs from the cells'. */
  headClassName?: string;
  cell: (row: T) => ReactNode;
}

export interface RowsProps<T> {
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string;
  rowTestId?: string;
  /** A phone's view of a row; without it phones scroll the table sideways. */
  card?: (row: T) => ReactNode;
  /** The cards' list name, e.g. "Orders". */
  label: string;
  /** The table's name when it scrolls sideways (keyboard users focus it to scroll). */
  scrollLabel?: string;
}

const alignOf = <T,>(c: ListColumn<T>) => (c.align === 'right' ? 'text-right' : undefined);

export function Head<T>({ columns }: { columns: readonly ListColumn<T>[] }) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((c, i) => (
          <TableHead key={i} className={cn(alignOf(c), c.headClassName)}>
            {c.header}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

export function BodyRows<T>({ rows, columns, rowKey, rowTestId }: Omit<RowsProps<T>, 'label'>) {
  return rows.map((row) => (
    <TableRow key={rowKey(row)} data-testid={rowTestId}>
      {columns.map((c, i) => (
        <TableCell
          key={i}
          padY={c.padY}
          tone={c.tone}
          cellAlign={c.cellAlign}
          className={cn(alignOf(c), c.className)}
        >
          {c.cell(row)}
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** Rows as a table from 768 px and as cards on phones (or always a table without `card`). */
export function ListRows<T>({ card, label, scrollLabel, ...rows }: RowsProps<T>) {
  const table = (
    <Table scrollLabel={scrollLabel}>
      <Head columns={rows.columns} />
      <TableBody>
        <BodyRows {...rows} />
      </TableBody>
    </Table>
  );
  if (!card) return table;
  return (
    <>
      <div className="hidden md:block">{table}</div>
      <ul className="grid gap-3 md:hidden" aria-label={label}>
        {rows.rows.map((row) => (
          <li key={rows.rowKey(row)} className="rounded-xl border border-sand-200 bg-white p-3">
            {card(row)}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A phone's card made from the table's own columns (issue #25: admin tables on a phone): the
 * first column heads the card, each other column is a labelled line. Lists whose rows need a
 * card of their own pass `card`; the rest get this one from ListPage.
 */
export function columnsCard<T>(columns: readonly ListColumn<T>[]) {
  const [head, ...rest] = columns;
  return function ColumnsCard(row: T) {
    return (
      <div className="grid gap-2 text-sm">
        {head ? <div className="min-w-0 font-medium">{head.cell(row)}</div> : null}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 border-t border-sand-100 pt-2">
          {rest.map((c, i) =>
            typeof c.header === 'string' && c.header ? (
              <div key={i} className="contents">
                <dt className="text-sand-600">{c.header}</dt>
                <dd className="min-w-0 text-right break-words">{c.cell(row)}</dd>
              </div>
            ) : (
              <dd key={i} className="col-span-2 min-w-0">
                {c.cell(row)}
              </dd>
            ),
          )}
        </dl>
      </div>
    );
  };
}
