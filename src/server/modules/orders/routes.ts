// /api/store/orders: placing, listing, reading and cancelling a customer's orders. The prefix's
// guard (plugins/auth-guard.ts) admits customers only; the owner is always the session's user.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CancelOrderSchema,
  IdempotencyKeySchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderSchema,
  PlaceOrderSchema,
} from '../../../domain/schemas/order';
import { ProblemSchema } from '../../../domain/schemas/problem';
import { actorOf } from '../../plugins/auth-guard';
import { cancelCustomerOrder } from './cancel-order';
import { listCustomerOrders } from './order-list';
import { loadCustomerOrder } from './order-view';
import { placeOrder } from './place-order';

const guarded = { 401: ProblemSchema, 403: ProblemSchema };
const IdParams = z.object({ id: z.string().min(1).max(100) });
const IdempotencyHeaders = z.object({
  'idempotency-key': z.string('Send an Idempotency-Key header.').pipe(IdempotencyKeySchema),
});

export async function orderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.post(
    '/api/store/orders',
    {
      schema: {
        tags: ['store'],
        summary: 'Place an order from product ids and quantities (prices are the server’s)',
        description:
          'Send an `Idempotency-Key` per attempt: the same key and body answer 200 with the same order; the same key with another body answers 422.',
        headers: IdempotencyHeaders,
        body: PlaceOrderSchema,
        response: {
          200: OrderSchema,
          201: OrderSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          409: ProblemSchema,
          422: ProblemSchema,
          ...guarded,
        },
      },
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

  api.get(
    '/api/store/orders',
    {
      schema: {
        tags: ['store'],
        summary: "The signed-in customer's orders, newest first",
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => listCustomerOrders(db, actorOf(request).userId, request.query),
  );

  api.get(
    '/api/store/orders/:id',
    {
      schema: {
        tags: ['store'],
        summary: 'One of the customer’s orders, with a timeline per vendor shipment',
        params: IdParams,
        response: { 200: OrderSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) => loadCustomerOrder(db, actorOf(request).userId, request.params.id),
  );

  api.post(
    '/api/store/orders/:id/cancel',
    {
      schema: {
        tags: ['store'],
        summary: 'Cancel the whole order or one shipment before it ships (the stock goes back)',
        params: IdParams,
        body: CancelOrderSchema,
        response: {
          200: OrderSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          409: ProblemSchema,
          ...guarded,
        },
      },
    },
    async (request) =>
      cancelCustomerOrder(db, actorOf(request).userId, request.params.id, request.body),
  );
}
