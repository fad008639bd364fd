// The admin's view and edits of the settings documents. Amounts are rupees and rates percent at
// the API; the documents keep paise and basis points, so readSettings (store-settings.ts) and
// checkout read them unchanged. Razorpay's secrets live in their own document, `payment-secrets`,
// which no route returns: answers carry only whether each is set and its last four characters.
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { paiseToRupees, rupeesToPaise } from '../../../domain/money';
import { bpToPercent, percentToBp } from '../../../domain/schemas/admin';
import type {
  AdminPaymentSettings,
  AdminPaymentSettingsUpdateSchema,
  AdminStoreSettings,
  SecretMask,
} from '../../../domain/schemas/admin-settings';
import type { PaymentSettings, StoreSettings } from '../../../domain/settings';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { settings } from '../../db/schema-site';
import { AppError } from '../../errors';
import { changedFields, recordAudit } from '../audit/audit';
import { readSettings } from './store-settings';

export const SECRETS_KEY = 'payment-secrets';

const PaymentSecretsSchema = z.object({
  razorpayKeySecret: z.string().nullable().catch(null),
  razorpayWebhookSecret: z.string().nullable().catch(null),
});
export type PaymentSecrets = z.infer<typeof PaymentSecretsSchema>;
const NO_SECRETS: PaymentSecrets = { razorpayKeySecret: null, razorpayWebhookSecret: null };

/** For the server's own use (the Razorpay integration); never for a response or a log line. */
export async function readPaymentSecrets(db: DbOrTx): Promise<PaymentSecrets> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRETS_KEY));
  const parsed = PaymentSecretsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : NO_SECRETS;
}

function storeView(s: StoreSettings): AdminStoreSettings {
  return {
    storeName: s.storeName,
    supportPhone: s.supportPhone,
    supportEmail: s.supportEmail,
    address: s.address,
    shippingFee: paiseToRupees(s.shippingFeePaise),
    freeShippingThreshold: paiseToRupees(s.freeShippingThresholdPaise),
    gstRate: bpToPercent(s.gstRateBp),
    firstPurchaseDiscountPct: s.firstPurchaseDiscountPct,
    defaultCommissionRate: bpToPercent(s.defaultCommissionBp),
    maxOpenUnpaidOrders: s.maxOpenUnpaidOrders,
    maxOrdersPerHour: s.maxOrdersPerHour,
    maxUnitsPerProduct: s.maxUnitsPerProduct,
    returnWindowDays: s.returnWindowDays,
    nonReturnableCategories: s.nonReturnableCategories,
    tcsRate: bpToPercent(s.tcsRateBp),
    tdsRate: bpToPercent(s.tdsRateBp),
  };
}

export async function readAdminStoreSettings(db: DbOrTx): Promise<AdminStoreSettings> {
  return storeView((await readSettings(db)).store);
}

/** Serialises settings writers, so two admins saving at once cannot lose either's change. */
export async function lockSettings(tx: Tx, keys: string[]) {
  await tx
    .select({ key: settings.key })
    .from(settings)
    .where(inArray(settings.key, keys))
    .for('update');
}

export async function writeDocument(tx: Tx, key: string, value: unknown, actorUserId: string) {
  await tx
    .insert(settings)
    .values({ key, value, updatedBy: actorUserId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedBy: actorUserId, updatedAt: new Date() },
    });
}

export async function updateStoreSettings(
  db: Db,
  actorUserId: string,
  input: AdminStoreSettings,
): Promise<AdminStoreSettings> {
  return db.transaction(async (tx) => {
    await lockSettings(tx, ['store']);
    const current = (await readSettings(tx)).store;
    const next: StoreSettings = {
      storeName: input.storeName,
      supportPhone: input.supportPhone,
      supportEmail: input.supportEmail,
      address: input.address,
      shippingFeePaise: rupeesToPaise(input.shippingFee),
      freeShippingThresholdPaise: rupeesToPaise(input.freeShippingThreshold),
      gstRateBp: percentToBp(input.gstRate),
      firstPurchaseDiscountPct: input.firstPurchaseDiscountPct,
      defaultCommissionBp: percentToBp(input.defaultCommissionRate),
      maxOpenUnpaidOrders: input.maxOpenUnpaidOrders,
      maxOrdersPerHour: input.maxOrdersPerHour,
      maxUnitsPerProduct: input.maxUnitsPerProduct,
      // Issue #21 (decision 023): left out by an older client, the saved rates stay.
      tcsRateBp: input.tcsRate === undefined ? current.tcsRateBp : percentToBp(input.tcsRate),
      tdsRateBp: input.tdsRate === undefined ? current.tdsRateBp : percentToBp(input.tdsRate),
      returnWindowDays: input.returnWindowDays ?? current.returnWindowDays,
      nonReturnableCategories: [
        ...new Set(input.nonReturnableCategories ?? current.nonReturnableCategories),
      ],
    };
    const changes = changedFields(storeView(current), storeView(next));
    if (Object.keys(changes).length > 0) {
      await writeDocument(tx, 'store', next, actorUserId);
      await recordAudit(tx, {
        actorUserId,
        action: 'settings.update',
        entity: 'settings',
        entityId: 'store',
        changes,
      });
    }
    return storeView(next);
  });
}

