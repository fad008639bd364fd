import { z } from 'zod';
import { EmailSchema } from './auth';

export const ContactMessageInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name.').max(80),
    email: EmailSchema,
    subject: z.string().trim().max(120).optional(),
    message: z.string().trim().min(10, 'Tell us a little more (at least 10 characters).').max(4000),
  })
  .strict();
export type ContactMessageInput = z.input<typeof ContactMessageInputSchema>;

export const ContactReceiptSchema = z.object({ id: z.string(), message: z.string() });
