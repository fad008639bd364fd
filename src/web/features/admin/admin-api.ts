// The one way Angle Admin's screens call /api/admin: a 401 means the admin's session ended
// (idle for an hour, or signed out elsewhere), so it is forgotten locally and the shell's guard
// sends the admin to /admin/login.
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { optionsOf } from '../../components/back-office/list-filters';
import { sessionApi } from '../auth/session';

export const adminApi = sessionApi;

/** `/api/admin/products/prod-001`: ids always encoded. */
export const adminPath = (base: string, id: string, rest = '') =>
  `/api/admin/${base}/${encodeURIComponent(id)}${rest}`;

/** The cache keys of one admin resource: all of it, a list page, one row. */
export const adminKeys = <const R extends string>(resource: R) => ({
  all: ['admin', resource] as const,
  list: (query: string) => ['admin', resource, 'list', query] as const,
  detail: (id: string) => ['admin', resource, 'detail', id] as const,
});

export interface ListPage<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
}

/** Every admin list: 20 rows a page; its search runs as the admin types, so filter changes
 * replace the history entry rather than stacking one per pause (useListParams). */
export const ADMIN_LIST = { pageSize: 20, replace: true } as const;

/** The status filter of the moderation lists (reviews, questions): published or hidden. */
export const MODERATION_STATUS_FILTER = {
  key: 'status',
  label: 'Status',
  options: optionsOf({ published: 'Published', hidden: 'Hidden' }),
} as const;

/** A page of an admin list or report: `GET {path}?{query}`, keeping the last page on screen
 * while the next one loads. */
export const adminListQuery = <T>(queryKey: QueryKey, path: string, query: string) =>
  queryOptions<T, Error, T, QueryKey>({
    queryKey,
    queryFn: ({ signal }) => adminApi<T>(`${path}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
