// The home page's newsletter form: each email is stored once; a repeat is told so.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NewsletterResultSchema, NewsletterSignupSchema } from '../../../domain/schemas/newsletter';
import { ProblemSchema } from '../../../domain/schemas/problem';
import { newsletterSubscribers } from '../../db/schema-site';
import { publicFormLimit } from '../../plugins/rate-limit';

export async function newsletterRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/newsletter',
    {
      config: { rateLimit: publicFormLimit() },
      schema: {
        tags: ['store'],
        summary: 'Subscribe an email address to the newsletter',
        body: NewsletterSignupSchema,
        response: {
          200: NewsletterResultSchema,
          201: NewsletterResultSchema,
          400: ProblemSchema,
          429: ProblemSchema,
        },
      },
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
}
