// The admin's view and edits of the settings documents. Amounts are rupees and rates percent at
// the API; the documents keep paise and basis points, so readSettings (store-settings.ts) and
// checkout read them unchanged. Razorpay's secrets live in their own document, `payment-secrets`,
// which no route returns: answers carry only whether each is set and its last four characters.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { paiseToRupees, rupeesToPaise } from '../../../domain/money';
import { bpToPercent, percentToBp } from '../../../domain/schemas/admin';
import type {
  AdminPaymentSettings,
  AdminPaymentSettingsUpdateSchema,
  AdminStoreSettings,
  CodRulesFields,
} from '../../../domain/schemas/admin-settings';
import type { CodRules, PaymentSettings, StoreSettings } from '../../../domain/settings';
import type { Db, DbOrTx } from '../../db/client';
import { settings } from '../../db/schema-site';
import { AppError } from '../../errors';
import { changedFields, recordAudit } from '../audit/audit';
import {
  lockSettings,
  maskOf,
  requireSecret,
  saveSettingsChange,
  updateSecrets,
  writeDocument,
} from './settings-documents';
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

function codRulesView(r: CodRules): CodRulesFields {
  return {
    confirmAboveValue: paiseToRupees(r.confirmAbovePaise),
    confirmFirstOrder: r.confirmFirstOrder,
    rtoShareConfirm: bpToPercent(r.rtoShareConfirmBp),
    rtoShareBlock: bpToPercent(r.rtoShareBlockBp),
    rtoShareMinShipments: r.rtoShareMinShipments,
    blockedPincodes: r.blockedPincodes,
    confirmMinutes: r.confirmMinutes,
  };
}

function codRulesOf(f: CodRulesFields): CodRules {
  return {
    confirmAbovePaise: rupeesToPaise(f.confirmAboveValue),
    confirmFirstOrder: f.confirmFirstOrder,
    rtoShareConfirmBp: percentToBp(f.rtoShareConfirm),
    rtoShareBlockBp: percentToBp(f.rtoShareBlock),
    rtoShareMinShipments: f.rtoShareMinShipments,
    blockedPincodes: [...new Set(f.blockedPincodes)].sort(),
    confirmMinutes: f.confirmMinutes,
  };
}

function paymentView(p: PaymentSettings, secrets: PaymentSecrets): AdminPaymentSettings {
  return {
    cod: {
      enabled: p.cod.enabled,
      maxOrderValue: paiseToRupees(p.cod.maxOrderPaise),
      rules: codRulesView(p.cod.rules),
    },
    prepaidDiscountPct: p.prepaidDiscountPct,
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

export async function updatePaymentSettings(
  db: Db,
  actorUserId: string,
  input: PaymentUpdate,
): Promise<AdminPaymentSettings> {
  return db.transaction(async (tx) => {
    await lockSettings(tx, ['payment', SECRETS_KEY]);
    const current = (await readSettings(tx)).payment;
    const currentSecrets = await readPaymentSecrets(tx);
    const secret = updateSecrets(
      currentSecrets,
      {
        razorpayKeySecret: input.razorpay.keySecret,
        razorpayWebhookSecret: input.razorpay.webhookSecret,
      },
      { razorpayKeySecret: 'razorpay.keySecret', razorpayWebhookSecret: 'razorpay.webhookSecret' },
    );
    const { secrets } = secret;
    requireSecret(
      input.razorpay.enabled,
      secrets.razorpayKeySecret,
      'razorpay.keySecret',
      'Enter the key secret to turn Razorpay on.',
    );
    const rules = input.cod.rules ? codRulesOf(input.cod.rules) : current.cod.rules;
    if (rules.rtoShareBlockBp < rules.rtoShareConfirmBp) {
      const message =
        'Take cash on delivery away at a share no lower than the one asking for a code.';
      throw new AppError('invalid', message, [
        { path: 'cod.rules.rtoShareBlock', message, location: 'body' },
      ]);
    }
    const next: PaymentSettings = {
      cod: {
        enabled: input.cod.enabled,
        maxOrderPaise: rupeesToPaise(input.cod.maxOrderValue),
        rules,
      },
      prepaidDiscountPct: input.prepaidDiscountPct ?? current.prepaidDiscountPct,
      razorpay: {
        enabled: input.razorpay.enabled,
        keyId: input.razorpay.keyId,
        testMode: input.razorpay.testMode,
      },
    };
    const flat = (p: PaymentSettings) => ({
      'cod.enabled': p.cod.enabled,
      'cod.maxOrderValue': paiseToRupees(p.cod.maxOrderPaise),
      ...Object.fromEntries(
        Object.entries(codRulesView(p.cod.rules)).map(([k, v]) => [
          `cod.rules.${k}`,
          Array.isArray(v) ? v.join(' ') : v,
        ]),
      ),
      prepaidDiscountPct: p.prepaidDiscountPct,
      'razorpay.enabled': p.razorpay.enabled,
      'razorpay.keyId': p.razorpay.keyId,
      'razorpay.testMode': p.razorpay.testMode,
    });
    await saveSettingsChange(
      tx,
      actorUserId,
      { key: 'payment', value: next, changes: changedFields(flat(current), flat(next)) },
      { key: SECRETS_KEY, value: secrets, changes: secret.changes },
    );
    return paymentView(next, secrets);
  });
}
