// /api/store/orders: placing, listing, reading and cancelling a customer's orders. The prefix's
// guard (plugins/auth-guard.ts) admits customers only; the owner is always the session's user.
import { z } from 'zod';
import {
  CancelOrderSchema,
  IdempotencyKeySchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  PlaceOrderSchema,
} from '../../../domain/schemas/order';
import { IdParamsSchema } from '../../../domain/schemas/params';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import { cancelCustomerOrder } from './cancel-order';
import { listCustomerOrders } from './order-list';
import { loadCustomerOrder } from './order-view';
import { placeOrder } from './place-order';

const IdempotencyHeaders = z.object({
  'idempotency-key': z.string('Send an Idempotency-Key header.').pipe(IdempotencyKeySchema),
});

export const orderRoutes = routeGroup('orders', (routes, app) => {
  const { db } = app.database;

  routes.post(
    '/api/store/orders',
    {
      summary: 'Place an order from product ids and quantities (prices are the server’s)',
      description:
        'Send an `Idempotency-Key` per attempt: the same key and body answer 200 with the same order; the same key with another body answers 422.',
      headers: IdempotencyHeaders,
      body: PlaceOrderSchema,
      response: { 200: OrderSchema, 201: OrderSchema },
      errors: [404, 409, 422],
    },
    async (request, reply) => {
      const { order, created } = await placeOrder(
        db,
        actorOf(request).userId,
        request.headers['idempotency-key'],
        request.body,
      );
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  routes.get(
    '/api/store/orders',
    {
      summary: "The signed-in customer's orders, newest first",
      querystring: OrderListQuerySchema,
      response: { 200: OrderListSchema },
    },
    async (request) => listCustomerOrders(db, actorOf(request).userId, request.query),
  );

  routes.get(
    '/api/store/orders/:id',
    {
      summary: 'One of the customer’s orders, with a timeline per vendor shipment',
      params: IdParamsSchema,
      response: { 200: OrderSchema },
      errors: [404],
    },
    async (request) => loadCustomerOrder(db, actorOf(request).userId, request.params.id),
  );

  routes.post(
    '/api/store/orders/:id/cancel',
    {
      summary: 'Cancel the whole order or one shipment before it ships (the stock goes back)',
      params: IdParamsSchema,
      body: CancelOrderSchema,
      response: { 200: OrderSchema },
      errors: [404, 409, 503],
    },
    async (request) =>
      cancelCustomerOrder(
        { db, config: app.config, log: request.log },
        actorOf(request).userId,
        request.params.id,
        request.body,
      ),
  );
});
