// Issue #37, shoppers' side: "Notify me" on a sold-out shade (signed in or with an email),
// its mailed confirmation, similar shades of other brands and the Find my shade steps.
import {
  ShadeBrandsSchema,
  ShadeProductsQuerySchema,
  ShadeProductsSchema,
  SimilarShadesQuerySchema,
  SimilarShadesSchema,
  StockAlertConfirmSchema,
  StockAlertConfirmedSchema,
  StockAlertInputSchema,
  StockAlertResultSchema,
} from '../../../domain/schemas/shades';
import { routeGroup } from '../../http/route-group';
import { publicFormLimit } from '../../plugins/rate-limit';
import { currentSession } from '../auth/sessions';
import { shadeBrands, shadeProducts, similarShades } from './similar-shades';
import { confirmStockAlert, requestStockAlert } from './stock-alerts';

export const shadeRoutes = routeGroup('shades', (routes, app) => {
  const { db } = app.database;

  routes.post(
    '/api/store/stock-alerts',
    {
      summary:
        'Ask to be mailed once when a sold-out shade is back: a signed-in customer at once, a visitor after confirming the mailed link',
      rateLimit: publicFormLimit(),
      body: StockAlertInputSchema,
      response: { 200: StockAlertResultSchema },
      errors: [404, 409],
    },
    async (request, reply) => {
      const session = await currentSession(request, reply);
      const account =
        session.status === 'active' && session.actor.role === 'customer'
          ? { userId: session.actor.userId, email: session.identity.user.email }
          : null;
      return requestStockAlert(db, request.body.variantId, { account, email: request.body.email });
    },
  );

  routes.post(
    '/api/store/stock-alerts/confirm',
    {
      summary: "Confirm a visitor's back-in-stock request with the token of the mailed link",
      rateLimit: publicFormLimit(),
      body: StockAlertConfirmSchema,
      response: { 200: StockAlertConfirmedSchema },
      errors: [404],
    },
    async (request) => confirmStockAlert(db, request.body.token),
  );

  routes.get(
    '/api/store/similar-shades',
    {
      summary:
        'The closest published in-stock shades of the same product type from other brands (CIEDE2000), nearest first',
      querystring: SimilarShadesQuerySchema,
      response: { 200: SimilarShadesSchema },
      errors: [404],
    },
    async (request) => similarShades(db, request.query.variant),
  );

  routes.get(
    '/api/store/shade-finder/brands',
    {
      summary: 'Find my shade, step 1: the brands with published shades',
      response: { 200: ShadeBrandsSchema },
    },
    async () => shadeBrands(db),
  );

  routes.get(
    '/api/store/shade-finder/products',
    {
      summary: "Find my shade, steps 2 and 3: a brand's products in shades, with their shades",
      querystring: ShadeProductsQuerySchema,
      response: { 200: ShadeProductsSchema },
    },
    async (request) => shadeProducts(db, request.query.vendor),
  );
});
