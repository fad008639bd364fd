// /api/store/quote (anyone) and /api/store/cart (signed-in customers; the prefix's guard in
// plugins/auth-guard.ts admits customers only, and the cart is always the session user's).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CartQuantitySchema, QuoteRequestSchema, QuoteSchema } from '../../../domain/schemas/order';
import { ProblemSchema } from '../../../domain/schemas/problem';
import { actorOf } from '../../plugins/auth-guard';
import { currentSession } from '../auth/sessions';
import { loadPricingContext } from './pricing-context';
import { buildQuote } from './quote';
import { clearCart, mergeCart, quoteCart, removeCartItem, setCartQuantity } from './server-cart';

const guarded = { 401: ProblemSchema, 403: ProblemSchema };
const ProductParams = z.object({ productId: z.string().min(1).max(100) });

/** The quote is public; a signed-in customer's quote knows their first-purchase eligibility. */
async function customerIdOf(request: FastifyRequest, reply: FastifyReply) {
  const session = await currentSession(request, reply);
  return session.status === 'active' && session.actor.role === 'customer'
    ? session.actor.userId
    : null;
}

export async function cartRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.post(
    '/api/store/quote',
    {
      schema: {
        tags: ['store'],
        summary: 'Price cart lines as they can be bought now (today’s prices and stock)',
        body: QuoteRequestSchema,
        response: { 200: QuoteSchema, 400: ProblemSchema },
      },
    },
    async (request, reply) => {
      const ctx = await loadPricingContext(db, await customerIdOf(request, reply));
      return buildQuote(db, request.body.items, ctx);
    },
  );

  api.get(
    '/api/store/cart',
    {
      schema: {
        tags: ['store'],
        summary: "The signed-in customer's cart, priced",
        response: { 200: QuoteSchema, ...guarded },
      },
    },
    async (request) => quoteCart(db, actorOf(request).userId),
  );

  api.put(
    '/api/store/cart/items/:productId',
    {
      schema: {
        tags: ['store'],
        summary: 'Set the quantity of one product (capped by its stock and 10 per line)',
        params: ProductParams,
        body: CartQuantitySchema,
        response: {
          200: QuoteSchema,
          400: ProblemSchema,
          404: ProblemSchema,
          409: ProblemSchema,
          ...guarded,
        },
      },
    },
    async (request) =>
      setCartQuantity(db, actorOf(request).userId, request.params.productId, request.body.quantity),
  );

  api.delete(
    '/api/store/cart/items/:productId',
    {
      schema: {
        tags: ['store'],
        summary: 'Remove one product from the cart',
        params: ProductParams,
        response: { 200: QuoteSchema, ...guarded },
      },
    },
    async (request) => removeCartItem(db, actorOf(request).userId, request.params.productId),
  );

  api.delete(
    '/api/store/cart',
    {
      schema: {
        tags: ['store'],
        summary: 'Empty the cart',
        response: { 200: QuoteSchema, ...guarded },
      },
    },
    async (request) => clearCart(db, actorOf(request).userId),
  );

  api.post(
    '/api/store/cart/merge',
    {
      schema: {
        tags: ['store'],
        summary: "Add the browser's cart to the server's at sign-in (capped by stock and 10)",
        body: QuoteRequestSchema,
        response: { 200: QuoteSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => mergeCart(db, actorOf(request).userId, request.body.items),
  );
}
