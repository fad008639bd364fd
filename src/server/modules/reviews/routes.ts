// /api/store/products/:id/reviews (anyone) and /api/store/reviews (signed-in customers; the
// prefix's guard in plugins/auth-guard.ts admits customers only, and the author is always the
// session's user). Writing and voting are rate limited per client address; reporting is in
// modules/reports.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  CreateReviewSchema,
  MyReviewQuerySchema,
  MyReviewSchema,
  REVIEW_LIMITS,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewPhotoParamsSchema,
  ReviewSchema,
  ReviewVoteSchema,
  UpdateReviewSchema,
} from '../../../domain/schemas/reviews';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import { reviewLimit } from '../../plugins/rate-limit';
import { currentSession } from '../auth/sessions';
import { readSingleUpload } from '../media/read-upload';
import { voteHelpful } from './feedback';
import { listProductReviews } from './list-reviews';
import {
  addReviewPhoto,
  assertOwnReview,
  createReview,
  deleteReview,
  deleteReviewPhoto,
  myReview,
  updateReview,
} from './write-review';

async function viewerIdOf(request: FastifyRequest, reply: FastifyReply) {
  const session = await currentSession(request, reply);
  return session.status === 'active' ? session.actor.userId : null;
}

export const reviewRoutes = routeGroup('reviews', (routes, app) => {
  const { db } = app.database;
  const { media } = app;

  routes.get(
    '/api/store/products/:id/reviews',
    {
      summary: "A product's published reviews with its rating summary and 5-to-1 distribution",
      params: IdParamsSchema,
      querystring: ReviewListQuerySchema,
      response: { 200: ReviewListSchema },
      errors: [404],
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const viewer = await viewerIdOf(request, reply);
      return listProductReviews(db, request.params.id, request.query, viewer);
    },
  );

  routes.get(
    '/api/store/reviews/mine',
    {
      summary: 'Whether the signed-in customer may review a product, and their review of it',
      querystring: MyReviewQuerySchema,
      response: { 200: MyReviewSchema },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return myReview(db, actorOf(request).userId, request.query.productId);
    },
  );

  routes.post(
    '/api/store/reviews',
    {
      summary:
        'Review a product (one per customer; needs a delivered order line of it: 403 otherwise)',
      body: CreateReviewSchema,
      response: { 201: ReviewSchema },
      errors: [404, 409],
      rateLimit: reviewLimit('reviewWrite'),
    },
    async (request, reply) =>
      reply.code(201).send(await createReview(db, actorOf(request).userId, request.body)),
  );

  routes.patch(
    '/api/store/reviews/:id',
    {
      summary: 'Edit your own review',
      params: IdParamsSchema,
      body: UpdateReviewSchema,
      response: { 200: ReviewSchema },
      errors: [404],
      rateLimit: reviewLimit('reviewWrite'),
    },
    async (request) => updateReview(db, actorOf(request).userId, request.params.id, request.body),
  );

  routes.delete(
    '/api/store/reviews/:id',
    {
      summary: 'Delete your own review',
      params: IdParamsSchema,
      response: { 204: z.null() },
      errors: [404],
    },
    async (request, reply) => {
      await deleteReview(db, media, actorOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/store/reviews/:id/photos',
    {
      summary: `Add a photo to your review (multipart field "file"; up to ${REVIEW_LIMITS.photos}), stored as WebP without metadata`,
      upload: true,
      params: IdParamsSchema,
      response: { 201: ReviewSchema },
      errors: [404, 409],
      rateLimit: reviewLimit('reviewWrite'),
    },
    async (request, reply) => {
      const userId = actorOf(request).userId;
      // Ownership first: another customer's review id is refused before the file is read.
      await assertOwnReview(db, userId, request.params.id);
      const upload = await readSingleUpload(request, {
        maxBytes: REVIEW_LIMITS.photoBytes,
        what: 'photo',
      });
      const review = await addReviewPhoto(db, media, userId, request.params.id, upload);
      return reply.code(201).send(review);
    },
  );

  routes.delete(
    '/api/store/reviews/:id/photos/:photoId',
    {
      summary: 'Remove a photo from your review',
      params: ReviewPhotoParamsSchema,
      response: { 200: ReviewSchema },
      errors: [404],
    },
    async (request) =>
      deleteReviewPhoto(
        db,
        media,
        actorOf(request).userId,
        request.params.id,
        request.params.photoId,
      ),
  );

  routes.put(
    '/api/store/reviews/:id/helpful',
    {
      summary: 'Vote a review helpful (201 when counted, 200 when you had already voted)',
      params: IdParamsSchema,
      response: { 200: ReviewVoteSchema, 201: ReviewVoteSchema },
      errors: [404, 409],
      rateLimit: reviewLimit('reviewVote'),
    },
    async (request, reply) => {
      const { added, ...vote } = await voteHelpful(db, actorOf(request).userId, request.params.id);
      return reply.code(added ? 201 : 200).send(vote);
    },
  );
});
