// The aggregator's settings (issue #39), kept like Razorpay's: the `shipping` document (enabled,
// API user's email, pickup location) and the `shipping-secrets` document (password, webhook
// token), which no route returns: answers carry only whether each is set and its last four.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { paiseToRupees, rupeesToPaise } from '../../../domain/money';
import {
  DEFAULT_SHIPPING_SETTINGS,
  ShippingSettingsSchema,
  type AdminShippingSettings,
  type AdminShippingSettingsUpdateSchema,
  type ShippingSettings,
} from '../../../domain/schemas/shipping';
import type { Db, DbOrTx } from '../../db/client';
import { settings } from '../../db/schema-site';
import { changedFields } from '../audit/audit';
import {
  lockSettings,
  maskOf,
  readWithSecrets,
  requireSecret,
  saveSettingsChange,
  updateSecrets,
} from '../settings/settings-documents';

export const SHIPPING_KEY = 'shipping';
export const SHIPPING_SECRETS_KEY = 'shipping-secrets';

const ShippingSecretsSchema = z.object({
  shiprocketPassword: z.string().nullable().catch(null),
  shiprocketWebhookToken: z.string().nullable().catch(null),
});
export type ShippingSecrets = z.infer<typeof ShippingSecretsSchema>;
const NO_SECRETS: ShippingSecrets = { shiprocketPassword: null, shiprocketWebhookToken: null };

/** The settings and, for the server's own use only, the secrets (never for a response or log). */
export const readShippingSettings = (db: DbOrTx) =>
  readWithSecrets(
    db,
    { key: SHIPPING_KEY, schema: ShippingSettingsSchema, defaults: DEFAULT_SHIPPING_SETTINGS },
    { key: SHIPPING_SECRETS_KEY, schema: ShippingSecretsSchema, defaults: NO_SECRETS },
  );

/** Vendors may book through the aggregator only once the admin has set it up. */
export async function aggregatorAvailable(db: DbOrTx): Promise<boolean> {
  const { settings: s, secrets } = await readShippingSettings(db);
  return s.shiprocket.enabled && s.shiprocket.email !== '' && secrets.shiprocketPassword !== null;
}

function view(s: ShippingSettings, secrets: ShippingSecrets): AdminShippingSettings {
  return {
    rto: {
      payer: s.rto.payer,
      forwardRupees: paiseToRupees(s.rto.forwardPaise),
      returnRupees: paiseToRupees(s.rto.returnPaise),
    },
    shiprocket: {
      ...s.shiprocket,
      password: maskOf(secrets.shiprocketPassword),
      webhookToken: maskOf(secrets.shiprocketWebhookToken),
    },
  };
}

export async function readAdminShippingSettings(db: DbOrTx): Promise<AdminShippingSettings> {
  const { settings: s, secrets } = await readShippingSettings(db);
  return view(s, secrets);
}

type ShippingUpdate = z.output<typeof AdminShippingSettingsUpdateSchema>;

export async function updateShippingSettings(
  db: Db,
  actorUserId: string,
  input: ShippingUpdate,
): Promise<AdminShippingSettings> {
  return db.transaction(async (tx) => {
    await lockSettings(tx, [SHIPPING_KEY, SHIPPING_SECRETS_KEY]);
    const current = await readShippingSettings(tx);
    const { secrets, changes: secretChanges } = updateSecrets(
      current.secrets,
      {
        shiprocketPassword: input.shiprocket.password,
        shiprocketWebhookToken: input.shiprocket.webhookToken,
      },
      { shiprocketPassword: 'password', shiprocketWebhookToken: 'webhookToken' },
    );
    requireSecret(
      input.shiprocket.enabled,
      secrets.shiprocketPassword,
      'shiprocket.password',
      'Enter the Shiprocket API user’s password to turn Shiprocket on.',
    );
    const next: ShippingSettings = {
      shiprocket: {
        enabled: input.shiprocket.enabled,
        email: input.shiprocket.email,
        pickupLocation: input.shiprocket.pickupLocation,
      },
      rto: input.rto
        ? {
            payer: input.rto.payer,
            forwardPaise: rupeesToPaise(input.rto.forwardRupees),
            returnPaise: rupeesToPaise(input.rto.returnRupees),
          }
        : current.settings.rto,
    };
    await saveSettingsChange(
      tx,
      actorUserId,
      {
        key: SHIPPING_KEY,
        value: next,
        changes: {
          ...changedFields(current.settings.shiprocket, next.shiprocket),
          ...changedFields(current.settings.rto, next.rto),
        },
      },
      { key: SHIPPING_SECRETS_KEY, value: secrets, changes: secretChanges },
    );
    return view(next, secrets);
  });
}

/** The webhook token alone, for verifying the carrier's webhook. */
export async function readWebhookToken(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SHIPPING_SECRETS_KEY));
  const parsed = ShippingSecretsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data.shiprocketWebhookToken : null;
}
