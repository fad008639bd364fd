// The catalogue endpoints for the web app: fetchers, query options and hooks.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Home,
  PopularSearches,
  ProductDetail,
  ProductList,
  VendorFacetList,
} from '../../../domain/schemas/catalog';
import type { PublicOfferList } from '../../../domain/schemas/promotions';
import type { SearchSynonymList } from '../../../domain/schemas/search-synonyms';
import type { PublicVendor } from '../../../domain/schemas/vendor-settings';
import { api } from '../../lib/api-client';

export const catalogKeys = {
  home: ['catalog', 'home'] as const,
  list: (query: string) => ['catalog', 'list', query] as const,
  product: (id: string) => ['catalog', 'product', id] as const,
  productOffers: (id: string) => ['catalog', 'product-offers', id] as const,
  offers: ['catalog', 'offers'] as const,
  vendor: (slug: string) => ['catalog', 'vendor', slug] as const,
  vendorFacet: (query: string) => ['catalog', 'vendor-facet', query] as const,
};

export const homeQuery = () =>
  queryOptions({
    queryKey: catalogKeys.home,
    queryFn: ({ signal }) => api<Home>('/api/store/home', { signal }),
  });

/** `query` is the listing's URL search string, passed to the API as it is. */
export const productListQuery = (query: string) =>
  queryOptions({
    queryKey: catalogKeys.list(query),
    queryFn: ({ signal }) => api<ProductList>(`/api/store/products?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) =>
      api<ProductDetail>(`/api/store/products/${encodeURIComponent(id)}`, { signal }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });

/** The offers running now that may apply to a product (its page's Offers strip, issue #20). */
export const productOffersQuery = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.productOffers(id),
    queryFn: ({ signal }) =>
      api<PublicOfferList>(`/api/store/offers?product=${encodeURIComponent(id)}`, { signal }),
    staleTime: 60_000,
  });

/** Every offer running now: /offers. */
export const offersQuery = () =>
  queryOptions({
    queryKey: catalogKeys.offers,
    queryFn: ({ signal }) => api<PublicOfferList>('/api/store/offers', { signal }),
    staleTime: 60_000,
  });

export const useHome = () => useQuery(homeQuery());
export const useProductList = (query: string) => useQuery(productListQuery(query));
export const useProduct = (id: string) => useQuery(productQuery(id));

/** A brand's shop page header; its products come from the listing with `vendor={slug}`. */
export const vendorShopQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.vendor(slug),
    queryFn: ({ signal }) =>
      api<PublicVendor>(`/api/store/vendors/${encodeURIComponent(slug)}`, { signal }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });

export const useVendorShop = (slug: string) => useQuery(vendorShopQuery(slug));

/** Brands whose name matches, past the panel's top 12 (`GET /api/store/facets/vendors`);
 * `query` is the listing's other filters and `q` (listing-params' brandSearchQueryOf). */
export const vendorFacetQuery = (query: string) =>
  queryOptions({
    queryKey: catalogKeys.vendorFacet(query),
    queryFn: ({ signal }) => api<VendorFacetList>(`/api/store/facets/vendors?${query}`, { signal }),
    staleTime: 60_000,
  });

/** The header search's synonym suggestions (issue #37): words whose start is `q`, and what
 * they also mean (`GET /api/store/search/synonyms`). */
export const synonymSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['catalog', 'synonyms', q],
    queryFn: ({ signal }) =>
      api<SearchSynonymList>(`/api/store/search/synonyms?q=${encodeURIComponent(q)}`, { signal }),
    staleTime: 60_000,
  });

/** The header search's popular searches, shown on focus (`GET /api/store/search/popular`). */
export const popularSearchesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'popular-searches'],
    queryFn: ({ signal }) => api<PopularSearches>('/api/store/search/popular', { signal }),
    staleTime: 10 * 60_000,
  });
