// /api/admin/customers and /api/admin/vendors: the people the admin looks after. The prefix's
// guard admits admins only.
import {
  AdminCustomerDetailSchema,
  AdminCustomerListQuerySchema,
  AdminCustomerListSchema,
  AdminCustomerSchema,
  AdminVendorListQuerySchema,
  AdminVendorListSchema,
  AdminVendorSchema,
  BlockCustomerSchema,
  SuspendVendorSchema,
  VendorCommissionSchema,
} from '../../../domain/schemas/admin-people';
import { IdParamsSchema } from '../../../domain/schemas/params';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import { getCustomerDetail, listCustomers, setCustomerBlocked } from './customers';
import { getAdminVendor, listVendors, setVendorCommission, setVendorStatus } from './vendors';

/** An action on a customer or a vendor answers them as they now are. */
const customerChanged = {
  params: IdParamsSchema,
  response: { 200: AdminCustomerSchema },
  errors: [404],
} as const;
const vendorChanged = {
  params: IdParamsSchema,
  response: { 200: AdminVendorSchema },
  errors: [404],
} as const;

export const adminPeopleRoutes = routeGroup('admin-people', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/admin/customers',
    {
      summary: 'Customers with their order count and total spent',
      querystring: AdminCustomerListQuerySchema,
      response: { 200: AdminCustomerListSchema },
    },
    async (request) => listCustomers(db, request.query),
  );

  routes.get(
    '/api/admin/customers/:id',
    {
      summary: 'One customer with their orders and saved addresses',
      params: IdParamsSchema,
      response: { 200: AdminCustomerDetailSchema },
      errors: [404],
    },
    async (request) => getCustomerDetail(db, request.params.id),
  );

  routes.post(
    '/api/admin/customers/:id/block',
    {
      summary: 'Block a customer: sign-in refused, every session ended',
      body: BlockCustomerSchema.nullish(),
      ...customerChanged,
    },
    async (request) =>
      setCustomerBlocked(
        db,
        actorOf(request).userId,
        request.params.id,
        true,
        request.body?.reason,
      ),
  );

  routes.post(
    '/api/admin/customers/:id/unblock',
    { summary: 'Let a blocked customer sign in again', ...customerChanged },
    async (request) => setCustomerBlocked(db, actorOf(request).userId, request.params.id, false),
  );

  routes.get(
    '/api/admin/vendors',
    {
      summary: 'Vendors with their products, orders, sales and commission',
      querystring: AdminVendorListQuerySchema,
      response: { 200: AdminVendorListSchema },
    },
    async (request) => listVendors(db, request.query),
  );

  routes.get(
    '/api/admin/vendors/:id',
    { summary: 'One vendor with its figures', ...vendorChanged },
    async (request) => getAdminVendor(db, request.params.id),
  );

  routes.post(
    '/api/admin/vendors/:id/suspend',
    {
      summary: 'Suspend a vendor: sign-in refused, sessions ended, products off the storefront',
      body: SuspendVendorSchema.nullish(),
      ...vendorChanged,
    },
    async (request) =>
      setVendorStatus(
        db,
        actorOf(request).userId,
        request.params.id,
        'suspended',
        request.body?.reason,
      ),
  );

  routes.post(
    '/api/admin/vendors/:id/reactivate',
    { summary: 'Reactivate a suspended vendor', ...vendorChanged },
    async (request) => setVendorStatus(db, actorOf(request).userId, request.params.id, 'active'),
  );

  routes.patch(
    '/api/admin/vendors/:id/commission',
    {
      summary: "Set the vendor's commission rate (percent)",
      body: VendorCommissionSchema,
      ...vendorChanged,
    },
    async (request) =>
      setVendorCommission(
        db,
        actorOf(request).userId,
        request.params.id,
        request.body.commissionRate,
      ),
  );
});
