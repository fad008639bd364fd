// Issue #9: the flash sale (200 parallel orders on a stock of 50) repeated 20 times, each time
// exactly 50 sold, each time of one shade of a product in several (issue #18), its other shades
// untouched; on PostgreSQL the orders are split across two app instances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app-harness';
import { recordFigures } from '../../test/figures';
import { TEST_DATABASE_URL } from '../../test/test-env';
import { timeBudget } from '../../test/time-budget';
import { expectExactlyTheStockSold, flashSale } from './test-flash-sale';
import { setOrderLimits, signedIn } from './test-shoppers';

const REPETITIONS = Number(process.env.HARDENING_FLASH_SALES ?? 20);
/** At least 5 sales, then more while its 60 s last (issue #40). */
const BUDGET = { min: 5, max: REPETITIONS, seconds: 60 };
const SHOPPERS = 10;

let apps: TestApp[];
let cookies: string[];
let runs = 0;
beforeAll(async () => {
  const first = await createTestApp();
  apps = TEST_DATABASE_URL ? [first, await createSiblingApp(first)] : [first];
  // About stock, not one customer's limits: each shopper places 400 orders.
  await setOrderLimits(first.database);
  cookies = [];
  for (let i = 0; i < SHOPPERS; i++) {
    cookies.push((await signedIn(first.app, first.database)).cookie);
  }
});
afterAll(async () => {
  recordFigures('flash-sale', { flashSaleRuns: runs });
  for (const app of [...apps].reverse()) await app.close();
});

describe('the flash sale, again and again', () => {
  it(`sells exactly the stock ${BUDGET.min} to ${REPETITIONS} times in a row`, async () => {
    const budget = timeBudget(BUDGET);
    const shades = ['prod-002-v2', 'prod-009-v1', 'prod-010-v3', 'prod-020-v4'];
    for (let i = 0; budget.more(i); i++) {
      const variantId = shades[i % shades.length]!;
      const productId = variantId.replace(/-v\d+$/, '');
      const result = await flashSale(apps, cookies, { productId, variantId });
      expectExactlyTheStockSold(result);
      expect(result.byStatus[500]).toBeUndefined();
      runs++;
    }
  });
});
