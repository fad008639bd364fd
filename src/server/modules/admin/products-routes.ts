// /api/admin/products: every vendor's products for the admin. The prefix's guard
// (plugins/auth-guard.ts) admits admins only; the actor is always the session's admin.
import { z } from 'zod';
import {
  AdminProductListQuerySchema,
  AdminProductListSchema,
  AdminProductPatchSchema,
  AdminProductSchema,
  AdminVariantPatchSchema,
  ProductRemovalSchema,
} from '../../../domain/schemas/admin';
import { IdParamsSchema } from '../../../domain/schemas/params';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import {
  getAdminProduct,
  listAdminProducts,
  removeAdminProduct,
  updateAdminProduct,
} from './products';
import { updateAdminVariant } from './product-variants';
import { vendorOptions } from './vendors';

const VariantParamsSchema = IdParamsSchema.extend({ variantId: z.string().min(1).max(100) });

const VendorOptionsSchema = z.object({
  items: z.array(
    z.object({ id: z.string(), name: z.string(), status: z.enum(['active', 'suspended']) }),
  ),
});

export const adminProductRoutes = routeGroup('admin-products', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/admin/products',
    {
      summary: "Every vendor's products: search, filters (vendor, category, status, stock, flag)",
      querystring: AdminProductListQuerySchema,
      response: { 200: AdminProductListSchema },
    },
    async (request) => listAdminProducts(db, request.query),
  );

  routes.get(
    '/api/admin/products/:id',
    {
      summary: 'One product, whatever its status or vendor',
      params: IdParamsSchema,
      response: { 200: AdminProductSchema },
      errors: [404],
    },
    async (request) => getAdminProduct(db, request.params.id),
  );

  routes.patch(
    '/api/admin/products/:id',
    {
      summary: 'Edit name, prices, stock, flags or publishing (recorded in the audit log)',
      params: IdParamsSchema,
      body: AdminProductPatchSchema,
      response: { 200: AdminProductSchema },
      errors: [404, 409, 422],
    },
    async (request) =>
      updateAdminProduct(db, actorOf(request).userId, request.params.id, request.body),
  );

  routes.patch(
    '/api/admin/products/:id/variants/:variantId',
    {
      summary: "Edit one variant's price or stock (recorded in the audit log)",
      params: VariantParamsSchema,
      body: AdminVariantPatchSchema,
      response: { 200: AdminProductSchema },
      errors: [404],
    },
    async (request) => {
      const { id, variantId } = request.params;
      await updateAdminVariant(db, actorOf(request).userId, id, variantId, request.body);
      return getAdminProduct(db, id);
    },
  );

  routes.delete(
    '/api/admin/products/:id',
    {
      summary: 'Delete a product, or archive it when orders contain it',
      params: IdParamsSchema,
      response: { 200: ProductRemovalSchema },
      errors: [404],
    },
    async (request) => removeAdminProduct(db, actorOf(request).userId, request.params.id),
  );

  routes.get(
    '/api/admin/vendor-options',
    { summary: 'Every vendor by name, for filters', response: { 200: VendorOptionsSchema } },
    async () => ({
      items: (await vendorOptions(db)).map((v) => ({
        ...v,
        status: v.status === 'suspended' ? ('suspended' as const) : ('active' as const),
      })),
    }),
  );
});
