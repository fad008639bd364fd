// The steps of checkout (STYLE: one transaction with named steps). Each takes the transaction;
// place-order.ts is the only place they meet. A step that refuses throws, and the transaction
// rolls back everything before it, stock included.
import crypto from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { codVerdict, type CodFacts, type CodRisk } from '../../../domain/cod';
import { formatINR, paiseToRupees } from '../../../domain/money';
import type { PaymentMethod } from '../../../domain/order-status';
import type { OrderTotals } from '../../../domain/pricing';
import { refusalMessage, type PromotionPricing, type Refusal } from '../../../domain/promotions';
import type { PlaceOrderInput } from '../../../domain/schemas/order';
import { rowsOf, type Tx } from '../../db/client';
import { productVariants, users } from '../../db/schema';
import { addresses, promotions, type ShippingAddressSnapshot } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { MAX_ADDRESSES } from '../account/addresses';
import {
  catalogColumn,
  catalogFrom,
  chooseVariantMessage,
  lineName,
  parsedJson,
  resolveLine,
  type CartCatalog,
  type CartProduct,
  type CartVariant,
} from '../cart/cart-products';
import {
  codeOf,
  paymentMethodsFor,
  pricingContextColumns,
  pricingContextOf,
  type PricingContext,
  type PricingContextRow,
} from '../cart/pricing-context';
import { pricePromoted } from '../cart/promoted-price';
import { unitsPerProduct, type RequestedLine } from '../cart/quote';
import { codFactsColumn, codFactsFrom } from '../cod/cod-facts';
import { customerOrdersColumns, type CustomerOrders } from './customer-limits';
import { keyedOrderColumn, type KeyedOrder } from './idempotency';
import { takeStock as takeVariantStock } from './stock';

export interface CheckoutLine {
  product: CartProduct;
  variant: CartVariant;
  quantity: number;
}

/**
 * One customer's checkouts run one after another (first-purchase and idempotency stay exact).
 * NO KEY UPDATE, not UPDATE: it queues the customer's other checkouts just the same, but lets
 * rows that merely refer to the customer (an order event of their concurrent cancel) be written;
 * with FOR UPDATE such a cancel holding a product's row waited on this lock while this checkout
 * waited on the product, a deadlock and a 500 on PostgreSQL (order-cancel.hardening.ts, #9).
 */
export async function lockCustomer(tx: Tx, userId: string): Promise<{ name: string }> {
  // The name the "order placed" mail greets, read with the lock at no extra cost.
  const [row] = await tx
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!row) throw notFound('The customer');
  return row;
}

/** What checkout reads in one statement under the customer's lock (loadCheckoutContext). */
export interface CheckoutContext {
  /** The order an earlier attempt with this key placed, if any. */
  earlier: KeyedOrder | null;
  ctx: PricingContext;
  mine: CustomerOrders;
  /** The catalogue of the lines asked for (checkoutLines resolves them). */
  catalog: CartCatalog;
  /** The saved address the order names, when it is the customer's (resolveAddress). */
  saved: AddressFields | null;
  /** Cash on delivery's facts for the order's PIN code; null for an online order. */
  codFacts: CodFacts | null;
  /** The transaction's start: the order's created_at (now() in every row it writes). */
  startedAt: Date;
}

/**
 * Under the customer's lock, in one statement: the order an earlier attempt with this key placed
 * (a concurrent twin has either committed, and is seen here, or not begun), what prices depend
 * on, the customer's orders the limits count, the lines' catalogue, the saved address and the
 * cash-on-delivery facts (issue #35: one round trip for what took four). A new statement after
 * the lock, so it sees what committed while it waited: the customer's checkouts are counted one
 * after another. The steps that use each part run in their order, so what is refused first is
 * unchanged.
 */
