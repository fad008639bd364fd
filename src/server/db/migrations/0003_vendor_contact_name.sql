ALTER TABLE "vendors" ADD COLUMN "contact_name" text;--> statement-breakpoint
-- Vendors registered before this column kept their contact name in the registration audit record.
UPDATE "vendors" SET "contact_name" = a."changes"->>'contactName'
FROM "audit_log" a
WHERE a."action" = 'vendor.registered' AND a."entity_id" = "vendors"."user_id" AND "vendors"."contact_name" IS NULL;
