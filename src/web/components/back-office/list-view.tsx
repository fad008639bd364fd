// A back-office list with its states and pages. Without `card` the list is a dense table that scrolls sideways on phones, its loading,
// error and empty states inside the table and "Showing 1–20 of 45" under it. With `card`, phones
// get a list of cards instead (the table shows from 768 px), so the states are blocks of their
// own and the count stands above the rows.
import { useEffect, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { Button } from '../ui/button';
import { pageCountOf, Pagination } from '../ui/pagination';
import { Skeleton } from '../ui/skeleton';
import { Table, TableBody, TableCell, TableRow } from '../ui/table';
import { BodyRows, Head, ListRows, type RowsProps } from './list-rows';
import { ErrorBlock, LoadingBlock } from './load-states';

/** What the list needs of its TanStack query. */
export interface ListQuery<T> {
  data?: { items: T[]; total: number };
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface ListViewProps<T> extends Omit<RowsProps<T>, 'rows' | 'label'> {
  query: ListQuery<T>;
  /** The page on screen and how to change it, and how to leave out of the URL what the API
   * refused (useListParams). */
  params: {
    page: number;
    pageSize: number;
    setPage: (page: number) => void;
    inUrl?: (keys: readonly string[]) => string[];
    drop?: (keys: readonly string[]) => void;
  };
  /** One row's noun, e.g. "order": "Loading orders…", "Showing 1–20 of 45 orders". */
  noun: string;
  /** The noun's plural when it is not the noun with an s ("ledger entries"). */
  plural?: string;
  /** The rows are the signed-in vendor's own: "Loading your orders…". */
  yours?: boolean;
  /** Shown instead of the rows when there are none. */
  empty: ReactNode;
  /** The table's name for keyboard and screen reader users (default: the plural noun). While
   * the list loads or is empty it holds nothing focusable, so the region itself takes focus. */
  scrollLabel?: string;
  /** A line under the table explaining its figures. */
  note?: ReactNode;
}

/** The URL keys a 400 answer named as refused query values (its field errors' first parts). */
function refusedKeys(error: Error | null): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const keys = error.fieldErrors
    .filter((e) => e.location === 'querystring')
    .map((e) => e.path.split('.')[0]!);
  return [...new Set(keys)].filter(Boolean);
}

/** A page of a list with its loading, error and empty states and its pages. */
export function ListView<T>({ noun, plural = `${noun}s`, yours, ...rest }: ListViewProps<T>) {
  // A value the API refused that the URL holds (an old or hand-edited link: `status=bogus`,
  // `page=-1`) is left out of the URL, and the list loads without it instead of failing again
  // on every Try again.
  const { drop, inUrl } = rest.params;
  const refused = (drop && inUrl?.(refusedKeys(rest.query.error))) || [];
  const dropping = refused.join(',');
  useEffect(() => {
    if (dropping) drop?.(dropping.split(','));
  }, [dropping, drop]);
  const props = dropping
    ? { ...rest, query: { ...rest.query, isPending: true, isError: false, data: undefined } }
    : rest;
  const whose = yours ? 'your ' : '';
  const texts = {
    noun,
    plural,
    loading: `Loading ${whose}${plural}…`,
    failed: `We could not load ${whose || 'the '}${plural}.`,
  };
  return props.card ? (
    <CardsView {...props} texts={texts} />
  ) : (
    <TableView {...props} texts={texts} />
  );
}

interface Texts {
  noun: string;
  plural: string;
  loading: string;
  failed: string;
}
type ViewProps<T> = Omit<ListViewProps<T>, 'noun' | 'plural' | 'yours'> & { texts: Texts };

function CardsView<T>({
  query: list,
  params,
  texts,
  empty,
  note,
  scrollLabel,
  ...rows
}: ViewProps<T>) {
  if (list.isPending) return <LoadingBlock label={texts.loading} rows={6} />;
  if (list.isError) {
    return <ErrorBlock title={texts.failed} error={list.error} onRetry={() => list.refetch()} />;
  }
  if (!list.data) return null;
  if (list.data.items.length === 0) return empty;
  return (
    <div className="grid gap-4">
      <ListRows
        rows={list.data.items}
        label={capitalise(texts.plural)}
        scrollLabel={scrollLabel ?? capitalise(texts.plural)}
        {...rows}
      />
      {note ? <p className="text-xs text-sand-600">{note}</p> : null}
      <ListFooter
        {...params}
        total={list.data.total}
        shown={list.data.items.length}
        plural={texts.plural}
      />
    </div>
  );
}

function TableView<T>({
  query: list,
  params,
  texts,
  empty,
  scrollLabel,
  note,
  ...rows
}: ViewProps<T>) {
  const items = list.data?.items ?? [];
  return (
    <>
      <Table
        scrollLabel={scrollLabel ?? capitalise(texts.plural)}
        aria-busy={list.isFetching || undefined}
      >
        <Head columns={rows.columns} />
        <TableBody>
          {items.length === 0 ? (
            <TableStatus columns={rows.columns.length} list={list} texts={texts} empty={empty} />
          ) : (
            <BodyRows rows={items} {...rows} />
          )}
        </TableBody>
      </Table>
      {note ? <p className="mt-2 text-xs text-sand-600">{note}</p> : null}
      {list.data && list.data.total > 0 ? (
        <ListFooter
          {...params}
          total={list.data.total}
          shown={items.length}
          plural={texts.plural}
        />
      ) : null}
    </>
  );
}

/** The table body while loading, after an error, or when nothing matches. */
function TableStatus({
  columns,
  list,
  empty,
  texts,
}: {
  columns: number;
  list: ListQuery<unknown>;
  empty: ReactNode;
  texts: Texts;
}) {
  if (list.isPending) {
    return [0, 1, 2, 3, 4].map((i) => (
      <TableRow key={i}>
        <TableCell colSpan={columns}>
          {i === 0 ? (
            <span role="status" className="sr-only">
              {texts.loading}
            </span>
          ) : null}
          <Skeleton className="h-6" />
        </TableCell>
      </TableRow>
    ));
  }
  return (
    <TableRow hover="hover:bg-transparent">
      <TableCell colSpan={columns} padY="py-12" className="text-center">
        {list.isError ? (
          <div role="alert" className="grid justify-items-center gap-3 text-danger">
            <p className="font-medium">{texts.failed}</p>
            <Button variant="outline" size="sm" onClick={() => list.refetch()}>
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

function ListFooter({
  page,
  pageSize,
  setPage,
  total,
  shown,
  plural,
}: ListViewProps<unknown>['params'] & { total: number; shown: number; plural: string }) {
  const from = (page - 1) * pageSize + 1;
  return (
    <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-sand-600" aria-live="polite">
        Showing {from}–{from + shown - 1} of {total.toLocaleString('en-IN')} {plural}
      </p>
      <Pagination
        page={page}
        pageCount={pageCountOf(total, pageSize)}
        onPageChange={setPage}
        label={`${plural} pages`}
      />
    </div>
  );
}
