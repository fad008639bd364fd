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
import { AppError } from '../../errors';
import { attributeFacetsOf, attributeFilterOf } from './attribute-filter';
import { catalogCacheOf } from './catalog-cache';
import { encodeCursor, listingOrder, sortOf } from './listing-order';
import { NO_SYNONYMS, searchMeaningsOf, type SearchMeanings } from './search-synonyms';
import { emptyHelpOf } from './empty-help';
import { SUMMARY_COLUMNS, SUMMARY_FROM, VISIBLE, toSummary, type SummaryRow } from './product-rows';

/** What a listing is filtered by: its query without paging and sort. */
export type ListFilters = Omit<ProductListQuery, 'page' | 'limit' | 'sort' | 'cursor'>;

// A name or tag is a typo of the search term from a word similarity of 0.45: the `<%`
// operator reads that threshold from the session setting db/client.ts gives every connection.

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `%term%` for ILIKE, with the term's own `%`, `_` and `\\` taken literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The search condition and its relevance tiers. A product matches when its name, keywords (tags
 * and beauty attributes as words, migration 0024) or description contain the term or one of its
 * synonyms (search_synonyms), or its name, tags or attribute words are a typo of the term
 * (trigram indexes, migrations 0002, 0005 and 0024, find each). Relevance ranks by tier, then rating: the name contains
 * the term (or a synonym); the name or keywords contain it or a catalogue word it is a typo of;
 * any match (the description, a typo of several words). Each tier is a superset of the one
 * before, so the best n rows of the tiers together are the best n rows overall (see
 * relevancePageSql). Each synonym is one more ILIKE on an indexed expression, so the planner
 * still ORs index scans. A longer search with a synonym among its words (SearchMeanings's
 * wordGroups) also matches when the expression holds every part or one of its alternatives:
 * "red kumkum" finds a red sindoor, and not every vermilion product.
 */
function searchSql(params: Params, term: string, meanings: SearchMeanings) {
  const t = params.add(term);
  const likes = [likePattern(term), ...meanings.alternatives.map(likePattern)].map((p) =>
    params.add(p),
  );
  const groups = meanings.wordGroups.map((g) => g.map((part) => params.add(likePattern(part))));
  const everyPart = (expr: string) =>
    groups.map((g) => `(${g.map((l) => `${expr} ILIKE ${l}`).join(' OR ')})`).join(' AND ');
  const anyOf = (expr: string) =>
    `(${[...likes.map((l) => `${expr} ILIKE ${l}`), ...(groups.length ? [`(${everyPart(expr)})`] : [])].join(' OR ')})`;
  // The searched words as the product keeps them (migration 0040: stored columns filled by the
  // search functions of migrations 0005 and 0028 when a product is written).
  const keywords = `p.search_keywords`;
  const text = `p.search_text`;
  // A typo of a name or tag by word similarity (<%); of an attribute word by word (<<%), so
  // the shared "free" of "aluminium-free" and "alcohol-free" is not taken for a typo.
  const typos = `${t} <% p.name OR ${t} <% p.search_tags OR ${t} <<% p.search_facts`;
  const where = `(${anyOf(text)} OR ${typos})`;
  // The catalogue's words a typo may mean (migration 0007), as ILIKE patterns; they are letters
  // and digits only, so nothing in them needs escaping.
  const words = `ARRAY(SELECT '%' || w.word || '%' FROM search_words w WHERE ${t} <% w.word)`;
  // A name or keyword holding such a word, re-checked against the search itself so this tier
  // stays within `where`. CASE keeps the order: the costly word similarity runs for those few
  // rows only, and PostgreSQL walks the rating index rather than gathering every trigram match.
  const typo = `CASE WHEN p.name ILIKE ANY(${words}) OR ${keywords} ILIKE ANY(${words})
    THEN ${where} ELSE false END`;
  const tiers = [anyOf('p.name'), `(${anyOf('p.name')} OR ${anyOf(keywords)} OR ${typo})`, where];
  return { where, tiers, correction: correctionSql(t, anyOf(text)) };
}

