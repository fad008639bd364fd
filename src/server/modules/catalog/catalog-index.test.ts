// The catalogue index (decision 039) answers every listing as SQL does: for random filter sets,
// sorts, searches and pages, after random writes (a product created, changed, unpublished, its
// stock or sales changed, a vendor suspended), the index's answer equals listProductsSql's.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTE_VALUES, type AttributeGroup } from '../../../domain/attributes';
import { CATEGORIES, SUBCATEGORIES } from '../../../domain/catalog';
import { PRICE_BANDS, ProductListQuerySchema, SORTS } from '../../../domain/schemas/catalog';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { invalidateCatalogCache } from './catalog-cache';
import {
  PATCH_DELAY_MS,
  REBUILD_DELAY_MS,
  catalogIndexOf,
  indexedDetailRow,
  indexTuning,
  listProducts,
} from './catalog-index';
import { Params, buildConditions, listProductsSql, type ListFilters } from './list-products';
import { SUMMARY_FROM, VISIBLE } from './product-rows';
import { orderBody, signedIn } from '../orders/test-shoppers';
import { createdProduct, signedInVendor } from '../vendor-catalog/test-vendor';
import { searchMeaningsOf } from './search-synonyms';
import { getProduct, getProductSql } from './product-detail';
import { detailTuning } from './detail-index';
import { flushMoves } from '../../plugins/catalog-invalidation';

