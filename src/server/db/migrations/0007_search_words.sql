-- Typo-tolerant search compares the term with the catalogue's words, not with every product:
-- search_words holds each word (3+ letters) of product names and tags, a few hundred to a few
-- thousand rows however many products there are. A typo ("lipstik") finds its words ("lipstick")
-- here through the trigram index, and the products are then found by plain ILIKE in rating
-- order (modules/catalog/list-products.ts). Statement triggers add the words of new and renamed
-- products; a word no product uses any more stays and costs nothing (it only widens a search).
CREATE TABLE IF NOT EXISTS "search_words" ("word" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION angle_words(t text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(t), '[^[:alnum:]]+') w WHERE length(w) >= 3 $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION angle_collect_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM changed_products p, angle_words(p.name || ' ' || array_to_string(p.tags, ' ')) w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION angle_collect_search_words();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products"
  REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION angle_collect_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products, angle_words(name || ' ' || array_to_string(tags, ' ')) w
  ON CONFLICT DO NOTHING;
