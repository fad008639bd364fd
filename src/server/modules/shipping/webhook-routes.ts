// POST /api/shipping/carrier-webhook: Shiprocket's tracking updates (issue #39). Its credential
// is the token the admin set in both places (`x-api-key`); its URL avoids the words Shiprocket
// refuses in webhook URLs. Rate limited per client address; repeated deliveries answer
// `duplicate` and change nothing.
import {
  CarrierWebhookBodySchema,
  CarrierWebhookOutcomeSchema,
} from '../../../domain/schemas/shipping';
import { CARRIER_WEBHOOK_PATH } from '../../../domain/shipping';
import { AppError, retryClashes } from '../../errors';
import { routeGroup } from '../../http/route-group';
import { clientKey, RATE_LIMITS } from '../../plugins/rate-limit';
import { carrierEventOf, sameToken } from './shiprocket-webhook';
import { readWebhookToken } from './shipping-settings';
import { sendRefunds, type AfterCommit } from './return-to-origin';
import { applyCarrierEvent } from './tracking';

export const shippingWebhookRoutes = routeGroup('shipping-webhooks', (routes, app) => {
  const { db } = app.database;

  routes.post(
    CARRIER_WEBHOOK_PATH,
    {
      summary: 'Shiprocket tracking webhook: picked up, in transit, delivered, RTO…',
      description:
        'Carries the webhook token as `x-api-key`; 401 when it does not match, 400 for a body without `awb` and `current_timestamp`. Events move the shipment in the order they happened; a repeated one answers `duplicate`, an older one `recorded`, an unknown AWB or status `ignored`.',
      body: CarrierWebhookBodySchema,
      response: { 200: CarrierWebhookOutcomeSchema },
      rateLimit: { ...RATE_LIMITS.carrierWebhook, keyGenerator: clientKey },
      errors: [401],
    },
    async (request) => {
      const token = await readWebhookToken(db);
      const given = request.headers['x-api-key'];
      if (!token || !sameToken(token, typeof given === 'string' ? given : undefined)) {
        throw new AppError('unauthorized', 'The webhook token is not valid.');
      }
      const event = carrierEventOf(request.body);
      if (!event) return { outcome: 'ignored' as const };
      const after: AfterCommit = { refunds: [] };
      const outcome = await retryClashes(() => {
        after.refunds = [];
        return db.transaction((tx) => applyCarrierEvent(tx, event, after));
      });
      // A return to origin's refund goes to the gateway after the commit; one not answered now
      // stays claimed and is sent again by the refunds job (payments/refund-order.ts).
      await sendRefunds({ db, config: app.config, log: request.log }, after);
      if (outcome !== 'duplicate') {
        request.log.info({ awb: event.awb, kind: event.kind, outcome }, 'carrier event');
      }
      return { outcome };
    },
  );
});
