// The product listing: filters, ranked and typo-tolerant search, sort, pagination and facet
// counts, in two SQL statements whatever the query (one for the page, one for every facet).
import { CATEGORY_LABELS, SUBCATEGORIES, type Category } from '../../../domain/catalog';
import {
  PRICE_BANDS,
  RATING_STEPS,
  type Facets,
  type ProductList,
  type ProductListQuery,
} from '../../../domain/schemas/catalog';
import type { Database } from '../../db/client';
import { SUMMARY_COLUMNS, SUMMARY_FROM, VISIBLE, toSummary, type SummaryRow } from './product-rows';

/** Below this word similarity a name or tag is not a typo of the search term. */
const TYPO_SIMILARITY = 0.45;

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The search condition and its relevance score: name matches rank first, then tags, then text. */
function searchSql(params: Params, term: string) {
  const t = params.add(term);
  const like = params.add(`%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  const tags = `array_to_string(p.tags, ' ')`;
  const where = `(p.name ILIKE ${like} OR ${tags} ILIKE ${like} OR p.description ILIKE ${like}
    OR word_similarity(${t}, p.name) >= ${TYPO_SIMILARITY} OR word_similarity(${t}, ${tags}) >= ${TYPO_SIMILARITY})`;
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

function orderBy(q: ProductListQuery, score: string | null): string {
  const sort = q.sort ?? (score ? 'relevance' : 'newest');
  switch (sort) {
    case 'price-asc':
      return 'p.price_paise ASC, p.id';
    case 'price-desc':
      return 'p.price_paise DESC, p.id';
    case 'rating':
      return 'p.rating DESC, p.review_count DESC, p.id';
    case 'discount':
      return `CASE WHEN p.is_on_sale AND p.original_price_paise > p.price_paise
        THEN (p.original_price_paise - p.price_paise)::float / p.original_price_paise ELSE 0 END DESC, p.id`;
    case 'relevance':
      return score
        ? `${score} DESC, p.rating DESC, p.id`
        : 'p.is_featured DESC, p.rating DESC, p.id';
    case 'newest':
      return 'p.created_at DESC, p.id';
  }
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

export async function listProducts(database: Database, q: ProductListQuery): Promise<ProductList> {
  const params = new Params();
  const { base, facet, score } = buildConditions(q, params);
  const where = `${base} AND ${Object.values(facet).join(' AND ')}`;
  const offset = (q.page - 1) * q.limit;
  const listSql = `SELECT ${SUMMARY_COLUMNS}, count(*) OVER () AS total ${SUMMARY_FROM}
    WHERE ${where} ORDER BY ${orderBy(q, score)} LIMIT ${q.limit} OFFSET ${offset}`;
  const [rows, facetRows] = await Promise.all([
    database.query<SummaryRow & { total: string | number }>(listSql, params.values),
    database.query<FacetRow>(facetsSql(base, facet), params.values),
  ]);
  const facets = toFacets(facetRows);
  // Past the last page the window count is absent; the category facet holds the same total.
  const total = rows[0] ? Number(rows[0].total) : totalFromFacets(facets, q.category);
  return { items: rows.map(toSummary), page: q.page, limit: q.limit, total, facets };
}
