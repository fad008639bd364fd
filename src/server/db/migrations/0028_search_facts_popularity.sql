CREATE TABLE "search_synonyms" (
	"id" text PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"synonyms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sales_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "popularity" numeric(14, 2) GENERATED ALWAYS AS (round(sales_units + review_count * ((rating * review_count + 17.5) / (review_count + 5)) / 5, 2)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_synonyms_synonyms_idx" ON "search_synonyms" USING gin ("synonyms");--> statement-breakpoint
CREATE INDEX "products_pub_popularity_idx" ON "products" USING btree ("popularity","id") WHERE "products"."status" = 'published';--> statement-breakpoint
CREATE INDEX "products_pub_category_popularity_idx" ON "products" USING btree ("category","popularity","id") WHERE "products"."status" = 'published';--> statement-breakpoint
-- hand-written below
-- Issue #37 (docs/decisions/034-popularity-and-synonyms.md). Search reads a product's beauty
-- attributes as words, as the product page shows them ("Concern: Pigmentation"): angle_facts_text
-- turns the tokens of the searchable groups into phrases (domain/attributes.ts,
-- attributeSearchPhrase, holds the same list; a test checks they agree). Attributes join the tags
-- in angle_keywords_text (the second relevance tier) and the whole searched text in a
-- four-argument angle_search_text, which replaces migration 0005's search index. A typo of an
-- attribute is found word by word (strict word similarity, <<%, over the facts' own index): the
-- looser <% would take "aluminium-free" for "alcohol-free". Calls are schema-qualified: an index
-- build runs with a bare search_path. The facts' words join search_words, so a misspelt
-- "pigmentaton" is corrected too.
CREATE OR REPLACE FUNCTION angle_facts_text(attributes text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(f.phrase, ' ' ORDER BY f.token), '') FROM (VALUES
    ('skin-type:oily', 'oily skin'),
    ('skin-type:dry', 'dry skin'),
    ('skin-type:combination', 'combination skin'),
    ('skin-type:normal', 'normal skin'),
    ('skin-type:sensitive', 'sensitive skin'),
    ('hair-type:straight', 'straight hair'),
    ('hair-type:wavy', 'wavy hair'),
    ('hair-type:curly', 'curly hair'),
    ('hair-type:colour-treated', 'colour-treated hair colour treated hair'),
    ('hair-type:fine', 'fine hair'),
    ('concern:acne', 'acne blemishes'),
    ('concern:pigmentation', 'pigmentation'),
    ('concern:dryness', 'dryness'),
    ('concern:dullness', 'dullness'),
    ('concern:ageing', 'fine lines ageing'),
    ('concern:dark-circles', 'dark circles'),
    ('concern:sun-protection', 'sun protection'),
    ('concern:frizz', 'frizz'),
    ('concern:hair-fall', 'hair fall'),
    ('concern:dandruff', 'dandruff'),
    ('concern:body-odour', 'body odour'),
    ('finish:matte', 'matte finish'),
    ('finish:dewy', 'dewy finish'),
    ('finish:satin', 'satin finish'),
    ('finish:natural', 'natural finish'),
    ('finish:shimmer', 'shimmer finish'),
    ('finish:glossy', 'glossy finish'),
    ('free-from:paraben-free', 'paraben-free paraben free'),
    ('free-from:fragrance-free', 'fragrance-free fragrance free'),
    ('free-from:sulphate-free', 'sulphate-free sulphate free'),
    ('free-from:alcohol-free', 'alcohol-free alcohol free'),
    ('free-from:cruelty-free', 'cruelty-free cruelty free'),
    ('free-from:vegan', 'vegan')
  ) AS f(token, phrase) WHERE f.token = ANY(attributes) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION angle_keywords_text(tags text[], attributes text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_string(tags, ' ') || ' ' || public.angle_facts_text(attributes) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION angle_search_text(name text, tags text[], description text, attributes text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT name || ' ' || public.angle_keywords_text(tags, attributes) || ' ' || description $$;--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_keywords_trgm_idx" ON "products" USING gin (angle_keywords_text("tags", "attributes") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_facts_trgm_idx" ON "products" USING gin (angle_facts_text("attributes") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_facts_trgm_idx" ON "products" USING gin (angle_search_text("name", "tags", "description", "attributes") gin_trgm_ops);--> statement-breakpoint
CREATE OR REPLACE FUNCTION angle_collect_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM changed_products p,
      angle_words(p.name || ' ' || angle_keywords_text(p.tags, p.attributes)) w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products, angle_words(angle_facts_text(attributes)) w
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The first synonyms: Hindi and regional beauty words and the catalogue's English ones, and a
-- few spellings. The admin adds more in Angle Admin (/admin/search-synonyms).
INSERT INTO search_synonyms (id, term, synonyms) VALUES
  ('syn-sindoor', 'sindoor', ARRAY['vermilion', 'sindur', 'kumkum']),
  ('syn-bindi', 'bindi', ARRAY['bindis', 'tikli']),
  ('syn-kajal', 'kajal', ARRAY['kohl', 'kajal eyeliner', 'kaajal', 'surma']),
  ('syn-mehendi', 'mehendi', ARRAY['henna', 'mehndi', 'mehandi']),
  ('syn-ubtan', 'ubtan', ARRAY['face pack', 'face mask', 'ubtan face pack']),
  ('syn-haldi', 'haldi', ARRAY['turmeric']),
  ('syn-chandan', 'chandan', ARRAY['sandalwood']),
  ('syn-kesar', 'kesar', ARRAY['saffron']),
  ('syn-gulab-jal', 'gulab jal', ARRAY['rose water', 'gulabjal']),
  ('syn-amla', 'amla', ARRAY['indian gooseberry']),
  ('syn-reetha', 'reetha', ARRAY['soapnut', 'ritha']),
  ('syn-shikakai', 'shikakai', ARRAY['acacia concinna']),
  ('syn-multani-mitti', 'multani mitti', ARRAY['fullers earth', 'clay mask']),
  ('syn-besan', 'besan', ARRAY['gram flour']),
  ('syn-nariyal-tel', 'nariyal tel', ARRAY['coconut oil']),
  ('syn-attar', 'attar', ARRAY['ittar', 'itr', 'perfume oil']),
  ('syn-alta', 'alta', ARRAY['aalta', 'lac dye']),
  ('syn-moisturiser', 'moisturiser', ARRAY['moisturizer']),
  ('syn-ageing', 'ageing', ARRAY['aging', 'anti ageing', 'anti aging']),
  ('syn-sunscreen', 'sunscreen', ARRAY['sunblock', 'spf'])
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The Popularity sort (decision 034) reads products.popularity, a stored column generated from
-- sales_units, rating and review_count, through the two indexes above (keyset pages). sales_units
-- is the product's units in product_sales_months (net of refunds and cancellations, as the
-- vendor's reports count them), recomputed for the products a statement there touched.
CREATE OR REPLACE FUNCTION angle_sync_sales_units() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE products p SET sales_units = coalesce((SELECT sum(m.units) FROM product_sales_months m
        WHERE m.product_id = p.id), 0)
      WHERE p.id IN (SELECT DISTINCT product_id FROM old_rows);
  ELSE
    UPDATE products p SET sales_units = coalesce((SELECT sum(m.units) FROM product_sales_months m
        WHERE m.product_id = p.id), 0)
      WHERE p.id IN (SELECT DISTINCT product_id FROM new_rows);
  END IF;
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER product_sales_months_units_insert AFTER INSERT ON product_sales_months
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION angle_sync_sales_units();--> statement-breakpoint
CREATE TRIGGER product_sales_months_units_update AFTER UPDATE ON product_sales_months
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION angle_sync_sales_units();--> statement-breakpoint
CREATE TRIGGER product_sales_months_units_delete AFTER DELETE ON product_sales_months
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION angle_sync_sales_units();--> statement-breakpoint
UPDATE products p SET sales_units = s.units
  FROM (SELECT product_id, sum(units) AS units FROM product_sales_months GROUP BY product_id) s
  WHERE s.product_id = p.id;
