// A product's rating and reviewCount are computed from its published reviews, inside the
// transaction of every review change. The product row is locked first, so concurrent changes to
// one product's reviews take turns, and the recount (a statement of its own, which under READ
// COMMITTED sees every review committed before the lock was granted) can never drift.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { notFound } from '../../errors';

/** Locks the product's row for the rest of the transaction, whatever its status. */
export async function lockProductRow(tx: Tx, productId: string) {
  const [row] = await rowsOf<{ id: string; vendor_id: string; status: string }>(
    tx,
    sql`SELECT id, vendor_id, status FROM products WHERE id = ${productId} FOR UPDATE`,
  );
  return row ? { id: row.id, vendorId: row.vendor_id, status: row.status } : null;
}

/** Locks a published product's row (a new review's); 404 when there is none. */
export async function lockProduct(tx: Tx, productId: string) {
  const row = await lockProductRow(tx, productId);
  if (!row || row.status !== 'published') throw notFound('The product');
  return row;
}

/** Rewrites the product's rating (one decimal) and count from its published reviews. */
export async function recomputeRating(tx: Tx, productId: string) {
  await tx.execute(sql`
    UPDATE products SET
      rating = COALESCE((SELECT ROUND(AVG(rating)::numeric, 1) FROM reviews
                         WHERE product_id = ${productId} AND status = 'published'), 0),
      review_count = (SELECT COUNT(*)::int FROM reviews
                      WHERE product_id = ${productId} AND status = 'published')
    WHERE id = ${productId}`);
}
