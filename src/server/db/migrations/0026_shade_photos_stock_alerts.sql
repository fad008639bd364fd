CREATE TABLE "stock_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"variant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "stock_alerts_email_lower_check" CHECK ("stock_alerts"."email" = lower("stock_alerts"."email"))
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "image_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_idx" ON "stock_alerts" USING btree ("variant_id","email") WHERE "stock_alerts"."notified_at" IS NULL;--> statement-breakpoint
-- A shade's one photo so far becomes the first of its photos.
UPDATE "product_variants" SET "image_ids" = ARRAY["image_id"] WHERE "image_id" IS NOT NULL;--> statement-breakpoint
-- Issue #37: when a shade's stock rises from 0, every confirmed open request for it is marked
-- notified and its one mail queued, in the statement that raised the stock. The row lock of that
-- UPDATE orders parallel stock writes: the second sees the first's stock as OLD, so it fires no
-- more, and the alerts' own UPDATE skips rows another transaction already marked.
CREATE OR REPLACE FUNCTION stock_alerts_on_restock() RETURNS trigger AS $$
BEGIN
  WITH due AS (
    UPDATE "stock_alerts" SET "notified_at" = now()
    WHERE "variant_id" = NEW."id" AND "notified_at" IS NULL AND "confirmed_at" IS NOT NULL
    RETURNING "id", "email"
  )
  INSERT INTO "outbox" ("id", "kind", "payload")
  SELECT gen_random_uuid()::text, 'back-in-stock', jsonb_build_object(
    'to', due."email",
    'template', 'back-in-stock',
    'data', jsonb_build_object(
      'alertId', due."id",
      'productId', p."id",
      'productName', p."name",
      'variantId', NEW."id",
      'shade', concat_ws(' · ', NEW."option1", NEW."option2")))
  FROM due JOIN "products" p ON p."id" = NEW."product_id";
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "stock_alerts_restock"
  AFTER UPDATE OF "stock_quantity" ON "product_variants"
  FOR EACH ROW
  WHEN (OLD."stock_quantity" = 0 AND NEW."stock_quantity" > 0 AND NEW."is_active")
  EXECUTE FUNCTION stock_alerts_on_restock();
