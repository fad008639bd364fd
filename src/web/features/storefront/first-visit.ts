// The first page's data, asked for as soon as the app starts: the request runs while the page's
// own code downloads instead of after it (the listing's and product page's largest paint is an
// image whose address comes from this data). Pages read it through the same queries. The server
// renderer (entry-server.tsx) awaits the same queries before rendering a storefront page.
import type { QueryClient } from '@tanstack/react-query';
import { storeInfoQuery } from '../../lib/store-info';
import { shadeBrandsQuery, shadeProductsQuery, similarShadesQuery } from '../shades/shades-api';
import {
  homeQuery,
  offersQuery,
  productListQuery,
  productOffersQuery,
  productQuery,
  vendorShopQuery,
} from './api';
import { listingApiQueryOf, shopListingOf } from './listing-params';

/** Query options of any data type, as prefetchQuery takes them. */
type FirstScreenQuery = Parameters<QueryClient['prefetchQuery']>[0];

/** The queries the first screen of a storefront page reads; none for other pages. */
export function firstScreenQueries({
  pathname,
  search,
}: {
  pathname: string;
  search: string;
}): FirstScreenQuery[] {
  if (pathname === '/') return [homeQuery()] as FirstScreenQuery[];
  if (pathname === '/offers') return [offersQuery()] as FirstScreenQuery[];
  if (pathname === '/find-my-shade') return [shadeBrandsQuery()] as FirstScreenQuery[];
  if (pathname === '/products')
    return [productListQuery(listingApiQueryOf(new URLSearchParams(search)))] as FirstScreenQuery[];
  const product = /^\/products\/([^/]+)$/.exec(pathname)?.[1];
  if (product) return [productQuery(decodeURIComponent(product))] as FirstScreenQuery[];
  const shop = /^\/vendors\/([^/]+)$/.exec(pathname)?.[1];
  if (shop) {
    const slug = decodeURIComponent(shop);
    const { query } = shopListingOf(slug, new URLSearchParams(search));
    return [vendorShopQuery(slug), productListQuery(query)] as FirstScreenQuery[];
  }
  return [];
}

/** First-screen data a page can do without: rendered when it is there (so it does not arrive
 * after hydration and push the page down), and a failure does not cost the server's page. */
export function optionalFirstScreenQueries({
  pathname,
  search,
}: {
  pathname: string;
  search: string;
}): FirstScreenQuery[] {
  if (pathname === '/') return [offersQuery()] as FirstScreenQuery[];
  if (pathname === '/find-my-shade') return shadeFinderQueries(new URLSearchParams(search));
  const product = /^\/products\/([^/]+)$/.exec(pathname)?.[1];
  if (product) return [productOffersQuery(decodeURIComponent(product))] as FirstScreenQuery[];
  return [];
}

/** Find my shade's chosen brand and shade (?brand=&shade=): an unknown one only shows fewer
 * steps, so they are optional; the page shows the shade's matches only when the brand's
 * products hold it. */
function shadeFinderQueries(params: URLSearchParams): FirstScreenQuery[] {
  const brand = params.get('brand');
  const shade = params.get('shade');
  return [
    ...(brand ? [shadeProductsQuery(brand)] : []),
    ...(brand && shade ? [similarShadesQuery(shade)] : []),
  ] as FirstScreenQuery[];
}

export function prefetchFirstPage(
  client: QueryClient,
  location: { pathname: string; search: string },
): void {
  for (const query of [...firstScreenQueries(location), ...optionalFirstScreenQueries(location)])
    void client.prefetchQuery(query);
}

/** Loads the first screen's data, the footer's store details included; false when any of it
 * failed (a missing product or shop), so the caller serves the client-rendered shell instead. */
export async function loadFirstScreen(
  client: QueryClient,
  location: { pathname: string; search: string },
): Promise<boolean> {
  const queries = [...firstScreenQueries(location), storeInfoQuery() as FirstScreenQuery];
  const optional = optionalFirstScreenQueries(location);
  await Promise.all([...queries, ...optional].map((query) => client.prefetchQuery(query)));
  return queries.every((query) => client.getQueryState(query.queryKey)?.status === 'success');
}
