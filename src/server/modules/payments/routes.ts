// /api/store/orders/{id}/payment: a customer starts paying an order online and confirms it with
// Razorpay Checkout's answer. The prefix's guard admits customers; the order must be theirs.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderSchema } from '../../../domain/schemas/order';
import { ConfirmRazorpaySchema, PaymentStartSchema } from '../../../domain/schemas/payment';
import { ProblemSchema } from '../../../domain/schemas/problem';
import { actorOf } from '../../plugins/auth-guard';
import { confirmOrderPayment, startOrderPayment } from './order-payment';
import type { PaymentContext } from './provider';

const guarded = { 401: ProblemSchema, 403: ProblemSchema };
const IdParams = z.object({ id: z.string().min(1).max(100) });

export async function paymentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx: PaymentContext = { db: app.database.db, config: app.config, log: app.log };

  api.post(
    '/api/store/orders/:id/payment',
    {
      schema: {
        tags: ['store'],
        summary: 'Start paying an order: for Razorpay, the Checkout options (a Razorpay order)',
        description:
          'Asking again reuses the same Razorpay order. 409 once paid or cancelled; 422 when online payment is off; 503 when the gateway does not answer.',
        params: IdParams,
        response: {
          200: PaymentStartSchema,
          404: ProblemSchema,
          409: ProblemSchema,
          422: ProblemSchema,
          503: ProblemSchema,
          ...guarded,
        },
      },
    },
    async (request) => startOrderPayment(ctx, actorOf(request).userId, request.params.id),
  );

  api.post(
    '/api/store/orders/:id/payment/confirm',
    {
      schema: {
        tags: ['store'],
        summary: 'Confirm an online payment with Razorpay Checkout’s signed answer',
        description:
          'The signature (HMAC-SHA256 of `order_id|payment_id` with the key secret) is verified and the payment read back from Razorpay; a bad signature (400) or an amount that does not match (422) changes nothing. Confirming a paid order again answers it unchanged.',
        params: IdParams,
        body: ConfirmRazorpaySchema,
        response: {
          200: OrderSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          422: ProblemSchema,
          503: ProblemSchema,
          ...guarded,
        },
      },
    },
    async (request) =>
      confirmOrderPayment(ctx, actorOf(request).userId, request.params.id, request.body),
  );
}
