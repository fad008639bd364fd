-- Issue #35: a search's words kept on the product. The catalogue index reads every product a
-- search matches with its relevance tier (modules/catalog/catalog-index.ts, readMatches), and
-- each row called the search functions of migrations 0005 and 0028 several times; their
-- angle_facts_text is an aggregate over a list of 33 phrases, not inlined: a common word at
-- 100k products took seconds of PGlite's one connection. The same functions now fill stored
-- columns when a product is written, and the trigram indexes are on the columns. A migration that
-- replaces one of those functions must also rewrite the columns (UPDATE products SET tags = tags):
-- a stored column keeps what the function gave when the row was written.
ALTER TABLE "products"
  ADD COLUMN "search_tags" text GENERATED ALWAYS AS (public.angle_tags_text("tags")) STORED,
  ADD COLUMN "search_facts" text GENERATED ALWAYS AS (public.angle_facts_text("attributes")) STORED,
  ADD COLUMN "search_keywords" text GENERATED ALWAYS AS (public.angle_keywords_text("tags", "attributes")) STORED,
  ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.angle_search_text("name", "tags", "description", "attributes")) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "products_tags_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_keywords_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_facts_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_facts_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_search_tags_trgm_idx" ON "products" USING gin ("search_tags" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_facts_trgm_idx" ON "products" USING gin ("search_facts" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_keywords_trgm_idx" ON "products" USING gin ("search_keywords" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
