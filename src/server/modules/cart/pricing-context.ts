// What a price depends on besides the products: the store's settings and whether this is the
// customer's first order (first-purchase promotion).
import { and, eq, ne } from 'drizzle-orm';
import type { PaymentMethod } from '../../../domain/order-status';
import type { PricingSettings } from '../../../domain/pricing';
import type { PaymentSettings } from '../../../domain/settings';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema-commerce';
import { readSettings } from '../settings/store-settings';

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

export async function loadPricingContext(
  db: DbOrTx,
  customerId: string | null,
): Promise<PricingContext> {
  const [{ store, payment }, firstPurchase] = await Promise.all([
    readSettings(db),
    customerId ? isFirstPurchase(db, customerId) : Promise.resolve(false),
  ]);
  return { settings: store, payment, firstPurchase };
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
