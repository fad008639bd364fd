// The flash sale shared by the API suite (once) and the hardening run (20 times): far more
// shoppers than stock, all at once, split across one or more app instances. The stock is one
// shade of a product in several (issue #18): its sibling shades must not move.
import { expect } from 'vitest';
import type { TestApp } from '../../test/app-harness';
import {
  callerFor,
  newIdempotencyKey,
  orderBody,
  setStock,
  stockMismatches,
  stockOf,
} from './test-shoppers';

export const STOCK = 50;
export const ORDERS = 200;

export interface SaleVariant {
  productId: string;
  variantId: string;
}

/** The other variants' stock of the product, by id. */
async function siblingStock({ database }: TestApp, { productId, variantId }: SaleVariant) {
  const rows = await database.query<{ id: string; stock_quantity: number }>(
    'SELECT id, stock_quantity FROM product_variants WHERE product_id = $1 AND id <> $2 ORDER BY id',
    [productId, variantId],
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.stock_quantity]));
}

export async function flashSale(apps: TestApp[], cookies: string[], variant: SaleVariant) {
  const { database } = apps[0]!;
  const { productId, variantId } = variant;
  await setStock(database, variantId, STOCK);
  const siblingsBefore = await siblingStock(apps[0]!, variant);
  const soldBefore = await unitsSold(apps[0]!, variantId);
  const started = Date.now();
  const responses = await Promise.all(
    Array.from({ length: ORDERS }, (_, i) =>
      callerFor(apps[i % apps.length]!.app, cookies[i % cookies.length]!)(
        'POST',
        '/api/store/orders',
        orderBody([{ productId, variantId, quantity: 1 }]),
        { 'idempotency-key': newIdempotencyKey() },
      ),
    ),
  );
  const ms = Date.now() - started;
  const byStatus: Record<number, number> = {};
  for (const r of responses) byStatus[r.statusCode] = (byStatus[r.statusCode] ?? 0) + 1;
  const after = await unitsSold(apps[0]!, variantId);
  console.log(
    `flash sale on ${database.kind} with ${apps.length} app(s): ${JSON.stringify(byStatus)} in ${ms} ms`,
  );
  return {
    byStatus,
    sold: { n: after.n - soldBefore.n, orders: after.orders - soldBefore.orders },
    stock: await stockOf(database, variantId),
    siblings: { before: siblingsBefore, after: await siblingStock(apps[0]!, variant) },
    mismatches: await stockMismatches(database),
    responses,
  };
}

async function unitsSold({ database }: TestApp, variantId: string) {
  const [sold] = await database.query<{ n: number; orders: number }>(
    'SELECT coalesce(sum(quantity), 0)::int AS n, count(DISTINCT order_id)::int AS orders FROM order_items WHERE variant_id = $1',
    [variantId],
  );
  return sold!;
}

export function expectExactlyTheStockSold(result: Awaited<ReturnType<typeof flashSale>>) {
  expect(result.byStatus).toEqual({ 201: STOCK, 409: ORDERS - STOCK });
  expect(result.stock).toBe(0);
  expect(result.sold).toEqual({ n: STOCK, orders: STOCK });
  expect(Object.keys(result.siblings.before).length).toBeGreaterThan(0);
  expect(result.siblings.after).toEqual(result.siblings.before);
  // The product's total is still the sum of its shades'.
  expect(result.mismatches).toEqual([]);
  const refused = result.responses.find((r) => r.statusCode === 409)!;
  expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(refused.json().detail).toMatch(/is out of stock\.$/);
}
