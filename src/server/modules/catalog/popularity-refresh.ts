// The Popularity sort's sales figure (decision 034), summed outside the orders' transactions.
// The product_sales_months trigger queues the products whose units changed (migration 0031);
// this job, run every few seconds by jobs.ts (tests call it directly), sets each queued
// product's sales_units to its units in product_sales_months and clears its queue entries.
// It takes only the product rows nobody holds (FOR UPDATE SKIP LOCKED): an order that holds a
// product for its stock is never made to wait or deadlock, and the product is summed on the next
// run. Several instances may run it at once: each takes the rows the others did not.
import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client';

/** Products summed per run at most: a run holds their rows, so an import's or a restore's
 * thousands of queued products go a batch per run instead of in one long transaction. */
export const POPULARITY_BATCH = 2_000;
const BATCH = POPULARITY_BATCH;

const REFRESH = `
WITH due AS (
  SELECT DISTINCT product_id FROM product_popularity_queue LIMIT ${BATCH}
), taken AS (
  SELECT p.id FROM products p WHERE p.id IN (SELECT product_id FROM due)
  ORDER BY p.id FOR UPDATE SKIP LOCKED
), summed AS (
  UPDATE products p SET sales_units = s.units
  FROM (
    SELECT t.id, coalesce((SELECT sum(m.units) FROM product_sales_months m
      WHERE m.product_id = t.id), 0)::int AS units
    FROM taken t
  ) s
  WHERE p.id = s.id AND p.sales_units <> s.units
  RETURNING p.id
), cleared AS (
  DELETE FROM product_popularity_queue q USING taken t WHERE q.product_id = t.id
), gone AS (
  DELETE FROM product_popularity_queue q
  WHERE q.product_id IN (SELECT product_id FROM due)
    AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = q.product_id)
)
SELECT id FROM summed`;

/** Sums the queued products' sales again; returns the products whose figure changed. */
export async function refreshPopularity(db: DbOrTx): Promise<string[]> {
  return (await rowsOf<{ id: string }>(db, sql.raw(REFRESH))).map((r) => r.id);
}
