CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"utr" text,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_utr_unique" UNIQUE("utr"),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_paise" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('due', 'paid')),
	CONSTRAINT "payouts_paid_check" CHECK (("payouts"."status" = 'paid') = ("payouts"."utr" IS NOT NULL AND "payouts"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "settlement_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"return_window_days" integer NOT NULL,
	"payouts_count" integer DEFAULT 0 NOT NULL,
	"total_paise" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_runs_period_check" CHECK ("settlement_runs"."period_start" <= "settlement_runs"."period_end")
);
--> statement-breakpoint
CREATE TABLE "vendor_ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_group_id" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"base_paise" integer,
	"rate_bp" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"payout_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_ledger_entries_kind_check" CHECK ("vendor_ledger_entries"."kind" in ('sale', 'vendor-discount', 'commission', 'tcs', 'tds', 'cod-collected', 'refund', 'commission-reversal', 'tcs-reversal'))
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_id_settlement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."settlement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_vendor_id_vendors_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_runs" ADD CONSTRAINT "settlement_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ledger_entries" ADD CONSTRAINT "vendor_ledger_entries_vendor_id_vendors_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ledger_entries" ADD CONSTRAINT "vendor_ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ledger_entries" ADD CONSTRAINT "vendor_ledger_entries_order_group_id_order_groups_id_fk" FOREIGN KEY ("order_group_id") REFERENCES "public"."order_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_ledger_entries" ADD CONSTRAINT "vendor_ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_run_vendor_idx" ON "payouts" USING btree ("run_id","vendor_id");--> statement-breakpoint
CREATE INDEX "payouts_vendor_idx" ON "payouts" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_runs_period_idx" ON "settlement_runs" USING btree ("period_start","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_ledger_entries_source_idx" ON "vendor_ledger_entries" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "vendor_ledger_entries_vendor_idx" ON "vendor_ledger_entries" USING btree ("vendor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "vendor_ledger_entries_group_idx" ON "vendor_ledger_entries" USING btree ("order_group_id");--> statement-breakpoint
CREATE INDEX "vendor_ledger_entries_unsettled_idx" ON "vendor_ledger_entries" USING btree ("vendor_id") WHERE "vendor_ledger_entries"."payout_id" IS NULL;--> statement-breakpoint
CREATE INDEX "vendor_ledger_entries_payout_idx" ON "vendor_ledger_entries" USING btree ("payout_id");--> statement-breakpoint
-- hand-written below: the ledger is append-only. An entry may only be settled into a payout
-- (payout_id from null to a payout), never changed otherwise, unsettled or deleted.
CREATE FUNCTION vendor_ledger_entries_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'vendor ledger entries are never deleted';
  END IF;
  IF OLD.payout_id IS NOT NULL OR NEW.payout_id IS NULL
    OR (to_jsonb(NEW) - 'payout_id') <> (to_jsonb(OLD) - 'payout_id') THEN
    RAISE EXCEPTION 'vendor ledger entries are append-only';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER vendor_ledger_entries_append_only BEFORE UPDATE OR DELETE ON vendor_ledger_entries
  FOR EACH ROW EXECUTE FUNCTION vendor_ledger_entries_append_only();
