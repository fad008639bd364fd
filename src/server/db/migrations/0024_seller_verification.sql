CREATE TABLE "vendor_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"filename" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_documents_kind_check" CHECK ("vendor_documents"."kind" in ('cancelled-cheque', 'gst-certificate'))
);
--> statement-breakpoint
CREATE TABLE "vendor_verifications" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"gstin" text NOT NULL,
	"pan" text NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_check";--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "verification_status" text DEFAULT 'not_started' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_documents" ADD CONSTRAINT "vendor_documents_vendor_id_vendors_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_verifications" ADD CONSTRAINT "vendor_verifications_vendor_id_vendors_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_verifications" ADD CONSTRAINT "vendor_verifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_documents_kind_idx" ON "vendor_documents" USING btree ("vendor_id","kind");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_verification_status_check" CHECK ("vendors"."verification_status" in ('not_started', 'submitted', 'verified', 'rejected'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('on-hold', 'due', 'paid'));