-- Issue #35: migration 0040's four search columns were STORED generated columns, which
-- PostgreSQL computes again on every UPDATE of the row, whichever columns it sets: each order's
-- stock take and each popularity sum ran the search functions over the product's description
-- (21 ms for 128 products on PostgreSQL at 100k, more than the rest of a stock take). They are
-- plain columns now, kept by a BEFORE trigger on inserts and on the updates that change a name,
-- tags, description or attribute words (a WHEN clause, evaluated without calling the function).
-- The values stay as they are (DROP EXPRESSION does not rewrite the table). A write to a search
-- column is computed again too, so they cannot drift, and a migration that replaces one of the
-- search functions rewrites them with `UPDATE products SET search_text = NULL` (`SET tags = tags`
-- changes nothing the trigger looks at).
ALTER TABLE "products" ALTER COLUMN "search_tags" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_facts" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_keywords" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_text" DROP EXPRESSION;--> statement-breakpoint
CREATE OR REPLACE FUNCTION angle_fill_search_columns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_tags := public.angle_tags_text(NEW.tags);
  NEW.search_facts := public.angle_facts_text(NEW.attributes);
  NEW.search_keywords := public.angle_keywords_text(NEW.tags, NEW.attributes);
  NEW.search_text := public.angle_search_text(NEW.name, NEW.tags, NEW.description, NEW.attributes);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_columns_insert" BEFORE INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION angle_fill_search_columns();--> statement-breakpoint
CREATE TRIGGER "products_search_columns_update"
  BEFORE UPDATE OF name, tags, description, attributes, search_tags, search_facts, search_keywords, search_text
  ON "products"
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.tags IS DISTINCT FROM NEW.tags
    OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.attributes IS DISTINCT FROM NEW.attributes
    OR OLD.search_tags IS DISTINCT FROM NEW.search_tags
    OR OLD.search_facts IS DISTINCT FROM NEW.search_facts
    OR OLD.search_keywords IS DISTINCT FROM NEW.search_keywords
    OR OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION angle_fill_search_columns();
