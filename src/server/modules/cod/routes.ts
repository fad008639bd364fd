// /api/store/orders/{id}/cod-confirmation (issue #39, decision 041): the buyer's one-time code
// for a risky cash-on-delivery order. Customers only (the prefix's guard); another customer's
// order is not found. Rate limited per client address on top of the per-order limits.
import { CodCodeInputSchema, CodConfirmationSchema } from '../../../domain/schemas/cod';
import { IdParamsSchema } from '../../../domain/schemas/params';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import { reviewLimit } from '../../plugins/rate-limit';
import { confirmCode, readConfirmation, sendCode } from './confirmation';

export const codRoutes = routeGroup('cod', (routes, app) => {
  const { db } = app.database;
  const ctx = { db, config: app.config, log: app.log };

  routes.get(
    '/api/store/orders/:id/cod-confirmation',
    {
      summary: 'Where a cash-on-delivery order stands with the code sent to the buyer’s phone',
      params: IdParamsSchema,
      response: { 200: CodConfirmationSchema },
      errors: [404],
    },
    async (request) => readConfirmation(db, actorOf(request).userId, request.params.id),
  );

  routes.post(
    '/api/store/orders/:id/cod-confirmation/send',
    {
      summary: 'Send a new code by text message (at most 5, a minute apart; each lasts 10 minutes)',
      params: IdParamsSchema,
      response: { 200: CodConfirmationSchema },
      rateLimit: reviewLimit('codCode'),
      errors: [404, 409, 422, 503],
    },
    async (request) => sendCode(ctx, actorOf(request).userId, request.params.id),
  );

  routes.post(
    '/api/store/orders/:id/cod-confirmation',
    {
      summary:
        'Confirm the order with the code (5 wrong tries per code); the sellers then see the order',
      params: IdParamsSchema,
      body: CodCodeInputSchema,
      response: { 200: CodConfirmationSchema },
      rateLimit: reviewLimit('codCode'),
      errors: [404, 409, 422],
    },
    async (request) =>
      confirmCode(db, app.config, actorOf(request).userId, request.params.id, request.body.code),
  );
});
