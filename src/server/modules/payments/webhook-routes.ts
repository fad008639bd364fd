// POST /api/payments/razorpay/webhook: Razorpay's signed events. The signature covers the exact
// bytes sent, so this group (and only this group: Fastify scopes parsers to it) keeps the JSON
// body raw; the provider verifies it before parsing.
import { z } from 'zod';
import { WebhookOutcomeSchema } from '../../../domain/schemas/payment';
import { routeGroup } from '../../http/route-group';
import type { PaymentContext } from './provider';
import { razorpayProvider } from './razorpay-provider';

export const paymentWebhookRoutes = routeGroup('payment-webhooks', (routes, app) => {
  const ctx: PaymentContext = { db: app.database.db, config: app.config, log: app.log };
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  routes.post(
    '/api/payments/razorpay/webhook',
    {
      summary: 'Razorpay webhook: payment.captured, payment.failed, refund.processed',
      description:
        'Signed with `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook secret); 400 when it does not match. Repeated deliveries answer `duplicate` and change nothing.',
      body: z.unknown(),
      response: { 200: WebhookOutcomeSchema },
      errors: [503],
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return { outcome: await razorpayProvider.handleWebhook(ctx, raw, request.headers) };
    },
  );
});
