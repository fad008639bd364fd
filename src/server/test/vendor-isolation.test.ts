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
  type IsolationModule,
  type OwnedIds,
} from './route-table';
import { VENDOR_ISOLATION_MODULES } from './vendor-isolation-modules';

const MODULES: IsolationModule[] = VENDOR_ISOLATION_MODULES;
const PREFIX = '/api/vendor/';
const cases = MODULES.flatMap((m) => m.cases);

let t: TestApp;
let intruderCookie: string;
let owned: OwnedIds;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await createAccount(t.database, 'vendor');
  const intruder = await createAccount(t.database, 'vendor');
  intruderCookie = sessionCookieOf(await signInAt(t.app, 'vendor', intruder));
  owned = {};
  for (const m of MODULES) Object.assign(owned, await m.seed(t, owner.userId));
});
afterAll(() => t.close());

describe('vendor isolation over the route table', () => {
  it('has a case for every /api/vendor route with an id, and no case for a route that is gone', () => {
    expect(uncoveredRoutes(t.app.routeTable, PREFIX, cases)).toEqual([]);
    const live = new Set(parameterisedRoutes(t.app.routeTable, PREFIX));
    expect(cases.map((c) => c.route).filter((r) => !live.has(r))).toEqual([]);
    expect(live.size).toBeGreaterThanOrEqual(7);
  });

  it.each(cases.map((c) => [c.route, c] as const))(
    "%s on another vendor's object: 404, nothing changes",
    async (route, c) => {
      const [method, url] = route.split(' ') as [HTTPMethods, string];
      const before = await snapshotRows(t.database);
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
      expect(await snapshotRows(t.database)).toEqual(before);
    },
  );
});
