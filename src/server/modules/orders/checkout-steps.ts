// The steps of checkout (STYLE: one transaction with named steps). Each takes the transaction;
// place-order.ts is the only place they meet. A step that refuses throws, and the transaction
// rolls back everything before it, stock included.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { formatINR, paiseToRupees } from '../../../domain/money';
import type { PaymentMethod } from '../../../domain/order-status';
import { priceOrder, type OrderTotals } from '../../../domain/pricing';
import { MAX_LINE_QUANTITY, type PlaceOrderInput } from '../../../domain/schemas/order';
import { rowsOf, type Tx } from '../../db/client';
import { products, users } from '../../db/schema';
import { addresses, type ShippingAddressSnapshot } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { MAX_ADDRESSES } from '../account/addresses';
import { loadCartProducts, type CartProduct } from '../cart/cart-products';
import {
  paymentMethodsFor,
  pricingContextColumns,
  pricingContextOf,
  type PricingContext,
  type PricingContextRow,
} from '../cart/pricing-context';
import { mergeLines, type RequestedLine } from '../cart/quote';
import { customerOrdersColumns, type CustomerOrders } from './customer-limits';
import { keyedOrderColumn, type KeyedOrder } from './idempotency';

export interface CheckoutLine {
  product: CartProduct;
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

/**
 * Under the customer's lock, in one statement: the order an earlier attempt with this key placed
 * (a concurrent twin has either committed, and is seen here, or not begun), what prices depend
 * on, and the customer's orders the limits count. A new statement after the lock, so it sees
 * what committed while it waited: the customer's checkouts are counted one after another.
 */
export async function loadCheckoutContext(
  tx: Tx,
  userId: string,
  key: string,
  now = new Date(),
): Promise<{ earlier: KeyedOrder | null; ctx: PricingContext; mine: CustomerOrders }> {
  const [row] = await rowsOf<
    PricingContextRow & CustomerOrders & { earlier: KeyedOrder | null; oldestInHour: unknown }
  >(
    tx,
    sql`SELECT ${keyedOrderColumn(userId, key)} AS earlier, ${pricingContextColumns(userId)},
      ${customerOrdersColumns(userId, now)}`,
  );
  const oldest = row!.oldestInHour;
  return {
    earlier: row!.earlier,
    ctx: pricingContextOf(row!),
    mine: {
      openUnpaid: Number(row!.openUnpaid),
      lastHour: Number(row!.lastHour),
      oldestInHour: oldest ? new Date(oldest as string).toISOString() : null,
    },
  };
}

/**
 * Repeated lines of one product become one; together they must stay within the store's limit
 * of units of one product per order (at most the cart's line cap).
 */
export function validateLines(
  items: readonly RequestedLine[],
  ctx: PricingContext,
): RequestedLine[] {
  const lines = mergeLines(items);
  const most = Math.min(MAX_LINE_QUANTITY, ctx.settings.maxUnitsPerProduct);
  const over = lines.find((l) => l.quantity > most);
  if (over) {
    const message = `At most ${most} of one product per order.`;
    throw new AppError('invalid', message, [{ path: 'items', message, location: 'body' }]);
  }
  return lines;
}

/**
 * Only published products of active vendors can be ordered. Any other id is refused exactly like
 * an id that names nothing: naming the product would tell anyone with an account what a draft or
 * unpublished product is called (issue #16).
 */
export async function loadProducts(
  tx: Tx,
  lines: readonly RequestedLine[],
): Promise<CheckoutLine[]> {
  const found = await loadCartProducts(
    tx,
    lines.map((l) => l.productId),
  );
  return lines.map(({ productId, quantity }) => {
    const product = found.get(productId);
    if (!product?.sellable) {
      throw new AppError('not_found', `The product ${productId} was not found.`);
    }
    return { product, quantity };
  });
}

export function price(lines: readonly CheckoutLine[], ctx: PricingContext): OrderTotals {
  return priceOrder(
    lines.map((l) => ({ unitPricePaise: l.product.pricePaise, quantity: l.quantity })),
    ctx.settings,
    { firstPurchase: ctx.firstPurchase },
  );
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

/** A saved address must be the customer's own; a new one is saved when asked and room is left. */
export async function resolveAddress(
  tx: Tx,
  userId: string,
  body: PlaceOrderInput,
): Promise<ShippingAddressSnapshot> {
  if (body.addressId) {
    const [row] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, body.addressId), eq(addresses.userId, userId)));
    if (!row) throw notFound('The address');
    return snapshotOf(row);
  }
  const address = body.address!;
  if (body.saveAddress) await saveAddress(tx, userId, address);
  return snapshotOf(address);
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
 * Saves the new address to the book in one statement, unless the book already holds it (same
 * name, phone, lines and pincode) or is full: a full book must not cost the customer their
 * order, which keeps its copy. The first address saved becomes the default, as in the address
 * book (account/addresses.ts), whose writes take the same customer lock checkout holds.
 */
