// /api/admin/dashboard and /api/admin/orders: the store's figures, every order, and what the
// admin does to one. The prefix's guard admits admins only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardQuerySchema, DashboardSchema } from '../../../domain/schemas/admin-dashboard';
import {
  AdminCancelOrderSchema,
  AdminOrderFilterSchema,
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  AdminOrderSchema,
  GroupParams,
  MoveGroupSchema,
  RecordRefundSchema,
} from '../../../domain/schemas/admin-orders';
import { ProblemSchema } from '../../../domain/schemas/problem';
import { actorOf } from '../../plugins/auth-guard';
import { getDashboard } from './dashboard';
import { guarded, IdParams } from './guarded';
import { refundOrder } from '../payments/refund-order';
import type { PaymentContext } from '../payments/provider';
import { cancelOrderAsAdmin, moveOrderGroup } from './order-actions';
import { adminOrdersCsv, listAdminOrders, loadAdminOrder } from './orders';
import { CsvSchema, sendCsv } from './send-csv';

const changed = {
  200: AdminOrderSchema,
  400: ProblemSchema,
  404: ProblemSchema,
  409: ProblemSchema,
  ...guarded,
};

export async function adminOrderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const ctx: PaymentContext = { db, config: app.config, log: app.log };

  api.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: "A period's GMV, orders, customers and vendors; by day; top sellers; alerts",
        description:
          'GMV is the sum of the totals of orders that are not entirely cancelled. Days are calendar days in Asia/Kolkata; `range=custom` takes `from` and `to` (YYYY-MM-DD, both included).',
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => getDashboard(db, request.query),
  );

  api.get(
    '/api/admin/orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every order, newest first, with filters',
        description:
          '`search` matches the order number, customer name or email; `from` and `to` are days in Asia/Kolkata, both included.',
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderListSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => listAdminOrders(db, request.query),
  );

  api.get(
    '/api/admin/orders/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The orders as CSV (the filters apply)',
        querystring: AdminOrderFilterSchema,
        response: { 200: CsvSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request, reply) => sendCsv(reply, 'orders', await adminOrdersCsv(db, request.query)),
  );

  api.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order: customer, shipments with timelines, allowed moves, payments, refund',
        params: IdParams,
        response: { 200: AdminOrderSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) => loadAdminOrder(db, request.params.id),
  );

  api.post(
    '/api/admin/orders/:id/groups/:groupId/status',
    {
      schema: {
        tags: ['admin'],
        summary: "Move one vendor's shipment as the order state machine allows",
        description:
          'Shipping needs `carrier` and `trackingNumber`; cancelling puts the stock back. 409 for a move the state machine refuses.',
        params: GroupParams,
        body: MoveGroupSchema,
        response: changed,
      },
    },
    async (request) =>
      moveOrderGroup(
        db,
        actorOf(request).userId,
        request.params.id,
        request.params.groupId,
        request.body,
      ),
  );

  api.post(
    '/api/admin/orders/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancel every shipment of an order that has not shipped (the stock goes back)',
        params: IdParams,
        body: AdminCancelOrderSchema.nullish(),
        response: changed,
      },
    },
    async (request) =>
      cancelOrderAsAdmin(db, actorOf(request).userId, request.params.id, request.body?.reason),
  );

  api.post(
    '/api/admin/orders/:id/refund',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund the cancelled part of a paid order',
        description:
          'Online (Razorpay) orders are refunded through the gateway’s refund API (503 when it does not answer, 422 when it refuses); cash on delivery is recorded as paid back by hand.',
        params: IdParams,
        body: RecordRefundSchema,
        response: { ...changed, 422: ProblemSchema, 503: ProblemSchema },
      },
    },
    async (request) =>
      refundOrder(
        ctx,
        request.params.id,
        { userId: actorOf(request).userId, role: 'admin' },
        request.body,
      ),
  );
}
