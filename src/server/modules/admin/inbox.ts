// What visitors send in, for the admin: newsletter subscribers and contact messages, as pages
// and as CSV exports.
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { toCsv } from '../../../domain/csv';
import type {
  ContactMessage,
  ContactMessageListQuerySchema,
  SubscriberListQuerySchema,
} from '../../../domain/schemas/admin-inbox';
import type { Db } from '../../db/client';
import {
  contactMessages,
  newsletterSubscribers,
  type ContactMessageRow,
} from '../../db/schema-site';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/audit';
import { likePattern } from './like-pattern';

/** The most rows one export carries; beyond it, narrow the export with a search. */
export const EXPORT_LIMIT = 50_000;

type SubscriberQuery = z.output<typeof SubscriberListQuerySchema>;
type MessageQuery = z.output<typeof ContactMessageListQuerySchema>;

function subscriberWhere(q: Pick<SubscriberQuery, 'search'>): SQL | undefined {
  return q.search ? ilike(newsletterSubscribers.email, likePattern(q.search)) : undefined;
}

export async function listSubscribers(db: Db, q: SubscriberQuery) {
  const where = subscriberWhere(q);
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(newsletterSubscribers).where(where);
  return {
    items: rows.map((r) => ({ id: r.id, email: r.email, createdAt: r.createdAt.toISOString() })),
    page: q.page,
    limit: q.limit,
    total: total?.n ?? 0,
  };
}

export async function subscribersCsv(db: Db, q: Pick<SubscriberQuery, 'search'>) {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(subscriberWhere(q))
    .orderBy(desc(newsletterSubscribers.createdAt))
    .limit(EXPORT_LIMIT);
  return toCsv(rows, [
    { header: 'Email', value: (r) => r.email },
    { header: 'Subscribed at (UTC)', value: (r) => r.createdAt },
  ]);
}

function messageWhere(q: Pick<MessageQuery, 'search' | 'status'>): SQL | undefined {
  const search = q.search ? likePattern(q.search) : null;
  return and(
    search
      ? or(
          ilike(contactMessages.name, search),
          ilike(contactMessages.email, search),
          ilike(contactMessages.subject, search),
          ilike(contactMessages.message, search),
        )
      : undefined,
    q.status === 'open' ? isNull(contactMessages.handledAt) : undefined,
    q.status === 'handled' ? isNotNull(contactMessages.handledAt) : undefined,
  );
}

function toMessage(r: ContactMessageRow): ContactMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    handledAt: r.handledAt?.toISOString() ?? null,
  };
}

export async function listContactMessages(db: Db, q: MessageQuery) {
  const where = messageWhere(q);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
  return { items: rows.map(toMessage), page: q.page, limit: q.limit, total: total?.n ?? 0 };
}

export async function contactMessagesCsv(db: Db, q: Pick<MessageQuery, 'search' | 'status'>) {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(messageWhere(q))
    .orderBy(desc(contactMessages.createdAt))
    .limit(EXPORT_LIMIT);
  return toCsv(rows, [
    { header: 'Received at (UTC)', value: (r) => r.createdAt },
    { header: 'Name', value: (r) => r.name },
    { header: 'Email', value: (r) => r.email },
    { header: 'Subject', value: (r) => r.subject },
    { header: 'Message', value: (r) => r.message },
    { header: 'Handled at (UTC)', value: (r) => r.handledAt },
  ]);
}

export async function setMessageHandled(
  db: Db,
  actorUserId: string,
  id: string,
  handled: boolean,
): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ handledAt: handled ? new Date() : null })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw notFound('The message');
    await recordAudit(tx, {
      actorUserId,
      action: handled ? 'contact-message.handled' : 'contact-message.reopened',
      entity: 'contact-message',
      entityId: id,
    });
    return toMessage(row);
  });
}
