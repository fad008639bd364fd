// What a price depends on besides the products: the store's settings and whether this is the
// customer's first order (first-purchase promotion).
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '../../../domain/order-status';
import type { PaymentSettings, StoreSettings } from '../../../domain/settings';
import { rowsOf, type DbOrTx } from '../../db/client';
import { orders } from '../../db/schema-commerce';
import { settings } from '../../db/schema-site';
import { settingsOf } from '../settings/store-settings';

export interface PricingContext {
  /** The store's settings: what prices depend on, and the per-customer order limits. */
  settings: StoreSettings;
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

/** The columns loadPricingContext reads, for a statement that reads other facts beside them. */
export function pricingContextColumns(customerId: string | null): SQL {
  const ordered = customerId
    ? sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.userId} = ${customerId} AND ${orders.status} <> 'cancelled')`
    : sql`true`;
  return sql`(SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = 'store') AS store,
      (SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = 'payment') AS payment,
      ${ordered} AS ordered`;
}

export interface PricingContextRow {
  store: unknown;
  payment: unknown;
  ordered: boolean;
}

export function pricingContextOf(row: PricingContextRow): PricingContext {
  const { store, payment } = settingsOf(row.store, row.payment);
  return { settings: store, payment, firstPurchase: !row.ordered };
}

/**
 * The settings and the first-purchase flag in one statement: a quote and a checkout read them
 * on every request, and each round trip counts (on PGlite every statement runs in turn).
 */
export async function loadPricingContext(
  db: DbOrTx,
  customerId: string | null,
): Promise<PricingContext> {
  const [row] = await rowsOf<PricingContextRow>(
    db,
    sql`SELECT ${pricingContextColumns(customerId)}`,
  );
  return pricingContextOf(row!);
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
