// The first page's data, asked for as soon as the app starts: the request runs while the page's
// own code downloads instead of after it (the listing's and product page's largest paint is an
// image whose address comes from this data). Pages read it through the same queries.
import type { QueryClient } from '@tanstack/react-query';
import { homeQuery, productListQuery, productQuery } from './api';
import { apiQueryOf } from './listing-params';

export function prefetchFirstPage(
  client: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): void {
  if (pathname === '/') {
    void client.prefetchQuery(homeQuery());
  } else if (pathname === '/products') {
    void client.prefetchQuery(productListQuery(apiQueryOf(new URLSearchParams(search))));
  } else {
    const product = /^\/products\/([^/]+)$/.exec(pathname)?.[1];
    if (product) void client.prefetchQuery(productQuery(decodeURIComponent(product)));
  }
}
