CREATE TABLE "cod_confirmations" (
	"order_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sends" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"confirm_by" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmation" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_confirmations" ADD CONSTRAINT "cod_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_confirmations_due_idx" ON "cod_confirmations" USING btree ("confirm_by");--> statement-breakpoint
-- hand-written below
-- The prepaid discount (decision 041) is a platform promotion whose percentage is the payment
-- setting's and which applies only to orders paid online; its row exists for promotion_uses to
-- name. It is 'ended' so no admin screen can start it by hand: the pricing context adds it.
INSERT INTO "promotions" ("id", "name", "kind", "percent_off", "scope", "first_order_only", "status")
VALUES ('promo-prepaid', 'Prepaid discount', 'percent', 0, 'cart', false, 'ended')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- A PIN code's orders, for its return-to-origin share (cod/cod-facts.ts).
CREATE INDEX IF NOT EXISTS "orders_pincode_idx" ON "orders" USING btree (("shipping_address"->>'pincode'));
