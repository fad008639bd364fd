// Issue #33: the order life as a model-based test, short (the long run is order-life.hardening.ts).
// Random sequences of checkouts, cancellations, fulfilment moves, returns, refunds (two at once
// too), reviews, settlements and payouts, each through the HTTP API with real sessions; after
// every step no 5xx was answered and every promise of invariants.ts holds (docs/order-life.md).
// A failure prints its seed: ORDER_LIFE_SEED=<seed> replays it.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { runOrderLife } from './run-order-life';
import { closeShared, openShared, type Shared } from './world';

const RUNS = Number(process.env.ORDER_LIFE_RUNS ?? 8);
const COMMANDS = Number(process.env.ORDER_LIFE_COMMANDS ?? 40);

let shared: Shared;
beforeAll(async () => {
  shared = await openShared();
}, 60_000);
afterAll(() => closeShared(shared));

describe('the order life', () => {
  it(
    `keeps every promise through random order lives (${RUNS} runs of up to ${COMMANDS} steps)`,
    async () => {
      const started = Date.now();
      const seed = await runOrderLife(shared, {
        numRuns: RUNS,
        maxCommands: COMMANDS,
        shrink: false,
      });
      console.log(
        `order life on ${shared.t.database.kind}: seed ${seed}, ${shared.runs} runs, ${shared.steps} steps in ${Math.round((Date.now() - started) / 1000)} s`,
      );
    },
    Number(process.env.ORDER_LIFE_TIMEOUT_MS ?? 150_000),
  );
});
