// /api/vendor/products: the signed-in vendor's own catalogue. The prefix's guard admits active
// vendors only, and every handler takes the vendor from the session (vendorIdOf), never from
// the request: another vendor's product id answers 404 and changes nothing.
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  ProductDeletedSchema,
  ProductCreateSchema,
  ProductPatchSchema,
  VendorProductListQuerySchema,
  VendorProductListSchema,
  VendorProductSchema,
} from '../../../domain/schemas/vendor-products';
import { routeGroup } from '../../http/route-group';
import { vendorIdOf } from '../../plugins/auth-guard';
import { listVendorProducts } from './list-products';
import { loadVendorProduct } from './product-dto';
import { createProduct, deleteProduct, duplicateProduct, updateProduct } from './products';

export const vendorCatalogRoutes = routeGroup('vendor-catalog', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/vendor/products',
    {
      summary: "The vendor's products: search, filters, sort and pages",
      querystring: VendorProductListQuerySchema,
      response: { 200: VendorProductListSchema },
    },
    async (request) => listVendorProducts(db, vendorIdOf(request), request.query),
  );

  routes.post(
    '/api/vendor/products',
    {
      summary:
        'Add a product, with the pictures uploaded for it beforehand (images: upload ids in gallery order, which its variants may name)',
      body: ProductCreateSchema,
      response: { 201: VendorProductSchema },
      errors: [409, 422],
    },
    async (request, reply) => {
      const product = await createProduct(db, vendorIdOf(request), request.body);
      return reply.code(201).send(product);
    },
  );

  routes.get(
    '/api/vendor/products/:id',
    {
      summary: 'One of the vendor’s products with its images',
      params: IdParamsSchema,
      response: { 200: VendorProductSchema },
      errors: [404],
    },
    async (request) => loadVendorProduct(db, vendorIdOf(request), request.params.id),
  );

  routes.patch(
    '/api/vendor/products/:id',
    {
      summary: 'Edit a product, publish or unpublish it',
      params: IdParamsSchema,
      body: ProductPatchSchema,
      response: { 200: VendorProductSchema },
      errors: [404, 409, 422],
    },
    async (request) => updateProduct(db, vendorIdOf(request), request.params.id, request.body),
  );

  routes.delete(
    '/api/vendor/products/:id',
    {
      summary: 'Delete a product; one that was ordered is archived instead',
      params: IdParamsSchema,
      response: { 200: ProductDeletedSchema },
      errors: [404],
    },
    async (request) => deleteProduct(db, app.media, vendorIdOf(request), request.params.id),
  );

  routes.post(
    '/api/vendor/products/:id/duplicate',
    {
      summary: 'Copy a product (details and images) into a new draft',
      params: IdParamsSchema,
      response: { 201: VendorProductSchema },
      errors: [404],
    },
    async (request, reply) => {
      const copy = await duplicateProduct(db, vendorIdOf(request), request.params.id);
      return reply.code(201).send(copy);
    },
  );
});
