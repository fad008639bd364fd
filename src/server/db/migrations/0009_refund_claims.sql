-- Issue #16. Refunds are claimed as rows with a key per order before the gateway is called, and an
-- order has one open Razorpay order. An order that already has two open Razorpay orders (two
-- "start payment" requests at once) keeps its newest; the older ones are expired first.
UPDATE "payments" p SET "status" = 'expired' WHERE p."provider" = 'razorpay' AND p."status" = 'created'
  AND EXISTS (SELECT 1 FROM "payments" q WHERE q."order_id" = p."order_id" AND q."provider" = 'razorpay'
    AND q."status" = 'created' AND (q."created_at", q."id") > (p."created_at", p."id"));--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "extra" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payments_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_refund_key_idx" ON "payments" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_gateway_order_idx" ON "payments" USING btree ("order_id") WHERE "payments"."provider" = 'razorpay' AND "payments"."status" = 'created';--> statement-breakpoint
CREATE INDEX "payments_requested_refunds_idx" ON "payments" USING btree ("attempted_at") WHERE "payments"."status" = 'refund-requested';