// The flash sale: far more shoppers than stock of one shade, all at once. Exactly the stock is
// sold, the other shades keep theirs, every
// other shopper is told 409, and nothing fails on the server's side: on PGlite, on PostgreSQL,
// and on PostgreSQL with the requests split across two app instances. `npm run test:hardening`
// repeats it 20 times (flash-sale.hardening.ts).
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app-harness';
import { TEST_DATABASE_URL } from '../../test/test-env';
import { ORDERS, STOCK, expectExactlyTheStockSold, flashSale } from './test-flash-sale';
import { setOrderLimits, signedIn } from './test-shoppers';

const SHOPPERS = 10;

let t: TestApp;
let cookies: string[];
beforeAll(async () => {
  t = await createTestApp();
  // About stock, not one customer's limits: each shopper places 20 of the 200 orders.
  await setOrderLimits(t.database);
  cookies = [];
  for (let i = 0; i < SHOPPERS; i++) cookies.push((await signedIn(t.app, t.database)).cookie);
});
afterAll(() => t.close());

describe('flash sale', () => {
  it(`sells exactly ${STOCK} of ${ORDERS} parallel orders of one shade (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    expectExactlyTheStockSold(
      await flashSale([t], cookies, { productId: 'prod-002', variantId: 'prod-002-v2' }),
    );
  }, 120_000);

  it.skipIf(!TEST_DATABASE_URL)(
    'sells exactly the stock when the orders are split across two app instances',
    async () => {
      const second = await createSiblingApp(t);
      try {
        expectExactlyTheStockSold(
          await flashSale([t, second], cookies, {
            productId: 'prod-010',
            variantId: 'prod-010-v3',
          }),
        );
      } finally {
        await second.close();
      }
    },
    120_000,
  );
});
