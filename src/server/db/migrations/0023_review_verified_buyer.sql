ALTER TABLE "reviews" ADD COLUMN "verified_buyer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written: issue #33. A review's "Verified buyer" badge is stored (it was shown on every
-- review): its author holds a delivered unit of the product not returned for a refund. Existing
-- reviews get it by the same rule as reviews/verified-buyer.ts.
UPDATE "reviews" r SET "verified_buyer" = EXISTS (
  SELECT 1 FROM order_items oi
    JOIN orders o ON o.id = oi.order_id
    JOIN order_groups g ON g.id = oi.group_id
   WHERE o.user_id = r.user_id AND oi.product_id = r.product_id AND g.status = 'delivered'
     AND oi.quantity > (SELECT coalesce(sum(ri.quantity), 0) FROM return_items ri
                          JOIN returns rt ON rt.id = ri.return_id
                         WHERE ri.item_id = oi.id AND rt.status = 'refunded'));
