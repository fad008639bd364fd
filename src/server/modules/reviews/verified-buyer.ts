// The "Verified buyer" badge of a review (issue #33): its author holds a delivered unit of the
// product that was not returned for a refund, i.e. some delivered order line of the product
// whose quantity exceeds the units of it in refunded returns. Stored on the review, set when the
// review is written and again when a return's refund is recorded (returns/refund-hooks.ts), each
// time in one statement over every review concerned. Ratings do not weigh the badge (decision
// 014: a plain average of published reviews), so losing it leaves the product's rating as it is.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** Whether the author of review `r` still holds a delivered, unrefunded unit of its product. */
const holdsUnrefundedUnit = sql`EXISTS (
  SELECT 1 FROM order_items oi
    JOIN orders o ON o.id = oi.order_id
    JOIN order_groups g ON g.id = oi.group_id
   WHERE o.user_id = r.user_id AND oi.product_id = r.product_id AND g.status = 'delivered'
     AND oi.quantity > (SELECT coalesce(sum(ri.quantity), 0) FROM return_items ri
                          JOIN returns rt ON rt.id = ri.return_id
                         WHERE ri.item_id = oi.id AND rt.status = 'refunded'))`;

/** Sets the badge of the reviews `scope` names (a condition on `r`), writing only changed rows. */
async function refreshBadges(tx: Tx, scope: SQL) {
  await tx.execute(sql`
    UPDATE reviews SET verified_buyer = c.verified
      FROM (SELECT r.id, ${holdsUnrefundedUnit} AS verified FROM reviews r WHERE ${scope}) c
     WHERE reviews.id = c.id AND reviews.verified_buyer <> c.verified`);
}

/**
 * The badge of the customer's review of the product, in the review's transaction. The customer's
 * orders holding the product are share-locked first, in a statement of their own: a refund
 * settled under its order's lock (returns/refund-return.ts) is then either committed before the
 * recount reads it or waits for this transaction, whose review its own recount will see.
 */
export async function refreshReviewBadge(tx: Tx, userId: string, productId: string) {
  await tx.execute(sql`
    SELECT o.id FROM orders o
     WHERE o.user_id = ${userId}
       AND EXISTS (SELECT 1 FROM order_items oi
                    WHERE oi.order_id = o.id AND oi.product_id = ${productId})
     ORDER BY o.id FOR SHARE OF o`);
  await refreshBadges(tx, sql`r.user_id = ${userId} AND r.product_id = ${productId}`);
}

/** After a return's refund: the badges of its customer's reviews of the shipment's products. */
export async function refreshBadgesAfterRefund(tx: Tx, refund: { groupId: string }) {
  await refreshBadges(
    tx,
    sql`(r.user_id, r.product_id) IN (
      SELECT o.user_id, oi.product_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
       WHERE oi.group_id = ${refund.groupId})`,
  );
}
