// Issue #6, isolation: for every /api/vendor/* route that names an object, vendor X aiming it at
// vendor Y's object gets 404 and no row anywhere changes. The routes come from the app's route
// table, so a new route without a case fails here.
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, sessionCookieOf, signInAt } from '../modules/auth/test-accounts';
import { createTestApp, type TestApp } from './app-harness';
import {
  fillParams,
  parameterisedRoutes,
  snapshotRows,
  uncoveredRoutes,
  WATCHED_TABLES,
  type IsolationModule,
  type OwnedIds,
} from './route-table';
import { createProduct } from '../modules/vendor-catalog/products';
import { VARIANT_MESSAGES } from '../modules/vendor-catalog/variant-writes';
import { VENDOR_ISOLATION_MODULES } from './vendor-isolation-modules';

const MODULES: IsolationModule[] = VENDOR_ISOLATION_MODULES;
const PREFIX = '/api/vendor/';
const cases = MODULES.flatMap((m) => m.cases);
// Variants carry the stock and SKUs a vendor could try to take over (issue #18).
const TABLES = [...WATCHED_TABLES, 'product_variants'];
const snapshot = () => snapshotRows(t.database, TABLES);

let t: TestApp;
let intruderCookie: string;
let intruderId: string;
let owned: OwnedIds;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createAccount(t.database, 'vendor');
  const intruder = await createAccount(t.database, 'vendor');
  intruderCookie = sessionCookieOf(await signInAt(t.app, 'vendor', intruder));
  intruderId = intruder.userId;
  owned = {};
  for (const m of MODULES) Object.assign(owned, await m.seed(t, owner.userId));
});
afterAll(() => t.close());

describe('vendor isolation over the route table', () => {
  it('has a case for every /api/vendor route with an id, and no case for a route that is gone', () => {
    expect(uncoveredRoutes(t.app.routeTable, PREFIX, cases)).toEqual([]);
    const live = new Set(parameterisedRoutes(t.app.routeTable, PREFIX));
    expect(cases.map((c) => c.route).filter((r) => !live.has(r))).toEqual([]);
    expect(live.size).toBeGreaterThanOrEqual(9);
  });

  it.each(cases.map((c, i) => [c.route, i, c] as const))(
    "%s (case %i) on another vendor's object: 404, nothing changes",
    async (route, _i, c) => {
      const [method, url] = route.split(' ') as [HTTPMethods, string];
      const before = await snapshot();
      const extra = c.request ? await c.request(owned) : {};
      const res = await t.app.inject({
        method,
        url: fillParams(url, c.params(owned)),
        ...extra,
        headers: { ...extra.headers, cookie: intruderCookie },
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      // The route's own "not found", not the router's: the request did reach the handler.
      expect(res.json().detail).not.toMatch(/^No route/);
      expect(await snapshot()).toEqual(before);
    },
  );

  it("refuses another vendor's variant ids in one's own product: 400 on the id, nothing changes", async () => {
    const mine = await createProduct(t.database.db, intruderId, {
      name: 'Intruder’s Toner',
      description: '',
      category: 'skin',
      subcategory: null,
      tags: [],
      price: 299,
      originalPrice: null,
      isOnSale: false,
      isNew: false,
      stockQuantity: 4,
      lowStockThreshold: 1,
      status: 'draft',
    });
    const before = await snapshot();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/vendor/products/${mine.id}`,
      headers: { cookie: intruderCookie },
      payload: {
        variants: [
          { id: owned.variantId!, sku: 'MINE-NOW', options: [], price: 1, stockQuantity: 999 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ path: 'variants.0.id', message: VARIANT_MESSAGES.unknownVariant }),
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

/** Every property name (at any depth) of a JSON schema. */
function propertyNames(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const own = Object.keys((node.properties as object | undefined) ?? {});
  return [...own, ...Object.values(node).flatMap(propertyNames)];
}

describe('no vendor route accepts a vendor id from the request', () => {
  it('has no vendor-naming parameter or body field on any /api/vendor operation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>
      >;
    };
    const vendorPaths = Object.entries(doc.paths).filter(([path]) => path.startsWith(PREFIX));
    expect(vendorPaths.length).toBeGreaterThanOrEqual(15);
    const names = vendorPaths.flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, op]) =>
        [...(op.parameters ?? []).map((p) => p.name), ...propertyNames(op.requestBody)].map(
          (name) => ({ name, where: `${method.toUpperCase()} ${path}` }),
        ),
      ),
    );
    // The walk does see parameters and bodies (so an empty result below means something).
    expect(names.map((n) => n.name)).toEqual(
      expect.arrayContaining(['id', 'search', 'from', 'carrier', 'trackingNumber', 'companyName']),
    );
    const offending = names
      .filter((n) => /vendor|seller|owner/i.test(n.name))
      .map((n) => `${n.where}: ${n.name}`);
    expect(offending).toEqual([]);
  });
});
