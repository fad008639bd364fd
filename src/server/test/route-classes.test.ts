// Issue #9, route classification: every route of the app's route table is in route-classes.ts,
// the classes agree with the guard table, and each non-public route turns away the signed-out
// (401) and every other role (403 or 404) before it does anything, on every route at once; the
// role the route is for gets past the guard (no 401, 403 or 5xx). Replaces the admin-only walk
// of the route table that lived in modules/admin/admin-guard.test.ts.
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type Role } from '../../domain/schemas/auth';
import { createAccount, sessionCookieOf, signInAt } from '../modules/auth/test-accounts';
import { requiredRoleFor } from '../plugins/auth-guard';
import { createTestApp, type TestApp } from './app-harness';
import { recordFigures } from './figures';
import { ROUTE_CLASSES, type RouteClass } from './route-classes';
import { routeKey, snapshotRows } from './route-table';

let t: TestApp;
const cookies: Partial<Record<Role, string>> = {};
let pairs = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['customer', 'vendor', 'admin'] as const) {
    const account = await createAccount(t.database, role);
    cookies[role] = sessionCookieOf(await signInAt(t.app, role, account));
  }
});
afterAll(async () => {
  recordFigures('route-classes', {
    routesClassified: new Set(t.app.routeTable.map(routeKey)).size,
    routeActorPairs: pairs,
  });
  await t.close();
});

const ROLES: Role[] = ['customer', 'vendor', 'admin'];
const liveKeys = () => [...new Set(t.app.routeTable.map(routeKey))].sort();
const guardedRoutes = () =>
  liveKeys().filter((key) => !['public', undefined].includes(ROUTE_CLASSES[key]));

/** What the guard tells another role (plugins/auth-guard.ts, roleDenial). */
const REFUSALS: Partial<Record<RouteClass, string>> = {
  admin: AUTH_MESSAGES.notAdmin,
  vendor: AUTH_MESSAGES.notVendor,
  customer: AUTH_MESSAGES.customersOnly,
};

/** Bodies that pass validation where a route checks the session only after parsing the body. */
const VALID_BODIES: Record<string, object> = {
  'POST /api/auth/password/change': {
    currentPassword: 'not-the-password',
    newPassword: 'Monsoon-Attar-77',
  },
};

function call(key: string, cookie?: string) {
  const [method, url] = key.split(' ') as [HTTPMethods, string];
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
  pairs++;
  return t.app.inject({
    method,
    // Any id will do: the guard answers before the route looks anything up.
    url: url.replace(/:(\w+)/g, 'some-$1'),
    headers: cookie ? { cookie } : {},
    ...(hasBody ? { payload: VALID_BODIES[key] ?? {} } : {}),
  });
}

function expectProblem(res: Awaited<ReturnType<typeof call>>, key: string) {
  expect(res.headers['content-type'], key).toMatch(/^application\/problem\+json/);
  // Headers an attacker's page relies on being absent or weak are set on refusals too.
  expect(res.headers['x-content-type-options'], key).toBe('nosniff');
  expect(String(res.headers['content-security-policy']), key).toContain("frame-ancestors 'none'");
  expect(res.headers['x-powered-by'], key).toBeUndefined();
}

describe('the route classification', () => {
  it('lists every route of the app, and no route that is gone', () => {
    const live = liveKeys();
    const unclassified = live.filter((key) => !(key in ROUTE_CLASSES));
    expect(unclassified, 'add these to src/server/test/route-classes.ts').toEqual([]);
    const gone = Object.keys(ROUTE_CLASSES).filter((key) => !live.includes(key));
    expect(gone, 'remove these from src/server/test/route-classes.ts').toEqual([]);
    expect(live.length).toBeGreaterThanOrEqual(90);
  });

  it('agrees with the guard table: a customer, vendor or admin route is under its prefix', () => {
    const disagreeing = liveKeys().flatMap((key) => {
      const url = key.split(' ')[1]!;
      const cls: RouteClass | undefined = ROUTE_CLASSES[key];
      const guard = requiredRoleFor(url);
      const expected = cls === 'public' || cls === 'signed-in' ? null : cls;
      return guard === expected ? [] : [`${key}: classified ${cls}, guarded for ${guard}`];
    });
    expect(disagreeing).toEqual([]);
  });
});

describe('every non-public route', () => {
  it('answers 401 problem+json to a signed-out caller and changes nothing', async () => {
    const before = await snapshotRows(t.database);
    for (const key of guardedRoutes()) {
      const res = await call(key);
      expect(res.statusCode, key).toBe(401);
      expect(res.json().detail, key).toBe(AUTH_MESSAGES.signInRequired);
      expectProblem(res, key);
    }
    expect(await snapshotRows(t.database)).toEqual(before);
  });

  it.each(ROLES)('answers 403 or 404 to a %s when the route is not theirs', async (role) => {
    const before = await snapshotRows(t.database);
    for (const key of guardedRoutes()) {
      const cls = ROUTE_CLASSES[key];
      if (cls === role || cls === 'signed-in') continue;
      const res = await call(key, cookies[role]);
      expect([403, 404], `${key} as ${role}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 403) expect(res.json().detail, key).toBe(REFUSALS[cls!]);
      expectProblem(res, key);
    }
    expect(await snapshotRows(t.database)).toEqual(before);
  });

  it.each(ROLES)('lets a %s through on its own routes (no 401, 403 or 5xx)', async (role) => {
    for (const key of guardedRoutes()) {
      const cls = ROUTE_CLASSES[key];
      if (cls !== role && cls !== 'signed-in') continue;
      const res = await call(key, cookies[role]);
      expect([401, 403], `${key} as ${role}: ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${key} as ${role}: ${res.body}`).toBeLessThan(500);
    }
  });
});
