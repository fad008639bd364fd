// Sends a rendered mail: through SMTP (nodemailer) when SMTP_URL is set, otherwise into the log,
// so development and the demo work without a mail server. In production the log keeps only the
// recipient and subject: a body may hold a password-reset link.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (!smtpUrl) {
    return {
      send: async (mail) => {
        if (config.isProduction) {
          log.warn({ to: mail.to, subject: mail.subject }, 'mail not sent: SMTP_URL is not set');
        } else {
          log.info(
            { to: mail.to, subject: mail.subject },
            `mail (SMTP_URL not set):\n${mail.text}`,
          );
        }
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
