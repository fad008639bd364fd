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
import { routeGroup } from '../../http/route-group';
import { sendCatalogRead } from './cached-reply';
import { listCategories } from './categories';
import { listProducts } from './catalog-index';
import { getHome, getProduct } from './product-detail';
import { productKey } from './product-read';
import { searchVendorFacet } from './vendor-facet';
import { getPublicVendor } from './vendor-shop';

/** The same listing whatever the order of the query's parameters: the validated query is
 * zod's output, whose keys come in the schema's order, not the request's (a test checks it).
 * No sorting: this runs on every cached read. */
const listKey = (query: object) => `list:${JSON.stringify(query)}`;

/** A cached read answers 304 to a matching If-None-Match. sendCatalogRead sends bodies
 * compressed once per cache entry (and problems are small), so @fastify/compress's three hooks
 * would only re-inspect every answer: these routes skip them. */
const cachedRead = <T extends z.ZodType>(body: T) =>
  ({ precompressed: true, response: { 200: body, 304: z.null() } }) as const;

export const catalogRoutes = routeGroup('catalog', (routes, app) => {
  routes.get(
    '/api/store/products',
    {
      summary: 'List, filter, search and sort published products, with facet counts',
      querystring: ProductListQuerySchema,
      ...cachedRead(ProductListSchema),
    },
    (request, reply) =>
      sendCatalogRead(request, reply, listKey(request.query), () =>
        listProducts(app.database, request.query),
      ),
  );
  routes.get(
    '/api/store/facets/vendors',
    {
      summary:
        "Brands matching a listing's filters whose name contains q, with their product counts (the brand facet's search)",
      querystring: VendorFacetQuerySchema,
      ...cachedRead(VendorFacetListSchema),
    },
    (request, reply) =>
      sendCatalogRead(request, reply, `vendor-facet:${JSON.stringify(request.query)}`, () =>
        searchVendorFacet(app.database, request.query),
      ),
  );
  routes.get(
    '/api/store/products/:id',
    {
      summary: 'One published product with its images and related products',
      params: IdParamsSchema,
      ...cachedRead(ProductDetailSchema),
      errors: [404],
    },
    (request, reply) =>
      sendCatalogRead(request, reply, productKey(request.params.id), () =>
        getProduct(app.database, request.params.id),
      ),
  );
  routes.get(
    '/api/store/categories',
    {
      summary: 'The five categories with their product counts',
      ...cachedRead(z.array(CategoryCountSchema)),
    },
    (request, reply) =>
      sendCatalogRead(request, reply, 'categories', () => listCategories(app.database)),
  );
  routes.get(
    '/api/store/home',
    {
      summary: "The home page's featured, new and on-sale shelves (four each)",
      ...cachedRead(HomeSchema),
    },
    (request, reply) => sendCatalogRead(request, reply, 'home', () => getHome(app.database)),
  );
  routes.get(
    '/api/store/search/popular',
    {
      summary: "The header search's popular searches (a curated list, decision 025)",
      ...cachedRead(PopularSearchesSchema),
    },
    (request, reply) =>
      sendCatalogRead(request, reply, 'popular-searches', async () => ({
        items: [...POPULAR_SEARCHES],
      })),
  );
  routes.get(
    '/api/store/vendors/:slug',
    {
      summary:
        "A brand's shop page: its profile and number of products (list them with /api/store/products?vendor={slug})",
      params: z.object({ slug: z.string().min(1).max(120) }),
      ...cachedRead(PublicVendorSchema),
      errors: [404],
    },
    (request, reply) =>
      sendCatalogRead(request, reply, `vendor:${request.params.slug}`, () =>
        getPublicVendor(app.database.db, request.params.slug),
      ),
  );
});
