// The contact form: messages are stored for the admin to answer.
import { ContactMessageInputSchema, ContactReceiptSchema } from '../../../domain/schemas/contact';
import { contactMessages } from '../../db/schema-site';
import { routeGroup } from '../../http/route-group';
import { publicFormLimit } from '../../plugins/rate-limit';

export const contactRoutes = routeGroup('contact', (routes, app) => {
  routes.post(
    '/api/store/contact',
    {
      summary: 'Send a message to customer care',
      rateLimit: publicFormLimit(),
      body: ContactMessageInputSchema,
      response: { 201: ContactReceiptSchema },
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
});
