// The product list's state lives in the URL (shareable, survives reloads, Back works): these
// read it, change one key at a time, and turn it into the API's query.
import { CATEGORIES, PRODUCT_STATUSES, STOCK_STATUSES } from '../../../domain/catalog';
import { VENDOR_PRODUCT_SORTS } from '../../../domain/schemas/vendor-products';

export const PAGE_SIZE = 20;

const ALLOWED: Record<string, readonly string[] | null> = {
  search: null,
  status: PRODUCT_STATUSES,
  category: CATEGORIES,
  stock: STOCK_STATUSES,
  sort: VENDOR_PRODUCT_SORTS,
  page: null,
};

/** Only known keys with valid values reach the API, so a hand-edited URL cannot cause a 400. */
export function apiQueryOf(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const [key, allowed] of Object.entries(ALLOWED)) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (allowed && !allowed.includes(value)) continue;
    if (key === 'page' && !/^[1-9]\d{0,3}$/.test(value)) continue;
    out.set(key, value);
  }
  out.set('limit', String(PAGE_SIZE));
  return out.toString();
}

/** Sets (or clears, with '') one key; any change but paging goes back to page 1. */
export function withParam(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}

export function hasFilters(params: URLSearchParams): boolean {
  return ['search', 'status', 'category', 'stock'].some((k) => params.get(k));
}
