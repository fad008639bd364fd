// A signed-in customer's cart kept on the server, so it follows them across devices. Lines hold
// only variant ids (issue #18) and quantities; prices are always today's, through the quote.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, type Quote } from '../../../domain/schemas/order';
import { preparedRowsOf, retryReprepared, type Db, type DbOrTx, type Tx } from '../../db/client';
import { cartItems, cartMerges, carts } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import {
  catalogColumn,
  catalogFrom,
  chooseVariantMessage,
  lineCap,
  lineName,
  parsedJson,
  type CartCatalog,
} from './cart-products';
import { pricingContextColumns, pricingContextOf, type PricingContextRow } from './pricing-context';
import { priceLines, resolveLines, type RequestedLine } from './quote';

/**
 * Locks the customer's cart row, creating it on first use, so one customer's cart writes run
 * one after another; in the same statement, the catalogue of the lines the write names (read
 * before the lock is granted, as it was read before the transaction: today's prices and stock,
 * which the quote reads again). Issue #35: one round trip for what took three.
 */
async function lockCartReading(
  tx: Tx,
  userId: string,
  catalog: SQL,
): Promise<{ cartId: string | null; catalog: CartCatalog }> {
  const [row] = await preparedRowsOf<{ cart_id: string | null; catalog: unknown }>(
    tx,
    sql`WITH cart AS (SELECT ${carts.id} FROM ${carts} WHERE ${carts.userId} = ${userId} FOR UPDATE)
      SELECT (SELECT id FROM cart) AS cart_id, ${catalog} AS catalog`,
  );
  return { cartId: row!.cart_id, catalog: catalogFrom(row!.catalog) };
}

/** The cart made on a customer's first write, and locked: concurrent first writes queue on it. */
async function createdCartId(tx: Tx, userId: string): Promise<string> {
  const [row] = await tx
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { userId } })
    .returning({ id: carts.id });
  return row!.id;
}

/** A statement's subquery for the customer's cart id (none: no lines). */
const cartOf = (userId: string) =>
  sql`(SELECT ${carts.id} FROM ${carts} WHERE ${carts.userId} = ${userId})`;

type QuoteRow = PricingContextRow & { lines: unknown; catalog: unknown };

/**
 * A quote's columns over a statement's `lines` (product_id, variant_id, quantity, added_at): the
 * pricing context, the lines in the order they were added, and their catalogue.
 */
const quoteColumns = (userId: string) =>
  sql`${pricingContextColumns(userId)},
    (SELECT coalesce(json_agg(json_build_object('productId', product_id, 'variantId', variant_id,
      'quantity', quantity) ORDER BY added_at, variant_id), '[]'::json) FROM lines) AS lines,
    ${catalogColumn(sql`SELECT variant_id FROM lines`, sql`SELECT product_id FROM lines`)} AS catalog`;

const quoteOf = (row: QuoteRow): Quote =>
  priceLines(
    parsedJson<RequestedLine[]>(row.lines),
    catalogFrom(row.catalog),
    pricingContextOf(row),
  );

const LINE_COLUMNS = sql`product_id, variant_id, quantity, created_at AS added_at`;

