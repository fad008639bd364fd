// A list's rows as a table, and on phones (when the list has a card for them) as cards. Columns
// say how a row fills each cell.
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';

/** One column: its heading and how a row fills its cell. */
export interface ListColumn<T> {
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
        <TableCell key={i} className={cn(alignOf(c), c.className)}>
          {c.cell(row)}
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** Rows as a table from 768 px and as cards on phones (or always a table without `card`). */
export function ListRows<T>({ card, label, ...rows }: RowsProps<T>) {
  const table = (
    <Table>
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
