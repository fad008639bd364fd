CREATE TABLE "promotion_uses" (
	"id" text PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"funded_by" text,
	"discount_paise" integer NOT NULL,
	"shipping_waived_paise" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"flat_off_paise" integer,
	"buy_quantity" integer,
	"get_quantity" integer,
	"scope" text DEFAULT 'cart' NOT NULL,
	"scope_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_goods_paise" integer DEFAULT 0 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_limit" integer,
	"per_customer_limit" integer,
	"code" text,
	"funded_by" text,
	"status" text DEFAULT 'active' NOT NULL,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK ("promotions"."kind" in ('percent', 'flat', 'free-shipping', 'bxgy')),
	CONSTRAINT "promotions_scope_check" CHECK ("promotions"."scope" in ('cart', 'categories', 'vendors', 'products')),
	CONSTRAINT "promotions_status_check" CHECK ("promotions"."status" in ('active', 'paused', 'ended')),
	CONSTRAINT "promotions_uses_check" CHECK ("promotions"."uses_count" >= 0 AND ("promotions"."total_limit" IS NULL OR "promotions"."uses_count" <= "promotions"."total_limit"))
);
--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "vendor_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vendor_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_funded_by_vendors_user_id_fk" FOREIGN KEY ("funded_by") REFERENCES "public"."vendors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_uses_order_promotion_idx" ON "promotion_uses" USING btree ("order_id","promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_uses_promotion_user_idx" ON "promotion_uses" USING btree ("promotion_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promotions_funded_by_idx" ON "promotions" USING btree ("funded_by");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_check" CHECK ("order_items"."discount_paise" >= 0 AND "order_items"."vendor_discount_paise" >= 0 AND "order_items"."vendor_discount_paise" <= "order_items"."discount_paise" AND "order_items"."discount_paise" <= "order_items"."line_total_paise");--> statement-breakpoint
-- hand-written below
-- The first-purchase discount becomes an automatic platform promotion, seeded from today's
-- setting (its percentage keeps following the setting: docs/decisions/018-promotions.md).
INSERT INTO "promotions" ("id", "name", "kind", "percent_off", "scope", "first_order_only", "status")
VALUES ('promo-first-purchase', 'First purchase discount', 'percent',
  coalesce((SELECT ("value"->>'firstPurchaseDiscountPct')::int FROM "settings" WHERE "key" = 'store'), 20),
  'cart', true, 'active')
ON CONFLICT ("id") DO NOTHING;
