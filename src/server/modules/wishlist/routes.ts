// /api/store/wishlist: a signed-in customer's saved products. The prefix's guard
// (plugins/auth-guard.ts) admits customers only; the owner is always the session's user.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemSchema } from '../../../domain/schemas/problem';
import {
  WishlistItemParamsSchema,
  WishlistMergeResultSchema,
  WishlistMergeSchema,
  WishlistSchema,
} from '../../../domain/schemas/wishlist';
import { actorOf } from '../../plugins/auth-guard';
import { addToWishlist, listWishlist, mergeWishlist, removeFromWishlist } from './wishlist';

const guarded = { 401: ProblemSchema, 403: ProblemSchema };

export async function wishlistRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.get(
    '/api/store/wishlist',
    {
      schema: {
        tags: ['store'],
        summary: "The signed-in customer's saved product ids, newest first",
        response: { 200: WishlistSchema, ...guarded },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { productIds: await listWishlist(db, actorOf(request).userId) };
    },
  );

  api.put(
    '/api/store/wishlist/:productId',
    {
      schema: {
        tags: ['store'],
        summary: 'Save a product (201 when added, 200 when it was already saved)',
        params: WishlistItemParamsSchema,
        response: {
          200: WishlistSchema,
          201: WishlistSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          409: ProblemSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const { added, productIds } = await addToWishlist(
        db,
        actorOf(request).userId,
        request.params.productId,
      );
      return reply.code(added ? 201 : 200).send({ productIds });
    },
  );

  api.delete(
    '/api/store/wishlist/:productId',
    {
      schema: {
        tags: ['store'],
        summary: 'Remove a saved product (204 whether or not it was saved)',
        params: WishlistItemParamsSchema,
        response: { 204: z.null(), 400: ProblemSchema, ...guarded },
      },
    },
    async (request, reply) => {
      await removeFromWishlist(db, actorOf(request).userId, request.params.productId);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/store/wishlist/merge',
    {
      schema: {
        tags: ['store'],
        summary: "Add a browser's local wishlist at sign-in; answers the merged list",
        body: WishlistMergeSchema,
        response: { 200: WishlistMergeResultSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => mergeWishlist(db, actorOf(request).userId, request.body.productIds),
  );
}
