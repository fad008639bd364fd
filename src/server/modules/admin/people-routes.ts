// /api/admin/customers and /api/admin/vendors: the people the admin looks after. The prefix's
// guard admits admins only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { ProblemSchema } from '../../../domain/schemas/problem';
import { actorOf } from '../../plugins/auth-guard';
import { getCustomerDetail, listCustomers, setCustomerBlocked } from './customers';
import { guarded, IdParams } from './guarded';
import { getAdminVendor, listVendors, setVendorCommission, setVendorStatus } from './vendors';

const changed = { 200: AdminCustomerSchema, 400: ProblemSchema, 404: ProblemSchema, ...guarded };
const vendorChanged = {
  200: AdminVendorSchema,
  400: ProblemSchema,
  404: ProblemSchema,
  ...guarded,
};

export async function adminPeopleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.get(
    '/api/admin/customers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Customers with their order count and total spent',
        querystring: AdminCustomerListQuerySchema,
        response: { 200: AdminCustomerListSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => listCustomers(db, request.query),
  );

  api.get(
    '/api/admin/customers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One customer with their orders and saved addresses',
        params: IdParams,
        response: { 200: AdminCustomerDetailSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) => getCustomerDetail(db, request.params.id),
  );

  api.post(
    '/api/admin/customers/:id/block',
    {
      schema: {
        tags: ['admin'],
        summary: 'Block a customer: sign-in refused, every session ended',
        params: IdParams,
        body: BlockCustomerSchema.nullish(),
        response: changed,
      },
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

  api.post(
    '/api/admin/customers/:id/unblock',
    {
      schema: {
        tags: ['admin'],
        summary: 'Let a blocked customer sign in again',
        params: IdParams,
        response: changed,
      },
    },
    async (request) => setCustomerBlocked(db, actorOf(request).userId, request.params.id, false),
  );

  api.get(
    '/api/admin/vendors',
    {
      schema: {
        tags: ['admin'],
        summary: 'Vendors with their products, orders, sales and commission',
        querystring: AdminVendorListQuerySchema,
        response: { 200: AdminVendorListSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => listVendors(db, request.query),
  );

  api.get(
    '/api/admin/vendors/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One vendor with its figures',
        params: IdParams,
        response: { 200: AdminVendorSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) => getAdminVendor(db, request.params.id),
  );

  api.post(
    '/api/admin/vendors/:id/suspend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Suspend a vendor: sign-in refused, sessions ended, products off the storefront',
        params: IdParams,
        body: SuspendVendorSchema.nullish(),
        response: vendorChanged,
      },
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

  api.post(
    '/api/admin/vendors/:id/reactivate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reactivate a suspended vendor',
        params: IdParams,
        response: vendorChanged,
      },
    },
    async (request) => setVendorStatus(db, actorOf(request).userId, request.params.id, 'active'),
  );

  api.patch(
    '/api/admin/vendors/:id/commission',
    {
      schema: {
        tags: ['admin'],
        summary: "Set the vendor's commission rate (percent)",
        params: IdParams,
        body: VendorCommissionSchema,
        response: vendorChanged,
      },
    },
    async (request) =>
      setVendorCommission(
        db,
        actorOf(request).userId,
        request.params.id,
        request.body.commissionRate,
      ),
  );
}