export function maskOf(secret: string | null): SecretMask {
  return secret ? { set: true, last4: secret.slice(-4) } : { set: false, last4: null };
}

function paymentView(p: PaymentSettings, secrets: PaymentSecrets): AdminPaymentSettings {
  return {
    cod: { enabled: p.cod.enabled, maxOrderValue: paiseToRupees(p.cod.maxOrderPaise) },
    razorpay: {
      enabled: p.razorpay.enabled,
      keyId: p.razorpay.keyId,
      testMode: p.razorpay.testMode,
      keySecret: maskOf(secrets.razorpayKeySecret),
      webhookSecret: maskOf(secrets.razorpayWebhookSecret),
    },
  };
}

export async function readAdminPaymentSettings(db: DbOrTx): Promise<AdminPaymentSettings> {
  const [{ payment }, secrets] = await Promise.all([readSettings(db), readPaymentSecrets(db)]);
  return paymentView(payment, secrets);
}

type PaymentUpdate = z.output<typeof AdminPaymentSettingsUpdateSchema>;

/** undefined keeps the stored secret, null removes it, a string replaces it. */
export const nextSecret = (input: string | null | undefined, current: string | null) =>
  input === undefined ? current : input;

/** What the audit trail says about a secret: never its value. */
export function secretChange(before: string | null, after: string | null): string | null {
  if (before === after) return null;
  if (after === null) return 'removed';
  return before === null ? 'set' : 'replaced';
}

export async function updatePaymentSettings(
  db: Db,
  actorUserId: string,
  input: PaymentUpdate,
): Promise<AdminPaymentSettings> {
  return db.transaction(async (tx) => {
    await lockSettings(tx, ['payment', SECRETS_KEY]);
    const current = (await readSettings(tx)).payment;
    const currentSecrets = await readPaymentSecrets(tx);
    const secrets: PaymentSecrets = {
      razorpayKeySecret: nextSecret(input.razorpay.keySecret, currentSecrets.razorpayKeySecret),
      razorpayWebhookSecret: nextSecret(
        input.razorpay.webhookSecret,
        currentSecrets.razorpayWebhookSecret,
      ),
    };
    if (input.razorpay.enabled && !secrets.razorpayKeySecret) {
      const message = 'Enter the key secret to turn Razorpay on.';
      throw new AppError('invalid', message, [
        { path: 'razorpay.keySecret', message, location: 'body' },
      ]);
    }
    const next: PaymentSettings = {
      cod: { enabled: input.cod.enabled, maxOrderPaise: rupeesToPaise(input.cod.maxOrderValue) },
      razorpay: {
        enabled: input.razorpay.enabled,
        keyId: input.razorpay.keyId,
        testMode: input.razorpay.testMode,
      },
    };
    const flat = (p: PaymentSettings) => ({
      'cod.enabled': p.cod.enabled,
      'cod.maxOrderValue': paiseToRupees(p.cod.maxOrderPaise),
      'razorpay.enabled': p.razorpay.enabled,
      'razorpay.keyId': p.razorpay.keyId,
      'razorpay.testMode': p.razorpay.testMode,
    });
    const changes: Record<string, unknown> = changedFields(flat(current), flat(next));
    const keySecret = secretChange(currentSecrets.razorpayKeySecret, secrets.razorpayKeySecret);
    const webhookSecret = secretChange(
      currentSecrets.razorpayWebhookSecret,
      secrets.razorpayWebhookSecret,
    );
    if (keySecret) changes['razorpay.keySecret'] = keySecret;
    if (webhookSecret) changes['razorpay.webhookSecret'] = webhookSecret;
    if (Object.keys(changes).length > 0) {
      await writeDocument(tx, 'payment', next, actorUserId);
      if (keySecret || webhookSecret) await writeDocument(tx, SECRETS_KEY, secrets, actorUserId);
      await recordAudit(tx, {
        actorUserId,
        action: 'settings.update',
        entity: 'settings',
        entityId: 'payment',
        changes,
      });
    }
    return paymentView(next, secrets);
  });
}
