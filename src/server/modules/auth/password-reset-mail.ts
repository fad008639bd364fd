// Queues the password-reset mail in the outbox; the mailer (issue: Payments and notifications)
// sends it. The link holds a one-hour, single-use token, so it is logged only in development.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema-site';

export interface PasswordResetMailPayload {
  to: string;
  subject: string;
  text: string;
  template: 'password-reset';
  data: { name: string; resetUrl: string };
}

/** The web app's page that reads the token and asks for the new password. */
export function resetUrlFor(publicUrl: string, token: string): string {
  return `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

export async function queuePasswordResetMail(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  mail: { userId: string; email: string; name: string; token: string },
) {
  const resetUrl = resetUrlFor(config.publicUrl, mail.token);
  const payload: PasswordResetMailPayload = {
    to: mail.email,
    subject: 'Reset your Angle password',
    text: [
      `Hello ${mail.name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Angle account.',
      `Choose a new password here within the next hour: ${resetUrl}`,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
    template: 'password-reset',
    data: { name: mail.name, resetUrl },
  };
  const [row] = await db
    .insert(outbox)
    .values({ kind: 'password-reset', payload })
    .returning({ id: outbox.id });
  log.info({ outboxId: row?.id, userId: mail.userId }, 'password reset mail queued');
  if (config.env === 'development') log.info(`Password reset link for ${mail.email}: ${resetUrl}`);
}
