CREATE TABLE "low_stock_variants" (
	"variant_id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"product_status" text NOT NULL,
	"product_name" text NOT NULL,
	"position" integer NOT NULL,
	"stock_quantity" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "low_stock_variants" ADD CONSTRAINT "low_stock_variants_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "low_stock_variants_published_idx" ON "low_stock_variants" USING btree ("stock_quantity","product_name","position") WHERE "low_stock_variants"."product_status" = 'published';--> statement-breakpoint
CREATE INDEX "low_stock_variants_product_idx" ON "low_stock_variants" USING btree ("product_id");--> statement-breakpoint
-- hand-written below
-- Issue #35 (docs/decisions/049-dashboard-totals.md): low_stock_variants holds the variants
-- running low (active, stock at or below their product's threshold), with the product's status
-- and name copied for the admin's alerts, kept here in the transaction of every write that moves
-- a variant in or out: a variant inserted or its stock, activity or position changed, a
-- product's threshold, status, name or vendor changed. A deleted variant goes with its row (the
-- foreign key cascades). A variant's write locks its product (checkout already holds it), so a
-- concurrent change of the product's threshold is seen by one of the two triggers, whichever
-- runs second.
CREATE FUNCTION low_stock_on_variant_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- The products are locked first, every one of them, and read by the next statement: locked in
  -- the same statement that filters on the threshold, a product whose threshold another
  -- transaction was raising was filtered out by the old threshold before the lock was waited
  -- for, and neither trigger saw the pair (low-stock.test.ts on PostgreSQL).
  PERFORM 1 FROM products p WHERE p.id IN (SELECT product_id FROM new_rows)
  ORDER BY p.id FOR NO KEY UPDATE;
  INSERT INTO low_stock_variants (variant_id, product_id, vendor_id, product_status,
    product_name, position, stock_quantity)
  SELECT v.id, p.id, p.vendor_id, p.status, p.name, v.position, v.stock_quantity
  FROM new_rows v JOIN products p ON p.id = v.product_id
  WHERE v.is_active AND v.stock_quantity <= p.low_stock_threshold;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION low_stock_on_variant_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  p products%ROWTYPE;
BEGIN
  SELECT * INTO p FROM products WHERE id = NEW.product_id FOR NO KEY UPDATE;
  IF NEW.is_active AND NEW.stock_quantity <= p.low_stock_threshold THEN
    INSERT INTO low_stock_variants AS t (variant_id, product_id, vendor_id, product_status,
      product_name, position, stock_quantity)
    VALUES (NEW.id, p.id, p.vendor_id, p.status, p.name, NEW.position, NEW.stock_quantity)
    ON CONFLICT (variant_id) DO UPDATE SET product_id = excluded.product_id,
      vendor_id = excluded.vendor_id, product_status = excluded.product_status,
      product_name = excluded.product_name, position = excluded.position,
      stock_quantity = excluded.stock_quantity;
  ELSE
    DELETE FROM low_stock_variants WHERE variant_id = NEW.id;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION low_stock_on_product_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  -- The product's variants first, as the rows this writes will refer to them: a variant being
  -- deleted meanwhile is waited for here, before its row below is touched (the delete's cascade
  -- and this trigger's foreign key check waited for each other: a deadlock, low-stock.test.ts).
  PERFORM 1 FROM product_variants v WHERE v.product_id = NEW.id ORDER BY v.id FOR KEY SHARE;
  DELETE FROM low_stock_variants WHERE product_id = NEW.id;
  INSERT INTO low_stock_variants (variant_id, product_id, vendor_id, product_status,
    product_name, position, stock_quantity)
  SELECT v.id, NEW.id, NEW.vendor_id, NEW.status, NEW.name, v.position, v.stock_quantity
  FROM product_variants v
  WHERE v.product_id = NEW.id AND v.is_active AND v.stock_quantity <= NEW.low_stock_threshold;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
INSERT INTO low_stock_variants (variant_id, product_id, vendor_id, product_status, product_name,
  position, stock_quantity)
SELECT v.id, p.id, p.vendor_id, p.status, p.name, v.position, v.stock_quantity
FROM product_variants v JOIN products p ON p.id = v.product_id
WHERE v.is_active AND v.stock_quantity <= p.low_stock_threshold;
--> statement-breakpoint
CREATE TRIGGER product_variants_low_stock_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION low_stock_on_variant_insert();
--> statement-breakpoint
CREATE TRIGGER product_variants_low_stock_update
  AFTER UPDATE OF stock_quantity, is_active, position, product_id ON product_variants
  FOR EACH ROW WHEN ((OLD.stock_quantity, OLD.is_active, OLD.position, OLD.product_id)
    IS DISTINCT FROM (NEW.stock_quantity, NEW.is_active, NEW.position, NEW.product_id))
  EXECUTE FUNCTION low_stock_on_variant_update();
--> statement-breakpoint
CREATE TRIGGER products_low_stock_update
  AFTER UPDATE OF low_stock_threshold, status, name, vendor_id ON products
  FOR EACH ROW WHEN ((OLD.low_stock_threshold, OLD.status, OLD.name, OLD.vendor_id)
    IS DISTINCT FROM (NEW.low_stock_threshold, NEW.status, NEW.name, NEW.vendor_id))
  EXECUTE FUNCTION low_stock_on_product_update();
