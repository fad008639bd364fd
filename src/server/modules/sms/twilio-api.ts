// Twilio's Programmable Messaging REST API, the one call Angle makes: create a message
// (POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From and Body, basic
// auth with the account SID and auth token). The base URL is configuration, so the tests talk
// to a local fake (src/server/test/fake-twilio.ts) and nothing leaves the machine.
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { callOutside } from '../../http/outside-call';

export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
}

const MessageSchema = z.object({ sid: z.string(), status: z.string() });

const UNAVAILABLE = 'Text messages cannot be sent right now. Please try again in a minute.';

export class TwilioApi {
  constructor(
    private readonly base: string,
    private readonly credentials: TwilioCredentials,
    private readonly log: FastifyBaseLogger,
    private readonly timeoutMs: number,
  ) {}

  async sendMessage(input: { to: string; from: string; body: string }): Promise<string> {
    const { accountSid, authToken } = this.credentials;
    const path = `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const auth = Buffer.from(`${accountSid}:${authToken}`).toString('base64');
    const message = await callOutside({
      service: 'twilio',
      url: `${this.base}${path}`,
      init: {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: input.to, From: input.from, Body: input.body }).toString(),
      },
      timeoutMs: this.timeoutMs,
      log: this.log,
      unavailable: UNAVAILABLE,
      schema: MessageSchema,
      // Twilio answers { code, message, more_info, status }; the message never holds the token.
      refused: (status) =>
        status === 400
          ? new AppError(
              'unprocessable',
              'This phone number cannot receive text messages. Please pay online.',
            )
          : // 401/403 (credentials), 429 (too many) and 5xx are Angle's or Twilio's trouble, not
            // the buyer's: the same "try again" as a timeout, and the log says which.
            new AppError('unavailable', UNAVAILABLE),
    });
    return message.sid;
  }
}
