// The flash sale shared by the API suite (once) and the hardening run (20 times): far more
// shoppers than stock, all at once, split across one or more app instances.
import { expect } from 'vitest';
import type { TestApp } from '../../test/app-harness';
import { callerFor, newIdempotencyKey, orderBody, setStock, stockOf } from './test-shoppers';

export const STOCK = 50;
export const ORDERS = 200;

export async function flashSale(apps: TestApp[], cookies: string[], productId: string) {
  const { database } = apps[0]!;
  await setStock(database, productId, STOCK);
  const soldBefore = await unitsSold(apps[0]!, productId);
  const started = Date.now();
  const responses = await Promise.all(
    Array.from({ length: ORDERS }, (_, i) =>
      callerFor(apps[i % apps.length]!.app, cookies[i % cookies.length]!)(
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
  const after = await unitsSold(apps[0]!, productId);
  console.log(
    `flash sale on ${database.kind} with ${apps.length} app(s): ${JSON.stringify(byStatus)} in ${ms} ms`,
  );
  return {
    byStatus,
    sold: { n: after.n - soldBefore.n, orders: after.orders - soldBefore.orders },
    stock: await stockOf(database, productId),
    responses,
  };
}

async function unitsSold({ database }: TestApp, productId: string) {
  const [sold] = await database.query<{ n: number; orders: number }>(
    'SELECT coalesce(sum(quantity), 0)::int AS n, count(DISTINCT order_id)::int AS orders FROM order_items WHERE product_id = $1',
    [productId],
  );
  return sold!;
}

export function expectExactlyTheStockSold(result: Awaited<ReturnType<typeof flashSale>>) {
  expect(result.byStatus).toEqual({ 201: STOCK, 409: ORDERS - STOCK });
  expect(result.stock).toBe(0);
  expect(result.sold).toEqual({ n: STOCK, orders: STOCK });
  const refused = result.responses.find((r) => r.statusCode === 409)!;
  expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(refused.json().detail).toMatch(/is out of stock\.$/);
}
