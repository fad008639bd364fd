// Bad input, part 2 of 4: requests generated from the schemas of the vendor's and Angle Admin's
// routes (the harness says what is tried and what must hold).
import { describe, expect, it } from 'vitest';
import { attackWithGeneratedRequests, badInputSuite, isBackOffice } from './bad-input-harness';

const suite = badInputSuite('bad-input-back-office');

describe('bad input on every back-office route', () => {
  it('answers generated bad requests with a 4xx problem, never a 5xx, and changes nothing', async () => {
    const routes = suite.fuzzedRoutes().filter(isBackOffice);
    expect(routes.filter((r) => suite.attemptsFor(r) !== null).length).toBeGreaterThanOrEqual(30);
    await attackWithGeneratedRequests(suite, routes);
  }, 600_000);
});
