// /api/admin/dashboard and /api/admin/orders: the store's figures, every order, and what the
// admin does to one. The prefix's guard admits admins only.
import { DeskSchema } from '../../../domain/schemas/admin-desk';
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
import { IdempotencyKeySchema } from '../../../domain/schemas/order';
import { IdParamsSchema } from '../../../domain/schemas/params';
import { ShippingFiguresSchema } from '../../../domain/schemas/shipping-figures';
import { DateRangeQuerySchema } from '../../../domain/schemas/vendor-reports';
import { z } from 'zod';
import { datedCsvName, sendCsv } from '../../http/csv-reply';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import type { PaymentContext } from '../payments/provider';
import { refundOrder } from '../payments/refund-order';
import { getDashboard, resolvePeriod } from './dashboard';
import { moneyFigures } from '../payouts/money-figures';
import { cancelOrderAsAdmin, moveOrderGroup } from './order-actions';
import { getDesk } from './desk';
import { resolveRange } from '../vendor-reports/sales-sql';
import { shippingFigures } from '../vendor-reports/shipping-figures';
import { sharedFigures } from '../../plugins/figures-cache';
import { adminOrdersCsv, listAdminOrders, loadAdminOrder } from './orders';

/** An action on an order answers the order as it now is. */
const changed = { response: { 200: AdminOrderSchema }, errors: [404, 409] } as const;

export const adminOrderRoutes = routeGroup('admin-orders', (routes, app) => {
  const { db } = app.database;
  const ctx: PaymentContext = { db, config: app.config, log: app.log };

  routes.get(
    '/api/admin/dashboard',
    {
      summary: "A period's GMV, orders, customers and vendors; by day; top sellers; alerts",
      description:
        'GMV is the sum of the totals of orders that are not entirely cancelled. Days are calendar days in Asia/Kolkata; `range=custom` takes `from` and `to` (YYYY-MM-DD, both included).',
      querystring: DashboardQuerySchema,
      response: { 200: DashboardSchema },
    },
    // One computation per period is shared by the admins asking within FIGURES_CACHE_SECONDS
    // (plugins/figures-cache.ts); a custom period's key is its days, a named one's its name and
    // today (the period moves at India's midnight).
    async (request) => {
      const { range, from, to } = resolvePeriod(request.query);
      return sharedFigures(app, `dashboard:${range}:${from}:${to}`, async () => {
        const dashboard = await getDashboard(db, request.query);
        const { period } = dashboard;
        return {
          ...dashboard,
          money: await moneyFigures(db, period),
          // Issue #39: the period's deliveries in the same answer (one request for the figures).
          shipping: await shippingFigures(db, { from: period.from, to: period.to }, null),
        };
      });
    },
  );

  routes.get(
    '/api/admin/reports/shipping',
    {
      summary:
        "RTO %, NDR %, COD share and delivery success of every vendor's shipments placed in the period, by PIN zone and carrier",
      description:
        'Shipments placed in the period (`from`, `to`: India dates, both included; default the last 30 days) that left the seller. RTO, NDR and COD are shares of them; delivery success is delivered ÷ (delivered + RTO).',
      querystring: DateRangeQuerySchema,
      response: { 200: ShippingFiguresSchema },
    },
    async (request) => shippingFigures(db, resolveRange(request.query), null),
  );

  routes.get(
    '/api/admin/desk',
    {
      summary: 'What needs doing now: each count with the admin page filtered to the rows counted',
      response: { 200: DeskSchema },
    },
    async () => getDesk(db),
  );

  routes.get(
    '/api/admin/orders',
    {
      summary: 'Every order, newest first, with filters',
      description:
        '`search` matches the order number, customer name or email; `from` and `to` are days in Asia/Kolkata, both included.',
      querystring: AdminOrderListQuerySchema,
      response: { 200: AdminOrderListSchema },
    },
    async (request) => listAdminOrders(db, request.query),
  );

  routes.get(
    '/api/admin/orders/export',
    {
      summary: 'The orders as CSV (the filters apply)',
      querystring: AdminOrderFilterSchema,
      csv: true,
    },
    async (request, reply) =>
      sendCsv(reply, datedCsvName('orders'), await adminOrdersCsv(db, request.query)),
  );

  routes.get(
    '/api/admin/orders/:id',
    {
      summary: 'One order: customer, shipments with timelines, allowed moves, payments, refund',
      params: IdParamsSchema,
      response: { 200: AdminOrderSchema },
      errors: [404],
    },
    async (request) => loadAdminOrder(db, request.params.id),
  );

  routes.post(
    '/api/admin/orders/:id/groups/:groupId/status',
    {
      summary: "Move one vendor's shipment as the order state machine allows",
      description:
        'Shipping needs `carrier` and `trackingNumber`; cancelling puts the stock back. 409 for a move the state machine refuses.',
      params: GroupParams,
      body: MoveGroupSchema,
      ...changed,
      // Cancelling a parcel booked with the courier cancels its booking (503 if it cannot).
      errors: [404, 409, 503],
    },
    async (request) =>
      moveOrderGroup(
        { ...ctx, log: request.log },
        actorOf(request).userId,
        request.params.id,
        request.params.groupId,
        request.body,
      ),
  );

  routes.post(
    '/api/admin/orders/:id/cancel',
    {
      summary: 'Cancel every shipment of an order that has not shipped (the stock goes back)',
      params: IdParamsSchema,
      body: AdminCancelOrderSchema.nullish(),
      ...changed,
      errors: [404, 409, 503],
    },
    async (request) =>
      cancelOrderAsAdmin(
        { ...ctx, log: request.log },
        actorOf(request).userId,
        request.params.id,
        request.body?.reason,
      ),
  );

  routes.post(
    '/api/admin/orders/:id/refund',
    {
      summary: 'Refund a paid order (its cancelled part, or a second payment), once per key',
      description:
        'The amount is bounded by what was paid and not yet refunded. Refunds of one order are taken one at a time under its lock; with an `Idempotency-Key`, a retried request answers the first one’s result (422 if the key was used for another refund, 409 while it is still on its way); without one, the same amount and reason within 10 minutes is the same refund. Online (Razorpay) orders are refunded through the gateway’s refund API with the refund’s own idempotency key (503 when it does not answer: the refund is kept and sent again; 422 when it refuses); cash on delivery is recorded as paid back by hand.',
      params: IdParamsSchema,
      headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
      body: RecordRefundSchema,
      response: changed.response,
      errors: [...changed.errors, 422, 503],
    },
    async (request) =>
      refundOrder(
        ctx,
        request.params.id,
        { userId: actorOf(request).userId, role: 'admin' },
        request.body,
        request.headers['idempotency-key'] ?? null,
      ),
  );
});
