// Issue #9, bad input for every route: requests generated with fast-check from each route's own
// zod schemas (missing, extra, wrong-typed, boundary and huge values; hostile ids and query
// strings) and bodies no schema describes (broken JSON, duplicate and prototype keys, the wrong
// content type, deep nesting, over 1 MB). The answer is always a 4xx problem+json for a bad
// request, never a 5xx for anything, and no row of any table changes.
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../app';
import { newIdempotencyKey, signedIn } from '../../modules/orders/test-shoppers';
import { enableRazorpay } from '../../modules/payments/test-payments';
import { createTestApp, type TestApp } from '../app-harness';
import { recordFigures } from '../figures';
import { dataTables, fingerprint } from '../ownership/ownership';
import { DOCUMENT_ROUTES, ROUTE_CLASSES } from '../route-classes';
import { routeKey } from '../route-table';
import { rawBodies } from './raw-bodies';
import {
  EDGE_NUMBERS,
  badValueOf,
  jsonSchemaOf,
  numericPaths,
  paramValue,
  plainShapeOf,
  queryOf,
  withValueAt,
} from './schema-arbitraries';

/** Generated requests per route: a bounded number in `npm test`, more in `npm run test:hardening`. */
const RUNS = Number(process.env.HARDENING_FUZZ_RUNS ?? 12);
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BAD_REQUEST = [400, 404, 413, 415, 422, 429];

let t: TestApp;
let tables: string[];
const cookies: Record<string, string | undefined> = {};
let tried = 0;

beforeAll(async () => {
  t = await createTestApp();
  // Razorpay set up, so its webhook checks what it gets instead of answering 503 "not set up".
  await enableRazorpay(t.database);
  const customer = await signedIn(t.app, t.database, 'customer');
  // The customer's cart exists already, so a removal from it has nothing to write.
  await customer.call('PUT', '/api/store/cart/items/prod-004', { quantity: 1 });
  await customer.call('DELETE', '/api/store/cart/items/prod-004');
  cookies.customer = customer.cookie;
  cookies['signed-in'] = customer.cookie;
  cookies.vendor = (await signedIn(t.app, t.database, 'vendor')).cookie;
  cookies.admin = (await signedIn(t.app, t.database, 'admin')).cookie;
  tables = await dataTables(t.database);
}, 120_000);
afterAll(async () => {
  recordFigures('bad-input', { badInputs: tried });
  await t.close();
});

