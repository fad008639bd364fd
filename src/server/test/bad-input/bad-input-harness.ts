// Issue #9, bad input for every route (the shared part of the test files beside it): requests
// generated with fast-check from each route's own zod schemas (missing, extra, wrong-typed, boundary and huge values; hostile ids and query
// strings) and bodies no schema describes (broken JSON, duplicate and prototype keys, the wrong
// content type, deep nesting, over 1 MB). The answer is always a 4xx problem+json for a bad
// request, never a 5xx for anything, and no row of any table changes.
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RouteEntry } from '../../app';
import { newIdempotencyKey, signedIn } from '../../modules/orders/test-shoppers';
import { enableRazorpay } from '../../modules/payments/test-payments';
import { createTestApp, type TestApp } from '../app-harness';
import { recordFigures } from '../figures';
import { dataTables, fingerprint } from '../ownership/ownership';
import { DOCUMENT_ROUTES, ROUTE_CLASSES } from '../route-classes';
import { routeKey } from '../route-table';
import { badValueOf, jsonSchemaOf, paramValue, queryOf } from './schema-arbitraries';

/** Generated requests per route: a bounded number in `npm test`, more in `npm run test:hardening`. */
export const RUNS = Number(process.env.HARDENING_FUZZ_RUNS ?? 12);
export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const BAD_REQUEST = [400, 404, 413, 415, 422, 429];

export interface Attempt {
  params: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  raw?: { contentType?: string; body: string | Buffer };
  idempotencyKey?: string;
}

export /**
 * One test file's share of the walk: its own app on its own database, signed in as each actor,
 * and the helpers that attack a route. The files split the routes and the kinds of attack
 * between them so that two workers share the work (issue #40); each records what it tried.
 */
function badInputSuite(figureSource: string) {
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
    recordFigures(figureSource, { badInputs: tried });
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

  function expectProblemUnless2xx(
    route: RouteEntry,
    attempt: Attempt,
    res: LightMyRequestResponse,
  ) {
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

  const fingerprintNow = () => fingerprint(t.database, tables);
  return {
    fuzzedRoutes,
    send,
    describeFailure,
    expectProblemUnless2xx,
    acceptsAnything,
    attemptsFor,
    fingerprintNow,
  };
}

/** The generated-request attack on each of the given routes: a 4xx problem, never a 5xx, and no
 * row of any table changed. */
export async function attackWithGeneratedRequests(
  suite: ReturnType<typeof badInputSuite>,
  routes: RouteEntry[],
) {
  for (const route of routes) {
    const attempts = suite.attemptsFor(route);
    if (!attempts) continue;
    const before = await suite.fingerprintNow();
    await fc.assert(
      fc.asyncProperty(attempts, async (attempt) => {
        const res = await suite.send(route, attempt);
        suite.expectProblemUnless2xx(route, attempt, res);
        // A body zod refuses makes the request bad; an id that names nothing may be a no-op
        // (removing what is not in the cart), which the row check below still watches.
        if (attempt.body !== undefined) {
          expect(BAD_REQUEST, suite.describeFailure(route, attempt, res)).toContain(res.statusCode);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(await suite.fingerprintNow(), routeKey(route)).toEqual(before);
  }
}

/** Whether a route is the back office's (vendor or admin), by its class. */
export function isBackOffice(route: RouteEntry): boolean {
  const cls = ROUTE_CLASSES[routeKey(route)];
  return cls === 'vendor' || cls === 'admin';
}
