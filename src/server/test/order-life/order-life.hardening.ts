// Issue #33, the long run of the order-life test (order-life.test.ts is the short one in
// `npm test`): more and longer random order lives, a failure shrunk to a shorter sequence of
// commands. ORDER_LIFE_SEED replays a run; HARDENING_ORDER_LIFE_RUNS sets how many.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { recordFigures } from '../figures';
import { timeBudget } from '../time-budget';
import { runOrderLife } from './run-order-life';
import { closeShared, openShared, type Shared } from './world';

const RUNS = Number(process.env.HARDENING_ORDER_LIFE_RUNS ?? 25);
const COMMANDS = Number(process.env.ORDER_LIFE_COMMANDS ?? 50);

let shared: Shared;
beforeAll(async () => {
  shared = await openShared();
}, 120_000);
afterAll(async () => {
  recordFigures('order-life', { orderLifeSteps: shared.steps });
  await closeShared(shared);
});

describe('the order life, long', () => {
  it(`keeps every promise through up to ${RUNS} random order lives of up to ${COMMANDS} steps in 120 s`, async () => {
    const started = Date.now();
    const { fastCheck } = timeBudget({ min: 0, max: RUNS, seconds: 120 });
    const seed = await runOrderLife(shared, {
      ...fastCheck,
      maxCommands: COMMANDS,
      shrink: true,
    });
    console.log(
      `order life on ${shared.t.database.kind}: seed ${seed}, ${shared.runs} runs, ${shared.steps} steps in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  });
});
