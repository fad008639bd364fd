-- Issue #18: shades and sizes. Every product gets one default variant carrying its SKU, price and
-- stock (id `<product id>-v1`, SKU `SKU-<product id>`); cart lines and order lines point at it.
-- The product keeps its price and stock as the summary of its variants.
CREATE TABLE "product_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"sku" text NOT NULL,
	"option1" text,
	"option2" text,
	"swatch_hex" text,
	"image_id" text,
	"swatch_image_id" text,
	"price_paise" integer NOT NULL,
	"original_price_paise" integer,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock_quantity" >= 0),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price_paise" > 0)
);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_price_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "default_variant_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option1_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option1_kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option2_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "option2_kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "swatches" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "swatch_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attributes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
INSERT INTO "product_variants" ("id", "product_id", "vendor_id", "sku", "price_paise", "original_price_paise", "stock_quantity", "position", "created_at", "updated_at")
  SELECT p."id" || '-v1', p."id", p."vendor_id", 'SKU-' || p."id", p."price_paise", p."original_price_paise", p."stock_quantity", 0, p."created_at", p."updated_at" FROM "products" p--> statement-breakpoint
UPDATE "products" SET "max_price_paise" = "price_paise", "variant_count" = 1, "default_variant_id" = "id" || '-v1'--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant_id" text--> statement-breakpoint
UPDATE "cart_items" SET "variant_id" = "product_id" || '-v1'--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variant_id" SET NOT NULL--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_id_product_id_pk"--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_variant_id_pk" PRIMARY KEY("cart_id","variant_id")--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "swatch_hex" text;--> statement-breakpoint
UPDATE "order_items" SET "variant_id" = "product_id" || '-v1', "sku" = 'SKU-' || "product_id"--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_vendor_id_vendors_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_vendor_sku_idx" ON "product_variants" USING btree ("vendor_id","sku");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_attributes_idx" ON "products" USING gin ("attributes");--> statement-breakpoint
CREATE INDEX "order_items_variant_idx" ON "order_items" USING btree ("variant_id");
