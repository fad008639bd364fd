// /api/vendor/products: the signed-in vendor's own catalogue. The prefix's guard admits active
// vendors only, and every handler takes the vendor from the session (vendorIdOf), never from
// the request: another vendor's product id answers 404 and changes nothing.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProblemSchema } from '../../../domain/schemas/problem';
import {
  ProductDeletedSchema,
  ProductInputSchema,
  ProductPatchSchema,
  VendorProductListQuerySchema,
  VendorProductListSchema,
  VendorProductSchema,
} from '../../../domain/schemas/vendor-products';
import { vendorIdOf } from '../../plugins/auth-guard';
import { csvRoutes } from './csv-routes';
import { imageRoutes } from './image-routes';
import { listVendorProducts } from './list-products';
import { ProductIdParams, guarded } from './route-schemas';
import { loadVendorProduct } from './product-dto';
import { createProduct, deleteProduct, duplicateProduct, updateProduct } from './products';

export async function vendorCatalogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['vendor'];

  api.get(
    '/api/vendor/products',
    {
      schema: {
        tags,
        summary: "The vendor's products: search, filters, sort and pages",
        querystring: VendorProductListQuerySchema,
        response: { 200: VendorProductListSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => listVendorProducts(db, vendorIdOf(request), request.query),
  );

  api.post(
    '/api/vendor/products',
    {
      schema: {
        tags,
        summary: 'Add a product',
        body: ProductInputSchema,
        response: { 201: VendorProductSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const product = await createProduct(db, vendorIdOf(request), request.body);
      return reply.code(201).send(product);
    },
  );

  api.get(
    '/api/vendor/products/:id',
    {
      schema: {
        tags,
        summary: 'One of the vendor’s products with its images',
        params: ProductIdParams,
        response: { 200: VendorProductSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) => loadVendorProduct(db, vendorIdOf(request), request.params.id),
  );

  api.patch(
    '/api/vendor/products/:id',
    {
      schema: {
        tags,
        summary: 'Edit a product, publish or unpublish it',
        params: ProductIdParams,
        body: ProductPatchSchema,
        response: { 200: VendorProductSchema, 400: ProblemSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) => updateProduct(db, vendorIdOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/vendor/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product; one that was ordered is archived instead',
        params: ProductIdParams,
        response: { 200: ProductDeletedSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) =>
      deleteProduct(db, app.config.uploadsDir, vendorIdOf(request), request.params.id),
  );

  api.post(
    '/api/vendor/products/:id/duplicate',
    {
      schema: {
        tags,
        summary: 'Copy a product (details and images) into a new draft',
        params: ProductIdParams,
        response: { 201: VendorProductSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const copy = await duplicateProduct(db, vendorIdOf(request), request.params.id);
      return reply.code(201).send(copy);
    },
  );

  await app.register(imageRoutes);
  await app.register(csvRoutes);
}
