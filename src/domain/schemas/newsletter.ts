import { z } from 'zod';
import { EmailSchema } from './auth';

export const NewsletterSignupSchema = z.object({ email: EmailSchema }).strict();
/** The same answer whether or not the address was on the list: it tells nobody who is. */
export const NewsletterResultSchema = z.object({
  status: z.literal('subscribed'),
  message: z.string(),
});
export type NewsletterResult = z.infer<typeof NewsletterResultSchema>;