function fuzzedRoutes(): RouteEntry[] {
  const seen = new Set<string>();
  return t.app.routeTable.filter((r) => {
    const key = routeKey(r);
    if (DOCUMENT_ROUTES.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

let address = 0;
/** Each request from its own address: the public forms' rate limits count per address. */
const nextAddress = () => `10.9.${(++address >> 8) & 255}.${address & 255}`;

interface Attempt {
  params: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  raw?: { contentType?: string; body: string | Buffer };
  idempotencyKey?: string;
}

async function send(route: RouteEntry, attempt: Attempt): Promise<LightMyRequestResponse> {
  tried++;
  const cookie = cookies[ROUTE_CLASSES[routeKey(route)] ?? 'public'];
  const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(attempt.params[name] ?? 'x'),
  );
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (attempt.idempotencyKey !== undefined) headers['idempotency-key'] = attempt.idempotencyKey;
  if (attempt.raw?.contentType) headers['content-type'] = attempt.raw.contentType;
  return t.app.inject({
    method: route.method as HTTPMethods,
    url,
    headers,
    remoteAddress: nextAddress(),
    ...(attempt.query ? { query: attempt.query } : {}),
    ...(attempt.raw ? { body: attempt.raw.body } : {}),
    ...(attempt.body !== undefined ? { payload: attempt.body as object } : {}),
  });
}

function describeFailure(route: RouteEntry, attempt: Attempt, res: LightMyRequestResponse) {
  const shown = JSON.stringify({ ...attempt, raw: attempt.raw?.body.slice(0, 200).toString() });
  return `${routeKey(route)} ${shown.slice(0, 600)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
}

function expectProblemUnless2xx(route: RouteEntry, attempt: Attempt, res: LightMyRequestResponse) {
  const why = describeFailure(route, attempt, res);
  expect(res.statusCode, why).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], why).toMatch(/^application\/problem\+json/);
  }
}

function acceptsAnything(schema: z.ZodType): boolean {
  return [null, 'x', 7, [1], { unexpected: true }].every((v) => schema.safeParse(v).success);
}

/** Everything of a request but the part that is bad, generated for this route. */
function attemptsFor(route: RouteEntry): fc.Arbitrary<Attempt> | null {
  const schema = route.schema ?? {};
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  // A body schema that takes any value (Razorpay's webhook reads the raw bytes and checks their
  // signature) has no bad value to generate: the raw-body attacks below still hit that route.
  const declared = schema.body instanceof z.ZodType ? schema.body : null;
  const bodySchema = declared && !acceptsAnything(declared) ? declared : null;
  const bodyJson = jsonSchemaOf(bodySchema);
  const queryJson = jsonSchemaOf(schema.querystring);
  const takesIdempotency = jsonSchemaOf(schema.headers)?.properties?.['idempotency-key'];
  if (paramNames.length === 0 && !bodyJson && !queryJson) return null;

  const params = fc.record(Object.fromEntries(paramNames.map((n) => [n, paramValue])));
  const query = queryJson ? queryOf(queryJson) : fc.constant(undefined);
  // A body that zod itself refuses: the request is bad even when params and query are not.
  const body = bodySchema
    ? badValueOf(bodyJson!).filter((v) => v !== undefined && !bodySchema.safeParse(v).success)
    : fc.constant(undefined);
  const key = takesIdempotency
    ? fc.oneof(
        fc.constant(newIdempotencyKey()),
        fc.constantFrom('', 'short', "k'; DROP TABLE orders;--", 'k'.repeat(101)),
      )
    : fc.constant(undefined);
  return fc.record({ params, query, body, key }).map(({ params, query, body, key }) => ({
    params,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(key !== undefined ? { idempotencyKey: key } : {}),
  }));
}

describe('bad input on every route', () => {
  it('has routes to attack (the walk is not vacuous)', () => {
    const routes = fuzzedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(80);
    expect(routes.filter((r) => attemptsFor(r) !== null).length).toBeGreaterThanOrEqual(55);
  });

  it('answers generated bad requests with a 4xx problem, never a 5xx, and changes nothing', async () => {
    for (const route of fuzzedRoutes()) {
      const attempts = attemptsFor(route);
      if (!attempts) continue;
      const before = await fingerprint(t.database, tables);
      await fc.assert(
        fc.asyncProperty(attempts, async (attempt) => {
          const res = await send(route, attempt);
          expectProblemUnless2xx(route, attempt, res);
          // A body zod refuses makes the request bad; an id that names nothing may be a no-op
          // (removing what is not in the cart), which the row check below still watches.
          if (attempt.body !== undefined) {
            expect(BAD_REQUEST, describeFailure(route, attempt, res)).toContain(res.statusCode);
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      expect(await fingerprint(t.database, tables), routeKey(route)).toEqual(before);
    }
  }, 600_000);

  it('answers every numeric field at its edges (tiny, huge, hex, exponent) without a 5xx', async () => {
    // Issue #16: a price of 1e-9 passed the product schema and broke the database's check (500).
    // Each numeric field of each body gets each edge value in an otherwise acceptable body, so
    // the value reaches the service whenever the schema lets it through.
    const reached: string[] = [];
    for (const route of fuzzedRoutes()) {
      const schema = route.schema?.body;
      const bodyJson = schema instanceof z.ZodType ? jsonSchemaOf(schema) : null;
      const paths = bodyJson ? numericPaths(bodyJson) : [];
      if (!bodyJson || paths.length === 0 || acceptsAnything(schema as z.ZodType)) continue;
      const base = fc
        .sample(plainShapeOf(bodyJson), { numRuns: 200, seed: 16 })
        .find((v) => (schema as z.ZodType).safeParse(v).success);
      if (base === undefined) continue;
      reached.push(routeKey(route));
      for (const path of paths) {
        for (const edge of EDGE_NUMBERS) {
          const attempt: Attempt = {
            params: Object.fromEntries([...route.url.matchAll(/:(\w+)/g)].map((m) => [m[1]!, 'x'])),
            body: withValueAt(base, path, edge),
            ...(jsonSchemaOf(route.schema?.headers) ? { idempotencyKey: newIdempotencyKey() } : {}),
          };
          expectProblemUnless2xx(route, attempt, await send(route, attempt));
        }
      }
    }
    // Not vacuous: the routes that take amounts are among those reached.
    expect(reached).toEqual(
      expect.arrayContaining([
        'POST /api/vendor/products',
        'PATCH /api/admin/products/:id',
        'POST /api/admin/orders/:id/refund',
        'PUT /api/admin/settings/store',
        'PATCH /api/admin/vendors/:id/commission',
      ]),
    );
  }, 600_000);

  it('refuses broken, duplicate-key, prototype, deep, wrongly typed and oversize bodies', async () => {
    const before = await fingerprint(t.database, tables);
    for (const route of fuzzedRoutes().filter((r) => STATE_CHANGING.has(r.method))) {
      const bodyJson = jsonSchemaOf(route.schema?.body);
      const names = Object.keys(bodyJson?.properties ?? {});
      for (const raw of rawBodies(names)) {
        if (!raw.anyRoute && !bodyJson) continue;
        const attempt: Attempt = {
          params: {},
          raw,
          ...(jsonSchemaOf(route.schema?.headers) ? { idempotencyKey: newIdempotencyKey() } : {}),
        };
        const res = await send(route, attempt);
        const allowed = route.allowMultipart ? [...raw.expect, 404, 415] : [...raw.expect, 404];
        const why = `${raw.name}: ${describeFailure(route, attempt, res)}`;
        expect(allowed, why).toContain(res.statusCode);
        expect(res.headers['content-type'], why).toMatch(/^application\/problem\+json/);
      }
    }
    expect(await fingerprint(t.database, tables)).toEqual(before);
  }, 600_000);
});