/**
 * What a misspelt search means, as one column the page's statement carries (an uncorrelated
 * sub-select: computed once, and only when the page has rows): null when a shown product holds
 * the search as typed or a synonym of it (name, keywords or description); else each word
 * replaced by the catalogue's most similar word (search_words, trigram similarity over its
 * index), unknown words kept.
 */
function correctionSql(t: string, holdsSearch: string) {
  return `(SELECT CASE WHEN EXISTS (SELECT 1 ${SUMMARY_FROM}
      WHERE ${VISIBLE} AND ${holdsSearch})
    THEN NULL ELSE (
      SELECT string_agg(coalesce((SELECT s.word FROM search_words s WHERE s.word % w.word
          ORDER BY similarity(s.word, w.word) DESC, s.word LIMIT 1), w.word), ' ' ORDER BY w.n)
      FROM regexp_split_to_table(lower(${t}), '[^[:alnum:]]+') WITH ORDINALITY AS w(word, n)
      WHERE w.word <> '') END) AS corrected_search`;
}

/** Within a tier, relevance orders like the rating sort: the rating index answers it. */
const TIER_ORDER = 'p.rating DESC, p.review_count DESC, p.id DESC';

/**
 * One page of a search by relevance, reading no more than it shows. Each tier is one bounded
 * scan for its best `offset + limit + 1` rows: PostgreSQL walks the rating index and stops after
 * them when the term is common, or reads the few matches from a trigram index when it is rare.
 * A tier runs only while the tiers before it have not filled the page (the count is a one-time
 * filter, so a skipped tier reads nothing): the costly typo comparison (word_similarity) runs only
 * for terms whose names and tags do not already fill the page. Summary columns (and the first
 * image) are read for the page's rows only.
 */
function relevancePageSql(
  filters: string,
  tiers: string[],
  offset: number,
  limit: number,
  extra: string,
) {
  const n = offset + limit + 1;
  const ctes = tiers.map((tier, i) => {
    const earlier = tiers.slice(0, i).map((_, j) => `(SELECT count(*) FROM tier${j}) < ${n}`);
    return `tier${i} AS MATERIALIZED (SELECT p.id, ${i} AS tier, p.rating, p.review_count
      ${SUMMARY_FROM} WHERE ${[...earlier, filters, tier].join(' AND ')}
      ORDER BY ${TIER_ORDER} LIMIT ${n})`;
  });
  const union = tiers.map((_, i) => `SELECT * FROM tier${i}`).join(' UNION ALL ');
  return `WITH ${ctes.join(', ')}
    SELECT ${SUMMARY_COLUMNS}${extra} FROM (
      SELECT id, min(tier) AS tier, rating, review_count FROM (${union}) c
      GROUP BY id, rating, review_count
      ORDER BY tier, rating DESC, review_count DESC, id DESC LIMIT ${limit + 1} OFFSET ${offset}
    ) m
    JOIN products p ON p.id = m.id
    JOIN vendors v ON v.user_id = p.vendor_id
    ORDER BY m.tier, ${TIER_ORDER}`;
}

/**
 * Conditions kept apart so that each facet counts with every filter but its own (a shopper sees
 * what choosing another value would give): `category`, `subcategory`, `vendor`, `price`,
 * `rating`, and one `attributes:<group>` per filtered attribute group. An attribute value counts
 * with every filter but its own group's, so a group's values stay alternatives (OR) while the
 * other groups narrow it (AND), as in the listing.
 */
type FacetConditions = Record<string, string>;

/** A custom price range whose lowest price is above its highest is a 400 with field errors: the
 * shopper typed them, and an empty listing would not say why. */
export function assertPriceRange(q: ListFilters) {
  if (q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice) return;
  const message = 'The lowest price is above the highest.';
  throw new AppError('invalid', message, [
    { path: 'minPrice', message: 'Make it at most the highest price.', location: 'querystring' },
    { path: 'maxPrice', message: 'Make it at least the lowest price.', location: 'querystring' },
  ]);
}

