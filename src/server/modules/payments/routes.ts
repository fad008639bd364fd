// /api/store/orders/{id}/payment: a customer starts paying an order online and confirms it with
// Razorpay Checkout's answer. The prefix's guard admits customers; the order must be theirs.
import { OrderSchema } from '../../../domain/schemas/order';
import { IdParamsSchema } from '../../../domain/schemas/params';
import { ConfirmRazorpaySchema, PaymentStartSchema } from '../../../domain/schemas/payment';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import { confirmOrderPayment, startOrderPayment } from './order-payment';
import type { PaymentContext } from './provider';

export const paymentRoutes = routeGroup('payments', (routes, app) => {
  const ctx: PaymentContext = { db: app.database.db, config: app.config, log: app.log };

  routes.post(
    '/api/store/orders/:id/payment',
    {
      summary: 'Start paying an order: for Razorpay, the Checkout options (a Razorpay order)',
      description:
        'Asking again reuses the same Razorpay order. 409 once paid or cancelled; 422 when online payment is off; 503 when the gateway does not answer.',
      params: IdParamsSchema,
      response: { 200: PaymentStartSchema },
      errors: [404, 409, 422, 503],
    },
    async (request) => startOrderPayment(ctx, actorOf(request).userId, request.params.id),
  );

  routes.post(
    '/api/store/orders/:id/payment/confirm',
    {
      summary: 'Confirm an online payment with Razorpay Checkout’s signed answer',
      description:
        'The signature (HMAC-SHA256 of `order_id|payment_id` with the key secret) is verified and the payment read back from Razorpay; a bad signature (400) or an amount that does not match (422) changes nothing. Confirming a paid order again answers it unchanged.',
      params: IdParamsSchema,
      body: ConfirmRazorpaySchema,
      response: { 200: OrderSchema },
      errors: [404, 422, 503],
    },
    async (request) =>
      confirmOrderPayment(ctx, actorOf(request).userId, request.params.id, request.body),
  );
});
