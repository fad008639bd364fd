// What a price depends on besides the products: the store's settings and whether this is the
// customer's first order (first-purchase promotion).
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '../../../domain/order-status';
import { isOnlinePayment } from '../../../domain/order-status';
import {
  FIRST_PURCHASE_PROMOTION_ID,
  normaliseCode,
  prepaidPromotion,
  type Promotion,
} from '../../../domain/promotions';
import type { PaymentSettings, StoreSettings } from '../../../domain/settings';
import { rowsOf, type DbOrTx } from '../../db/client';
import { orders, promotions, promotionUses } from '../../db/schema-commerce';
import { settings } from '../../db/schema-site';
import { settingsOf } from '../settings/store-settings';

export interface PricingContext {
  /** The store's settings: what prices depend on, and the per-customer order limits. */
  settings: StoreSettings;
  payment: PaymentSettings;
  firstPurchase: boolean;
  /**
   * Issue #20: the automatic promotions that are active, in the order they apply, and the one
   * the code names (whatever its state, so a refusal can say why).
   */
  promotions: Promotion[];
  /** The customer's live uses of those promotions, by id (empty for a guest). */
  customerUses: Record<string, number>;
  /** The code asked for, upper case; null when none. */
  code: string | null;
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
 * The promotions a price depends on, as one JSON column: the active automatic ones in the order
 * they were created, and the one named by the code; each with the customer's live uses.
 */
function promotionsColumn(customerId: string | null, code: string | null, listed: boolean): SQL {
  const mine = customerId
    ? sql`(SELECT count(*) FROM ${promotionUses} u WHERE u.promotion_id = p.id
        AND u.user_id = ${customerId} AND u.released_at IS NULL)`
    : sql`0`;
  const named =
    code !== null
      ? sql`p.code = ${code}`
      : listed
        ? sql`(p.code IS NOT NULL AND NOT p.is_private AND p.status = 'active')`
        : sql`false`;
  return sql`(SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name,
      'kind', p.kind, 'percentOff', p.percent_off, 'flatOffPaise', p.flat_off_paise,
      'buyQuantity', p.buy_quantity, 'getQuantity', p.get_quantity, 'scope', p.scope,
      'scopeIds', p.scope_ids, 'minGoodsPaise', p.min_goods_paise,
      'firstOrderOnly', p.first_order_only, 'startsAt', p.starts_at, 'endsAt', p.ends_at,
      'totalLimit', p.total_limit, 'perCustomerLimit', p.per_customer_limit, 'code', p.code,
      'fundedBy', p.funded_by, 'status', p.status, 'usesCount', p.uses_count, 'mine', ${mine})
      ORDER BY p.created_at, p.id), '[]'::json)
    FROM ${promotions} p WHERE (p.code IS NULL AND p.status = 'active') OR ${named})`;
}

/**
 * The columns loadPricingContext reads, for a statement that reads other facts beside them.
 * `listed`: with every active code that is not private too (the cart's "View offers").
 */
export function pricingContextColumns(
  customerId: string | null,
  code: string | null = null,
  listed = false,
): SQL {
  const ordered = customerId
    ? sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.userId} = ${customerId} AND ${orders.status} <> 'cancelled')`
    : sql`true`;
  return sql`(SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = 'store') AS store,
      (SELECT ${settings.value} FROM ${settings} WHERE ${settings.key} = 'payment') AS payment,
      ${ordered} AS ordered, ${promotionsColumn(customerId, code, listed)} AS promotions`;
}

export interface PricingContextRow {
  store: unknown;
  payment: unknown;
  ordered: boolean;
  promotions: unknown;
}

type PromotionRow = Promotion & { mine: number | string };

/**
 * The first-purchase promotion's percentage follows the store setting (the admin's settings page
 * keeps working; decision 018): the row's own percent_off is only what it was seeded with.
 */
export function pricingContextOf(
  row: PricingContextRow,
  code: string | null = null,
): PricingContext {
  const { store, payment } = settingsOf(row.store, row.payment);
  const rows = (
    typeof row.promotions === 'string' ? JSON.parse(row.promotions) : (row.promotions ?? [])
  ) as PromotionRow[];
  const customerUses: Record<string, number> = {};
  const list = rows.map(({ mine, ...p }) => {
    customerUses[p.id] = Number(mine);
    return p.id === FIRST_PURCHASE_PROMOTION_ID
      ? { ...p, percentOff: store.firstPurchaseDiscountPct }
      : p;
  });
  return {
    settings: store,
    payment,
    firstPurchase: !row.ordered,
    promotions: list,
    customerUses,
    code,
  };
}

/** A code as typed: trimmed and upper case; blank is none. */
export function codeOf(text: string | null | undefined): string | null {
  const code = text ? normaliseCode(text) : '';
  return code === '' ? null : code;
}

/**
 * The settings and the first-purchase flag in one statement: a quote and a checkout read them
 * on every request, and each round trip counts (on PGlite every statement runs in turn).
 */
export async function loadPricingContext(
  db: DbOrTx,
  customerId: string | null,
  codeText: string | null = null,
): Promise<PricingContext> {
  const code = codeOf(codeText);
  const [row] = await rowsOf<PricingContextRow>(
    db,
    sql`SELECT ${pricingContextColumns(customerId, code)}`,
  );
  return pricingContextOf(row!, code);
}

/** The context with every listed code besides the automatic offers, and no code applied. */
export async function loadOffersContext(
  db: DbOrTx,
  customerId: string | null,
): Promise<PricingContext> {
  const [row] = await rowsOf<PricingContextRow>(
    db,
    sql`SELECT ${pricingContextColumns(customerId, null, true)}`,
  );
  return pricingContextOf(row!, null);
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

/**
 * The context for an order paid by `method`: paid online, with the admin's prepaid discount
 * (issue #39, decision 041) as one more automatic platform promotion after the others.
 */
export function forPaymentMethod(ctx: PricingContext, method: PaymentMethod): PricingContext {
  const pct = ctx.payment.prepaidDiscountPct;
  if (!isOnlinePayment(method) || pct <= 0) return ctx;
  const at = ctx.promotions.findIndex((p) => p.code !== null);
  const promotions = [...ctx.promotions];
  promotions.splice(at === -1 ? promotions.length : at, 0, prepaidPromotion(pct));
  return { ...ctx, promotions };
}