/** `meanings`: the search's synonyms (searchMeaningsOf), resolved before the statement. */
export function buildConditions(
  q: ListFilters,
  params: Params,
  meanings: SearchMeanings = NO_SYNONYMS,
) {
  const attributeGroups = attributeFilterOf(q.attributes);
  assertPriceRange(q);
  const base = [VISIBLE];
  if (q.featured) base.push('p.is_featured');
  if (q.new) base.push('p.is_new');
  if (q.sale) base.push('p.is_on_sale');
  if (q.inStock) base.push('p.stock_quantity > 0');
  if (q.ids) base.push(`p.id = ANY(${params.add(q.ids)}::text[])`);
  const search = q.search ? searchSql(params, q.search, meanings) : null;
  const filters = base.join(' AND ');
  if (search) base.push(search.where);
  // Price filters and bands read the cheapest variant's price: the card's "from" price. Chosen
  // bands are alternatives (any of them); a min/max range narrows them.
  const priceParts: string[] = [];
  if (q.price) {
    const bands = PRICE_BANDS.filter((b) => q.price?.includes(b.id)).map((b) =>
      b.max === null
        ? `p.price_paise >= ${b.min * 100}`
        : `(p.price_paise >= ${b.min * 100} AND p.price_paise < ${b.max * 100})`,
    );
    priceParts.push(`(${bands.join(' OR ')})`);
  }
  if (q.minPrice !== undefined)
    priceParts.push(`p.price_paise >= ${params.add(Math.round(q.minPrice * 100))}`);
  if (q.maxPrice !== undefined)
    priceParts.push(`p.price_paise <= ${params.add(Math.round(q.maxPrice * 100))}`);
  // Several brands or types are alternatives: one `= ANY` each.
  const vendors = q.vendor ? params.add(q.vendor) : null;
  const facet: FacetConditions = {
    category: q.category ? `p.category = ${params.add(q.category)}` : 'true',
    subcategory: q.subcategory
      ? `p.subcategory = ANY(${params.add(q.subcategory)}::text[])`
      : 'true',
    vendor: vendors
      ? `(v.slug = ANY(${vendors}::text[]) OR v.user_id = ANY(${vendors}::text[]))`
      : 'true',
    price: priceParts.length ? priceParts.join(' AND ') : 'true',
    rating: q.minRating !== undefined ? `p.rating >= ${params.add(q.minRating)}` : 'true',
  };
  // Any of the group's values: one `&&` per group, which the GIN index on attributes answers.
  for (const [group, tokens] of attributeGroups) {
    facet[`attributes:${group}`] = `p.attributes && ${params.add(tokens)}::text[]`;
  }
  return {
    base: base.join(' AND '),
    filters,
    facet,
    tiers: search?.tiers ?? null,
    correction: search?.correction ?? null,
  };
}

/** Every condition of `c` but the one named `except`, ANDed. */
export const allBut = (c: FacetConditions, except: string | null) =>
  Object.entries(c)
    .filter(([k]) => k !== except)
    .map(([, condition]) => condition)
    .join(' AND ');

/** The brand facet lists the brands with the most matching products; the rest are searched. */
export const TOP_VENDORS = 12;

/**
 * Every facet count in one statement and one pass over the matching rows: a grouping-sets
 * aggregate counts categories, subcategories, brands, attribute sets, price bands and rating
 * steps together, each with its own filter flag (a value counts with every filter but its own
 * facet's). At 100k products each pass costs; on a single-connection PGlite it holds every other
 * request up, so there is only one.
 */