async function saveAddress(
  tx: Tx,
  userId: string,
  address: NonNullable<PlaceOrderInput['address']>,
) {
  const theirs = sql`SELECT 1 FROM ${addresses} WHERE ${addresses.userId} = ${userId}`;
  const line2 = address.line2 || null;
  await tx.execute(
    sql`INSERT INTO ${addresses}
      (id, user_id, full_name, phone, line1, line2, city, state, pincode, is_default)
    SELECT ${crypto.randomUUID()}, ${userId}, ${address.fullName}, ${address.phone},
      ${address.line1}, ${line2}, ${address.city}, ${address.state}, ${address.pincode},
      NOT EXISTS (${theirs})
    WHERE NOT EXISTS (${theirs} AND ${addresses.line1} = ${address.line1}
        AND coalesce(${addresses.line2}, '') = ${line2 ?? ''} AND ${addresses.pincode} = ${address.pincode}
        AND ${addresses.fullName} = ${address.fullName} AND ${addresses.phone} = ${address.phone})
      AND (SELECT count(*) FROM ${addresses} WHERE ${addresses.userId} = ${userId}) < ${MAX_ADDRESSES}`,
  );
}

/**
 * Takes every line's stock in one statement: each product's row is decremented only while
 * enough is left, so concurrent checkouts can never oversell (the row lock makes a concurrent
 * checkout re-check the condition on the new stock; CHECK (stock >= 0) is the backstop). A line
 * that finds too little refuses the checkout, and the transaction undoes the other lines.
 *
 * The rows are locked first, in product id order, by the `locked` subquery: the UPDATE alone
 * takes them in whatever order its join plan visits them (on a small table, a hash join visits
 * them in heap order), and a cancellation returning stock in id order then deadlocked with it on
 * PostgreSQL (order-cancel.hardening.ts in CI, issue #9).
 */
export async function takeStock(tx: Tx, lines: readonly CheckoutLine[]) {
  const sorted = [...lines].sort((a, b) => (a.product.id < b.product.id ? -1 : 1));
  const ids = sorted.map((l) => l.product.id);
  const quantities = sorted.map((l) => l.quantity);
  const taken = await rowsOf<{ id: string }>(
    tx,
    sql`WITH locked AS MATERIALIZED (
      SELECT id FROM ${products} WHERE id = ANY(${sql.param(ids)}::text[])
      ORDER BY id FOR NO KEY UPDATE
    )
    UPDATE ${products}
    SET stock_quantity = ${products}.stock_quantity - line.quantity
    FROM unnest(${sql.param(ids)}::text[], ${sql.param(quantities)}::int[]) AS line(id, quantity)
    WHERE ${products}.id = line.id AND ${products}.stock_quantity >= line.quantity
      AND line.id IN (SELECT id FROM locked)
    RETURNING ${products}.id`,
  );
  const done = new Set(taken.map((r) => r.id));
  const short = sorted.find((l) => !done.has(l.product.id));
  if (short) throw await notEnoughStock(tx, short.product);
}

async function notEnoughStock(tx: Tx, product: CartProduct): Promise<AppError> {
  const [row] = await tx
    .select({ left: products.stockQuantity })
    .from(products)
    .where(eq(products.id, product.id));
  const left = row?.left ?? 0;
  return new AppError(
    'conflict',
    left === 0
      ? `${product.name} is out of stock.`
      : `Only ${left} of ${product.name} left: please lower the quantity.`,
  );
}
