// Writes mails to the outbox. Callers pass their transaction, so a mail exists exactly when the
// event it tells of was committed; the outbox worker (outbox-worker.ts) sends it later.
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { outbox } from '../../db/schema-site';
import type { MailData, MailPayload, MailTemplate } from './mail-payloads';

export async function queueMail<T extends MailTemplate>(
  tx: DbOrTx,
  to: string,
  template: T,
  data: MailData<T>,
): Promise<string> {
  const payload: MailPayload<T> = { to, template, data };
  const [row] = await tx
    .insert(outbox)
    .values({ kind: template, payload })
    .returning({ id: outbox.id });
  return row!.id;
}

/** A mail to an account, whose address is read when the mail is queued. */
export type UserMail = {
  [T in MailTemplate]: { userId: string; template: T; data: MailData<T> };
}[MailTemplate];

/**
 * Several mails to accounts in ONE statement, whatever their number: each recipient's address
 * is read by the same INSERT, so an event that knows only user ids (an order's customer and
 * sellers) costs one round trip. The payload is the same `{ to, template, data }` queueMail writes.
 */
export async function queueMailsToUsers(tx: DbOrTx, mails: readonly UserMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.execute(mailsToUsersInsert(mails));
}

/** queueMailsToUsers' INSERT, unsent: for a statement that makes other writes beside it. */
export function mailsToUsersInsert(mails: readonly UserMail[]): SQL {
  const rows = mails.map((m) => ({
    id: crypto.randomUUID(),
    user_id: m.userId,
    kind: m.template,
    data: m.data,
  }));
  return sql`INSERT INTO ${outbox} (id, kind, payload)
    SELECT m.id, m.kind, jsonb_build_object('to', ${users.email}, 'template', m.kind, 'data', m.data)
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS m(id text, user_id text, kind text, data jsonb)
    JOIN ${users} ON ${users.id} = m.user_id`;
}