export function facetsSql(base: string, c: FacetConditions): string {
  const band = (b: (typeof PRICE_BANDS)[number]) =>
    `count(*) FILTER (WHERE f_price AND price_paise >= ${b.min * 100}${
      b.max === null ? '' : ` AND price_paise < ${b.max * 100}`
    })`;
  const bands = PRICE_BANDS.map((b, i) => `${band(b)} AS band_${i}`);
  const steps = RATING_STEPS.map(
    (r, i) => `count(*) FILTER (WHERE f_rating AND rating >= ${r}) AS step_${i}`,
  );
  const unfold = (facet: string, ids: readonly (string | number)[], column: string) =>
    `SELECT '${facet}', x.value, NULL, x.n FROM g
      CROSS JOIN LATERAL (VALUES ${ids.map((id, i) => `('${id}', g.${column}_${i})`).join(', ')}) AS x(value, n)
      WHERE g.set = ${ALL_ROWS}`;
  // An attribute counts among the rows that pass every filter but its own group's: n_attr_<i>
  // for a filtered group, n_all (every filter) for the others. Products share attribute sets (a
  // few hundred among 100k products), so rows are counted per set and only the sets are unfolded
  // into tokens. Group names come from the fixed list (attributeFilterOf refused anything
  // else), so they are written as literals.
  const filtered = Object.keys(c).filter((k) => k.startsWith('attributes:'));
  const attrFlags = filtered.map((k, i) => `, (${allBut(c, k)}) AS f_attr_${i}`).join('');
  const attrCounts = filtered.map((_, i) => `count(*) FILTER (WHERE f_attr_${i}) AS n_attr_${i}`);
  const tokenCount = filtered.length
    ? `CASE split_part(a.token, ':', 1) ${filtered
        .map((k, i) => `WHEN '${k.slice('attributes:'.length)}' THEN g.n_attr_${i}`)
        .join(' ')} ELSE g.n_all END`
    : 'g.n_all';
  return `WITH g AS (
      SELECT GROUPING(p.category, p.subcategory, p.vendor_id, p.attributes) AS set,
        p.category, p.subcategory, p.vendor_id, p.attributes,
        count(*) FILTER (WHERE f_category) AS n_category,
        count(*) FILTER (WHERE f_subcategory) AS n_subcategory,
        count(*) FILTER (WHERE f_vendor) AS n_vendor,
        count(*) FILTER (WHERE f_all) AS n_all,
        ${[...attrCounts, ...bands, ...steps].join(', ')}
      FROM (
        SELECT p.category, p.subcategory, p.vendor_id, p.price_paise, p.rating, p.attributes,
          (${allBut(c, 'category')}) AS f_category, (${allBut(c, 'subcategory')}) AS f_subcategory,
          (${allBut(c, 'vendor')}) AS f_vendor, (${allBut(c, 'price')}) AS f_price,
          (${allBut(c, 'rating')}) AS f_rating, (${allBut(c, null)}) AS f_all${attrFlags}
        FROM products p JOIN vendors v ON v.user_id = p.vendor_id
        WHERE ${base}
      ) p
      GROUP BY GROUPING SETS ((p.category), (p.subcategory), (p.vendor_id), (p.attributes), ())
    ),
    brands AS (
      SELECT vendor_id, n_vendor AS n FROM g WHERE set = ${BY_VENDOR} AND n_vendor > 0
    )
    SELECT 'category' AS facet, category AS value, NULL AS label, n_category AS n FROM g
      WHERE set = ${BY_CATEGORY} AND n_category > 0
    UNION ALL SELECT 'subcategory', subcategory, NULL, n_subcategory FROM g
      WHERE set = ${BY_SUBCATEGORY} AND subcategory IS NOT NULL AND n_subcategory > 0
    UNION ALL (SELECT 'vendor', v.slug, v.company_name, b.n FROM brands b
      JOIN vendors v ON v.user_id = b.vendor_id
      ORDER BY b.n DESC, v.company_name, v.slug LIMIT ${TOP_VENDORS})
    UNION ALL SELECT 'vendorTotal', NULL, NULL, count(*) FROM brands
    UNION ALL ${unfold(
      'price',
      PRICE_BANDS.map((b) => b.id),
      'band',
    )}
    UNION ALL ${unfold('rating', RATING_STEPS, 'step')}
    UNION ALL SELECT 'attributes', a.token, NULL, sum(${tokenCount})
      FROM g, unnest(g.attributes) AS a(token) WHERE g.set = ${BY_ATTRIBUTES}
      GROUP BY a.token HAVING sum(${tokenCount}) > 0`;
}

/** GROUPING(category, subcategory, vendor_id, attributes) of each grouping set: a bit per
 * column left out, the first column the highest. */
const BY_CATEGORY = 0b0111;
const BY_SUBCATEGORY = 0b1011;
const BY_VENDOR = 0b1101;
const BY_ATTRIBUTES = 0b1110;
const ALL_ROWS = 0b1111;

export interface FacetRow {
  facet: keyof Facets;
  value: string;
  label: string | null;
  n: number | string;
}