export async function loadCheckoutContext(
  tx: Tx,
  userId: string,
  key: string,
  body: PlaceOrderInput,
  now = new Date(),
): Promise<CheckoutContext> {
  const code = codeOf(body.code ?? null);
  const productIds = [...new Set(body.items.map((i) => i.productId))];
  const variantIds = [...new Set(body.items.flatMap((i) => (i.variantId ? [i.variantId] : [])))];
  const saved = body.addressId
    ? sql`(SELECT json_build_object('fullName', a.full_name, 'phone', a.phone, 'line1', a.line1,
          'line2', a.line2, 'city', a.city, 'state', a.state, 'pincode', a.pincode)
        FROM ${addresses} a WHERE a.id = ${body.addressId} AND a.user_id = ${userId})`
    : sql`NULL::json`;
  const pincode = body.addressId
    ? sql`(SELECT a.pincode FROM ${addresses} a WHERE a.id = ${body.addressId} AND a.user_id = ${userId})`
    : body.address!.pincode;
  const cod = body.paymentMethod === 'cod' ? codFactsColumn(userId, pincode, now) : sql`NULL::json`;
  const [row] = await rowsOf<
    PricingContextRow &
      CustomerOrders & {
        earlier: KeyedOrder | null;
        oldestInHour: unknown;
        catalog: unknown;
        saved: unknown;
        cod: unknown;
        started_at: string | Date;
      }
  >(
    tx,
    sql`SELECT ${keyedOrderColumn(userId, key)} AS earlier, ${pricingContextColumns(userId, code)},
      ${customerOrdersColumns(userId, now)},
      ${catalogColumn(
        sql`SELECT unnest(${sql.param(variantIds)}::text[])`,
        sql`SELECT unnest(${sql.param(productIds)}::text[])`,
      )} AS catalog,
      ${saved} AS saved, ${cod} AS cod, now() AS started_at`,
  );
  const oldest = row!.oldestInHour;
  return {
    earlier: parsedJson<KeyedOrder | null>(row!.earlier),
    ctx: pricingContextOf(row!, code),
    mine: {
      openUnpaid: Number(row!.openUnpaid),
      lastHour: Number(row!.lastHour),
      oldestInHour: oldest ? new Date(oldest as string).toISOString() : null,
    },
    catalog: catalogFrom(row!.catalog),
    saved: parsedJson<AddressFields | null>(row!.saved),
    codFacts: row!.cod === null ? null : codFactsFrom(row!.cod),
    startedAt: new Date(row!.started_at),
  };
}

/**
 * The lines of one product, whatever their variants, must stay within the store's limit of units
 * of one product per order (at most the cart's cap of 10).
 */
export function validateLines(items: readonly RequestedLine[], ctx: PricingContext) {
  const most = unitsPerProduct(ctx);
  const units = new Map<string, number>();
  for (const l of items) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
  if ([...units.values()].some((n) => n > most)) {
    const message = `At most ${most} of one product per order.`;
    throw new AppError('invalid', message, [{ path: 'items', message, location: 'body' }]);
  }
}

/**
 * Resolves each line to its variant (a product's only one when none is named) and adds up
 * repeats of one variant. Only published products of active vendors can be ordered: any other
 * id is refused exactly like an id that names nothing, since naming the product would tell
 * anyone with an account what a draft or unpublished product is called (issue #16). A product
 * in shades or sizes without a variant is a 422 that says which option to choose.
 */
export function checkoutLines(
  items: readonly RequestedLine[],
  catalog: CartCatalog,
): CheckoutLine[] {
  const byVariant = new Map<string, CheckoutLine>();
  items.forEach((item, index) => {
    const r = resolveLine(catalog, item);
    if (r.kind === 'missing') {
      throw new AppError('not_found', `The product ${item.productId} was not found.`);
    }
    if (r.kind === 'choose') {
      const message = chooseVariantMessage(r.product);
      throw new AppError('unprocessable', message, [
        { path: `items.${index}.variantId`, message, location: 'body' },
      ]);
    }
    if (r.kind === 'unavailable') {
      const message = `That option of ${r.product.name} is no longer available.`;
      throw new AppError('not_found', message, [
        { path: `items.${index}.variantId`, message, location: 'body' },
      ]);
    }
    const seen = byVariant.get(r.variant.id);
    if (seen) seen.quantity += item.quantity;
    else
      byVariant.set(r.variant.id, {
        product: r.product,
        variant: r.variant,
        quantity: item.quantity,
      });
  });
  return [...byVariant.values()];
}

