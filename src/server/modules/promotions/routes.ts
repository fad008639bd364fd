// Promotions (issue #20): the admin's /api/admin/promotions (every offer), a vendor's
// /api/vendor/promotions (its own offers, over its own products) and the storefront's current
// offers. The prefixes' guards admit the admin and active vendors only.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  OfferQuerySchema,
  PromotionInputSchema,
  PromotionListSchema,
  PromotionSchema,
  PublicOfferListSchema,
} from '../../../domain/schemas/promotions';
import { datedCsvName, sendCsv } from '../../http/csv-reply';
import { routeGroup, type Routes } from '../../http/route-group';
import { vendorIdOf } from '../../plugins/auth-guard';
import {
  createPromotion,
  editPromotion,
  getPromotion,
  listPromotions,
  movePromotion,
  promotionsCsv,
  type PromotionActor,
} from './promotions';
import { listPublicOffers } from './public-offers';
import { declareDirectRead } from '../catalog/direct-reads';

const one = { 200: PromotionSchema };
const MOVES = ['pause', 'resume', 'end'] as const;
const MOVE_SUMMARY = {
  pause: 'Pause an offer: it stops applying until resumed',
  resume: 'Resume a paused offer',
  end: 'End an offer for good',
} as const;

/** The same routes for the admin and for a vendor, under their prefix, with their actor. */
function managementRoutes(
  routes: Routes,
  db: Db,
  base: '/api/admin/promotions' | '/api/vendor/promotions',
  actorFor: (request: FastifyRequest) => PromotionActor,
) {
  const whose = base.startsWith('/api/admin') ? 'every' : 'the vendor’s own';
  routes.get(
    base,
    {
      summary: `List ${whose} promotions with their uses and discount given`,
      response: { 200: PromotionListSchema },
    },
    async (request) => ({ items: await listPromotions(db, actorFor(request)) }),
  );
  routes.get(
    `${base}/export`,
    { summary: `${whose} promotions as CSV`, csv: true },
    async (request, reply) =>
      sendCsv(reply, datedCsvName('promotions'), await promotionsCsv(db, actorFor(request))),
  );
  routes.post(
    base,
    {
      summary: 'Create a promotion',
      body: PromotionInputSchema,
      response: { 201: PromotionSchema },
      errors: [409, 422],
    },
    async (request, reply) => {
      reply.code(201);
      return createPromotion(db, actorFor(request), request.body);
    },
  );
  routes.get(
    `${base}/:id`,
    { summary: 'One promotion', params: IdParamsSchema, response: one, errors: [404] },
    async (request) => getPromotion(db, actorFor(request), request.params.id),
  );
  routes.patch(
    `${base}/:id`,
    {
      summary: 'Replace a promotion’s terms',
      params: IdParamsSchema,
      body: PromotionInputSchema,
      response: one,
      errors: [404, 409, 422],
    },
    async (request) => editPromotion(db, actorFor(request), request.params.id, request.body),
  );
  for (const move of MOVES) {
    routes.post(
      `${base}/:id/${move}`,
      {
        summary: MOVE_SUMMARY[move],
        params: IdParamsSchema,
        body: z.object({}).nullish(),
        response: one,
        errors: [404, 409],
      },
      async (request) => movePromotion(db, actorFor(request), request.params.id, move),
    );
  }
}

export const adminPromotionRoutes = routeGroup('admin-promotions', (routes, app) => {
  managementRoutes(routes, app.database.db, '/api/admin/promotions', () => ({ role: 'admin' }));
});

export const vendorPromotionRoutes = routeGroup('vendor-promotions', (routes, app) => {
  managementRoutes(routes, app.database.db, '/api/vendor/promotions', (request) => ({
    role: 'vendor',
    vendorId: vendorIdOf(request),
  }));
});

export const offerRoutes = routeGroup('offers', (routes, app) => {
  // The home's and a product page's offers, read by the server's renderer without a request too.
  declareDirectRead(
    app.database,
    '/api/store/offers',
    { querystring: OfferQuerySchema, response: PublicOfferListSchema },
    ({ query }) => listPublicOffers(app.database, query.product),
  );
  routes.get(
    '/api/store/offers',
    {
      summary: 'The offers running now, for /offers; with `product`, those that may apply to it',
      querystring: OfferQuerySchema,
      response: { 200: PublicOfferListSchema },
    },
    async (request) => listPublicOffers(app.database, request.query.product),
  );
});
