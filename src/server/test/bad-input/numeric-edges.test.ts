// Bad input, part 3 of 4: every numeric field of every body at its edges (the harness says what
// must hold).
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../modules/orders/test-shoppers';
import { routeKey } from '../route-table';
import { badInputSuite, type Attempt } from './bad-input-harness';
import {
  EDGE_NUMBERS,
  jsonSchemaOf,
  numericPaths,
  plainShapeOf,
  withValueAt,
} from './schema-arbitraries';

const suite = badInputSuite('bad-input-edges');

describe('bad input on every route', () => {
  it('answers every numeric field at its edges (tiny, huge, hex, exponent) without a 5xx', async () => {
    // Issue #16: a price of 1e-9 passed the product schema and broke the database's check (500).
    // Each numeric field of each body gets each edge value in an otherwise acceptable body, so
    // the value reaches the service whenever the schema lets it through.
    const reached: string[] = [];
    for (const route of suite.fuzzedRoutes()) {
      const schema = route.schema?.body;
      const bodyJson = schema instanceof z.ZodType ? jsonSchemaOf(schema) : null;
      const paths = bodyJson ? numericPaths(bodyJson) : [];
      if (!bodyJson || paths.length === 0 || suite.acceptsAnything(schema as z.ZodType)) continue;
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
          suite.expectProblemUnless2xx(route, attempt, await suite.send(route, attempt));
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
});