/** A code that does not apply refuses the checkout, saying why (the quote says the same). */
function codeRefused(code: string, refusal: Refusal): AppError {
  const message = refusalMessage(code, refusal);
  return new AppError('unprocessable', message, [{ path: 'code', message, location: 'body' }]);
}

/**
 * Prices the lines with the promotions (automatic ones, then the code). The customer's lock is
 * held, so their per-customer uses were counted after their other checkouts committed.
 */
export function price(lines: readonly CheckoutLine[], ctx: PricingContext): PromotionPricing {
  const totals = pricePromoted(lines, ctx);
  if (totals.code?.refusal) throw codeRefused(totals.code.code, totals.code.refusal);
  return totals;
}

/**
 * Takes one use of each applied promotion that has a total limit, one conditional UPDATE each
 * (its row lock queues concurrent checkouts; `uses_count < total_limit` is read after the wait),
 * in id order, after the stock (the cancel locks products, then promotions, too). A code that
 * ran out refuses the checkout; an automatic promotion that ran out is dropped and the lines are
 * priced again without it (whether the others apply does not depend on it). Unlimited promotions
 * are counted in the order's own statement (writeOrder).
 */
export async function takePromotionUses(
  tx: Tx,
  lines: readonly CheckoutLine[],
  ctx: PricingContext,
  priced: PromotionPricing,
): Promise<PromotionPricing> {
  let totals = priced;
  let current = ctx;
  const taken = new Set<string>();
  for (;;) {
    const limited = current.promotions
      .filter((p) => p.totalLimit !== null && totals.applied.some((a) => a.promotionId === p.id))
      .filter((p) => !taken.has(p.id))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const next = limited[0];
    if (!next) return totals;
    const [row] = await tx
      .update(promotions)
      .set({ usesCount: sql`${promotions.usesCount} + 1` })
      .where(
        and(
          eq(promotions.id, next.id),
          eq(promotions.status, 'active'),
          sql`${promotions.usesCount} < ${promotions.totalLimit}`,
        ),
      )
      .returning({ id: promotions.id });
    if (row) {
      taken.add(next.id);
      continue;
    }
    if (next.code !== null) throw codeRefused(next.code, { reason: 'limit-reached' });
    current = { ...current, promotions: current.promotions.filter((p) => p.id !== next.id) };
    totals = pricePromoted(lines, current);
  }
}

/** The chosen method must be on offer for this total (the quote offers the same ones). */
export function checkPaymentMethod(
  totals: OrderTotals,
  ctx: PricingContext,
  method: PaymentMethod,
) {
  if (method === 'razorpay') {
    if (!paymentMethodsFor(ctx.payment, totals.totalPaise).includes('razorpay')) {
      throw new AppError('unprocessable', 'Online payment is not available right now.');
    }
    return;
  }
  const { cod } = ctx.payment;
  if (!cod.enabled) {
    throw new AppError('unprocessable', 'Cash on delivery is not available right now.');
  }
  if (totals.totalPaise > cod.maxOrderPaise) {
    throw new AppError(
      'unprocessable',
      `Cash on delivery is available for orders up to ${formatINR(paiseToRupees(cod.maxOrderPaise))}.`,
    );
  }
}

/**
 * Issue #39 (decision 041): cash on delivery only where the rules allow it (the buyer's returned
 * parcels, the PIN code's), and which risks ask for the buyer's code. A refusal is a 422 in the
 * words the quote showed.
 */
