// Issue #9: the flash sale (200 parallel orders on a stock of 50) repeated 20 times, each time
// exactly 50 sold; on PostgreSQL the orders are split across two app instances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app-harness';
import { recordFigures } from '../../test/figures';
import { TEST_DATABASE_URL } from '../../test/test-env';
import { expectExactlyTheStockSold, flashSale } from './test-flash-sale';
import { setOrderLimits, signedIn } from './test-shoppers';

const REPETITIONS = Number(process.env.HARDENING_FLASH_SALES ?? 20);
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
  it(`sells exactly the stock ${REPETITIONS} times in a row`, async () => {
    const products = ['prod-013', 'prod-011', 'prod-007', 'prod-005'];
    for (let i = 0; i < REPETITIONS; i++) {
      const result = await flashSale(apps, cookies, products[i % products.length]!);
      expectExactlyTheStockSold(result);
      expect(result.byStatus[500]).toBeUndefined();
      runs++;
    }
  });
});
