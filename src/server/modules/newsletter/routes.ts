// The home page's newsletter form: each email is stored once; a repeat is told so.
import { NewsletterResultSchema, NewsletterSignupSchema } from '../../../domain/schemas/newsletter';
import { newsletterSubscribers } from '../../db/schema-site';
import { routeGroup } from '../../http/route-group';
import { publicFormLimit } from '../../plugins/rate-limit';

export const newsletterRoutes = routeGroup('newsletter', (routes, app) => {
  routes.post(
    '/api/newsletter',
    {
      summary: 'Subscribe an email address to the newsletter',
      rateLimit: publicFormLimit(),
      body: NewsletterSignupSchema,
      response: { 200: NewsletterResultSchema, 201: NewsletterResultSchema },
    },
    async (request, reply) => {
      const inserted = await app.database.db
        .insert(newsletterSubscribers)
        .values({ email: request.body.email })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      if (inserted.length === 0) {
        return {
          status: 'already-subscribed' as const,
          message: 'You are already subscribed. Thank you!',
        };
      }
      reply.code(201);
      return {
        status: 'subscribed' as const,
        message: 'Thank you for subscribing! Look out for new launches and offers in your inbox.',
      };
    },
  );
});