/** The cart priced, in one statement: its lines, the pricing context and the lines' catalogue. */
export async function quoteCart(db: DbOrTx, userId: string): Promise<Quote> {
  const [row] = await retryReprepared(() =>
    preparedRowsOf<QuoteRow>(
      db,
      sql`WITH lines AS (SELECT ${LINE_COLUMNS} FROM ${cartItems}
          WHERE ${cartItems.cartId} = ${cartOf(userId)})
        SELECT ${quoteColumns(userId)}`,
    ),
  );
  return quoteOf(row!);
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
  // Priced after COMMIT: the row holds everything the quote needs, and the cart's lock (and on
  // PostgreSQL the connection) is not held while 40 lines are priced and the answer is built.
  const row = await retryReprepared(() =>
    db.transaction(async (tx) => {
      // The item names a variant (its row says its product) or a product (its default variant).
      const locked = await lockCartReading(
        tx,
        userId,
        catalogColumn(sql`SELECT ${itemId}::text`, sql`SELECT ${itemId}::text`),
      );
      const productId = locked.catalog.variants.get(itemId)?.productId ?? itemId;
      const variantId = productId === itemId ? undefined : itemId;
      const [line] = resolveLines([{ productId, variantId, quantity }], locked.catalog);
      if (!line || line.kind === 'unavailable') throw notFound('The product');
      if (line.kind === 'choose') {
        throw new AppError(
          'not_found',
          `${chooseVariantMessage(line.product)} Send the variant's id.`,
        );
      }
      const { product, variant } = line;
      if (variant.stockQuantity === 0) {
        throw new AppError('conflict', `${lineName(product, variant)} is out of stock.`);
      }
      const cartId = locked.cartId ?? (await createdCartId(tx, userId));
      // After the lock, so the product's other lines are read as the customer's last write left
      // them; the line holds at most the stock and the room they leave (lineCap), and none when
      // they leave no room. The same statement prices the cart as written: its other lines and
      // the one just written (a statement does not see its own writes).
      const [row] = await preparedRowsOf<QuoteRow & { written: boolean }>(
        tx,
        sql`WITH others AS (SELECT coalesce(sum(${cartItems.quantity}), 0)::int AS units
          FROM ${cartItems} WHERE ${cartItems.cartId} = ${cartId}
            AND ${cartItems.productId} = ${product.id} AND ${cartItems.variantId} <> ${variant.id}),
        written AS (INSERT INTO ${cartItems} (cart_id, product_id, variant_id, quantity)
          SELECT ${cartId}, ${product.id}, ${variant.id},
            least(${quantity}::int, ${variant.stockQuantity}::int, ${MAX_LINE_QUANTITY}::int - units)
          FROM others WHERE units < ${MAX_LINE_QUANTITY}::int
          ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = excluded.quantity
          RETURNING ${LINE_COLUMNS}),
        lines AS (SELECT ${LINE_COLUMNS} FROM ${cartItems}
            WHERE ${cartItems.cartId} = ${cartId} AND ${cartItems.variantId} <> ${variant.id}
          UNION ALL SELECT * FROM written)
      SELECT EXISTS (SELECT 1 FROM written) AS written, ${quoteColumns(userId)}`,
      );
      if (!row!.written) {
        throw new AppError(
          'conflict',
          `Your cart already holds ${MAX_LINE_QUANTITY} of ${product.name}, the most of one product.`,
        );
      }
      return row!;
    }),
  );
  return quoteOf(row);
}

/** Removes the variant's line; a product's id (old clients) removes every line of the product. */
export async function removeCartItem(db: Db, userId: string, itemId: string): Promise<Quote> {
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartOf(userId)),
        or(eq(cartItems.variantId, itemId), eq(cartItems.productId, itemId)),
      ),
    );
  return quoteCart(db, userId);
}

export async function clearCart(db: Db, userId: string): Promise<Quote> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartOf(userId)));
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
  const productIds = [...new Set(incoming.map((l) => l.productId))];
  const variantIds = [...new Set(incoming.flatMap((l) => (l.variantId ? [l.variantId] : [])))];
  await retryReprepared(() =>
    db.transaction(async (tx) => {
      const locked = await lockCartReading(
        tx,
        userId,
        catalogColumn(
          sql`SELECT unnest(${sql.param(variantIds)}::text[])`,
          sql`SELECT unnest(${sql.param(productIds)}::text[])`,
        ),
      );
      const cartId = locked.cartId ?? (await createdCartId(tx, userId));
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
      const grown: (typeof cartItems.$inferInsert)[] = [];
      for (const line of resolveLines(incoming, locked.catalog)) {
        if (line.kind !== 'variant') continue;
        const { product, variant } = line;
        const mine = held.find((h) => h.variantId === variant.id)?.quantity ?? 0;
        // The room this line may grow into: the product's cap less its other lines.
        const room = MAX_LINE_QUANTITY - ((units.get(product.id) ?? 0) - mine);
        const next = Math.min(mine + line.quantity, lineCap(variant, room));
        if (next <= mine) continue;
        units.set(product.id, (units.get(product.id) ?? 0) + next - mine);
        grown.push({ cartId, productId: product.id, variantId: variant.id, quantity: next });
      }
      // Every line that grows, in one statement (one line per variant: resolveLines adds repeats).
      if (grown.length === 0) return;
      await tx
        .insert(cartItems)
        .values(grown)
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.variantId],
          set: { quantity: sql`excluded.quantity` },
        });
    }),
  );
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
