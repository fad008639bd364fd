// The listing's state lives in the URL (shareable, back/forward work); these helpers read it.
import { PRICE_BANDS, type Sort } from '../../../domain/catalog';

/** Filters that take one value each; the price range is two parameters and counts as one. */
const FILTER_KEYS = [
  'category',
  'subcategory',
  'vendor',
  'featured',
  'new',
  'sale',
  'inStock',
  'minRating',
  'attributes',
] as const;

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

export function apiQueryOf(params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of LISTING_KEYS) {
    const value = params.get(key)?.trim();
    if (value) query.set(key, value);
  }
  query.set('limit', String(PAGE_SIZE));
  return query.toString();
}

/** The listing's filters other than the brand, for the brand search: it counts brands among
 * the products the other filters leave (`GET /api/store/facets/vendors`). */
export function brandSearchQueryOf(params: URLSearchParams, q: string): string {
  const query = new URLSearchParams();
  for (const key of LISTING_KEYS) {
    const value = params.get(key)?.trim();
    if (value && !['vendor', 'sort', 'page'].includes(key)) query.set(key, value);
  }
  query.set('q', q);
  return query.toString();
}

/** Sets or clears one filter; any filter change returns to the first page. */
export function withParam(
  params: URLSearchParams,
  key: string,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  if (key !== 'page') next.delete('page');
  return next;
}

export function priceBandOf(params: URLSearchParams): string | null {
  const min = params.get('minPrice');
  const max = params.get('maxPrice');
  const band = PRICE_BANDS.find(
    (b) =>
      String(b.min) === (min ?? '0') && (b.max === null ? max === null : String(b.max - 1) === max),
  );
  return band && (min !== null || max !== null) ? band.id : null;
}

export function withPriceBand(params: URLSearchParams, bandId: string | null): URLSearchParams {
  const band = PRICE_BANDS.find((b) => b.id === bandId);
  let next = withParam(params, 'minPrice', band && band.min > 0 ? String(band.min) : null);
  next = withParam(next, 'maxPrice', band?.max ? String(band.max - 1) : null);
  if (band && band.min === 0) next.set('minPrice', '0');
  return next;
}

/** The beauty attributes chosen, as `group:value` tokens (`attributes=finish:matte,…`). */
export function attributeTokensOf(params: URLSearchParams): string[] {
  return (params.get('attributes') ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
}

/** Ticks or unticks one attribute value; the list keeps the order they were chosen in. */
export function withAttribute(
  params: URLSearchParams,
  token: string,
  on: boolean,
): URLSearchParams {
  const rest = attributeTokensOf(params).filter((t) => t !== token);
  const tokens = on ? [...rest, token] : rest;
  return withParam(params, 'attributes', tokens.length ? tokens.join(',') : null);
}

/** How many filters are on (a price range counts once, each attribute value once). */
export function activeFilterCount(params: URLSearchParams): number {
  const price = params.get('minPrice') || params.get('maxPrice') ? 1 : 0;
  const attributes = attributeTokensOf(params).length;
  return FILTER_KEYS.filter((k) => k !== 'attributes' && params.get(k)).length + price + attributes;
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of ['search', 'sort'] as const) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
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
