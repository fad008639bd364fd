// A back-office list's search, filters, sort and page live in the URL: shareable, they survive a
// reload, and Back and Forward work. Changing anything but the page returns to the first page.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface ListSpec<K extends string> {
  /** The URL keys the list reads, in the order the API query names them. */
  keys: readonly K[];
  /** Rows per page, sent as the API's `limit`. */
  pageSize: number;
  /** The values a key may take; anything else is dropped, so a hand-edited URL cannot cause a
   * 400. Keys not named here take any value. */
  allowed?: Partial<Record<K, readonly string[]>>;
  /** Filter changes replace the history entry instead of adding one (lists that search as the
   * user types, so Back leaves the list instead of undoing letters). */
  replace?: boolean;
}

const MAX_PAGE = 10_000;

export interface ListParams<K extends string> {
  /** Each key's value in the URL, '' when absent or not allowed. */
  values: Record<K, string>;
  page: number;
  pageSize: number;
  /** Sets one key ('' or null removes it) and goes back to page 1. */
  set: (key: K, value: string | null) => void;
  setPage: (page: number) => void;
  /** Removes every filter, the search and the page. */
  clear: () => void;
  /** Whether any of `keys` narrows the list. */
  filtered: (keys: readonly K[]) => boolean;
  /** The API's query string: the values set, the page and the page size. */
  apiQuery: string;
  /** Of `keys`, those the URL holds. */
  inUrl: (keys: readonly string[]) => string[];
  /** Removes `keys` from the URL in place (the list's view does it for values the API refused:
   * a hand-edited or old link, list-view.tsx). */
  drop: (keys: readonly string[]) => void;
}

export function useListParams<K extends string>({
  keys,
  pageSize,
  allowed = {},
  replace = false,
}: ListSpec<K>): ListParams<K> {
  const [params, setParams] = useSearchParams();
  const valueOf = (key: K) => {
    const value = params.get(key)?.trim() ?? '';
    const known: readonly string[] | undefined = allowed[key];
    return known && !known.includes(value) ? '' : value;
  };
  const values = Object.fromEntries(keys.map((k) => [k, valueOf(k)])) as Record<K, string>;
  const page = Math.min(MAX_PAGE, Math.max(1, Math.trunc(Number(params.get('page'))) || 1));

  const change = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!value || (key === 'page' && value === '1')) next.delete(key);
          else next.set(key, value);
          if (key !== 'page') next.delete('page');
          return next;
        },
        { replace: replace && key !== 'page' },
      ),
    [setParams, replace],
  );

  const drop = useCallback(
    (dropped: readonly string[]) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of dropped) next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const query = new URLSearchParams();
  for (const k of keys) if (values[k]) query.set(k, values[k]);
  query.set('page', String(page));
  query.set('limit', String(pageSize));

  return {
    values,
    page,
    pageSize,
    set: change,
    setPage: (p) => change('page', String(p)),
    clear: () => setParams(new URLSearchParams()),
    filtered: (filterKeys) => filterKeys.some((k) => values[k] !== ''),
    apiQuery: query.toString(),
    inUrl: (wanted) => wanted.filter((k) => params.has(k)),
    drop,
  };
}
