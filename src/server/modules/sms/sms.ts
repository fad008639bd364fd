// Text messages (issue #39, decision 041): one small provider interface with two providers.
// Twilio's REST API once the admin has set it up (the `sms` document: enabled, account SID,
// sender; the `sms-secrets` document: the auth token, which no route returns), else the
// development provider, which writes the message to the log like mail without SMTP_URL (in
// production only that one was not sent, never its text: it holds a code).
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_SMS_SETTINGS,
  SmsSettingsSchema,
  type AdminSmsSettings,
  type AdminSmsSettingsUpdateSchema,
  type SmsSettings,
} from '../../../domain/schemas/cod';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { changedFields } from '../audit/audit';
import {
  lockSettings,
  maskOf,
  readWithSecrets,
  requireSecret,
  saveSettingsChange,
  updateSecrets,
} from '../settings/settings-documents';
import { TwilioApi } from './twilio-api';

export const SMS_KEY = 'sms';
export const SMS_SECRETS_KEY = 'sms-secrets';

const SmsSecretsSchema = z.object({ twilioAuthToken: z.string().nullable().catch(null) });
type SmsSecrets = z.infer<typeof SmsSecretsSchema>;

export interface SmsProvider {
  readonly name: 'twilio' | 'log';
  /** Sends `body` to `to` (E.164); an 'unavailable' AppError when it cannot say it went. */
  send(to: string, body: string): Promise<void>;
}

export interface SmsContext {
  db: DbOrTx;
  config: Config;
  log: FastifyBaseLogger;
}

const readSms = (db: DbOrTx) =>
  readWithSecrets(
    db,
    { key: SMS_KEY, schema: SmsSettingsSchema, defaults: DEFAULT_SMS_SETTINGS },
    { key: SMS_SECRETS_KEY, schema: SmsSecretsSchema, defaults: { twilioAuthToken: null } },
  );

/** The provider the settings name: Twilio when set up, else the log. */
export async function smsProviderFor({ db, config, log }: SmsContext): Promise<SmsProvider> {
  const { settings: s, secrets } = await readSms(db);
  const token = secrets.twilioAuthToken;
  if (s.twilio.enabled && s.twilio.accountSid && s.twilio.from && token) {
    const api = new TwilioApi(
      config.sms.twilioApiBase,
      { accountSid: s.twilio.accountSid, authToken: token },
      log,
      config.sms.timeoutMs,
    );
    return {
      name: 'twilio',
      send: async (to, body) => {
        await api.sendMessage({ to, from: s.twilio.from, body });
      },
    };
  }
  return {
    name: 'log',
    send: async (to, body) => {
      if (config.isProduction) log.warn({ to }, 'text message not sent: no SMS provider is set up');
      else log.info({ sms: { to, body } }, `sms (no provider set up) to ${to}: ${body}`);
    },
  };
}

function view(s: SmsSettings, secrets: SmsSecrets): AdminSmsSettings {
  return { twilio: { ...s.twilio, authToken: maskOf(secrets.twilioAuthToken) } };
}

export async function readAdminSmsSettings(db: DbOrTx): Promise<AdminSmsSettings> {
  const { settings: s, secrets } = await readSms(db);
  return view(s, secrets);
}

export async function updateSmsSettings(
  db: Db,
  actorUserId: string,
  input: z.output<typeof AdminSmsSettingsUpdateSchema>,
): Promise<AdminSmsSettings> {
  return db.transaction(async (tx) => {
    await lockSettings(tx, [SMS_KEY, SMS_SECRETS_KEY]);
    const current = await readSms(tx);
    const { secrets, changes } = updateSecrets(
      current.secrets,
      { twilioAuthToken: input.twilio.authToken },
      { twilioAuthToken: 'authToken' },
    );
    requireSecret(
      input.twilio.enabled,
      secrets.twilioAuthToken,
      'twilio.authToken',
      'Enter the auth token to turn Twilio on.',
    );
    const next: SmsSettings = {
      twilio: {
        enabled: input.twilio.enabled,
        accountSid: input.twilio.accountSid,
        from: input.twilio.from,
      },
    };
    await saveSettingsChange(
      tx,
      actorUserId,
      { key: SMS_KEY, value: next, changes: changedFields(current.settings.twilio, next.twilio) },
      { key: SMS_SECRETS_KEY, value: secrets, changes },
    );
    return view(next, secrets);
  });
}
