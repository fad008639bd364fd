CREATE TABLE "delivery_issues" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"group_id" text NOT NULL,
	"reported_by" text NOT NULL,
	"reason" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"choice" text,
	"reattempt_on" text,
	"correction" jsonb,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_issues_status_check" CHECK ("delivery_issues"."status" in ('open', 'answered', 'closed')),
	CONSTRAINT "delivery_issues_choice_check" CHECK ("delivery_issues"."choice" IS NULL OR "delivery_issues"."choice" in ('deliver-again', 'correct-address', 'cancel')),
	CONSTRAINT "delivery_issues_reporter_check" CHECK ("delivery_issues"."reported_by" in ('carrier', 'vendor'))
);
--> statement-breakpoint
ALTER TABLE "vendor_ledger_entries" DROP CONSTRAINT "vendor_ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "order_groups" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_issues" ADD CONSTRAINT "delivery_issues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_issues" ADD CONSTRAINT "delivery_issues_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_issues_attempt_idx" ON "delivery_issues" USING btree ("group_id","attempted_at");--> statement-breakpoint
CREATE INDEX "delivery_issues_order_idx" ON "delivery_issues" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "vendor_ledger_entries" ADD CONSTRAINT "vendor_ledger_entries_kind_check" CHECK ("vendor_ledger_entries"."kind" in ('sale', 'vendor-discount', 'commission', 'tcs', 'tds', 'cod-collected', 'refund', 'commission-reversal', 'tcs-reversal', 'rto-shipping'));