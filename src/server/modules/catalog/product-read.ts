// A product's detail as the catalogue cache holds it: the API route answers from this entry, and
// the server's other readers of a product (the page's meta, the product's offers) read the same
// entry instead of asking the database again (issue #35: a rendered product page reads its
// product once).
import type { ProductDetail } from '../../../domain/schemas/catalog';
import type { Database } from '../../db/client';
import { catalogCacheOf, type CachedResponse } from './catalog-cache';
import { productAnswer } from './product-detail';

/** The cache key of a product's detail (`product:` is its kind in the cache's counters). */
export const productKey = (id: string) => `product:${id}`;

/** The product's serialised detail, from the cache or read once (a 404 when it is not visible);
 * `admit` keeps a first read (CatalogCache.response). */
export function productEntry(
  database: Database,
  id: string,
  admit = false,
): Promise<CachedResponse> {
  return catalogCacheOf(database).response(
    productKey(id),
    () => productAnswer(database, id),
    admit,
  );
}

/** The product's detail parsed from its cached entry. The server's own readers (a page's meta,
 * its offers) come with the page, which reads the API's answer next: a first read is kept for
 * it, where the answers' doorkeeper would forget it and the page read the product twice. */
export async function cachedProduct(database: Database, id: string): Promise<ProductDetail> {
  const key = productKey(id);
  const entry =
    catalogCacheOf(database).freshResponse(key) ?? (await productEntry(database, id, true));
  return JSON.parse(entry.json.toString()) as ProductDetail;
}
