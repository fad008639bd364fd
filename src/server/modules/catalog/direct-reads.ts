// The catalogue's cached reads, declared once for two readers (issue #35): their routes answer
// requests (sendCatalogRead), and the server's own renderer reads the same cache entries without
// a request (plugins/storefront-render.ts), where each of a page's API reads went through
// app.inject: a fake request and reply, every hook, headers and the answer copied out, a tenth
// of an uncached render. A read the renderer cannot answer this way (not one of these, a query
// its route would refuse, a product that is not there) still goes through the app, which answers
// it exactly as a browser's request: the problem, the 404.
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { catalogCacheOf, type CachedResponse } from './catalog-cache';

/** What one read is: its cache key and how to compute it on a miss. */
export interface CatalogReadOf {
  key: string;
  compute: () => Promise<unknown>;
}

/** A read's validated input, as its route's handler gets it. */
export interface ReadInput<P, Q> {
  params: P;
  query: Q;
}

interface Declared {
  /** The route's path, split at '/': ':name' segments are parameters. */
  segments: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  read: (input: ReadInput<unknown, unknown>) => CatalogReadOf;
}

/** Each database's declared reads by their route's path (an app declares its routes once; a
 * second app on the same database declares the same ones). */
const registries = new WeakMap<Database, Map<string, Declared>>();

function registryOf(database: Database) {
  let found = registries.get(database);
  if (!found) registries.set(database, (found = new Map()));
  return found;
}

export function declareCatalogRead<P, Q>(
  database: Database,
  url: string,
  schemas: { params?: z.ZodType<P>; querystring?: z.ZodType<Q> },
  read: (input: ReadInput<P, Q>) => CatalogReadOf,
) {
  registryOf(database).set(url, {
    segments: url.split('/'),
    ...schemas,
    read: read as Declared['read'],
  });
}

/** The path's parameters when it has the route's shape (decoded as the router decodes them). */
function paramsOf(segments: readonly string[], path: string): Record<string, string> | null {
  const parts = path.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let k = 0; k < parts.length; k++) {
    const want = segments[k]!;
    if (want.startsWith(':')) {
      if (!parts[k]) return null;
      try {
        params[want.slice(1)] = decodeURIComponent(parts[k]!);
      } catch {
        return null;
      }
    } else if (want !== parts[k]) return null;
  }
  return params;
}

/**
 * The cache entry answering `url` (a GET of one of the declared reads), computed on a miss as its
 * route computes it; null when this is not such a read, its input is not what its route takes,
 * a parameter is repeated (the route takes it as a list), or computing it failed (the route
 * answers the problem).
 */
export async function readDirectly(
  database: Database,
  url: string,
): Promise<CachedResponse | null> {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const search = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  for (const declared of registryOf(database).values()) {
    const rawParams = paramsOf(declared.segments, path);
    if (!rawParams) continue;
    const rawQuery: Record<string, string> = {};
    for (const [name, value] of search) {
      if (name in rawQuery) return null;
      rawQuery[name] = value;
    }
    const params = declared.params ? declared.params.safeParse(rawParams) : null;
    const query = declared.querystring ? declared.querystring.safeParse(rawQuery) : null;
    if (params?.success === false || query?.success === false) return null;
    const { key, compute } = declared.read({ params: params?.data, query: query?.data });
    const cache = catalogCacheOf(database);
    try {
      return cache.freshResponse(key) ?? (await cache.response(key, compute));
    } catch {
      return null;
    }
  }
  return null;
}
