CREATE TABLE "vendor_image_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_image_uploads" ADD CONSTRAINT "vendor_image_uploads_vendor_id_vendors_user_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_image_uploads_vendor_idx" ON "vendor_image_uploads" USING btree ("vendor_id","created_at");