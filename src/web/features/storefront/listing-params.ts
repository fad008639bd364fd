// The listing's state lives in the URL (shareable, back/forward work); these helpers read it.
import { parseAttributeToken } from '../../../domain/attributes';
import {
  isCategory,
  LISTING_LIMITS,
  PRICE_BANDS,
  SORTS,
  SUBCATEGORIES,
  type Sort,
} from '../../../domain/catalog';
import { parseRupeesText } from '../../../domain/money';

/** Filters that take one value each; the price range is two parameters and counts as one. */
export const SINGLE_KEYS = ['category', 'featured', 'new', 'sale', 'inStock', 'minRating'] as const;

/** Filters that take several values, alternatives of one another (issue #25): kept in the URL
 * comma-separated (`vendor=a,b`); a plain form's repeated parameters (`vendor=a&vendor=b`, the
 * listing without JavaScript) read the same. */
export const MULTI_KEYS = ['vendor', 'subcategory', 'price', 'attributes'] as const;
export type MultiKey = (typeof MULTI_KEYS)[number];

const FILTER_KEYS = [...SINGLE_KEYS, ...MULTI_KEYS] as const;

/** URL parameters the listing passes on to the API, in a stable order. */
export const LISTING_KEYS = [
  'search',
  ...FILTER_KEYS,
  'minPrice',
  'maxPrice',
  'sort',
  'page',
] as const;
export const PAGE_SIZE = 24;

const isMulti = (key: string): key is MultiKey => (MULTI_KEYS as readonly string[]).includes(key);

/** The values of a multi-value filter, repeated or comma-separated, each once, in URL order. */
export function valuesOf(params: URLSearchParams, key: MultiKey): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

/** One parameter's value as the API and the links carry it: multi-value filters joined. */
function valueOf(params: URLSearchParams, key: string): string | undefined {
  return isMulti(key) ? valuesOf(params, key).join(',') : params.get(key)?.trim();
}

function queryOf(params: URLSearchParams, skip: readonly string[] = []): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of LISTING_KEYS) {
    const value = valueOf(params, key);
    if (value && !skip.includes(key)) query.set(key, value);
  }
  return query;
}

const FLAGS = ['true', 'false', '1', '0'];
const isIn = (list: readonly string[]) => (value: string) => list.includes(value);
const rupees = (value: string) => {
  const r = parseRupeesText(value);
  return r !== null && r <= LISTING_LIMITS.rupees;
};
/** What the listing API takes for each parameter (ProductListQuerySchema, written without zod:
 * the storefront's pages do not load it); for a multi-value filter, one value. */
const ACCEPTS: Record<(typeof LISTING_KEYS)[number], (value: string) => boolean> = {
  search: () => true,
  category: isCategory,
  featured: isIn(FLAGS),
  new: isIn(FLAGS),
  sale: isIn(FLAGS),
  inStock: isIn(FLAGS),
  minRating: (v) => /^\d(\.\d+)?$/.test(v) && Number(v) <= 5,
  vendor: (v) => v.length <= LISTING_LIMITS.vendor,
  subcategory: isIn(SUBCATEGORIES),
  price: isIn(PRICE_BANDS.map((b) => b.id)),
  attributes: (v) => parseAttributeToken(v) !== null,
  minPrice: rupees,
  maxPrice: rupees,
  sort: isIn(SORTS),
  page: (v) => /^[1-9]\d{0,3}$/.test(v) || v === '10000',
};

/**
 * The listing's parameters with what the API would refuse left out: a link from an old page, a
 * mistyped address or a hand-edited filter (`page=-1`, `sort=cheapest`, an attribute no list
 * has) shows the listing without it, as a shop does, instead of an error the shopper cannot
 * mend. A multi-value filter keeps its valid values; a search longer than the API reads is cut.
 * Other parameters (a campaign's `utm_…`) and the order of everything kept are left as they are,
 * so a clean address comes back unchanged.
 */
