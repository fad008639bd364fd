// Stock is taken and returned here only (decision 012): on the variant, and on its product's
// total (the summary the listing reads) by the same amount, in one statement per call.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { noteStockMoves } from '../catalog/stock-moves';

export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** One line per variant (repeats add up), sorted by product then variant id. */
function mergeByVariant(lines: readonly StockLine[]): StockLine[] {
  const byVariant = new Map<string, StockLine>();
  for (const line of lines) {
    const seen = byVariant.get(line.variantId);
    byVariant.set(
      line.variantId,
      seen ? { ...seen, quantity: seen.quantity + line.quantity } : line,
    );
  }
  return [...byVariant.values()].sort((a, b) =>
    a.productId === b.productId
      ? a.variantId < b.variantId
        ? -1
        : 1
      : a.productId < b.productId
        ? -1
        : 1,
  );
}

/**
 * Moves stock by `sign × quantity` for each line, in one statement: the products are locked
 * first, in id order, by the `locked` subquery (two checkouts, or a checkout and a cancellation,
 * holding the same products in opposite orders then queue instead of deadlocking, issue #9);
 * each variant moves only while enough is left (a concurrent taker re-checks the condition on
 * the new stock; CHECK (stock >= 0) is the backstop), and each product's total moves by what
 * its active variants moved: a hidden variant's stock is not part of the total. Returns the ids
 * of the variants that moved.
 */
async function moveStock(tx: Tx, lines: readonly StockLine[], sign: 1 | -1): Promise<Set<string>> {
  const merged = mergeByVariant(lines);
  if (merged.length === 0) return new Set();
  const productIds = merged.map((l) => l.productId);
  const variantIds = merged.map((l) => l.variantId);
  const quantities = merged.map((l) => l.quantity * sign);
  const moved = await rowsOf<{ id: string; product_id: string }>(
    tx,
    sql`WITH locked AS MATERIALIZED (
      SELECT id FROM products WHERE id = ANY(${sql.param(productIds)}::text[])
      ORDER BY id FOR NO KEY UPDATE
    ),
    moved AS (
      UPDATE product_variants v SET stock_quantity = v.stock_quantity + line.delta
      FROM unnest(${sql.param(productIds)}::text[], ${sql.param(variantIds)}::text[],
        ${sql.param(quantities)}::int[]) AS line(product_id, variant_id, delta)
      WHERE v.id = line.variant_id AND v.product_id = line.product_id
        AND v.stock_quantity + line.delta >= 0
        AND line.product_id IN (SELECT id FROM locked)
      RETURNING v.id, v.product_id, v.is_active, line.delta
    ),
    totals AS (
      UPDATE products p SET stock_quantity = p.stock_quantity + t.delta
      FROM (SELECT product_id, sum(delta)::int AS delta FROM moved WHERE is_active
        GROUP BY product_id) t
      WHERE p.id = t.product_id
      RETURNING p.id
    )
    SELECT id, product_id FROM moved`,
  );
  // Read by the catalogue index after the answer (committed by then): a rolled-back move only
  // makes it read a product's stock that did not change.
  noteStockMoves(moved.map((r) => r.product_id));
  return new Set(moved.map((r) => r.id));
}

/**
 * Takes each line's quantity from its variant and its product's total. Returns the lines that
 * found too little (or name no variant of that product): the caller refuses the checkout, and
 * its transaction undoes the lines that were taken.
 */
export async function takeStock(tx: Tx, lines: readonly StockLine[]): Promise<StockLine[]> {
  const taken = await moveStock(tx, lines, -1);
  return mergeByVariant(lines).filter((l) => !taken.has(l.variantId));
}

/** Puts lines back on the shelf (a cancellation): on the variant, and on the product's total. */
export async function returnStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  await moveStock(tx, lines, 1);
}
