CREATE TABLE "media_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"path" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_sha256_media_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."media_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_sha256_idx" ON "media_files" USING btree ("sha256");--> statement-breakpoint
-- hand-written below
-- WebP is compressed already: keep the bytes out of line without trying to compress them again.
ALTER TABLE "media_blobs" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
