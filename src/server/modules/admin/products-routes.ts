// /api/admin/products: every vendor's products for the admin. The prefix's guard
// (plugins/auth-guard.ts) admits admins only; the actor is always the session's admin.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminProductListQuerySchema,
  AdminProductListSchema,
  AdminProductPatchSchema,
  AdminProductSchema,
  ProductRemovalSchema,
} from '../../../domain/schemas/admin';
import { ProblemSchema } from '../../../domain/schemas/problem';
import { actorOf } from '../../plugins/auth-guard';
import { guarded, IdParams } from './guarded';
import {
  getAdminProduct,
  listAdminProducts,
  removeAdminProduct,
  updateAdminProduct,
} from './products';
import { vendorOptions } from './vendors';

const VendorOptionsSchema = z.object({
  items: z.array(
    z.object({ id: z.string(), name: z.string(), status: z.enum(['active', 'suspended']) }),
  ),
});

export async function adminProductRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.get(
    '/api/admin/products',
    {
      schema: {
        tags: ['admin'],
        summary: "Every vendor's products: search, filters (vendor, category, status, stock, flag)",
        querystring: AdminProductListQuerySchema,
        response: { 200: AdminProductListSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => listAdminProducts(db, request.query),
  );

  api.get(
    '/api/admin/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One product, whatever its status or vendor',
        params: IdParams,
        response: { 200: AdminProductSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) => getAdminProduct(db, request.params.id),
  );

  api.patch(
    '/api/admin/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit name, prices, stock, flags or publishing (recorded in the audit log)',
        params: IdParams,
        body: AdminProductPatchSchema,
        response: { 200: AdminProductSchema, 400: ProblemSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) =>
      updateAdminProduct(db, actorOf(request).userId, request.params.id, request.body),
  );

  api.delete(
    '/api/admin/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a product, or archive it when orders contain it',
        params: IdParams,
        response: { 200: ProductRemovalSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) => removeAdminProduct(db, actorOf(request).userId, request.params.id),
  );

  api.get(
    '/api/admin/vendor-options',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every vendor by name, for filters',
        response: { 200: VendorOptionsSchema, ...guarded },
      },
    },
    async () => ({
      items: (await vendorOptions(db)).map((v) => ({
        ...v,
        status: v.status === 'suspended' ? ('suspended' as const) : ('active' as const),
      })),
    }),
  );
}
