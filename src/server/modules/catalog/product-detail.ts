// One product with its images, options, variants, attributes and related products; the home
// page's three shelves.
import type { Home, ProductDetail } from '../../../domain/schemas/catalog';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { Serialised, catalogCacheOf } from './catalog-cache';
import { indexedDetailRow } from './catalog-index';
import type { DetailRow } from './detail-index';
import {
  OPTION_COLUMNS,
  VARIANTS_COLUMN,
  attributeChipsOf,
  optionsOf,
  variantsOf,
} from './detail-variants';
import {
  SUMMARY_COLUMNS,
  SUMMARY_COLUMNS_BUT_IMAGE,
  SUMMARY_FROM,
  VISIBLE,
  imageOf,
  summaryWith,
  toSummary,
  type SummaryRow,
} from './product-rows';

const RELATED = 4;
const SHELF = 4;

/** One published product with its images, options, variants, attributes and related
 * products: from the catalogue index in memory when it is current (decision 054), otherwise
 * from SQL. */
export async function getProduct(database: Database, id: string): Promise<ProductDetail> {
  return JSON.parse((await productAnswer(database, id)).json) as ProductDetail;
}

/** The same from SQL alone (the index's comparison with it: catalog-index.test.ts). */
export async function getProductSql(database: Database, id: string): Promise<ProductDetail> {
  const answer = await detailAnswer(database, id, await readDetailRow(database, id));
  return JSON.parse(answer.json) as ProductDetail;
}

/** The product's detail as its answer's JSON (what the catalogue cache keeps and sends). */
export async function productAnswer(database: Database, id: string): Promise<Serialised> {
  const indexed = await indexedDetailRow(database, id);
  return detailAnswer(
    database,
    id,
    indexed === undefined ? await readDetailRow(database, id) : indexed,
  );
}

/** The product, its images and its variants in one prepared statement. */
async function readDetailRow(database: Database, id: string): Promise<DetailRow | null> {
  const [found] = await database.query<{ row: DetailRow }>(
    // The row as one JSON value: each column of a row costs the drivers a parse of its own
    // (0.43 against 0.29 ms of CPU on PGlite at 100k); JSON gives every column the JavaScript
    // value the driver gave it (numbers, booleans, arrays, objects).
    `SELECT row_to_json(d) AS row FROM (
       SELECT ${SUMMARY_COLUMNS_BUT_IMAGE}, p.description, p.ingredients, p.how_to_use, ${OPTION_COLUMNS}, ${VARIANTS_COLUMN},
         (SELECT json_agg(json_build_object('id', i.id, 'key', i.storage_key, 'alt', i.alt, 'width', i.width, 'height', i.height, 'position', i.position)
            ORDER BY i.position) FROM product_images i WHERE i.product_id = p.id) AS images
       ${SUMMARY_FROM} WHERE p.id = $1 AND ${VISIBLE}) d`,
    [id],
    // Planning this statement cost more than running it (0.9 of 1.3 ms on PGlite at 100k).
    { prepare: true },
  );
  return found?.row ?? null;
}

/** The detail of a row read from SQL or the index (null: no such visible product), as JSON;
 * related products come from the cache or a statement of their own. */
