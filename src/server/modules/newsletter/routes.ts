// The home page's newsletter form: each email is stored once. A new address and one already
// on the list get the same answer (status, body, work), so the form tells nobody whether an
// address is subscribed (issue #16).
import { NewsletterResultSchema, NewsletterSignupSchema } from '../../../domain/schemas/newsletter';
import { newsletterSubscribers } from '../../db/schema-site';
import { routeGroup } from '../../http/route-group';
import { publicFormLimit } from '../../plugins/rate-limit';

export const NEWSLETTER_THANKS =
  'Thank you for subscribing! Look out for new launches and offers in your inbox.';

export const newsletterRoutes = routeGroup('newsletter', (routes, app) => {
  routes.post(
    '/api/newsletter',
    {
      summary: 'Subscribe an email address to the newsletter',
      rateLimit: publicFormLimit(),
      body: NewsletterSignupSchema,
      response: { 200: NewsletterResultSchema },
    },
    async (request) => {
      await app.database.db
        .insert(newsletterSubscribers)
        .values({ email: request.body.email })
        .onConflictDoNothing();
      return { status: 'subscribed' as const, message: NEWSLETTER_THANKS };
    },
  );
});
