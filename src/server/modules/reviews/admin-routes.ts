// /api/admin/reviews: every review with moderation filters, and hide or restore with a reason
// kept in the audit trail. A hidden review leaves the product's rating at once.
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

  routes.post(
    '/api/admin/reviews/:id/hide',
    {
      summary: 'Hide a review (it leaves the rating); the reason goes to the audit trail',
      params: IdParamsSchema,
      body: ModerateReviewSchema,
      response: { 200: AdminReviewSchema },
      errors: [404, 409],
    },
    async (request) => {
      const { id } = request.params;
      await moderateReview(db, actorOf(request).userId, id, 'hidden', request.body.reason);
      return adminReview(db, id);
    },
  );

  routes.post(
    '/api/admin/reviews/:id/restore',
    {
      summary: 'Publish a hidden review again; the reason goes to the audit trail',
      params: IdParamsSchema,
      body: ModerateReviewSchema,
      response: { 200: AdminReviewSchema },
      errors: [404, 409],
    },
    async (request) => {
      const { id } = request.params;
      await moderateReview(db, actorOf(request).userId, id, 'published', request.body.reason);
      return adminReview(db, id);
    },
  );
});
