// The contact form: messages are stored for the admin to answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactMessageInputSchema, ContactReceiptSchema } from '../../../domain/schemas/contact';
import { ProblemSchema } from '../../../domain/schemas/problem';
import { contactMessages } from '../../db/schema-site';
import { publicFormLimit } from '../../plugins/rate-limit';

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/store/contact',
    {
      config: { rateLimit: publicFormLimit() },
      schema: {
        tags: ['store'],
        summary: 'Send a message to customer care',
        body: ContactMessageInputSchema,
        response: { 201: ContactReceiptSchema, 400: ProblemSchema, 429: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { name, email, subject, message } = request.body;
      const [row] = await app.database.db
        .insert(contactMessages)
        .values({ name, email, subject: subject || null, message })
        .returning({ id: contactMessages.id });
      reply.code(201);
      return {
        id: row!.id,
        message: 'Thank you! Our care team will reply by email within one working day.',
      };
    },
  );
}