export function cleanListingParams(params: URLSearchParams): URLSearchParams {
  const clean = new URLSearchParams();
  const counted = new Map<string, Set<string>>();
  for (const [key, value] of params) {
    const accepts = (ACCEPTS as Record<string, (value: string) => boolean>)[key];
    if (!accepts) clean.append(key, value);
    else if (key === 'search') clean.append(key, value.slice(0, LISTING_LIMITS.search));
    else if (isMulti(key)) {
      // Valid values, and no more different ones than the API takes, nor more text: the query
      // carries them joined in one parameter.
      const seen = counted.get(key) ?? new Set<string>();
      counted.set(key, seen);
      const kept = value.split(',').filter((v) => {
        const one = v.trim();
        if (seen.has(one)) return true;
        if (!accepts(one) || seen.size >= LISTING_LIMITS.values) return false;
        if ([...seen, one].join(',').length > LISTING_LIMITS.text) return false;
        seen.add(one);
        return true;
      });
      if (kept.length) clean.append(key, kept.join(','));
    } else if (accepts(value.trim())) clean.append(key, value);
  }
  // A range whose lowest price is above its highest (the API's 400) is no range.
  const [min, max] = [clean.get('minPrice'), clean.get('maxPrice')];
  if (min !== null && max !== null && parseRupeesText(min)! > parseRupeesText(max)!) {
    clean.delete('minPrice');
    clean.delete('maxPrice');
  }
  return clean;
}

export function apiQueryOf(params: URLSearchParams): string {
  const query = queryOf(cleanListingParams(params));
  query.set('limit', String(PAGE_SIZE));
  return query.toString();
}

/** The sort a listing shows when none is chosen: relevance for a search, else Popularity
 * (issue #37, decision 034; the API's own default stays newest for its older callers). */
export const defaultSortOf = (params: URLSearchParams): Sort =>
  params.get('search')?.trim() ? 'relevance' : 'popularity';

/** The listing page's API query: apiQueryOf with the default sort made explicit, so the page,
 * the first visit's prefetch and the server's rendering ask under one key. */
export function listingApiQueryOf(params: URLSearchParams): string {
  const query = new URLSearchParams(apiQueryOf(params));
  if (!query.get('sort')) query.set('sort', defaultSortOf(params));
  return query.toString();
}

/** The listing's filters other than the brand, for the brand search: it counts brands among
 * the products the other filters leave (`GET /api/store/facets/vendors`). */
export function brandSearchQueryOf(params: URLSearchParams, q: string): string {
  const query = queryOf(params, ['vendor', 'sort', 'page']);
  query.set('q', q);
  return query.toString();
}

/** Sets or clears one filter; any filter change returns to the first page. Repeated
 * parameters of a plain form are folded into one. */
export function withParam(
  params: URLSearchParams,
  key: string,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const multi of MULTI_KEYS) {
    if (next.getAll(multi).length > 1) next.set(multi, valuesOf(params, multi).join(','));
  }
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  if (key !== 'page') next.delete('page');
  return next;
}

/** The sorts a brand's shop offers. */
export const SHOP_SORTS = ['newest', 'price-asc', 'price-desc', 'rating', 'discount'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number] & Sort;

/** A brand's shop page (`/vendors/{slug}?sort&page`): its sort, page and the listing API query
 * it reads (the page and the first visit's prefetch ask under the same key). */
export function shopListingOf(slug: string, params: URLSearchParams) {
  const asked = params.get('sort') ?? '';
  const sort: ShopSort = (SHOP_SORTS as readonly string[]).includes(asked)
    ? (asked as ShopSort)
    : 'newest';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const query = new URLSearchParams({
    vendor: slug,
    sort,
    page: String(page),
    limit: String(PAGE_SIZE),
  }).toString();
  return { sort, page, query };
}

/** The URL of page `page` of a listing at `path` (page 1 has no `page` parameter). */
export function pageHref(path: string, params: URLSearchParams, page: number): string {
  const query = withParam(params, 'page', page > 1 ? String(page) : null).toString();
  return query ? `${path}?${query}` : path;
}
