ALTER TABLE "products" ADD COLUMN "ingredients" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "how_to_use" text DEFAULT '' NOT NULL;