// Shopper-facing catalogue reads under /api/store: public, cached in process (catalog-cache.ts)
// and by browsers for a short while.
import { z } from 'zod';
import { POPULAR_SEARCHES } from '../../../domain/catalog';
import {
  CategoryCountSchema,
  HomeSchema,
  PopularSearchesSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductListSchema,
  VendorFacetListSchema,
  VendorFacetQuerySchema,
} from '../../../domain/schemas/catalog';
import { IdParamsSchema } from '../../../domain/schemas/params';
import { PublicVendorSchema } from '../../../domain/schemas/vendor-settings';
import { routeGroup, type RouteHandler, type RouteSpec } from '../../http/route-group';
import { sendCatalogRead } from './cached-reply';
import { declareCatalogRead, type CatalogReadOf, type ReadInput } from './direct-reads';
import { listCategories } from './categories';
import { listProducts } from './catalog-index';
import { getHome, productAnswer } from './product-detail';
import { productKey } from './product-read';
import { searchVendorFacet } from './vendor-facet';
import { getPublicVendor, vendorKey } from './vendor-shop';

/** The same listing whatever the order of the query's parameters: the validated query is
 * zod's output, whose keys come in the schema's order, not the request's (a test checks it).
 * No sorting: this runs on every cached read. */
const listKey = (query: object) => `list:${JSON.stringify(query)}`;

/** A cached read answers 304 to a matching If-None-Match. sendCatalogRead sends bodies
 * compressed once per cache entry (and problems are small), so @fastify/compress's three hooks
 * would only re-inspect every answer: these routes skip them. */
const cachedRead = <T extends z.ZodType>(body: T) =>
  ({ precompressed: true, response: { 200: body, 304: z.null() } }) as const;

/** A schema's validated value, or undefined when the route has none. */
type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export const catalogRoutes = routeGroup('catalog', (routes, app) => {
  /** A cached read: its route, and the same read declared for the server's renderer, which reads
   * it without a request (direct-reads.ts). */
  const cached = <const S extends RouteSpec>(
    url: string,
    spec: S,
    read: (input: ReadInput<Out<S['params']>, Out<S['querystring']>>) => CatalogReadOf,
  ) => {
    declareCatalogRead(
      app.database,
      url,
      spec,
      read as (input: ReadInput<unknown, unknown>) => CatalogReadOf,
    );
    // The handler for any S: Fastify's reply type cannot be worked out for a generic schema.
    const handler = ((request, reply) => {
      const { key, compute } = read({
        params: request.params as Out<S['params']>,
        query: request.query as Out<S['querystring']>,
      });
      sendCatalogRead(request, reply, key, compute);
    }) as RouteHandler<S>;
    routes.get(url, spec, handler);
  };

  cached(
    '/api/store/products',
    {
      summary: 'List, filter, search and sort published products, with facet counts',
      querystring: ProductListQuerySchema,
      ...cachedRead(ProductListSchema),
    },
    ({ query }) => ({ key: listKey(query), compute: () => listProducts(app.database, query) }),
  );
  cached(
    '/api/store/facets/vendors',
    {
      summary:
        "Brands matching a listing's filters whose name contains q, with their product counts (the brand facet's search)",
      querystring: VendorFacetQuerySchema,
      ...cachedRead(VendorFacetListSchema),
    },
    ({ query }) => ({
      key: `vendor-facet:${JSON.stringify(query)}`,
      compute: () => searchVendorFacet(app.database, query),
    }),
  );
  cached(
    '/api/store/products/:id',
    {
      summary: 'One published product with its images and related products',
      params: IdParamsSchema,
      ...cachedRead(ProductDetailSchema),
      errors: [404],
    },
    ({ params }) => ({
      key: productKey(params.id),
      compute: () => productAnswer(app.database, params.id),
    }),
  );
  cached(
    '/api/store/categories',
    {
      summary: 'The five categories with their product counts',
      ...cachedRead(z.array(CategoryCountSchema)),
    },
    () => ({ key: 'categories', compute: () => listCategories(app.database) }),
  );
  cached(
    '/api/store/home',
    {
      summary: "The home page's featured, new and on-sale shelves (four each)",
      ...cachedRead(HomeSchema),
    },
    () => ({ key: 'home', compute: () => getHome(app.database) }),
  );
  cached(
    '/api/store/search/popular',
    {
      summary: "The header search's popular searches (a curated list, decision 025)",
      ...cachedRead(PopularSearchesSchema),
    },
    () => ({
      key: 'popular-searches',
      compute: async () => ({ items: [...POPULAR_SEARCHES] }),
    }),
  );
  cached(
    '/api/store/vendors/:slug',
    {
      summary:
        "A brand's shop page: its profile and number of products (list them with /api/store/products?vendor={slug})",
      params: z.object({ slug: z.string().min(1).max(120) }),
      ...cachedRead(PublicVendorSchema),
      errors: [404],
    },
    ({ params }) => ({
      key: vendorKey(params.slug),
      compute: () => getPublicVendor(app.database.db, params.slug),
    }),
  );
});
