// Walks the app's route table for the isolation tests: every route of an audience that names an
// object in its URL (`:id`) must have a case saying how to aim it at someone else's object, so a
// route added later without one fails the suite instead of going untested.
//
// To cover new routes, add an IsolationModule (a seed for the owner's objects and one case per
// route) next to the module's code and list it in the isolation test of the audience
// (src/server/test/vendor-isolation.test.ts for /api/vendor).
import type { InjectOptions } from 'fastify';
import type { RouteEntry } from '../app';
import type { Database } from '../db/client';
import type { TestApp } from './app-harness';

export type RequestParts = Pick<InjectOptions, 'payload' | 'headers'>;

/** Ids of objects the owner holds, by name: `{ productId, imageId }`. */
export type OwnedIds = Record<string, string>;

export interface IsolationCase {
  /** `METHOD url` exactly as the route table lists it, e.g. `PATCH /api/vendor/products/:id`. */
  route: string;
  /** The URL's params, pointing at the owner's objects. */
  params(ids: OwnedIds): Record<string, string>;
  /** A body the route would accept from the owner, so the 404 cannot be a 400 in disguise. */
  request?(ids: OwnedIds): RequestParts | Promise<RequestParts>;
}

export interface IsolationModule {
  name: string;
  /** Creates objects owned by `ownerUserId` (the vendor's user id) and names their ids. */
  seed(t: TestApp, ownerUserId: string): Promise<OwnedIds>;
  cases: IsolationCase[];
}

export const routeKey = (r: RouteEntry) => `${r.method} ${r.url}`;

/** Routes under `prefix` whose URL carries a parameter, sorted, without duplicates. */
export function parameterisedRoutes(routes: RouteEntry[], prefix: string): string[] {
  return [
    ...new Set(routes.filter((r) => r.url.startsWith(prefix) && r.url.includes(':')).map(routeKey)),
  ].sort();
}

/** The routes no case covers: the isolation test fails listing them. */
export function uncoveredRoutes(routes: RouteEntry[], prefix: string, cases: IsolationCase[]) {
  const covered = new Set(cases.map((c) => c.route));
  return parameterisedRoutes(routes, prefix).filter((key) => !covered.has(key));
}

/** `/api/vendor/products/:id` with `{ id: 'p1' }` → `/api/vendor/products/p1`. */
export function fillParams(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });
}

/** Tables an audience's routes can change; the test compares them whole, before and after. */
export const WATCHED_TABLES = [
  'vendors',
  'users',
  'products',
  'product_images',
  'orders',
  'order_groups',
  'order_items',
  'order_events',
  'payments',
  'audit_log',
  'reviews',
  'questions',
  'answers',
] as const;

/** Every row of the watched tables as JSON text, in a stable order. */
export async function snapshotRows(
  database: Database,
  tables: readonly string[] = WATCHED_TABLES,
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await database.query<{ row: string }>(
      `SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY 1`,
    );
    out[table] = rows.map((r) => r.row);
  }
  return out;
}
