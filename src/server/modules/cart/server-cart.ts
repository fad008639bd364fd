// A signed-in customer's cart kept on the server, so it follows them across devices. Lines hold
// only variant ids (issue #18) and quantities; prices are always today's, through the quote.
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, type Quote } from '../../../domain/schemas/order';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { productVariants } from '../../db/schema';
import { cartItems, cartMerges, carts } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { chooseVariantMessage, lineCap, lineName, loadCartCatalog } from './cart-products';
import { loadPricingContext } from './pricing-context';
import { buildQuote, resolveLines, type RequestedLine } from './quote';

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

/** Locks the cart row, creating it on first use: one customer's cart writes run one after
 * another. Found and locked in one statement (issue #35: one round trip fewer per cart write). */
async function lockedCartId(tx: Tx, userId: string): Promise<string> {
  const locked = async () =>
    (await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update'))[0]
      ?.id;
  const id = await locked();
  if (id) return id;
  await tx.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  return (await locked())!;
}

async function cartLines(db: DbOrTx, userId: string): Promise<RequestedLine[]> {
  return db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.variantId));
}

export async function quoteCart(db: DbOrTx, userId: string): Promise<Quote> {
  const [lines, ctx] = await Promise.all([cartLines(db, userId), loadPricingContext(db, userId)]);
  return buildQuote(db, lines, ctx);
}

/** The product an item id names: the variant's, or (old clients) the product itself. */
async function productOfItem(db: DbOrTx, itemId: string): Promise<string> {
  const [variant] = await db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, itemId));
  return variant?.productId ?? itemId;
}

/**
 * Sets one line, capped by the variant's stock and by the units of the product the cart's other
 * lines leave room for. The item is a variant id, or a plain product's id (old clients); a
 * product in shades or sizes needs its variant.
 */
export async function setCartQuantity(
  db: Db,
  userId: string,
  itemId: string,
  quantity: number,
): Promise<Quote> {
  const productId = await productOfItem(db, itemId);
  const variantId = productId === itemId ? undefined : itemId;
  const catalog = await loadCartCatalog(db, [{ productId, variantId }]);
  const [line] = resolveLines([{ productId, variantId, quantity }], catalog);
  if (!line || line.kind === 'unavailable') throw notFound('The product');
  if (line.kind === 'choose') {
    throw new AppError('not_found', `${chooseVariantMessage(line.product)} Send the variant's id.`);
  }
  const { product, variant } = line;
  await db.transaction(async (tx) => {
    const cartId = await lockedCartId(tx, userId);
    const [others] = await tx
      .select({ units: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cartId),
          eq(cartItems.productId, product.id),
          ne(cartItems.variantId, variant.id),
        ),
      );
    const room = MAX_LINE_QUANTITY - (others?.units ?? 0);
    const cap = lineCap(variant, room);
    if (variant.stockQuantity === 0) {
      throw new AppError('conflict', `${lineName(product, variant)} is out of stock.`);
    }
    if (cap === 0) {
      throw new AppError(
        'conflict',
        `Your cart already holds ${MAX_LINE_QUANTITY} of ${product.name}, the most of one product.`,
      );
    }
    await tx
      .insert(cartItems)
      .values({
        cartId,
        productId: product.id,
        variantId: variant.id,
        quantity: Math.min(quantity, cap),
      })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.variantId],
        set: { quantity: Math.min(quantity, cap) },
      });
  });
  return quoteCart(db, userId);
}

/** Removes the variant's line; a product's id (old clients) removes every line of the product. */
export async function removeCartItem(db: Db, userId: string, itemId: string): Promise<Quote> {
  const cartId = await cartIdOf(db, userId);
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        or(eq(cartItems.variantId, itemId), eq(cartItems.productId, itemId)),
      ),
    );
  return quoteCart(db, userId);
}

export async function clearCart(db: Db, userId: string): Promise<Quote> {
  const cartId = await cartIdOf(db, userId);
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  return quoteCart(db, userId);
}

/** How long a merge's key is remembered: far longer than a page takes to send it again. */
const MERGE_KEY_DAYS = 7;

/**
 * Adds a browser's cart to the server's at sign-in: quantities of one variant add up, capped by
 * its stock and by the units of its product the cart has room for; lines that cannot be bought
 * (products not on sale, hidden variants, a product whose shade was never chosen) are skipped.
 * With a `key` (the browser's Idempotency-Key of this merge) a merge already done under that key
 * adds nothing again: the cart is answered as it is. The cart's lock serialises merges of one
 * customer, so two at once with one key add once.
 */
export async function mergeCart(
  db: Db,
  userId: string,
  incoming: readonly RequestedLine[],
  key: string | null = null,
): Promise<Quote> {
  await db.transaction(async (tx) => {
    const cartId = await lockedCartId(tx, userId);
    if (key !== null) {
      await tx
        .delete(cartMerges)
        .where(
          and(
            eq(cartMerges.cartId, cartId),
            sql`${cartMerges.mergedAt} < now() - make_interval(days => ${MERGE_KEY_DAYS})`,
          ),
        );
      const [first] = await tx
        .insert(cartMerges)
        .values({ cartId, key })
        .onConflictDoNothing()
        .returning({ key: cartMerges.key });
      if (!first) return;
    }
    const catalog = await loadCartCatalog(tx, incoming);
    const held = await tx
      .select({
        productId: cartItems.productId,
        variantId: cartItems.variantId,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId));
    const units = new Map<string, number>();
    for (const h of held) units.set(h.productId, (units.get(h.productId) ?? 0) + h.quantity);
    for (const line of resolveLines(incoming, catalog)) {
      if (line.kind !== 'variant') continue;
      const { product, variant } = line;
      const mine = held.find((h) => h.variantId === variant.id)?.quantity ?? 0;
      // The room this line may grow into: the product's cap less its other lines.
      const room = MAX_LINE_QUANTITY - ((units.get(product.id) ?? 0) - mine);
      const next = Math.min(mine + line.quantity, lineCap(variant, room));
      if (next <= mine) continue;
      units.set(product.id, (units.get(product.id) ?? 0) + next - mine);
      await tx
        .insert(cartItems)
        .values({ cartId, productId: product.id, variantId: variant.id, quantity: next })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.variantId],
          set: { quantity: next },
        });
    }
  });
  return quoteCart(db, userId);
}

/**
 * What was ordered leaves the server cart: the DELETE, unsent, for checkout to send within the
 * statement that writes the order (write-order.ts).
 */
export function orderedLinesRemoval(tx: Tx, userId: string, variantIds: readonly string[]) {
  return tx
    .delete(cartItems)
    .where(
      and(
        eq(
          cartItems.cartId,
          sql`(SELECT ${carts.id} FROM ${carts} WHERE ${carts.userId} = ${userId})`,
        ),
        inArray(cartItems.variantId, [...variantIds]),
      ),
    );
}
