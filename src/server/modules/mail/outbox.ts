// Writes a mail to the outbox. Callers pass their transaction, so the mail exists exactly when
// the event it tells of was committed; the outbox worker (outbox-worker.ts) sends it later.
import type { DbOrTx } from '../../db/client';
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