let t: TestApp;
let columns: string[];
let productIds: string[];
let vendorIds: { id: string; slug: string }[];
beforeAll(async () => {
  t = await createTestApp();
  // Every column a copy of a product takes as it is (not the generated ones, nor the id).
  columns = (
    await t.database.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'products' AND is_generated = 'NEVER' AND column_name <> 'id'
          AND table_schema = current_schema()`,
    )
  ).map((r) => r.column_name);
  productIds = (await t.database.query<{ id: string }>('SELECT id FROM products ORDER BY id')).map(
    (r) => r.id,
  );
  vendorIds = await t.database.query<{ id: string; slug: string }>(
    'SELECT user_id AS id, slug FROM vendors ORDER BY user_id',
  );
});
afterAll(() => t.close());

const TOKENS = (Object.entries(ATTRIBUTE_VALUES) as [AttributeGroup, Record<string, string>][])
  .flatMap(([group, values]) => Object.keys(values).map((v) => `${group}:${v}`))
  .slice(0, 40);
const SEARCHES = [
  'lipstick',
  'lipstik',
  'serum',
  'kajal',
  'red sindoor',
  'matte',
  'oily skin',
  'hair',
  'zzqx',
  'Glow',
];

type Write =
  | { kind: 'create'; from: number; price: number; stock: number }
  | { kind: 'price'; product: number; price: number }
  | { kind: 'stock'; product: number; stock: number }
  | { kind: 'status'; product: number; status: 'published' | 'unpublished' | 'draft' }
  | { kind: 'category'; product: number; category: number; subcategory: number }
  | { kind: 'attributes'; product: number; tokens: string[] }
  | { kind: 'rating'; product: number; rating: number; reviews: number }
  | { kind: 'sales'; product: number; units: number }
  | { kind: 'flags'; product: number; featured: boolean; sale: boolean }
  | { kind: 'vendor'; vendor: number; status: 'active' | 'suspended' }
  | { kind: 'text'; product: number; name: string; description: string; tags: string[] }
  | {
      kind: 'variant';
      product: number;
      variant: number;
      stock: number;
      price: number;
      option1: string | null;
      active: boolean;
      images: 'none' | 'reversed' | 'unknown';
    }
  | { kind: 'image'; product: number; alt: string; remove: boolean }
  | { kind: 'facts'; product: number; ingredients: string; howToUse: string };

const pick = fc.nat({ max: 1000 });
const writeArb: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    from: pick,
    price: fc.integer({ min: 100, max: 500_000 }),
    stock: fc.integer({ min: 0, max: 20 }),
  }),
  fc.record({
    kind: fc.constant('price' as const),
    product: pick,
    price: fc.integer({ min: 100, max: 500_000 }),
  }),
  fc.record({
    kind: fc.constant('stock' as const),
    product: pick,
    stock: fc.integer({ min: 0, max: 5 }),
  }),
  fc.record({
    kind: fc.constant('status' as const),
    product: pick,
    status: fc.constantFrom('published' as const, 'unpublished' as const, 'draft' as const),
  }),
  fc.record({
    kind: fc.constant('category' as const),
    product: pick,
    category: pick,
    subcategory: pick,
  }),
  fc.record({
    kind: fc.constant('attributes' as const),
    product: pick,
    tokens: fc.subarray(TOKENS, { maxLength: 5 }),
  }),
  fc.record({
    kind: fc.constant('rating' as const),
    product: pick,
    rating: fc.integer({ min: 0, max: 50 }),
    reviews: fc.integer({ min: 0, max: 40 }),
  }),
  fc.record({
    kind: fc.constant('sales' as const),
    product: pick,
    units: fc.integer({ min: 0, max: 30 }),
  }),
  fc.record({
    kind: fc.constant('flags' as const),
    product: pick,
    featured: fc.boolean(),
    sale: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('vendor' as const),
    vendor: pick,
    status: fc.constantFrom('active' as const, 'suspended' as const),
  }),
  // What only the product page shows (decision 054): a variant's values and pictures, an
  // image's alt or the image itself, the collapsible texts.
  fc.record({
    kind: fc.constant('variant' as const),
    product: pick,
    variant: fc.nat({ max: 5 }),
    stock: fc.integer({ min: 0, max: 9 }),
    price: fc.integer({ min: 100, max: 500_000 }),
    option1: fc.option(fc.constantFrom('Rosé 02', 'सिंदूर', 'Light 01'), { nil: null }),
    active: fc.boolean(),
    images: fc.constantFrom('none' as const, 'reversed' as const, 'unknown' as const),
  }),
  fc.record({
    kind: fc.constant('image' as const),
    product: pick,
    alt: fc.constantFrom('', 'A swatch on skin', 'काजल'),
    remove: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('facts' as const),
    product: pick,
    ingredients: fc.constantFrom('', 'Aqua, Glycerin', 'केसर, हल्दी ✨'),
    howToUse: fc.string({ maxLength: 12 }),
  }),
);

/** Words the searches and the written texts are made of: the catalogue's own (read in beforeAll)
 * and some it does not hold. */
let catalogueWords: string[] = ['serum', 'kajal', 'sindoor', 'Matte', 'oil'];
const OTHER_WORDS = ['zzqx', 'Ṣ', 'a', 'of', '50ml', 'SPF', 'सिंदूर', 'rosé', 'anti-ageing'];
const wordArb = fc.oneof(
  fc.nat().map((n) => catalogueWords[n % catalogueWords.length]!),
  fc.constantFrom(...OTHER_WORDS),
);
/** A word as shoppers type it: as it is, in capitals, or with a letter dropped, doubled or
 * changed. */
const typedWordArb = fc
  .tuple(wordArb, fc.nat(), fc.constantFrom('as is', 'upper', 'drop', 'double', 'change'))
  .map(([w, n, kind]) => {
    const k = n % w.length;
    if (kind === 'upper') return w.toUpperCase();
    if (kind === 'drop') return w.slice(0, k) + w.slice(k + 1);
    if (kind === 'double') return w.slice(0, k + 1) + w.slice(k);
    if (kind === 'change') return `${w.slice(0, k)}e${w.slice(k + 1)}`;
    return w;
  });
const searchArb = fc
  .oneof(
    { weight: 4, arbitrary: typedWordArb },
    {
      weight: 3,
      arbitrary: fc
        .array(fc.tuple(typedWordArb, fc.constantFrom(' ', ' ', '-', ', ', '%', '_')), {
          minLength: 2,
          maxLength: 3,
        })
        .map((parts) =>
          parts
            .map(([w, sep]) => w + sep)
            .join('')
            .trim(),
        ),
    },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 4 }) },
  )
  // As the route's schema reads it: trimmed, and an empty search is no search.
  .map((search) => search.trim())
  .filter(Boolean);
const textWriteArb: fc.Arbitrary<Write> = fc.record({
  kind: fc.constant('text' as const),
  product: pick,
  name: fc.array(wordArb, { minLength: 1, maxLength: 4 }).map((w) => w.join(' ')),
  description: fc.array(wordArb, { maxLength: 8 }).map((w) => w.join(' ')),
  tags: fc.array(wordArb, { maxLength: 3 }),
});

let created = 0;
async function apply(w: Write) {
  const q = (sql: string, values: unknown[]) => t.database.query(sql, values);
  const id = (n: number) => productIds[n % productIds.length]!;
  switch (w.kind) {
    case 'create': {
      const newId = `prop-${process.pid}-${++created}`;
      const copy = columns.map((c) =>
        c === 'name'
          ? `name || ' copy'`
          : c === 'created_at'
            ? 'now()'
            : c === 'price_paise'
              ? '$3::int'
              : c === 'stock_quantity'
                ? '$4::int'
                : c === 'status'
                  ? `'published'`
                  : `"${c}"`,
      );
      await q(
        `INSERT INTO products (id, ${columns.map((c) => `"${c}"`).join(', ')})
          SELECT $2, ${copy.join(', ')} FROM products WHERE id = $1`,
        [id(w.from), newId, w.price, w.stock],
      );
      productIds.push(newId);
      return;
    }
    case 'price':
      return q('UPDATE products SET price_paise = $2 WHERE id = $1', [id(w.product), w.price]);
    case 'stock':
      return q('UPDATE products SET stock_quantity = $2 WHERE id = $1', [id(w.product), w.stock]);
    case 'status':
      return q('UPDATE products SET status = $2 WHERE id = $1', [id(w.product), w.status]);
    case 'category':
      return q('UPDATE products SET category = $2, subcategory = $3 WHERE id = $1', [
        id(w.product),
        CATEGORIES[w.category % CATEGORIES.length],
        w.subcategory % 4 === 0 ? null : SUBCATEGORIES[w.subcategory % SUBCATEGORIES.length],
      ]);
    case 'attributes':
      return q('UPDATE products SET attributes = $2::text[] WHERE id = $1', [
        id(w.product),
        w.tokens,
      ]);
    case 'rating':
      return q('UPDATE products SET rating = $2, review_count = $3 WHERE id = $1', [
        id(w.product),
        w.rating / 10,
        w.reviews,
      ]);
    case 'sales':
      return q('UPDATE products SET sales_units = $2 WHERE id = $1', [id(w.product), w.units]);
    case 'flags':
      return q('UPDATE products SET is_featured = $2, is_on_sale = $3 WHERE id = $1', [
        id(w.product),
        w.featured,
        w.sale,
      ]);
    case 'vendor':
      return q('UPDATE vendors SET status = $2 WHERE user_id = $1', [
        vendorIds[w.vendor % vendorIds.length]!.id,
        w.status,
      ]);
    case 'text':
      return q('UPDATE products SET name = $2, description = $3, tags = $4::text[] WHERE id = $1', [
        id(w.product),
        w.name,
        w.description,
        w.tags,
      ]);
    case 'variant':
      return q(
        `UPDATE product_variants pv SET stock_quantity = $3, price_paise = $4, option1 = $5,
            is_active = $6,
            image_ids = CASE $7 WHEN 'none' THEN '{}'::text[] WHEN 'unknown' THEN ARRAY['no-such-image']
              ELSE ARRAY(SELECT i.id FROM product_images i WHERE i.product_id = pv.product_id
                ORDER BY i.position DESC) END,
            swatch_image_id = (SELECT i.id FROM product_images i WHERE i.product_id = pv.product_id
              ORDER BY i.position DESC LIMIT 1)
          WHERE pv.id = (SELECT id FROM product_variants WHERE product_id = $1
            ORDER BY position, id OFFSET $2 LIMIT 1)`,
        [id(w.product), w.variant, w.stock, w.price, w.option1, w.active, w.images],
      );
    case 'image':
      return w.remove
        ? q(
            `DELETE FROM product_images WHERE id = (SELECT id FROM product_images
              WHERE product_id = $1 ORDER BY position LIMIT 1)`,
            [id(w.product)],
          )
        : q('UPDATE product_images SET alt = $2 WHERE product_id = $1', [id(w.product), w.alt]);
    case 'facts':
      return q('UPDATE products SET ingredients = $2, how_to_use = $3 WHERE id = $1', [
        id(w.product),
        w.ingredients,
        w.howToUse,
      ]);
  }
}

/** Each filter's values, as a query string gives them. */
const filterArbs = {
  category: fc.constantFrom(...CATEGORIES),
  subcategory: fc
    .subarray([...SUBCATEGORIES], { minLength: 1, maxLength: 3 })
    .map((s) => s.join(',')),
  vendor: fc.nat({ max: 1000 }).map((n) => vendorIds[n % vendorIds.length]!.slug),
  price: fc
    .subarray(
      PRICE_BANDS.map((b) => b.id),
      { minLength: 1, maxLength: 2 },
    )
    .map((s) => s.join(',')),
  featured: fc.constant('true'),
  new: fc.constant('true'),
  sale: fc.constant('true'),
  inStock: fc.constant('true'),
  minPrice: fc.integer({ min: 0, max: 3000 }).map(String),
  maxPrice: fc.integer({ min: 0, max: 5000 }).map(String),
  minRating: fc.constantFrom('3', '3.5', '4', '4.3'),
  search: fc.constantFrom(...SEARCHES),
  attributes: fc.subarray(TOKENS, { minLength: 1, maxLength: 3 }).map((s) => s.join(',')),
};

/** A random listing query of up to three filters (more would mostly find nothing among the
 * suite's products), any sort and page, as the route's schema reads it. */
const queryArb = fc
  .uniqueArray(fc.constantFrom(...(Object.keys(filterArbs) as (keyof typeof filterArbs)[])), {
    maxLength: 3,
  })
  .chain((keys) =>
    fc.record({
      filters: fc.record(Object.fromEntries(keys.map((k) => [k, filterArbs[k]]))),
      sort: fc.option(fc.constantFrom(...SORTS), { nil: undefined }),
      page: fc.integer({ min: 1, max: 3 }).map(String),
      limit: fc.integer({ min: 1, max: 6 }).map(String),
    }),
  )
  .map(({ filters, sort, page, limit }) =>
    ProductListQuerySchema.parse({ ...filters, ...(sort ? { sort } : {}), page, limit }),
  );

/** An answer or the error it gave, comparable. */
/** `f`'s outcome with every walk keeping its listing's rows in order, as deep pages of 100k
 * products do (indexTuning.deepWalk lowered to 0 while it runs). */
async function keptInOrder<T>(f: () => T): Promise<T | { error: string }> {
  const deepWalk = indexTuning.deepWalk;
  indexTuning.deepWalk = 0;
  try {
    return await outcome(f);
  } finally {
    indexTuning.deepWalk = deepWalk;
  }
}

async function outcome<T>(f: () => T | Promise<T>): Promise<T | { error: string }> {
  try {
    return await f();
  } catch (err) {
    return { error: (err as Error).message };
  }
}

/** A search's rows, tiers and correction as SQL finds them: the statement the index asked once
 * per term before it searched in memory (list-products.ts's conditions and tiers). */
async function sqlSearch(search: string) {
  const meanings = await searchMeaningsOf(t.database, search);
  const params = new Params();
  const c = buildConditions({ search } as ListFilters, params, meanings);
  const [tier0, tier1] = c.tiers!;
  const found = await t.database.query<{
    id: string;
    tier: number;
    corrected_search: string | null;
  }>(
    `SELECT p.id, CASE WHEN ${tier0} THEN 0 WHEN ${tier1} THEN 1 ELSE 2 END AS tier, ${c.correction}
      ${SUMMARY_FROM} WHERE ${c.base} ORDER BY p.id`,
    params.values,
  );
  return {
    rows: found.map((r) => `${r.id}:${r.tier}`),
    correction: found[0]?.corrected_search ?? null,
  };
}

/** A variant's stock set as an order's stock take sets it: the product's with it. */
async function takeVariantStock(w: { product: number; variant: number; stock: number }) {
  const id = productIds[w.product % productIds.length]!;
  await t.database.query(
    `UPDATE product_variants SET stock_quantity = $3 WHERE id = (SELECT id FROM product_variants
      WHERE product_id = $1 AND is_active ORDER BY position, id OFFSET $2 LIMIT 1)`,
    [id, w.variant, w.stock],
  );
  await t.database.query(
    `UPDATE products p SET stock_quantity = (SELECT coalesce(sum(stock_quantity), 0)
      FROM product_variants pv WHERE pv.product_id = p.id AND pv.is_active) WHERE id = $1`,
    [id],
  );
}

/** The product a write changed (a position in productIds), or any for a vendor's. */
const productOf = (w: Write) => ('product' in w ? w.product : 'from' in w ? w.from : 0);

/** The products' details (positions in productIds) from the index, as SQL reads them; and
 * that the index answered them (a not-visible product's 404 included). */
async function sameDetails(products: number[]) {
  const holder = catalogIndexOf(t.database);
  for (const n of products) {
    const id = productIds[n % productIds.length]!;
    const before = holder.details.index;
    const fromIndex = await outcome(() => getProduct(t.database, id));
    expect(holder.details.index, 'answered by the index').toBe(before + 1);
    expect(fromIndex, id).toEqual(await outcome(() => getProductSql(t.database, id)));
  }
}

describe('the catalogue index', () => {
  it('finds the rows, tiers and corrections SQL finds for random searches, after random writes', async () => {
    const texts = await t.database.query<{ t: string }>(
      `SELECT name || ' ' || search_keywords || ' ' || description AS t FROM products`,
    );
    catalogueWords = [
      ...new Set(texts.flatMap((r) => r.t.split(/[^\p{L}\p{N}]+/u)).filter(Boolean)),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(writeArb, textWriteArb), { maxLength: 3 }),
        fc.array(searchArb, { minLength: 1, maxLength: 8 }),
        async (writes, searches) => {
          for (const w of writes) await apply(w);
          invalidateCatalogCache(t.database);
          const index = await catalogIndexOf(t.database).ready();
          for (const search of searches) {
            const m = index.searchMatches(search);
            const ids = index.idsOf(m.rows);
            const fromIndex = {
              rows: ids.map((id, k) => `${id}:${m.tiers[k]}`),
              correction: m.correction,
            };
            expect(fromIndex, JSON.stringify(search)).toEqual(await sqlSearch(search));
          }
        },
      ),
      { numRuns: Number(process.env.INDEX_RUNS ?? 25) },
    );
  });

  it('finds a phrase that runs from one searched part into the next as SQL does', async () => {
    // Phrases cut around the spaces that join a product's name, tags, attribute words and
    // description (index-search.ts acrossParts walks them per value: pattern-across.ts).
    const rows = await t.database.query<{ parts: string[] }>(
      `SELECT ARRAY[p.name, p.search_tags, p.search_facts, p.description] AS parts
        ${SUMMARY_FROM} WHERE ${VISIBLE} AND p.search_tags <> '' ORDER BY p.id LIMIT 12`,
    );
    const phrases = new Set<string>();
    for (const { parts } of rows) {
      for (let p = 0; p + 1 < parts.length; p++) {
        const before = parts[p]!;
        const after = parts[p + 1]!;
        if (!before || !after) continue;
        phrases.add(`${before.split(' ').at(-1)} ${after.split(' ')[0]}`);
        phrases.add(`${before.slice(-3)} ${after.slice(0, 4)}`);
        phrases.add(`${before.slice(-2)} ${after.slice(0, 40)}`);
      }
    }
    const index = await catalogIndexOf(t.database).ready();
    expect(phrases.size).toBeGreaterThan(20);
    for (const search of phrases) {
      const m = index.searchMatches(search);
      const fromIndex = {
        rows: index.idsOf(m.rows).map((id, k) => `${id}:${m.tiers[k]}`),
        correction: m.correction,
      };
      expect(fromIndex, JSON.stringify(search)).toEqual(await sqlSearch(search));
      expect(fromIndex.rows.length, JSON.stringify(search)).toBeGreaterThan(0);
    }
  });

  it('answers random listings as SQL does, after random writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(writeArb, { maxLength: 4 }),
        fc.array(queryArb, { minLength: 1, maxLength: 6 }),
        fc.array(pick, { minLength: 1, maxLength: 4 }),
        async (writes, queries, details) => {
          for (const w of writes) await apply(w);
          invalidateCatalogCache(t.database);
          const index = await catalogIndexOf(t.database).readyWithDetails();
          await sameDetails([...writes.map(productOf), ...details]);
          for (const q of queries) {
            const fromIndex = await outcome(() => index.list(q));
            const fromSql = await outcome(() => listProductsSql(t.database, q));
            expect(fromIndex, JSON.stringify(q)).toEqual(fromSql);
            // A deep page from the listing's rows kept in order, as 100k products would keep
            // them: the same answer.
            expect(await keptInOrder(() => index.list(q)), JSON.stringify(q)).toEqual(fromSql);
            // The next page by its cursor, as a shopper scrolls.
            if ('nextCursor' in fromSql && fromSql.nextCursor) {
              const next = { ...q, cursor: fromSql.nextCursor };
              expect(await outcome(() => index.list(next))).toEqual(
                await outcome(() => listProductsSql(t.database, next)),
              );
            }
          }
        },
      ),
      { numRuns: Number(process.env.INDEX_RUNS ?? 25) },
    );
  });

  it('patches changes of stock or sales in place (no rebuild) and answers as SQL does', async () => {
    const holder = catalogIndexOf(t.database);
    invalidateCatalogCache(t.database);
    const index = await holder.readyWithDetails();
    const moves = fc.array(
      fc.oneof(
        fc.record({
          kind: fc.constant('stock' as const),
          product: pick,
          // Half of them run out or come back: the in-stock rows change.
          stock: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9 })),
        }),
        // The popularity job's sums: the popularity sort and the best-sellers move.
        fc.record({
          kind: fc.constant('sales' as const),
          product: pick,
          units: fc.integer({ min: 0, max: 30 }),
        }),
        // An order takes a shade: its variant's stock moves with the product's.
        fc.record({
          kind: fc.constant('variantStock' as const),
          product: pick,
          variant: fc.nat({ max: 5 }),
          stock: fc.integer({ min: 0, max: 9 }),
        }),
      ),
      { minLength: 1, maxLength: 5 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(moves, { minLength: 1, maxLength: 3 }),
        fc.array(queryArb, { minLength: 1, maxLength: 4 }),
        async (changes, queries) => {
          // Each change commits, then reports the products it moved, as an order route or the
          // popularity job does.
          for (const change of changes) {
            for (const w of change) {
              if (w.kind === 'variantStock') await takeVariantStock(w);
              else await apply(w);
            }
            invalidateCatalogCache(t.database, {
              moved: change.map((w) => productIds[w.product % productIds.length]!),
            });
          }
          expect(holder.current()).toBeNull();
          expect(await holder.patched()).toBe(index);
          expect(holder.current()).toBe(index);
          await sameDetails(changes.flat().map((w) => w.product));
          const popular = { ...queries[0]!, sort: 'popularity' as const };
          for (const q of [...queries, { ...queries[0]!, inStock: true }, popular]) {
            const fromSql = await outcome(() => listProductsSql(t.database, q));
            expect(await outcome(() => index.list(q)), JSON.stringify(q)).toEqual(fromSql);
            // The listings kept in order for deep pages, made here and read after the next
            // change: a patch that moved rows must drop them.
            expect(await keptInOrder(() => index.list(q)), JSON.stringify(q)).toEqual(fromSql);
          }
        },
      ),
      { numRuns: Number(process.env.INDEX_RUNS ?? 25) },
    );
    // Any other change is not patched: the index is read again.
    invalidateCatalogCache(t.database);
    expect(await catalogIndexOf(t.database).patched()).toBeNull();
  });

  it('keeps the stock of a move made while the product pages are read', async () => {
    const holder = catalogIndexOf(t.database);
    const first = (await holder.ready()).ids[0]!;
    const n = productIds.indexOf(first);
    const [{ stock } = { stock: 0 }] = await t.database.query<{ stock: number }>(
      `SELECT stock_quantity AS stock FROM product_variants WHERE product_id = $1 AND is_active
        ORDER BY position, id LIMIT 1`,
      [first],
    );
    // The parts are read a product a round; once the first product's are read, an order takes
    // its first variant's stock and the index is patched, before the read ends.
    let patched: unknown;
    detailTuning.chunk = 1;
    detailTuning.afterChunk = async () => {
      if (patched !== undefined) return;
      patched = null;
      await takeVariantStock({ product: n, variant: 0, stock: stock + 3 });
      invalidateCatalogCache(t.database, { moved: [first] });
      patched = await holder.patched();
    };
    try {
      invalidateCatalogCache(t.database);
      const index = await holder.ready();
      expect(index.details).toBeNull();
      expect(await holder.readyWithDetails()).toBe(index);
      expect(patched).toBe(index);
      expect(index.variantStockOf(first)?.[0]).toBe(stock + 3);
      await sameDetails([n]);
    } finally {
      detailTuning.chunk = 5_000;
      detailTuning.afterChunk = undefined;
    }
  });

  it('leaves details on SQL when reading the product pages fails, and says so to a waiter', async () => {
    const holder = catalogIndexOf(t.database);
    const failure = new Error('the database went away mid-read');
    detailTuning.chunk = 1;
    detailTuning.afterChunk = async () => {
      throw failure;
    };
    try {
      invalidateCatalogCache(t.database);
      const index = await holder.ready();
      await expect(holder.readyWithDetails()).rejects.toBe(failure);
      expect(index.details).toBeNull();
      expect(await indexedDetailRow(t.database, index.ids[0]!)).toBeUndefined();
    } finally {
      detailTuning.chunk = 5_000;
      detailTuning.afterChunk = undefined;
    }
    // The next wait reads them again.
    expect((await holder.readyWithDetails()).details).not.toBeNull();
  });

  it('reads the stock of a burst of moves once, unasked, after a short wait', async () => {
    const holder = catalogIndexOf(t.database);
    invalidateCatalogCache(t.database);
    const index = await holder.readyWithDetails();
    const patches = holder.patches;
    const before = t.database.stats.queries;
    // Ten orders' moves in a row, as a busy store reports them; nobody lists meanwhile.
    for (const id of productIds.slice(0, 10)) invalidateCatalogCache(t.database, { moved: [id] });
    expect(holder.patches).toBe(patches);
    await new Promise((resolve) => setTimeout(resolve, PATCH_DELAY_MS * 4));
    expect(holder.current()).toBe(index);
    expect(holder.patches).toBe(patches + 1);
    expect(t.database.stats.queries - before).toBe(1);
  });

  it('takes in the stock of orders placed at once, and of a cancellation, by patches', async () => {
    const holder = catalogIndexOf(t.database);
    // A product of its own: the random writes above change the demo's (status, vendor, price).
    const vendor = await signedInVendor(t);
    const product = (
      await createdProduct(vendor, { status: 'published', price: 450, stockQuantity: 3 })
    ).id;
    invalidateCatalogCache(t.database);
    const index = await holder.ready();
    const patches = holder.patches;
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, () => signedIn(t.app, t.database)),
    );
    const placed = await Promise.all(
      shoppers.map((s) => s.placeOrder(orderBody([{ productId: product, quantity: 1 }]))),
    );
    expect(placed.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const one = ProductListQuerySchema.parse({ ids: product });
    const inStock = ProductListQuerySchema.parse({ ids: product, inStock: 'true' });
    // The listing waits for the patch (a read of the moved products' stock), not for SQL's.
    expect(await holder.patched()).toBe(index);
    expect(holder.patches).toBeGreaterThan(patches);
    expect(await listProducts(t.database, one)).toEqual(await listProductsSql(t.database, one));
    expect((await listProducts(t.database, inStock)).items).toEqual([]);

    const at = placed.findIndex((r) => r.statusCode === 201);
    const patched = holder.patches;
    const cancelled = await shoppers[at]!.call(
      'POST',
      `/api/store/orders/${placed[at]!.json<{ id: string }>().id}/cancel`,
      { reason: 'Ordered by mistake' },
    );
    expect(cancelled.statusCode).toBe(200);
    // On PostgreSQL the cancellation's moves are told to other instances now, not in the count.
    await flushMoves(t.database, t.app.log);
    const before = t.database.stats.queries;
    const listed = await listProducts(t.database, inStock);
    expect(listed.items.map((p) => p.id)).toEqual([product]);
    // At most the patch's read (begun as the answer left), never the listing's statements.
    expect(t.database.stats.queries - before).toBeLessThanOrEqual(1);
    expect(holder.current()).toBe(index);
    expect(holder.patches).toBe(patched + 1);
    expect(listed).toEqual(await listProductsSql(t.database, inStock));
  });

  it('serves from SQL right after a write, and from itself once rebuilt', async () => {
    await catalogIndexOf(t.database).ready();
    expect(catalogIndexOf(t.database).current()).not.toBeNull();
    const id = productIds[0]!;
    await t.database.query(
      `UPDATE vendors SET status = 'active' WHERE user_id = (SELECT vendor_id FROM products WHERE id = $1)`,
      [id],
    );
    await t.database.query(
      `UPDATE products SET status = 'published', price_paise = 123456 WHERE id = $1`,
      [id],
    );
    invalidateCatalogCache(t.database);
    expect(catalogIndexOf(t.database).current()).toBeNull();
    const q = ProductListQuerySchema.parse({ ids: id });
    const before = t.database.stats.queries;
    expect((await listProducts(t.database, q)).items[0]?.price).toBe(1234.56);
    expect(t.database.stats.queries).toBeGreaterThan(before);
    // A listing once the catalogue has been quiet for a while starts the rebuild (and is still
    // answered by SQL); the next ones are answered by the index.
    await new Promise((r) => setTimeout(r, REBUILD_DELAY_MS + 50));
    expect(catalogIndexOf(t.database).current()).toBeNull();
    await catalogIndexOf(t.database).ready();
    const after = t.database.stats.queries;
    expect((await listProducts(t.database, q)).items[0]?.price).toBe(1234.56);
    expect(t.database.stats.queries).toBe(after);
  });
});
