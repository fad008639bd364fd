CREATE TABLE "product_popularity_queue" (
	"product_id" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_popularity_queue_product_idx" ON "product_popularity_queue" USING btree ("product_id");--> statement-breakpoint
-- hand-written below
-- Issue #37 (decision 034, "Popularity off the order's locks"): migration 0028's trigger updated
-- products.sales_units inside the statement that changed product_sales_months, that is inside an
-- order's transaction (a cancellation, a delivery, a refund). Two orders of the same products in
-- different orders then locked product rows in opposite orders, one through its stock and the
-- other through this trigger, and PostgreSQL aborted one of them (40P01). The trigger now only
-- appends the product ids to product_popularity_queue; the popularity job sums them afterwards,
-- taking only the product rows nobody holds (FOR UPDATE SKIP LOCKED).
CREATE OR REPLACE FUNCTION angle_sync_sales_units() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO product_popularity_queue (product_id) SELECT DISTINCT product_id FROM old_rows;
  ELSE
    INSERT INTO product_popularity_queue (product_id) SELECT DISTINCT product_id FROM new_rows;
  END IF;
  RETURN NULL;
END
$fn$;
