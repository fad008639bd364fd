// Paging, the same for every list (DESIGN §5): `page` and `limit` (at most 100) in the query,
// `{ items, page, limit, total }` in the answer.
import { z } from 'zod';

/** The query's paging fields; `limit` defaults to what the list's screen shows. */
export const pageFields = (defaultLimit = 20) => ({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(defaultLimit),
});

/** A page of `item`s; `.extend()` it for what a list tells besides (facets, counts). */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number(), limit: z.number(), total: z.number() });
}

/** A query value given repeated (`a=1&a=2`) or comma-separated (`a=1,2`): its parts, once each. */
export const splitValues = (v: string | string[]): string[] => [
  ...new Set(
    (Array.isArray(v) ? v : [v])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];
