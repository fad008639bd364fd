// The PIN code lookup of the checkout and the product page's delivery check: public, and like
// the other public reads not rate limited (plugins/rate-limit.ts); the table never changes
// while the server runs, so browsers may keep an answer without a product for a day.
import {
  PincodeParamsSchema,
  PincodeQuerySchema,
  PincodeSchema,
} from '../../../domain/schemas/pincodes';
import { routeGroup } from '../../http/route-group';
import { lookUpPincode } from './pincodes';

export const pincodeRoutes = routeGroup('pincodes', (routes, app) => {
  routes.get(
    '/api/store/pincodes/:pin',
    {
      summary:
        "A PIN code's district and state, with a product's delivery estimate when `product` is given",
      params: PincodeParamsSchema,
      querystring: PincodeQuerySchema,
      response: { 200: PincodeSchema },
      errors: [404],
    },
    async (request, reply) => {
      // An estimate counts from today: it is kept an hour, a bare lookup a day.
      reply.header('cache-control', `public, max-age=${request.query.product ? 3600 : 86_400}`);
      return lookUpPincode(app.database, request.params.pin, request.query.product);
    },
  );
});
