// Shopper-facing catalogue reads under /api/store: public, cacheable for a short while.
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
import { listCategories } from './categories';
import { listProducts } from './list-products';
import { getHome, getProduct } from './product-detail';
import { getPublicVendor } from './vendor-shop';

const CACHE = 'public, max-age=30, stale-while-revalidate=120';

export async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/store/products',
    {
      schema: {
        tags: ['store'],
        summary: 'List, filter, search and sort published products, with facet counts',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, 400: ProblemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return listProducts(app.database, request.query);
    },
  );
  r.get(
    '/api/store/products/:id',
    {
      schema: {
        tags: ['store'],
        summary: 'One published product with its images and related products',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: ProductDetailSchema, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return getProduct(app.database, request.params.id);
    },
  );
  r.get(
    '/api/store/categories',
    {
      schema: {
        tags: ['store'],
        summary: 'The five categories with their product counts',
        response: { 200: z.array(CategoryCountSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return listCategories(app.database);
    },
  );
  r.get(
    '/api/store/home',
    {
      schema: {
        tags: ['store'],
        summary: "The home page's featured, new and on-sale shelves (four each)",
        response: { 200: HomeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return getHome(app.database);
    },
  );
  r.get(
    '/api/store/vendors/:slug',
    {
      schema: {
        tags: ['store'],
        summary:
          "A brand's shop page: its profile and number of products (list them with /api/store/products?vendor={slug})",
        params: z.object({ slug: z.string().min(1).max(120) }),
        response: { 200: PublicVendorSchema, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return getPublicVendor(app.database.db, request.params.slug);
    },
  );
}
