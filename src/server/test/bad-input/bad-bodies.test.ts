// Bad input, part 4 of 4: bodies no schema describes (broken JSON, duplicate and prototype keys,
// the wrong content type, deep nesting, over 1 MB) on every route that changes something.
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../modules/orders/test-shoppers';
import { STATE_CHANGING, badInputSuite, type Attempt } from './bad-input-harness';
import { jsonSchemaOf } from './schema-arbitraries';
import { rawBodies } from './raw-bodies';

const suite = badInputSuite('bad-input-bodies');

describe('bad input on every route', () => {
  it('refuses broken, duplicate-key, prototype, deep, wrongly typed and oversize bodies', async () => {
    const before = await suite.fingerprintNow();
    for (const route of suite.fuzzedRoutes().filter((r) => STATE_CHANGING.has(r.method))) {
      const bodyJson = jsonSchemaOf(route.schema?.body);
      const names = Object.keys(bodyJson?.properties ?? {});
      for (const raw of rawBodies(names)) {
        if (!raw.anyRoute && !bodyJson) continue;
        const attempt: Attempt = {
          params: {},
          raw,
          ...(jsonSchemaOf(route.schema?.headers) ? { idempotencyKey: newIdempotencyKey() } : {}),
        };
        const res = await suite.send(route, attempt);
        const allowed = route.allowMultipart ? [...raw.expect, 404, 415] : [...raw.expect, 404];
        const why = `${raw.name}: ${suite.describeFailure(route, attempt, res)}`;
        expect(allowed, why).toContain(res.statusCode);
        expect(res.headers['content-type'], why).toMatch(/^application\/problem\+json/);
      }
    }
    expect(await suite.fingerprintNow()).toEqual(before);
  }, 600_000);
});
