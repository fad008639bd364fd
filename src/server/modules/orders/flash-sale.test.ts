// The flash sale: far more shoppers than stock, all at once. Exactly the stock is sold, every
// other shopper is told 409, and nothing fails on the server's side: on PGlite, on PostgreSQL,
// and on PostgreSQL with the requests split across two app instances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app-harness';
import { TEST_DATABASE_URL } from '../../test/test-env';
import {
  callerFor,
  newIdempotencyKey,
  orderBody,
  setStock,
  signedIn,
  stockOf,
} from './test-shoppers';

const STOCK = 50;
const ORDERS = 200;
const SHOPPERS = 10;

let t: TestApp;
let cookies: string[];
beforeAll(async () => {
  t = await createTestApp();
  cookies = [];
  for (let i = 0; i < SHOPPERS; i++) cookies.push((await signedIn(t.app, t.database)).cookie);
});
afterAll(() => t.close());

async function flashSale(apps: TestApp[], productId: string) {
  await setStock(t.database, productId, STOCK);
  const started = Date.now();
  const responses = await Promise.all(
    Array.from({ length: ORDERS }, (_, i) =>
      callerFor(apps[i % apps.length]!.app, cookies[i % SHOPPERS]!)(
        'POST',
        '/api/store/orders',
        orderBody([{ productId, quantity: 1 }]),
        { 'idempotency-key': newIdempotencyKey() },
      ),
    ),
  );
  const ms = Date.now() - started;
  const byStatus: Record<number, number> = {};
  for (const r of responses) byStatus[r.statusCode] = (byStatus[r.statusCode] ?? 0) + 1;
  const [sold] = await t.database.query<{ n: number; orders: number }>(
    'SELECT coalesce(sum(quantity), 0)::int AS n, count(DISTINCT order_id)::int AS orders FROM order_items WHERE product_id = $1',
    [productId],
  );
  console.log(
    `flash sale on ${t.database.kind} with ${apps.length} app(s): ${JSON.stringify(byStatus)} in ${ms} ms`,
  );
  return { byStatus, sold, stock: await stockOf(t.database, productId), responses };
}

function expectExactlyTheStockSold(result: Awaited<ReturnType<typeof flashSale>>) {
  expect(result.byStatus).toEqual({ 201: STOCK, 409: ORDERS - STOCK });
  expect(result.stock).toBe(0);
  expect(result.sold).toEqual({ n: STOCK, orders: STOCK });
  const refused = result.responses.find((r) => r.statusCode === 409)!;
  expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(refused.json().detail).toMatch(/is out of stock\.$/);
}

describe('flash sale', () => {
  it(`sells exactly ${STOCK} of ${ORDERS} parallel orders of one (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    expectExactlyTheStockSold(await flashSale([t], 'prod-013'));
  }, 120_000);

  it.skipIf(!TEST_DATABASE_URL)(
    'sells exactly the stock when the orders are split across two app instances',
    async () => {
      const second = await createSiblingApp(t);
      try {
        expectExactlyTheStockSold(await flashSale([t, second], 'prod-011'));
      } finally {
        await second.close();
      }
    },
    120_000,
  );
});
