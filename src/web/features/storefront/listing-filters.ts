// Editing the listing's filters in its URL state (issue #25): ticking values of multi-value
// filters, counting and clearing them. Kept apart from listing-params, which the entry chunk
// loads for the first visit's prefetch: these are needed by the listing page only.
import { MULTI_KEYS, SINGLE_KEYS, valuesOf, withParam, type MultiKey } from './listing-params';

/** The listing's on/off filters, in the panel's order. */
export const TOGGLES = [
  { key: 'inStock', label: 'In stock only' },
  { key: 'sale', label: 'On sale' },
  { key: 'new', label: 'New arrivals' },
  { key: 'featured', label: 'Featured' },
] as const;

/** Ticks or unticks one value of a multi-value filter; the values keep the order they were
 * chosen in. */
export function withValue(
  params: URLSearchParams,
  key: MultiKey,
  value: string,
  on: boolean,
): URLSearchParams {
  const rest = valuesOf(params, key).filter((v) => v !== value);
  const values = on ? [...rest, value] : rest;
  return withParam(params, key, values.length ? values.join(',') : null);
}

/** The beauty attributes chosen, as `group:value` tokens (`attributes=finish:matte,…`). */
export const attributeTokensOf = (params: URLSearchParams) => valuesOf(params, 'attributes');

export const withAttribute = (params: URLSearchParams, token: string, on: boolean) =>
  withValue(params, 'attributes', token, on);

/** How many filters are on (a price range counts once, each value of a multi-value filter
 * once). */
export function activeFilterCount(params: URLSearchParams): number {
  const range = params.get('minPrice') || params.get('maxPrice') ? 1 : 0;
  const many = MULTI_KEYS.reduce((n, key) => n + valuesOf(params, key).length, 0);
  return SINGLE_KEYS.filter((k) => params.get(k)).length + range + many;
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of ['search', 'sort'] as const) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  return next;
}

/** The query string of a listing URL (`?…`, or '' when empty). */
export const searchOf = (params: URLSearchParams) => {
  const query = params.toString();
  return query ? `?${query}` : '';
};
