// /api/admin/reviews: every review with moderation filters, and hide or restore with a reason
// kept in the audit trail. A hidden review leaves the product's rating at once.
import type { FastifyRequest } from 'fastify';
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  AdminReviewListQuerySchema,
  AdminReviewListSchema,
  AdminReviewSchema,
  ModerateReviewSchema,
} from '../../../domain/schemas/reviews';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import { adminReview, listAdminReviews } from './list-reviews';
import { moderateReview } from './moderation';

export const adminReviewRoutes = routeGroup('admin-reviews', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/admin/reviews',
    {
      summary: 'Reviews, newest first, by status, product, vendor, stars or reported',
      querystring: AdminReviewListQuerySchema,
      response: { 200: AdminReviewListSchema },
    },
    async (request) => listAdminReviews(db, request.query),
  );

  /** Hide or restore: the same input and answer, the status it moves the review to. */
  const moderation = (summary: string) => ({
    summary,
    params: IdParamsSchema,
    body: ModerateReviewSchema,
    response: { 200: AdminReviewSchema },
    errors: [404, 409] as const,
  });
  const moveTo =
    (to: 'hidden' | 'published') =>
    async (request: FastifyRequest<{ Params: { id: string }; Body: { reason: string } }>) => {
      const { id } = request.params;
      await moderateReview(db, actorOf(request).userId, id, to, request.body.reason);
      return adminReview(db, id);
    };

  routes.post(
    '/api/admin/reviews/:id/hide',
    moderation('Hide a review (it leaves the rating); the reason goes to the audit trail'),
    moveTo('hidden'),
  );
  routes.post(
    '/api/admin/reviews/:id/restore',
    moderation('Publish a hidden review again; the reason goes to the audit trail'),
    moveTo('published'),
  );
});
