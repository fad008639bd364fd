// Queues the password-reset mail in the outbox; the outbox worker (modules/mail) sends it.
// The link holds a one-hour, single-use token, so it is logged only in development.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { queueMail } from '../mail/outbox';

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
  const outboxId = await queueMail(db, mail.email, 'password-reset', { name: mail.name, resetUrl });
  log.info({ outboxId, userId: mail.userId }, 'password reset mail queued');
  if (config.env === 'development') log.info(`Password reset link for ${mail.email}: ${resetUrl}`);
}
