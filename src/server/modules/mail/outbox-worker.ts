// Delivers the outbox. A batch is claimed by one statement (FOR UPDATE SKIP LOCKED on
// PostgreSQL, so several app instances share the work; PGlite has one connection and needs no
// more than a plain lock), marked 'sending' with a lease, and sent outside any transaction.
// Failures are retried with exponential backoff and given up after MAX_ATTEMPTS; a claim whose
// sender died is picked up again when its lease runs out.
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema-site';
import type { Mailer } from './mailer';
import { UnreadableMailError, loadBrand, renderPayload } from './render-template';

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60_000;
const LEASE_MS = 5 * 60_000;
export const BATCH = 20;
/** One run sends at most this many batches, then lets the next poll carry on. */
const MAX_BATCHES_PER_RUN = 50;

/** 1, 2, 4, 8 … minutes after each failed attempt, at most six hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Claims a batch in one statement: the due rows, locked (skipping those another instance holds,
 * on PostgreSQL), leased and returned. A job that shares PGlite's one connection with the
 * orders costs them each statement it sends (issue #35), so a batch is three: this claim, the
 * store's details, and one marking what was sent.
 */
async function claimDue(database: Database, now: Date) {
  const due = database.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        or(eq(outbox.status, 'pending'), eq(outbox.status, 'sending')),
        lte(outbox.nextAttemptAt, now),
      ),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(BATCH);
  const rows = await database.db
    .update(outbox)
    .set({ status: 'sending', nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(
      inArray(
        outbox.id,
        database.kind === 'postgres' ? due.for('update', { skipLocked: true }) : due.for('update'),
      ),
    )
    .returning({
      id: outbox.id,
      payload: outbox.payload,
      attempts: outbox.attempts,
      createdAt: outbox.createdAt,
    });
  // Oldest first, as they were written.
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

export async function deliverDueMail(
  database: Database,
  mailer: Mailer,
  log: FastifyBaseLogger,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const rows = await claimDue(database, now);
  if (rows.length === 0) return report;
  const brand = await loadBrand(database.db, publicUrl);
  const sent: string[] = [];
  // What was sent is marked once for the batch, even when a later mail of it throws: a sender
  // that dies before marking sends those again when their lease runs out (at least once).
  try {
    for (const row of rows) {
      const attempts = row.attempts + 1;
      try {
        const mail = renderPayload(row.payload, brand);
        await mailer.send(mail);
        sent.push(row.id);
        report.sent++;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const giveUp = err instanceof UnreadableMailError || attempts >= MAX_ATTEMPTS;
        await database.db
          .update(outbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            attempts,
            lastError: message.slice(0, 1000),
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          })
          .where(eq(outbox.id, row.id));
        if (giveUp) {
          report.failed++;
          log.error({ outboxId: row.id, attempts, err: message }, 'mail given up');
        } else {
          report.retrying++;
          log.warn({ outboxId: row.id, attempts, err: message }, 'mail not sent; will retry');
        }
      }
    }
  } finally {
    if (sent.length > 0) {
      await database.db
        .update(outbox)
        .set({
          status: 'sent',
          attempts: sql`${outbox.attempts} + 1`,
          sentAt: new Date(),
          lastError: null,
        })
        .where(inArray(outbox.id, sent));
    }
  }
  return report;
}

/**
 * Delivers batch after batch while full batches keep coming, so a rush of orders (three mails
 * each) is sent as fast as the mail server takes it rather than one batch per poll. Mails that
 * fail are rescheduled in the future and claimed ones are leased, so each mail is tried at most
 * once per run; a run stops after MAX_BATCHES_PER_RUN batches and the next poll goes on.
 */
export async function drainDueMail(
  database: Database,
  mailer: Mailer,
  log: FastifyBaseLogger,
  options: {
    publicUrl: string;
    now?: () => Date;
    /** Shutting down: finish the batch claimed, claim no more. */
    stopping?: AbortSignal;
  },
): Promise<DeliveryReport> {
  const total: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const now = options.now ?? (() => new Date());
  for (let run = 0; run < MAX_BATCHES_PER_RUN; run++) {
    const report = await deliverDueMail(database, mailer, log, {
      publicUrl: options.publicUrl,
      now: now(),
    });
    total.sent += report.sent;
    total.retrying += report.retrying;
    total.failed += report.failed;
    if (report.sent + report.retrying + report.failed < BATCH || options.stopping?.aborted) break;
  }
  return total;
}
