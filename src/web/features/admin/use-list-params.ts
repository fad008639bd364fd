// An admin list's search, filters, sort and page live in the URL: shareable, and back/forward
// work. Changing anything but the page returns to the first page.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const set = useCallback(
    (key: K | 'page', value: string | number | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
          if (key !== 'page') next.delete('page');
          return next;
        },
        { replace: key !== 'page' },
      );
    },
    [setParams],
  );

  /** The API query string: the non-empty values, the page and the page size. */
  const apiQuery = (limit: number) => {
    const query = new URLSearchParams();
    for (const k of keys) if (values[k]) query.set(k, values[k]);
    query.set('page', String(page));
    query.set('limit', String(limit));
    return query.toString();
  };

  return { values, page, set, apiQuery };
}
