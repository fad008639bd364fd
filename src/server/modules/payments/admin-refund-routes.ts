// POST /api/admin/orders/{id}/refund: the admin gives money back; Razorpay orders through the
// gateway's refund API (refund-order.ts). The /api/admin guard admits the admin only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OrderSchema } from '../../../domain/schemas/order';
import { RefundOrderSchema } from '../../../domain/schemas/payment';
import { ProblemSchema } from '../../../domain/schemas/problem';
import { actorOf } from '../../plugins/auth-guard';
import { IdParams, guarded } from '../admin/guarded';
import type { PaymentContext } from './provider';
import { refundOrder } from './refund-order';

export async function adminRefundRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx: PaymentContext = { db: app.database.db, config: app.config, log: app.log };

  api.post(
    '/api/admin/orders/:id/refund',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund a paid order: online payments through the gateway, COD as handed back',
        params: IdParams,
        body: RefundOrderSchema,
        response: {
          200: OrderSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          409: ProblemSchema,
          422: ProblemSchema,
          503: ProblemSchema,
          ...guarded,
        },
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
