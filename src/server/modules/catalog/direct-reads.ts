// The storefront's public reads, declared once for two readers (issue #35): their routes answer
// requests, and the server's own renderer reads them without a request
// (plugins/storefront-render.ts), where each of a page's API reads went through app.inject: a
// fake request and reply, every hook, headers and the answer copied out, a tenth of an uncached
// render. The catalogue's cached reads give the renderer their cache entry (the route's answer,
// byte for byte); the others (the store's details, the offers) their value as the route's
// response schema serialises it. A read the renderer cannot answer this way (not one of these, a
// query its route would refuse, a product that is not there) still goes through the app, which
// answers it exactly as a browser's request: the problem, the 404.
import { z } from 'zod';
import type { Database } from '../../db/client';
import { catalogCacheOf } from './catalog-cache';

/** What one catalogue read is: its cache key and how to compute it on a miss. */
export interface CatalogReadOf {
  key: string;
  compute: () => Promise<unknown>;
}

/** A read's validated input, as its route's handler gets it. */
export interface ReadInput<P, Q> {
  params: P;
  query: Q;
}

interface InputSchemas<P, Q> {
  params?: z.ZodType<P>;
  querystring?: z.ZodType<Q>;
}

interface Declared {
  /** The route's path, split at '/': ':name' segments are parameters. */
  segments: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** The route's answer (200) for a validated input. */
  body: (input: ReadInput<unknown, unknown>) => Promise<string | Buffer>;
}

/** Each database's declared reads by their route's path (an app declares its routes once; a
 * second app on the same database declares the same ones). */
const registries = new WeakMap<Database, Map<string, Declared>>();

function registryOf(database: Database) {
  let found = registries.get(database);
  if (!found) registries.set(database, (found = new Map()));
  return found;
}

function declare<P, Q>(
  database: Database,
  url: string,
  { params, querystring }: InputSchemas<P, Q>,
  body: (input: ReadInput<P, Q>) => Promise<string | Buffer>,
) {
  registryOf(database).set(url, {
    segments: url.split('/'),
    params,
    querystring,
    body: body as Declared['body'],
  });
}

/** A catalogue read (catalog/routes.ts): its cache entry, computed on a miss as its route does. */
export function declareCatalogRead<P, Q>(
  database: Database,
  url: string,
  schemas: InputSchemas<P, Q>,
  read: (input: ReadInput<P, Q>) => CatalogReadOf,
) {
  declare(database, url, schemas, async (input) => {
    const { key, compute } = read(input);
    return (await catalogCacheOf(database).response(key, compute)).json;
  });
}

/** A read whose route returns a value: the same value, serialised as the route's response schema
 * serialises it (fastify-type-provider-zod encodes it, then JSON). */
export function declareDirectRead<P, Q>(
  database: Database,
  url: string,
  schemas: InputSchemas<P, Q> & { response: z.ZodType },
  value: (input: ReadInput<P, Q>) => Promise<unknown>,
) {
  declare(database, url, schemas, async (input) =>
    JSON.stringify(z.encode(schemas.response, await value(input))),
  );
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
 * The body its route answers `url` with (a GET of one of the declared reads); null when this is
 * not such a read, its input is not what its route takes, a parameter is repeated (the route
 * takes it as a list), or computing it failed (the route answers the problem).
 */
export async function readDirectly(
  database: Database,
  url: string,
): Promise<string | Buffer | null> {
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
    try {
      return await declared.body({ params: params?.data, query: query?.data });
    } catch {
      return null;
    }
  }
  return null;
}
