// Reads the settings documents, falling back to the defaults for anything missing or invalid.
import { inArray } from 'drizzle-orm';
import { paiseToRupees } from '../../../domain/money';
import {
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_STORE_SETTINGS,
  PaymentSettingsSchema,
  StoreSettingsSchema,
  type StoreInfo,
} from '../../../domain/settings';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema-site';

export async function readSettings(db: DbOrTx) {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, ['store', 'payment']));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  return settingsOf(value('store'), value('payment'));
}

/** The settings from their stored documents (for callers that read them with other facts). */
export function settingsOf(storeDoc: unknown, paymentDoc: unknown) {
  const store = StoreSettingsSchema.safeParse(storeDoc);
  const payment = PaymentSettingsSchema.safeParse(paymentDoc);
  return {
    store: store.success ? store.data : DEFAULT_STORE_SETTINGS,
    payment: payment.success ? payment.data : DEFAULT_PAYMENT_SETTINGS,
  };
}

export async function readStoreInfo(db: DbOrTx): Promise<StoreInfo> {
  const { store, payment } = await readSettings(db);
  return {
    storeName: store.storeName,
    supportPhone: store.supportPhone,
    supportEmail: store.supportEmail,
    address: store.address,
    shippingFee: paiseToRupees(store.shippingFeePaise),
    freeShippingThreshold: paiseToRupees(store.freeShippingThresholdPaise),
    codEnabled: payment.cod.enabled,
  };
}
