CREATE TABLE "hsn_codes" (
	"category" text NOT NULL,
	"subcategory" text DEFAULT '' NOT NULL,
	"hsn_code" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hsn_codes_category_subcategory_pk" PRIMARY KEY("category","subcategory"),
	CONSTRAINT "hsn_codes_rate_check" CHECK ("hsn_codes"."rate_bp" between 0 and 4000)
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"vendor_id" text NOT NULL,
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "tax_document_counters_vendor_id_kind_financial_year_pk" PRIMARY KEY("vendor_id","kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"vendor_id" text NOT NULL,
	"order_id" text NOT NULL,
	"group_id" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"invoice_id" text,
	"refund_id" text,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('invoice', 'credit-note'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "registered_address" jsonb;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "invoice_prefix" text;--> statement-breakpoint
ALTER TABLE "tax_document_counters" ADD CONSTRAINT "tax_document_counters_vendor_id_vendors_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_vendor_id_vendors_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_idx" ON "tax_documents" USING btree ("vendor_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_idx" ON "tax_documents" USING btree ("group_id") WHERE "tax_documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_refund_idx" ON "tax_documents" USING btree ("refund_id","group_id") WHERE "tax_documents"."refund_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tax_documents_vendor_issued_idx" ON "tax_documents" USING btree ("vendor_id","issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_invoice_prefix_unique" UNIQUE("invoice_prefix");--> statement-breakpoint
-- hand-written below: the HSN codes and GST rates of the catalogue's categories, as in force
-- from 22 September 2025 (docs/decisions/022-gst-invoices.md cites them); the admin edits them.
INSERT INTO "hsn_codes" ("category", "subcategory", "hsn_code", "rate_bp") VALUES
  ('makeup', '', '3304', 1800),
  ('skin', '', '3304', 1800),
  ('hair', '', '3305', 1800),
  ('hair', 'shampoo', '3305', 500),
  ('personal-care', '', '3307', 1800),
  ('personal-care', 'fragrance', '3303', 1800),
  ('personal-care', 'body', '3401', 500),
  ('appliances', '', '8516', 1800),
  ('appliances', 'skin tools', '8509', 1800)
ON CONFLICT DO NOTHING;
