// /api/vendor/orders: the signed-in vendor's shipments. The prefix's guard admits active vendors
// only; the vendor is always the session's (vendorIdOf), so another vendor's order is a 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemSchema } from '../../../domain/schemas/problem';
import {
  VendorOrderActionSchema,
  VendorOrderListQuerySchema,
  VendorOrderListSchema,
  VendorOrderSchema,
} from '../../../domain/schemas/vendor-orders';
import { vendorIdOf } from '../../plugins/auth-guard';
import { listVendorOrders } from './list-orders';
import { moveVendorOrder } from './move-order';
import { loadVendorOrder } from './vendor-order';

const guarded = { 401: ProblemSchema, 403: ProblemSchema };
const OrderIdParams = z.object({ id: z.string().min(1).max(100) });

export async function vendorOrderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['vendor'];

  api.get(
    '/api/vendor/orders',
    {
      schema: {
        tags,
        summary: "The vendor's shipments, newest first: status filter, search and pages",
        querystring: VendorOrderListQuerySchema,
        response: { 200: VendorOrderListSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => listVendorOrders(db, vendorIdOf(request), request.query),
  );

  api.get(
    '/api/vendor/orders/:id',
    {
      schema: {
        tags,
        summary:
          "One order as its vendor sees it: its lines, the customer's name, phone and address",
        params: OrderIdParams,
        response: { 200: VendorOrderSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) => loadVendorOrder(db, vendorIdOf(request), request.params.id),
  );

  api.post(
    '/api/vendor/orders/:id/status',
    {
      schema: {
        tags,
        summary:
          'Confirm, pack, ship (carrier and tracking number), mark delivered or cancel (with a reason; the stock goes back)',
        params: OrderIdParams,
        body: VendorOrderActionSchema,
        response: {
          200: VendorOrderSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          409: ProblemSchema,
          ...guarded,
        },
      },
    },
    async (request) => moveVendorOrder(db, vendorIdOf(request), request.params.id, request.body),
  );
}
