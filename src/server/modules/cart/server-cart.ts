// A signed-in customer's cart kept on the server, so it follows them across devices. Lines hold
// only product ids and quantities; prices are always today's, through the quote.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, type Quote } from '../../../domain/schemas/order';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { cartItems, carts } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { loadCartProducts, lineCap } from './cart-products';
import { loadPricingContext } from './pricing-context';
import { buildQuote, mergeLines, type RequestedLine } from './quote';

/** The customer's cart id, creating the cart on first use (safe under concurrent calls). */
async function cartIdOf(db: DbOrTx, userId: string): Promise<string> {
  const existing = async () =>
    (await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)))[0]?.id;
  // One statement once the cart exists, which is every call but a customer's first.
  const id = await existing();
  if (id) return id;
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  return (await existing())!;
}

/** Locks the cart row: one customer's cart writes run one after another. */
async function lockedCartId(tx: Tx, userId: string): Promise<string> {
  const id = await cartIdOf(tx, userId);
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, id)).for('update');
  return id;
}

async function cartLines(db: DbOrTx, userId: string): Promise<RequestedLine[]> {
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
}

export async function quoteCart(db: DbOrTx, userId: string): Promise<Quote> {
  const [lines, ctx] = await Promise.all([cartLines(db, userId), loadPricingContext(db, userId)]);
  return buildQuote(db, lines, ctx);
}

/** Sets one line, capped by the stock and the per-line limit. */
export async function setCartQuantity(
  db: Db,
  userId: string,
  productId: string,
  quantity: number,
): Promise<Quote> {
  const product = (await loadCartProducts(db, [productId])).get(productId);
  if (!product?.sellable) throw notFound('The product');
  const cap = lineCap(product, MAX_LINE_QUANTITY);
  if (cap === 0) throw new AppError('conflict', `${product.name} is out of stock.`);
  const cartId = await cartIdOf(db, userId);
  await db
    .insert(cartItems)
    .values({ cartId, productId, quantity: Math.min(quantity, cap) })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity: Math.min(quantity, cap) },
    });
  return quoteCart(db, userId);
}

export async function removeCartItem(db: Db, userId: string, productId: string): Promise<Quote> {
  const cartId = await cartIdOf(db, userId);
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
  return quoteCart(db, userId);
}

export async function clearCart(db: Db, userId: string): Promise<Quote> {
  const cartId = await cartIdOf(db, userId);
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  return quoteCart(db, userId);
}

/**
 * Adds a browser's cart to the server's at sign-in: quantities add up, capped by the stock and
 * the per-line limit; ids of products that cannot be bought are skipped.
 */
export async function mergeCart(
  db: Db,
  userId: string,
  incoming: readonly RequestedLine[],
): Promise<Quote> {
  const lines = mergeLines(incoming);
  await db.transaction(async (tx) => {
    const cartId = await lockedCartId(tx, userId);
    const found = await loadCartProducts(
      tx,
      lines.map((l) => l.productId),
    );
    for (const { productId, quantity } of lines) {
      const product = found.get(productId);
      const cap = product ? lineCap(product, MAX_LINE_QUANTITY) : 0;
      if (cap === 0) continue;
      await tx
        .insert(cartItems)
        .values({ cartId, productId, quantity: Math.min(quantity, cap) })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId],
          set: { quantity: sql`least(${cartItems.quantity} + ${quantity}, ${cap})` },
        });
    }
  });
  return quoteCart(db, userId);
}

/**
 * What was ordered leaves the server cart: the DELETE, unsent, for checkout to send within the
 * statement that writes the order (write-order.ts).
 */
export function orderedLinesRemoval(tx: Tx, userId: string, productIds: readonly string[]) {
  return tx
    .delete(cartItems)
    .where(
      and(
        eq(
          cartItems.cartId,
          sql`(SELECT ${carts.id} FROM ${carts} WHERE ${carts.userId} = ${userId})`,
        ),
        inArray(cartItems.productId, [...productIds]),
      ),
    );
}
