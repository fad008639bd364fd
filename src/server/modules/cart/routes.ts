// /api/store/quote (anyone) and /api/store/cart (signed-in customers; the prefix's guard in
// plugins/auth-guard.ts admits customers only, and the cart is always the session user's).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CartQuantitySchema,
  IdempotencyKeySchema,
  QuoteRequestSchema,
  QuoteSchema,
} from '../../../domain/schemas/order';
import { CartOffersSchema } from '../../../domain/schemas/promotions';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import { clientKey, createFailureLimiter, RATE_LIMITS } from '../../plugins/rate-limit';
import { currentSession } from '../auth/sessions';
import { cartOffers } from './cart-offers';
import { loadOffersContext, loadPricingContext } from './pricing-context';
import { loadCodFacts } from '../cod/cod-facts';
import { buildQuote } from './quote';
import { clearCart, mergeCart, quoteCart, removeCartItem, setCartQuantity } from './server-cart';

/** A variant's id, or (old clients) a plain product's id. */
const ItemParams = z.object({ itemId: z.string().min(1).max(100) });
const quote = { 200: QuoteSchema };

/** The quote is public; a signed-in customer's quote knows their first-purchase eligibility. */
async function customerIdOf(request: FastifyRequest, reply: FastifyReply) {
  const session = await currentSession(request, reply);
  return session.status === 'active' && session.actor.role === 'customer'
    ? session.actor.userId
    : null;
}

export const cartRoutes = routeGroup('cart', (routes, app) => {
  const { db } = app.database;
  // Private codes (issue #37) are secret only while guessing them is slow: a code that names no
  // offer counts against the client's address, and past the limit a quote with a code is a 429.
  const codeGuesses = createFailureLimiter(app, RATE_LIMITS.codeGuesses, [
    (r) => `code-guess:ip:${clientKey(r)}`,
  ]);

  routes.post(
    '/api/store/quote',
    {
      summary: 'Price cart lines as they can be bought now (today’s prices and stock)',
      body: QuoteRequestSchema,
      response: quote,
      errors: [429],
    },
    async (request, reply) => {
      const code = request.body.code?.trim() ? request.body.code : null;
      if (code !== null) await codeGuesses.assertAllowed(request, reply);
      const customerId = await customerIdOf(request, reply);
      const pincode = request.body.pincode ?? null;
      const [ctx, facts] = await Promise.all([
        loadPricingContext(db, customerId, code),
        loadCodFacts(db, customerId, pincode),
      ]);
      const result = await buildQuote(db, request.body.items, ctx, {
        facts,
        pincode,
        signedIn: customerId !== null,
      });
      if (result.code && ctx.promotions.every((p) => p.code !== ctx.code)) {
        await codeGuesses.record(request);
      }
      return result;
    },
  );

  routes.post(
    '/api/store/quote/offers',
    {
      summary:
        'The listed offer codes priced against cart lines: those that apply with what each saves, and those that do not yet with why',
      body: QuoteRequestSchema.pick({ items: true }),
      response: { 200: CartOffersSchema },
    },
    async (request, reply) => {
      const ctx = await loadOffersContext(db, await customerIdOf(request, reply));
      return cartOffers(db, request.body.items, ctx);
    },
  );

  routes.get(
    '/api/store/cart',
    { summary: "The signed-in customer's cart, priced", response: quote },
    async (request) => quoteCart(db, actorOf(request).userId),
  );

  routes.put(
    '/api/store/cart/items/:itemId',
    {
      summary:
        'Set the quantity of one variant (capped by its stock and 10 of one product); the item is a variant id or a plain product’s id',
      params: ItemParams,
      body: CartQuantitySchema,
      response: quote,
      errors: [404, 409],
    },
    async (request) =>
      setCartQuantity(db, actorOf(request).userId, request.params.itemId, request.body.quantity),
  );

  routes.delete(
    '/api/store/cart/items/:itemId',
    {
      summary: 'Remove one variant from the cart (a product’s id removes all its variants)',
      params: ItemParams,
      response: quote,
    },
    async (request) => removeCartItem(db, actorOf(request).userId, request.params.itemId),
  );

  routes.delete(
    '/api/store/cart',
    { summary: 'Empty the cart', response: quote },
    async (request) => clearCart(db, actorOf(request).userId),
  );

  routes.post(
    '/api/store/cart/merge',
    {
      summary: "Add the browser's cart to the server's at sign-in (capped by stock and 10)",
      description:
        'With an `Idempotency-Key` a merge is done once: the same key again (a page that went away before the answer, sending its lines from the next page) adds nothing and answers the cart as it is.',
      headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
      body: QuoteRequestSchema,
      response: quote,
    },
    async (request) =>
      mergeCart(
        db,
        actorOf(request).userId,
        request.body.items,
        request.headers['idempotency-key'] ?? null,
      ),
  );
});
