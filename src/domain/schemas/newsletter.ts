import { z } from 'zod';
import { EmailSchema } from './auth';

export const NewsletterSignupSchema = z.object({ email: EmailSchema }).strict();
export const NewsletterResultSchema = z.object({
  status: z.enum(['subscribed', 'already-subscribed']),
  message: z.string(),
});
export type NewsletterResult = z.infer<typeof NewsletterResultSchema>;
