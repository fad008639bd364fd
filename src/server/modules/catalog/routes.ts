// Shopper-facing catalogue reads under /api/store: public, cached in process (catalog-cache.ts)
// and by browsers for a short while.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryCountSchema,
  HomeSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductListSchema,
} from '../../../domain/schemas/catalog';
import { ProblemSchema } from '../../../domain/schemas/problem';
import { PublicVendorSchema } from '../../../domain/schemas/vendor-settings';
import { sendCatalogRead } from './cached-reply';
import { listCategories } from './categories';
import { listProducts } from './list-products';
import { getHome, getProduct } from './product-detail';
import { getPublicVendor } from './vendor-shop';

/** The same listing whatever the order of the query's parameters: the validated query is
 * zod's output, whose keys come in the schema's order, not the request's (a test checks it).
 * No sorting: this runs on every cached read. */
const listKey = (query: object) => `list:${JSON.stringify(query)}`;

/** sendCatalogRead sends bodies compressed once per cache entry (and problems are small), so
 * @fastify/compress's three hooks would only re-inspect every answer: these routes skip them. */
const PRECOMPRESSED = { compress: false, decompress: false } as const;

export async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/store/products',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['store'],
        summary: 'List, filter, search and sort published products, with facet counts',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, 304: z.null(), 400: ProblemSchema },
      },
    },
    (request, reply) =>
      sendCatalogRead(request, reply, listKey(request.query), () =>
        listProducts(app.database, request.query),
      ),
  );
  r.get(
    '/api/store/products/:id',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['store'],
        summary: 'One published product with its images and related products',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: ProductDetailSchema, 304: z.null(), 404: ProblemSchema },
      },
    },
    (request, reply) =>
      sendCatalogRead(request, reply, `product:${request.params.id}`, () =>
        getProduct(app.database, request.params.id),
      ),
  );
  r.get(
    '/api/store/categories',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['store'],
        summary: 'The five categories with their product counts',
        response: { 200: z.array(CategoryCountSchema), 304: z.null() },
      },
    },
    (request, reply) =>
      sendCatalogRead(request, reply, 'categories', () => listCategories(app.database)),
  );
  r.get(
    '/api/store/home',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['store'],
        summary: "The home page's featured, new and on-sale shelves (four each)",
        response: { 200: HomeSchema, 304: z.null() },
      },
    },
    (request, reply) => sendCatalogRead(request, reply, 'home', () => getHome(app.database)),
  );
  r.get(
    '/api/store/vendors/:slug',
    {
      ...PRECOMPRESSED,
      schema: {
        tags: ['store'],
        summary:
          "A brand's shop page: its profile and number of products (list them with /api/store/products?vendor={slug})",
        params: z.object({ slug: z.string().min(1).max(120) }),
        response: { 200: PublicVendorSchema, 304: z.null(), 404: ProblemSchema },
      },
    },
    (request, reply) =>
      sendCatalogRead(request, reply, `vendor:${request.params.slug}`, () =>
        getPublicVendor(app.database.db, request.params.slug),
      ),
  );
}
