// What a price depends on besides the products: the store's settings and whether this is the
// customer's first order (first-purchase promotion).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../../../domain/order-status';
import type { PricingSettings } from '../../../domain/pricing';
import type { PaymentSettings } from '../../../domain/settings';
import { rowsOf, type DbOrTx } from '../../db/client';
import { orders } from '../../db/schema-commerce';
import { settings } from '../../db/schema-site';
import { settingsOf } from '../settings/store-settings';

export interface PricingContext {
  settings: PricingSettings;
  payment: PaymentSettings;
  firstPurchase: boolean;
}

/** Eligible until the customer has an order that is not cancelled. */
export async function isFirstPurchase(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')))
    .limit(1);
  return !row;
}

/**
 * The settings and the first-purchase flag in one statement: a quote and a checkout read them
 * on every request, and each round trip counts (on PGlite every statement runs in turn).
 */
export async function loadPricingContext(
  db: DbOrTx,
  customerId: string | null,
): Promise<PricingContext> {
  const ordered = customerId
    ? sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.userId} = ${customerId} AND ${orders.status} <> 'cancelled')`
    : sql`true`;
  const [row] = await rowsOf<{ store: unknown; payment: unknown; ordered: boolean }>(
    db,
    sql`SELECT (SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = 'store') AS store,
      (SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = 'payment') AS payment,
      ${ordered} AS ordered`,
  );
  const { store, payment } = settingsOf(row!.store, row!.payment);
  return { settings: store, payment, firstPurchase: !row!.ordered };
}

/** Razorpay refuses payments under ₹1. */
const RAZORPAY_MIN_PAISE = 100;

/**
 * The ways this total may be paid: cash on delivery when enabled and within its limit; online
 * through Razorpay when the admin turned it on with a key (its secret is required to do so).
 */
export function paymentMethodsFor(payment: PaymentSettings, totalPaise: number): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (payment.cod.enabled && totalPaise <= payment.cod.maxOrderPaise) methods.push('cod');
  if (payment.razorpay.enabled && payment.razorpay.keyId && totalPaise >= RAZORPAY_MIN_PAISE) {
    methods.push('razorpay');
  }
  return methods;
}
