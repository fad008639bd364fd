-- Issue #35: search_words takes the words of a product's name, tags and attribute words
-- (migration 0028), and its update trigger ran for every UPDATE of products: each order's stock
-- take, each popularity sum and each review's rating split every changed product's words again
-- and looked each one up in search_words, half the cost of a stock take (16 of 32 ms for 128
-- products on PostgreSQL at 100k). Now it runs for the rows whose name, tags or attributes
-- changed, and only those: a row trigger with a WHEN clause, which PostgreSQL evaluates without
-- calling the function when it is false. (A statement trigger cannot both name columns and see
-- the changed rows.) Inserts keep their statement trigger: an import's thousands of rows are
-- split in one statement.
DROP TRIGGER IF EXISTS "products_search_words_update" ON "products";--> statement-breakpoint
CREATE OR REPLACE FUNCTION angle_collect_row_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT w FROM angle_words(NEW.name || ' ' || angle_keywords_text(NEW.tags, NEW.attributes)) w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE OF name, tags, attributes ON "products"
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.tags IS DISTINCT FROM NEW.tags
    OR OLD.attributes IS DISTINCT FROM NEW.attributes)
  EXECUTE FUNCTION angle_collect_row_search_words();
