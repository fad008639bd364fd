// Bad input, part 1 of 4: requests generated from the schemas of the storefront's, the sign-in's
// and the shopper's routes (the harness says what is tried and what must hold).
import { describe, expect, it } from 'vitest';
import { attackWithGeneratedRequests, badInputSuite, isBackOffice } from './bad-input-harness';

const suite = badInputSuite('bad-input-store');

describe('bad input on every route', () => {
  it('has routes to attack (the walk is not vacuous)', () => {
    const routes = suite.fuzzedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(80);
    expect(routes.filter((r) => suite.attemptsFor(r) !== null).length).toBeGreaterThanOrEqual(55);
    // Each half of the generated walk has routes of its own.
    const store = routes.filter((r) => !isBackOffice(r) && suite.attemptsFor(r) !== null);
    expect(store.length).toBeGreaterThanOrEqual(15);
  });

  it('answers generated bad requests to the store and sign-in routes with a 4xx problem, never a 5xx, and changes nothing', async () => {
    await attackWithGeneratedRequests(
      suite,
      suite.fuzzedRoutes().filter((r) => !isBackOffice(r)),
    );
  }, 600_000);
});
