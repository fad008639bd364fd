// The admin API contract for what visitors send in (newsletter sign-ups, contact messages) and
// for the audit trail of admin changes.
import { z } from 'zod';
import { SearchTextSchema } from './admin';
import { listOf, pageFields } from './paging';

export const SubscriberListQuerySchema = z
  .object({ search: SearchTextSchema, ...pageFields() })
  .strict();
export type SubscriberListQuery = z.input<typeof SubscriberListQuerySchema>;

export const SubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;
export const SubscriberListSchema = listOf(SubscriberSchema);

export const ContactMessageListQuerySchema = z
  .object({
    search: SearchTextSchema,
    status: z.enum(['open', 'handled']).optional(),
    ...pageFields(),
  })
  .strict();
export type ContactMessageListQuery = z.input<typeof ContactMessageListQuerySchema>;

export const ContactMessageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string().nullable(),
    message: z.string(),
    createdAt: z.string(),
    handledAt: z.string().nullable(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export const ContactMessageListSchema = listOf(ContactMessageSchema);

export const ContactMessagePatchSchema = z.object({ handled: z.boolean() }).strict();

// ---- Audit trail ----

export const AUDIT_ENTITIES = [
  'product',
  'customer',
  'vendor',
  'settings',
  'contact-message',
  'order',
  'review',
  'question',
  'answer',
  'payout',
  'search-synonym',
] as const;

export const AuditListQuerySchema = z
  .object({
    entity: z.enum(AUDIT_ENTITIES).optional(),
    entityId: z.string().min(1).max(100).optional(),
    ...pageFields(),
  })
  .strict();
export type AuditListQuery = z.input<typeof AuditListQuerySchema>;

export const AuditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    /** `{ field: { from, to } }` for edits; secrets appear only as "changed". */
    changes: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = listOf(AuditEntrySchema);