export function toFacets(rows: FacetRow[]): Facets {
  const facets: Facets = {
    category: [],
    subcategory: [],
    vendor: [],
    vendorTotal: 0,
    price: [],
    rating: [],
    attributes: [],
  };
  const attributes: { token: string; count: number }[] = [];
  for (const row of rows) {
    const count = Number(row.n);
    if (row.facet === 'vendorTotal') facets.vendorTotal = count;
    else if (row.facet === 'attributes') attributes.push({ token: row.value, count });
    else if (count > 0 || (row.facet !== 'price' && row.facet !== 'rating')) {
      facets[row.facet].push({ value: row.value, label: labelOf(row.facet, row), count });
    }
  }
  facets.category.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  facets.subcategory.sort(
    (a, b) => SUBCATEGORIES.indexOf(a.value as never) - SUBCATEGORIES.indexOf(b.value as never),
  );
  facets.vendor.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const bandIds: readonly string[] = PRICE_BANDS.map((b) => b.id);
  facets.price.sort((a, b) => bandIds.indexOf(a.value) - bandIds.indexOf(b.value));
  facets.rating.sort((a, b) => Number(b.value) - Number(a.value));
  facets.attributes = attributeFacetsOf(attributes);
  return facets;
}

function labelOf(
  facet: 'category' | 'subcategory' | 'vendor' | 'price' | 'rating',
  row: FacetRow,
): string {
  switch (facet) {
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

export function totalFromFacets(facets: Facets, category: Category | undefined): number {
  if (category) return facets.category.find((f) => f.value === category)?.count ?? 0;
  return facets.category.reduce((sum, f) => sum + f.count, 0);
}

/** The query without what only picks a page of it: the key of its facet counts. Multi-value
 * filters (brands, types, bands, attributes) arrive as sorted sets from the schema. */
export function filterKey(q: ProductListQuery): string {
  const { page: _p, limit: _l, sort: _s, cursor: _c, ...filters } = q;
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
}

/** The listing as SQL answers it: at most two statements (the page, and the facets when the
 * filter set's are not cached). */
export async function listProductsSql(
  database: Database,
  q: ProductListQuery,
): Promise<ProductList> {
  const params = new Params();
  const meanings = q.search ? await searchMeaningsOf(database, q.search) : NO_SYNONYMS;
  const { base, filters, facet, tiers, correction } = buildConditions(q, params, meanings);
  const extra = correction ? `, ${correction}` : '';
  // The facet statement uses the filter parameters only; the page adds the cursor's after them.
  const facetValues = [...params.values];
  const sort = sortOf(q, tiers !== null);
  const order = listingOrder(sort, q.cursor, (v) => params.add(v));
  const facetWhere = Object.values(facet);
  const offset = order.after ? 0 : (q.page - 1) * q.limit;
  let listSql: string;
  if (sort === 'relevance' && tiers) {
    listSql = relevancePageSql(
      [filters, ...facetWhere].join(' AND '),
      tiers,
      offset,
      q.limit,
      extra,
    );
  } else {
    const where = [base, ...facetWhere, ...(order.after ? [order.after.sql] : [])].join(' AND ');
    // One row more than the page tells whether there is a next page.
    listSql = `SELECT ${SUMMARY_COLUMNS}${order.keyColumn ? `, ${order.keyColumn} AS sort_key` : ''}${extra}
      ${SUMMARY_FROM} WHERE ${where} ORDER BY ${order.orderBy} LIMIT ${q.limit + 1} OFFSET ${offset}`;
  }
  const cache = catalogCacheOf(database);
  const [rows, facets] = await Promise.all([
    database.query<SummaryRow & { sort_key?: string[]; corrected_search?: string | null }>(
      listSql,
      params.values,
    ),
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
    correctedSearch: correctedOf(q.search, rows[0]?.corrected_search),
    emptyHelp:
      page.length === 0 && q.page === 1 && !q.cursor ? await emptyHelpOf(database, q) : null,
  };
}

/** The correction, unless it only changed what the search's words are anyway. */
export function correctedOf(search: string | undefined, corrected: string | null | undefined) {
  if (!search || !corrected) return null;
  const typed = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
  return corrected === typed ? null : corrected;
}
