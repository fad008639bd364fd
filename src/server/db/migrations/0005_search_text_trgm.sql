-- Search reads name, tags and description with ILIKE '%term%' and tolerates typos in names and
-- tags with pg_trgm's word similarity (<%). Trigram GIN indexes on the same expressions let
-- both use an index instead of reading every product; the functions are IMMUTABLE so they can be
-- indexed (array_to_string alone is only STABLE).
CREATE OR REPLACE FUNCTION angle_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(tags, ' ') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION angle_search_text(name text, tags text[], description text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT name || ' ' || array_to_string(tags, ' ') || ' ' || description $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_tags_trgm_idx" ON "products" USING gin (angle_tags_text("tags") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_trgm_idx" ON "products" USING gin (angle_search_text("name", "tags", "description") gin_trgm_ops);
