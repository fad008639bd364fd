// The product listing: filters, ranked and typo-tolerant search, sort, keyset or offset paging
// and facet counts. At most two SQL statements whatever the query: one for the page, one for
// every facet; the facets (and the total, which they hold) are cached per filter set, so paging
// or re-sorting a listing costs one. No window count: it would read every matching row.
import { CATEGORY_LABELS, SUBCATEGORIES, type Category } from '../../../domain/catalog';
import {
  PRICE_BANDS,
  RATING_STEPS,
  type Facets,
  type ProductList,
  type ProductListQuery,
} from '../../../domain/schemas/catalog';
import type { Database } from '../../db/client';
import { catalogCacheOf } from './catalog-cache';
import { encodeCursor, listingOrder, sortOf } from './listing-order';
import { SUMMARY_COLUMNS, SUMMARY_FROM, VISIBLE, toSummary, type SummaryRow } from './product-rows';

// A name or tag is a typo of the search term from a word similarity of 0.45: the `<%`
// operator reads that threshold from the session setting db/client.ts gives every connection.

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The search condition and its relevance score: name matches rank first, then tags, then text.
 * Each branch of the condition has a trigram index (migration 0004), so only matching products
 * are read and scored.
 */
function searchSql(params: Params, term: string) {
  const t = params.add(term);
  const like = params.add(`%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  const tags = `angle_tags_text(p.tags)`;
  const where = `(angle_search_text(p.name, p.tags, p.description) ILIKE ${like}
    OR ${t} <% p.name OR ${t} <% ${tags})`;
  const score = `((p.name ILIKE ${like})::int * 4 + word_similarity(${t}, p.name) * 2
    + (${tags} ILIKE ${like})::int * 2 + word_similarity(${t}, ${tags})
    + (p.description ILIKE ${like})::int)`;
  return { where, score };
}

/** Conditions kept apart so that each facet counts with every filter but its own. */
interface FacetConditions {
  category: string;
  subcategory: string;
  vendor: string;
  price: string;
  rating: string;
}

function buildConditions(q: ProductListQuery, params: Params) {
  const base = [VISIBLE];
  if (q.featured) base.push('p.is_featured');
  if (q.new) base.push('p.is_new');
  if (q.sale) base.push('p.is_on_sale');
  if (q.inStock) base.push('p.stock_quantity > 0');
  if (q.ids) base.push(`p.id = ANY(${params.add(q.ids)}::text[])`);
  const search = q.search ? searchSql(params, q.search) : null;
  if (search) base.push(search.where);
  const priceParts: string[] = [];
  if (q.minPrice !== undefined)
    priceParts.push(`p.price_paise >= ${params.add(Math.round(q.minPrice * 100))}`);
  if (q.maxPrice !== undefined)
    priceParts.push(`p.price_paise <= ${params.add(Math.round(q.maxPrice * 100))}`);
  const facet: FacetConditions = {
    category: q.category ? `p.category = ${params.add(q.category)}` : 'true',
    subcategory: q.subcategory ? `p.subcategory = ${params.add(q.subcategory)}` : 'true',
    vendor: q.vendor
      ? `(v.slug = ${params.add(q.vendor)} OR v.user_id = ${params.add(q.vendor)})`
      : 'true',
    price: priceParts.length ? priceParts.join(' AND ') : 'true',
    rating: q.minRating !== undefined ? `p.rating >= ${params.add(q.minRating)}` : 'true',
  };
  return { base: base.join(' AND '), facet, score: search?.score ?? null };
}

const all = (c: FacetConditions, except: keyof FacetConditions) =>
  (Object.keys(c) as (keyof FacetConditions)[])
    .filter((k) => k !== except)
    .map((k) => c[k])
    .join(' AND ');

function facetsSql(base: string, c: FacetConditions): string {
  const bands = PRICE_BANDS.map(
    (b) =>
      `SELECT 'price', '${b.id}', NULL, count(*) FILTER (WHERE price_paise >= ${b.min * 100}${
        b.max === null ? '' : ` AND price_paise < ${b.max * 100}`
      }) FROM base WHERE f_price`,
  );
  const ratings = RATING_STEPS.map(
    (r) =>
      `SELECT 'rating', '${r}', NULL, count(*) FILTER (WHERE rating >= ${r}) FROM base WHERE f_rating`,
  );
  return `WITH base AS (
      SELECT p.category, p.subcategory, v.slug AS vendor_slug, v.company_name, p.price_paise, p.rating,
        (${all(c, 'category')}) AS f_category, (${all(c, 'subcategory')}) AS f_subcategory,
        (${all(c, 'vendor')}) AS f_vendor, (${all(c, 'price')}) AS f_price, (${all(c, 'rating')}) AS f_rating
      FROM products p JOIN vendors v ON v.user_id = p.vendor_id
      WHERE ${base}
    )
    SELECT 'category' AS facet, category AS value, NULL AS label, count(*) AS n FROM base WHERE f_category GROUP BY category
    UNION ALL SELECT 'subcategory', subcategory, NULL, count(*) FROM base WHERE f_subcategory AND subcategory IS NOT NULL GROUP BY subcategory
    UNION ALL SELECT 'vendor', vendor_slug, min(company_name), count(*) FROM base WHERE f_vendor GROUP BY vendor_slug
    UNION ALL ${bands.join(' UNION ALL ')}
    UNION ALL ${ratings.join(' UNION ALL ')}`;
}

interface FacetRow {
  facet: keyof Facets;
  value: string;
  label: string | null;
  n: number | string;
}

function toFacets(rows: FacetRow[]): Facets {
  const facets: Facets = { category: [], subcategory: [], vendor: [], price: [], rating: [] };
  for (const row of rows) {
    const count = Number(row.n);
    if (count === 0 && (row.facet === 'price' || row.facet === 'rating')) continue;
    facets[row.facet].push({ value: row.value, label: labelOf(row), count });
  }
  facets.category.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  facets.subcategory.sort(
    (a, b) => SUBCATEGORIES.indexOf(a.value as never) - SUBCATEGORIES.indexOf(b.value as never),
  );
  facets.vendor.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return facets;
}

function labelOf(row: FacetRow): string {
  switch (row.facet) {
    case 'category':
      return CATEGORY_LABELS[row.value as Category] ?? row.value;
    case 'subcategory':
      return row.value.replace(/\b\w/g, (ch) => ch.toUpperCase());
    case 'vendor':
      return row.label ?? row.value;
    case 'price':
      return PRICE_BANDS.find((b) => b.id === row.value)?.label ?? row.value;
    case 'rating':
      return `${row.value}★ & above`;
  }
}

function totalFromFacets(facets: Facets, category: Category | undefined): number {
  if (category) return facets.category.find((f) => f.value === category)?.count ?? 0;
  return facets.category.reduce((sum, f) => sum + f.count, 0);
}

/** The query without what only picks a page of it: the key of its facet counts. */
function filterKey(q: ProductListQuery): string {
  const { page: _p, limit: _l, sort: _s, cursor: _c, ...filters } = q;
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
}

export async function listProducts(database: Database, q: ProductListQuery): Promise<ProductList> {
  const params = new Params();
  const { base, facet, score } = buildConditions(q, params);
  // The facet statement uses the filter parameters only; the page adds the cursor's after them.
  const facetValues = [...params.values];
  const sort = sortOf(q, score !== null);
  const order = listingOrder(sort, score, q.cursor, (v) => params.add(v));
  const where = [base, ...Object.values(facet), ...(order.after ? [order.after.sql] : [])].join(
    ' AND ',
  );
  const offset = order.after ? 0 : (q.page - 1) * q.limit;
  // One row more than the page tells whether there is a next page.
  const listSql = `SELECT ${SUMMARY_COLUMNS}${order.keyColumn ? `, ${order.keyColumn} AS sort_key` : ''}
    ${SUMMARY_FROM} WHERE ${where} ORDER BY ${order.orderBy} LIMIT ${q.limit + 1} OFFSET ${offset}`;
  const cache = catalogCacheOf(database);
  const [rows, facets] = await Promise.all([
    database.query<SummaryRow & { sort_key?: string[] }>(listSql, params.values),
    cache.value(`facets:${filterKey(q)}`, async () =>
      toFacets(await database.query<FacetRow>(facetsSql(base, facet), facetValues)),
    ),
  ]);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > q.limit && last?.sort_key ? encodeCursor(sort, last.sort_key) : null;
  return {
    items: page.map(toSummary),
    page: q.page,
    limit: q.limit,
    total: totalFromFacets(facets, q.category),
    nextCursor,
    facets,
  };
}
