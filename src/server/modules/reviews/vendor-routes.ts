// /api/vendor/reviews: reviews of the vendor's own products and its public reply. The vendor is
// always the session's; a review of another vendor's product is a 404 like a missing one. A
// vendor cannot hide, edit or delete a customer's review: there is no route for it.
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  ReviewReplyInputSchema,
  VendorReviewListQuerySchema,
  VendorReviewListSchema,
  VendorReviewSchema,
} from '../../../domain/schemas/reviews';
import { routeGroup } from '../../http/route-group';
import { vendorIdOf } from '../../plugins/auth-guard';
import { listVendorReviews, vendorReview } from './list-reviews';
import { replyToReview } from './moderation';

export const vendorReviewRoutes = routeGroup('vendor-reviews', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/vendor/reviews',
    {
      summary: "Reviews of the vendor's products, newest first (filter by stars or product)",
      querystring: VendorReviewListQuerySchema,
      response: { 200: VendorReviewListSchema },
    },
    async (request) => listVendorReviews(db, vendorIdOf(request), request.query),
  );

  routes.put(
    '/api/vendor/reviews/:id/reply',
    {
      summary:
        'Reply to a review of your product (one reply, shown under it; sending again edits it)',
      params: IdParamsSchema,
      body: ReviewReplyInputSchema,
      response: { 200: VendorReviewSchema },
      errors: [404],
    },
    async (request) => {
      const vendorId = vendorIdOf(request);
      await replyToReview(db, vendorId, request.params.id, request.body.text);
      return vendorReview(db, vendorId, request.params.id);
    },
  );
});
