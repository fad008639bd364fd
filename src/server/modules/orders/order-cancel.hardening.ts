// Issue #9: a property test of random concurrent mixes of orders, cancellations (whole orders
// and single shipments) and retried orders, on little stock. After every mix: no 5xx, no stock
// below zero, the units taken from each variant equal the units of its live (not cancelled)
// order lines, each product's stock is the sum of its variants' (issue #18: two shades of one
// product are in the mix), and a retry with the same Idempotency-Key returned the same order
// and took nothing more. On PostgreSQL the mix is split across two app instances.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app-harness';
import { recordFigures } from '../../test/figures';
import { TEST_DATABASE_URL } from '../../test/test-env';
import { timeBudget } from '../../test/time-budget';
import {
  callerFor,
  newIdempotencyKey,
  orderBody,
  setOrderLimits,
  setStock,
  signedIn,
  stockMismatches,
} from './test-shoppers';

const RUNS = Number(process.env.HARDENING_PROPERTY_RUNS ?? 1000);
/** Variants: two shades of the lipstick, a plain product, a shade of the skin tint. */
const VARIANTS = ['prod-002-v1', 'prod-002-v4', 'prod-006-v1', 'prod-010-v2'] as const;
const productOf = (variantId: string) => variantId.replace(/-v\d+$/, '');
const SHOPPERS = 4;
const START_STOCK = 6;

type Command =
  | { kind: 'order'; shopper: number; lines: Array<{ variant: number; quantity: number }> }
  | { kind: 'cancel'; pick: number; wholeOrder: boolean; group: number }
  | { kind: 'retry'; pick: number };

interface Placed {
  id: string;
  shopper: number;
  key: string;
  body: object;
  groups: string[];
}

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      shopper: fc.nat(SHOPPERS - 1),
      lines: fc.uniqueArray(
        fc.record({
          variant: fc.nat(VARIANTS.length - 1),
          quantity: fc.integer({ min: 1, max: 3 }),
        }),
        { minLength: 1, maxLength: 2, selector: (l) => l.variant },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      pick: fc.nat(),
      wholeOrder: fc.boolean(),
      group: fc.nat(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }) },
);

let first: TestApp;
let apps: TestApp[];
let cookies: string[];
const placed: Placed[] = [];
const added: Record<string, number> = {};
let mixes = 0;
let operations = 0;

beforeAll(async () => {
  first = await createTestApp();
  apps = TEST_DATABASE_URL ? [first, await createSiblingApp(first)] : [first];
  // About stock, not one customer's limits: four shoppers place hundreds of orders.
  await setOrderLimits(first.database);
  cookies = [];
  for (let i = 0; i < SHOPPERS; i++) {
    cookies.push((await signedIn(first.app, first.database)).cookie);
  }
  for (const v of VARIANTS) await setStock(first.database, v, START_STOCK);
  // Whatever live lines the seed holds count as stock taken before the test began.
  for (const row of await ledger()) added[row.id] = START_STOCK + row.live;
});
afterAll(async () => {
  recordFigures('order-cancel', { propertyRuns: mixes });
  for (const app of [...apps].reverse()) await app.close();
});

/** Units taken from each variant by live order lines, and what is left. */
async function ledger() {
  return first.database.query<{ id: string; stock: number; live: number }>(
    `SELECT v.id, v.stock_quantity AS stock,
        coalesce((SELECT sum(oi.quantity) FROM order_items oi
          JOIN order_groups g ON g.id = oi.group_id
          WHERE oi.variant_id = v.id AND g.status <> 'cancelled'), 0)::int AS live
       FROM product_variants v WHERE v.id = ANY($1::text[]) ORDER BY v.id`,
    [[...VARIANTS]],
  );
}

async function restockLowProducts() {
  for (const row of await ledger()) {
    if (row.stock < 3) {
      await setStock(first.database, row.id, row.stock + 10);
      added[row.id]! += 10;
    }
  }
}

/** What the apps logged as failures: a 5xx names its cause in the assertion message. */
function serverErrors(): string {
  return apps
    .flatMap((a) => a.logs.filter((line) => /"level":50/.test(line)))
    .join('\n')
    .slice(-4000);
}

async function run(cmd: Command, i: number) {
  const app = apps[i % apps.length]!;
  operations++;
  if (cmd.kind === 'order') {
    const key = newIdempotencyKey();
    const body = orderBody(
      cmd.lines.map((l) => ({
        productId: productOf(VARIANTS[l.variant]!),
        variantId: VARIANTS[l.variant]!,
        quantity: l.quantity,
      })),
    );
    const res = await callerFor(app.app, cookies[cmd.shopper]!)('POST', '/api/store/orders', body, {
      'idempotency-key': key,
    });
    expect([201, 409], `${res.body}\n${serverErrors()}`).toContain(res.statusCode);
    if (res.statusCode === 201) {
      const order = res.json() as { id: string; groups: Array<{ id: string }> };
      placed.push({
        id: order.id,
        shopper: cmd.shopper,
        key,
        body,
        groups: order.groups.map((g) => g.id),
      });
    }
    return;
  }
  const target = placed[cmd.pick % Math.max(placed.length, 1)];
  if (!target) return;
  const call = callerFor(app.app, cookies[target.shopper]!);
  if (cmd.kind === 'retry') {
    const res = await call('POST', '/api/store/orders', target.body, {
      'idempotency-key': target.key,
    });
    expect(res.statusCode, `${res.body}\n${serverErrors()}`).toBe(200);
    expect(res.json().id).toBe(target.id);
    return;
  }
  const groupId = target.groups[cmd.group % target.groups.length]!;
  const res = await call(
    'POST',
    `/api/store/orders/${target.id}/cancel`,
    cmd.wholeOrder ? {} : { groupId },
  );
  expect([200, 409], `${res.body}\n${serverErrors()}`).toContain(res.statusCode);
}

describe('concurrent orders, cancellations and retries', () => {
  it(`never oversell, never lose stock (up to ${RUNS} random mixes in 90 s)`, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 2, maxLength: 8 }), async (mix) => {
        await restockLowProducts();
        await Promise.all(mix.map((cmd, i) => run(cmd, i)));
        for (const row of await ledger()) {
          expect(row.stock, row.id).toBeGreaterThanOrEqual(0);
          expect(added[row.id]! - row.stock, `${row.id}: stock taken = live units`).toBe(row.live);
        }
        expect(await stockMismatches(first.database), 'product stock = sum of variants').toEqual(
          [],
        );
        mixes++;
      }),
      { ...timeBudget({ min: 0, max: RUNS, seconds: 90 }).fastCheck, endOnFailure: true },
    );
    console.log(
      `order/cancel property on ${first.database.kind} with ${apps.length} app(s): ${mixes} mixes, ${operations} operations, ${placed.length} orders in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  });
});