async function detailAnswer(
  database: Database,
  id: string,
  row: DetailRow | null,
): Promise<Serialised> {
  if (!row) throw notFound('The product');
  const related = await relatedOf(database, row.category, row.subcategory);
  // The summary's first image (position 1) from the images read here, not its own subquery.
  const first = row.images?.find((i) => i.position === 1);
  const summary = summaryWith(
    row,
    first ? [first.key, first.alt, first.width, first.height] : null,
  );
  const images = new Map(
    (row.images ?? []).map((i) => [i.id, imageOf(i.key, i.alt || row.name, i.width, i.height)]),
  );
  // Assigned onto the fresh card, not spread into a new object (catalog-index.ts baseRow).
  const detail: Omit<ProductDetail, 'related'> = Object.assign(summary, {
    description: row.description,
    ingredients: row.ingredients,
    howToUse: row.how_to_use,
    images: [...images.values()],
    stockQuantity: summary.stockStatus === 'low-stock' ? row.stock_quantity : null,
    options: optionsOf(row),
    variants: variantsOf(row, (imageId) => (imageId ? (images.get(imageId) ?? null) : null)),
    attributes: attributeChipsOf(row.attributes),
  });
  // `related` is the answer's last field: its cards' JSON, made once for the subcategory, is
  // joined on rather than built and serialised again for every product (half of an answer).
  const cards = [...related.sameSubcategory.filter((r) => r.id !== id), ...related.rest]
    .slice(0, RELATED)
    .map((r) => r.json);
  const json = JSON.stringify(detail);
  return new Serialised(`${json.slice(0, -1)},"related":[${cards.join(',')}]}`);
}

/**
 * The best rated products of a subcategory (one more than shown, so the product itself can be
 * left out) and of the rest of its category. Every product of a subcategory shares them, so they
 * are computed once per subcategory, as their cards' JSON, and kept in the catalogue cache
 * (dropped on every catalogue write, refreshed after its lifetime): an uncached product page is
 * then one indexed read, where the two index walks cost ~3 ms on PostgreSQL and far more on
 * PGlite at 100k products.
 */
function relatedOf(database: Database, category: string, subcategory: string | null) {
  return catalogCacheOf(database).value(
    `related:${JSON.stringify([category, subcategory])}`,
    async () => {
      // Same subcategory first, then the rest of the category; best rated first; nothing a
      // shopper cannot buy (issue #37: sold-out products leave "You may also like"). Two index
      // walks that stop after a few rows each, instead of sorting the whole category.
      const rows = await database.query<SummaryRow & { same: boolean }>(
        `(SELECT true AS same, ${SUMMARY_COLUMNS} ${SUMMARY_FROM}
           WHERE ${VISIBLE} AND p.stock_quantity > 0 AND p.category = $1
             AND p.subcategory IS NOT DISTINCT FROM $2
           ORDER BY p.rating DESC, p.id DESC LIMIT ${RELATED + 1})
         UNION ALL
         (SELECT false, ${SUMMARY_COLUMNS} ${SUMMARY_FROM}
           WHERE ${VISIBLE} AND p.stock_quantity > 0 AND p.category = $1
             AND p.subcategory IS DISTINCT FROM $2
           ORDER BY p.rating DESC, p.id DESC LIMIT ${RELATED})`,
        [category, subcategory],
      );
      const cards = (same: boolean) =>
        rows
          .filter((r) => r.same === same)
          .map((r) => ({ id: r.id, json: JSON.stringify(toSummary(r)) }));
      return { sameSubcategory: cards(true), rest: cards(false) };
    },
  );
}

/** Up to four featured, four new and four on-sale products, in one statement. */
export async function getHome(database: Database): Promise<Home> {
  const rows = await database.query<SummaryRow & { shelf: keyof Home }>(
    `(SELECT 'featured' AS shelf, ${SUMMARY_COLUMNS} ${SUMMARY_FROM} WHERE ${VISIBLE} AND p.is_featured
       ORDER BY p.rating DESC, p.id DESC LIMIT ${SHELF})
     UNION ALL
     (SELECT 'new', ${SUMMARY_COLUMNS} ${SUMMARY_FROM} WHERE ${VISIBLE} AND p.is_new
       ORDER BY p.created_at DESC, p.id DESC LIMIT ${SHELF})
     UNION ALL
     (SELECT 'sale', ${SUMMARY_COLUMNS} ${SUMMARY_FROM} WHERE ${VISIBLE} AND p.is_on_sale
       ORDER BY p.rating DESC, p.id DESC LIMIT ${SHELF})`,
  );
  const home: Home = { featured: [], new: [], sale: [] };
  for (const row of rows) home[row.shelf].push(toSummary(row));
  return home;
}
