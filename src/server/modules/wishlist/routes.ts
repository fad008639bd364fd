// /api/store/wishlist: a signed-in customer's saved products. The prefix's guard
// (plugins/auth-guard.ts) admits customers only; the owner is always the session's user.
import { z } from 'zod';
import {
  WishlistItemParamsSchema,
  WishlistMergeResultSchema,
  WishlistMergeSchema,
  WishlistSchema,
} from '../../../domain/schemas/wishlist';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import { addToWishlist, listWishlist, mergeWishlist, removeFromWishlist } from './wishlist';

export const wishlistRoutes = routeGroup('wishlist', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/store/wishlist',
    {
      summary: "The signed-in customer's saved product ids, newest first",
      response: { 200: WishlistSchema },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { productIds: await listWishlist(db, actorOf(request).userId) };
    },
  );

  routes.put(
    '/api/store/wishlist/:productId',
    {
      summary: 'Save a product (201 when added, 200 when it was already saved)',
      params: WishlistItemParamsSchema,
      response: { 200: WishlistSchema, 201: WishlistSchema },
      errors: [404, 409],
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

  routes.delete(
    '/api/store/wishlist/:productId',
    {
      summary: 'Remove a saved product (204 whether or not it was saved)',
      params: WishlistItemParamsSchema,
      response: { 204: z.null() },
    },
    async (request, reply) => {
      await removeFromWishlist(db, actorOf(request).userId, request.params.productId);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/store/wishlist/merge',
    {
      summary: "Add a browser's local wishlist at sign-in; answers the merged list",
      body: WishlistMergeSchema,
      response: { 200: WishlistMergeResultSchema },
    },
    async (request) => mergeWishlist(db, actorOf(request).userId, request.body.productIds),
  );
});
