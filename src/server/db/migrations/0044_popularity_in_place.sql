-- Issue #35, decision 052: the popularity job sets a sold product's sales_units every few
-- seconds, and the stored popularity score made of it was in two indexes, so every such UPDATE
-- wrote a new entry in all of the products' 22 indexes: the search's trigram lists of the whole
-- description included (128 products: 71–156 ms on PostgreSQL at 100k; 18–21 ms without these
-- two). Without an index on the score, and with room left on each page for the new version
-- (fillfactor 80: a product row is ~0.9 KB; pages written from now on), a sum and an order's stock take are HOT updates.
-- The catalogue index sorts by popularity in memory (decision 039); SQL's popularity sort, its
-- fallback while the index is rebuilt, sorts the filtered rows instead of walking an index.
DROP INDEX "products_pub_popularity_idx";--> statement-breakpoint
DROP INDEX "products_pub_category_popularity_idx";--> statement-breakpoint
ALTER TABLE "products" SET (fillfactor = 80);
