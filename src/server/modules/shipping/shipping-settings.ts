// The aggregator's settings (issue #39), kept like Razorpay's: the `shipping` document (enabled,
// API user's email, pickup location) and the `shipping-secrets` document (password, webhook
// token), which no route returns: answers carry only whether each is set and its last four.
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  DEFAULT_SHIPPING_SETTINGS,
  ShippingSettingsSchema,
  type AdminShippingSettings,
  type AdminShippingSettingsUpdateSchema,
  type ShippingSettings,
} from '../../../domain/schemas/shipping';
import type { Db, DbOrTx } from '../../db/client';
import { settings } from '../../db/schema-site';
import { AppError } from '../../errors';
import { changedFields, recordAudit } from '../audit/audit';
import {
  lockSettings,
  maskOf,
  nextSecret,
  secretChange,
  writeDocument,
} from '../settings/admin-settings';

export const SHIPPING_KEY = 'shipping';
export const SHIPPING_SECRETS_KEY = 'shipping-secrets';

const ShippingSecretsSchema = z.object({
  shiprocketPassword: z.string().nullable().catch(null),
  shiprocketWebhookToken: z.string().nullable().catch(null),
});
export type ShippingSecrets = z.infer<typeof ShippingSecretsSchema>;
const NO_SECRETS: ShippingSecrets = { shiprocketPassword: null, shiprocketWebhookToken: null };

/** The settings and, for the server's own use only, the secrets (never for a response or log). */
export async function readShippingSettings(
  db: DbOrTx,
): Promise<{ settings: ShippingSettings; secrets: ShippingSecrets }> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [SHIPPING_KEY, SHIPPING_SECRETS_KEY]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const parsed = ShippingSettingsSchema.safeParse(value(SHIPPING_KEY));
  const secrets = ShippingSecretsSchema.safeParse(value(SHIPPING_SECRETS_KEY));
  return {
    settings: parsed.success ? parsed.data : DEFAULT_SHIPPING_SETTINGS,
    secrets: secrets.success ? secrets.data : NO_SECRETS,
  };
}

/** Vendors may book through the aggregator only once the admin has set it up. */
export async function aggregatorAvailable(db: DbOrTx): Promise<boolean> {
  const { settings: s, secrets } = await readShippingSettings(db);
  return s.shiprocket.enabled && s.shiprocket.email !== '' && secrets.shiprocketPassword !== null;
}

function view(s: ShippingSettings, secrets: ShippingSecrets): AdminShippingSettings {
  return {
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
    const secrets: ShippingSecrets = {
      shiprocketPassword: nextSecret(input.shiprocket.password, current.secrets.shiprocketPassword),
      shiprocketWebhookToken: nextSecret(
        input.shiprocket.webhookToken,
        current.secrets.shiprocketWebhookToken,
      ),
    };
    if (input.shiprocket.enabled && !secrets.shiprocketPassword) {
      const message = 'Enter the Shiprocket API user’s password to turn Shiprocket on.';
      throw new AppError('invalid', message, [
        { path: 'shiprocket.password', message, location: 'body' },
      ]);
    }
    const next: ShippingSettings = {
      shiprocket: {
        enabled: input.shiprocket.enabled,
        email: input.shiprocket.email,
        pickupLocation: input.shiprocket.pickupLocation,
      },
    };
    const changes: Record<string, unknown> = changedFields(
      current.settings.shiprocket,
      next.shiprocket,
    );
    const password = secretChange(current.secrets.shiprocketPassword, secrets.shiprocketPassword);
    const token = secretChange(
      current.secrets.shiprocketWebhookToken,
      secrets.shiprocketWebhookToken,
    );
    if (password) changes.password = password;
    if (token) changes.webhookToken = token;
    if (Object.keys(changes).length > 0) {
      await writeDocument(tx, SHIPPING_KEY, next, actorUserId);
      if (password || token) await writeDocument(tx, SHIPPING_SECRETS_KEY, secrets, actorUserId);
      await recordAudit(tx, {
        actorUserId,
        action: 'settings.update',
        entity: 'settings',
        entityId: SHIPPING_KEY,
        changes,
      });
    }
    return view(next, secrets);
  });
}

/** The webhook token alone, for verifying the carrier's webhook. */
export async function readWebhookToken(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SHIPPING_SECRETS_KEY));
  const parsed = ShippingSecretsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data.shiprocketWebhookToken : null;
}
