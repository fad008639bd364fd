// Pieces every admin list shares: the search box, filter selects, the table with its loading,
// error and empty states, and the footer with the count and pages.
import { Search } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { pageCountOf, Pagination } from '../../components/ui/pagination';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { cn } from '../../lib/cn';

/** Searches as the admin types (after a short pause), and at once on Enter. */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  const id = useId();
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <form
      role="search"
      className="relative w-full min-w-0 sm:w-auto sm:max-w-xs sm:flex-1"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-sand-600"
      />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        className="h-10 pl-9"
      />
    </form>
  );
}

const ALL = 'all';

/** A labelled filter; "All" clears it. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel = 'All',
}: {
  label: string;
  value: string;
  onChange: (value: string | null) => void;
  options: readonly { value: string; label: string }[];
  allLabel?: string;
}) {
  return (
    <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? null : v)}>
      <SelectTrigger aria-label={label} className="h-10 w-auto min-w-36 flex-1 sm:flex-none">
        <span className="text-sand-600">{label}:</span>
        <SelectValue />
      </SelectTrigger>
      <SelectContent className="max-h-80">
        <SelectItem value={ALL}>{allLabel}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="mt-6 mb-4 flex flex-wrap items-center gap-2">{children}</div>;
}

/** The table body while loading, after an error, or when nothing matches. */
export function TableStatus({
  columns,
  query,
  empty,
  what,
}: {
  columns: number;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: ReactNode;
  what: string;
}) {
  if (query.isPending) {
    return (
      <>
        {[0, 1, 2, 3, 4].map((i) => (
          <TableRow key={i}>
            <TableCell colSpan={columns}>
              {i === 0 ? (
                <span role="status" className="sr-only">
                  Loading {what}…
                </span>
              ) : null}
              <Skeleton className="h-6" />
            </TableCell>
          </TableRow>
        ))}
      </>
    );
  }
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={columns} className="py-12 text-center">
        {query.isError ? (
          <div role="alert" className="grid justify-items-center gap-3 text-danger">
            <p className="font-medium">We could not load the {what}.</p>
            <Button variant="outline" size="sm" onClick={() => query.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="text-sand-600">{empty}</div>
        )}
      </TableCell>
    </TableRow>
  );
}

export function ListFooter({
  page,
  limit,
  total,
  shown,
  onPage,
  noun,
}: {
  page: number;
  limit: number;
  total: number;
  shown: number;
  onPage: (page: number) => void;
  noun: string;
}) {
  const from = (page - 1) * limit + 1;
  if (total === 0) return null;
  return (
    <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-sand-600" aria-live="polite">
        Showing {from}–{from + shown - 1} of {total.toLocaleString('en-IN')} {noun}
      </p>
      <Pagination
        page={page}
        pageCount={pageCountOf(total, limit)}
        onPageChange={onPage}
        label={`${noun} pages`}
      />
    </div>
  );
}

/** One column of a ListTable: its heading and how a row fills its cell. */
export interface ListColumn<T> {
  header: ReactNode;
  /** Right-aligns the heading and the cells (figures, actions). */
  align?: 'right';
  /** Classes of the column's cells (widths, wrapping). */
  className?: string;
  cell: (row: T) => ReactNode;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A page of an admin list as a table, with its states and, once loaded, the count and pages. */
export function ListTable<T>({
  list,
  columns,
  rowKey,
  rowTestId,
  what,
  empty,
  page,
  limit,
  onPage,
  scrollLabel,
  note,
}: {
  list: {
    data?: { items: T[]; total: number };
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  columns: readonly ListColumn<T>[];
  rowKey: (row: T) => string;
  rowTestId?: string;
  /** The plural noun: "We could not load the {what}", "Showing 1–20 of 45 {what}". */
  what: string;
  empty: ReactNode;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  /** The scrolling table's name for keyboard and screen reader users (default: `what`). While
   * the list loads or is empty it holds nothing focusable, so the region itself takes focus. */
  scrollLabel?: string;
  /** A line under the table explaining its figures. */
  note?: ReactNode;
}) {
  const items = list.data?.items ?? [];
  const right = (c: ListColumn<T>) => (c.align === 'right' ? 'text-right' : undefined);
  return (
    <>
      <Table scrollLabel={scrollLabel ?? capitalise(what)} aria-busy={list.isFetching || undefined}>
        <TableHeader>
          <TableRow>
            {columns.map((c, i) => (
              <TableHead key={i} className={right(c)}>
                {c.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.length === 0 ? (
            <TableStatus columns={columns.length} query={list} what={what} empty={empty} />
          ) : (
            items.map((row) => (
              <TableRow key={rowKey(row)} data-testid={rowTestId}>
                {columns.map((c, i) => (
                  <TableCell key={i} className={cn(right(c), c.className)}>
                    {c.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {note ? <p className="mt-2 text-xs text-sand-600">{note}</p> : null}
      {list.data ? (
        <ListFooter
          page={page}
          limit={limit}
          total={list.data.total}
          shown={items.length}
          onPage={onPage}
          noun={what}
        />
      ) : null}
    </>
  );
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

/** Dates are UTC in the API and shown in India's time (STYLE). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