export function checkCodRules(
  facts: CodFacts,
  address: ShippingAddressSnapshot,
  totals: OrderTotals,
  ctx: PricingContext,
): CodRisk[] {
  const verdict = codVerdict(ctx.payment, facts, {
    totalPaise: totals.totalPaise,
    pincode: address.pincode,
    signedIn: true,
  });
  if (!verdict.offered) {
    throw new AppError('unprocessable', verdict.message, [
      { path: 'paymentMethod', message: verdict.message, location: 'body' },
    ]);
  }
  return verdict.confirm;
}

/**
 * A saved address must be the customer's own (loadCheckoutContext read it); a new one is saved
 * when asked and room is left, by the order's own statement (addressSaving).
 */
export function resolveAddress(
  body: PlaceOrderInput,
  saved: AddressFields | null,
): ShippingAddressSnapshot {
  if (body.addressId) {
    if (!saved) throw notFound('The address');
    return snapshotOf(saved);
  }
  return snapshotOf(body.address!);
}

type AddressFields = Omit<ShippingAddressSnapshot, 'line2'> & { line2?: string | null };

function snapshotOf(a: AddressFields): ShippingAddressSnapshot {
  return {
    fullName: a.fullName,
    phone: a.phone,
    line1: a.line1,
    ...(a.line2 ? { line2: a.line2 } : {}),
    city: a.city,
    state: a.state,
    pincode: a.pincode,
  };
}

/**
 * The new address saved to the book, unless the book already holds it (same name, phone, lines
 * and pincode) or is full: a full book must not cost the customer their order, which keeps its
 * copy. The first address saved becomes the default, as in the address book
 * (account/addresses.ts), whose writes take the same customer lock checkout holds. The INSERT,
 * unsent, for the order's statement; none when the body does not ask to save it.
 */
export function addressSaving(userId: string, body: PlaceOrderInput): SQL | null {
  const address = body.address;
  if (!address || !body.saveAddress) return null;
  const theirs = sql`SELECT 1 FROM ${addresses} WHERE ${addresses.userId} = ${userId}`;
  const line2 = address.line2 || null;
  return sql`INSERT INTO ${addresses}
      (id, user_id, full_name, phone, line1, line2, city, state, pincode, is_default)
    SELECT ${crypto.randomUUID()}, ${userId}, ${address.fullName}, ${address.phone},
      ${address.line1}, ${line2}, ${address.city}, ${address.state}, ${address.pincode},
      NOT EXISTS (${theirs})
    WHERE NOT EXISTS (${theirs} AND ${addresses.line1} = ${address.line1}
        AND coalesce(${addresses.line2}, '') = ${line2 ?? ''} AND ${addresses.pincode} = ${address.pincode}
        AND ${addresses.fullName} = ${address.fullName} AND ${addresses.phone} = ${address.phone})
      AND (SELECT count(*) FROM ${addresses} WHERE ${addresses.userId} = ${userId}) < ${MAX_ADDRESSES}`;
}

/**
 * Takes every line's stock from its variant and its product's total, in one statement
 * (orders/stock.ts): concurrent checkouts can never oversell. A line that finds too little
 * refuses the checkout, and the transaction undoes the other lines.
 */
export async function takeStock(tx: Tx, lines: readonly CheckoutLine[]) {
  const short = await takeVariantStock(
    tx,
    lines.map((l) => ({ productId: l.product.id, variantId: l.variant.id, quantity: l.quantity })),
  );
  const line = short[0] && lines.find((l) => l.variant.id === short[0]!.variantId);
  if (line) throw await notEnoughStock(tx, line);
}

async function notEnoughStock(tx: Tx, { product, variant }: CheckoutLine): Promise<AppError> {
  const [row] = await tx
    .select({ left: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variant.id));
  const left = row?.left ?? 0;
  const name = lineName(product, variant);
  return new AppError(
    'conflict',
    left === 0
      ? `${name} is out of stock.`
      : `Only ${left} of ${name} left: please lower the quantity.`,
  );
}
