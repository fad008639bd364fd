// POST /api/payments/razorpay/webhook: Razorpay's signed events. The signature covers the exact
// bytes sent, so this plugin (and only this plugin: Fastify scopes parsers to it) keeps the
// JSON body raw; the provider verifies it before parsing.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WebhookOutcomeSchema } from '../../../domain/schemas/payment';
import { ProblemSchema } from '../../../domain/schemas/problem';
import type { PaymentContext } from './provider';
import { razorpayProvider } from './razorpay-provider';

export async function paymentWebhookRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx: PaymentContext = { db: app.database.db, config: app.config, log: app.log };
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  api.post(
    '/api/payments/razorpay/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Razorpay webhook: payment.captured, payment.failed, refund.processed',
        description:
          'Signed with `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook secret); 400 when it does not match. Repeated deliveries answer `duplicate` and change nothing.',
        body: z.unknown(),
        response: { 200: WebhookOutcomeSchema, 400: ProblemSchema, 503: ProblemSchema },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return { outcome: await razorpayProvider.handleWebhook(ctx, raw, request.headers) };
    },
  );
}
