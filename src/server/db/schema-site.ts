// Store-wide tables: settings, newsletter, contact messages, the audit log and the mail outbox.
import { customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

/** Keyed documents: `payment` and `store` (DESIGN §4). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: id(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: createdAt(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: text('actor_user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    changes: jsonb('changes'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);

export type SettingRow = typeof settings.$inferSelect;
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The database media store's content (modules/media/media-store.ts, decision 017): one row per
 * distinct content, keyed by its SHA-256, never updated. The same picture stored under two
 * paths is one row here.
 */
export const mediaBlobs = pgTable('media_blobs', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/** The path a `/media/*` URL names (`products/<id>/<hash>-640.webp`) → its content. */
export const mediaFiles = pgTable(
  'media_files',
  {
    path: text('path').primaryKey(),
    sha256: text('sha256')
      .notNull()
      .references(() => mediaBlobs.sha256),
    createdAt: createdAt(),
  },
  (t) => [index('media_files_sha256_idx').on(t.sha256)],
);

/**
 * Search synonyms (issue #37, decision 034): a shopper's word (often Hindi or regional: sindoor,
 * kajal, ubtan) and the catalogue's words for the same thing (vermilion; kohl, eyeliner; face
 * pack). A search for the term or for any of its synonyms also matches the others. Seeded, and
 * extended by the admin in Angle Admin. Terms and synonyms are lower-case words, spaces and
 * hyphens (checked by the API), so they go into ILIKE patterns without escaping.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    term: text('term').notNull().unique(),
    synonyms: text('synonyms').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('search_synonyms_synonyms_idx').using('gin', t.synonyms)],
);
