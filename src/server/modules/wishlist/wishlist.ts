// A signed-in customer's wishlist: product ids, newest first. Every query is scoped to the owner.
// Only products a shopper could see (published, from an active vendor) are listed, added or
// counted towards the limit; a saved product that is later hidden comes back if it returns.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WishlistMergeResult } from '../../../domain/schemas/wishlist';
import { WISHLIST_LIMIT, WISHLIST_MESSAGES } from '../../../domain/wishlist';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { products, vendors } from '../../db/schema';
import { wishlistItems } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { lockOwner } from '../account/owner-lock';

const visible = and(eq(products.status, 'published'), eq(vendors.status, 'active'));

export async function listWishlist(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(vendors, eq(vendors.userId, products.vendorId))
    .where(and(eq(wishlistItems.userId, userId), visible))
    .orderBy(desc(wishlistItems.createdAt), wishlistItems.productId);
  return rows.map((r) => r.productId);
}

/** The ids among `ids` a shopper could see. */
async function visibleAmong(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .innerJoin(vendors, eq(vendors.userId, products.vendorId))
    .where(and(inArray(products.id, ids), visible));
  return new Set(rows.map((r) => r.id));
}

async function countVisible(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(vendors, eq(vendors.userId, products.vendorId))
    .where(and(eq(wishlistItems.userId, userId), visible));
  return row?.n ?? 0;
}

/** Adds one product; `added` is false when it was already there (nothing changes then). */
export async function addToWishlist(
  db: Db,
  userId: string,
  productId: string,
): Promise<{ added: boolean; productIds: string[] }> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    if (!(await visibleAmong(tx, [productId])).has(productId)) throw notFound('The product');
    const [existing] = await tx
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    if (existing) return { added: false, productIds: await listWishlist(tx, userId) };
    if ((await countVisible(tx, userId)) >= WISHLIST_LIMIT) {
      throw new AppError('conflict', WISHLIST_MESSAGES.full);
    }
    await tx.insert(wishlistItems).values({ userId, productId });
    return { added: true, productIds: await listWishlist(tx, userId) };
  });
}

export async function removeFromWishlist(db: Db, userId: string, productId: string) {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

/**
 * Adds a browser's local hearts (newest first) to the customer's list, keeping their order and
 * placing them above what was already saved. Ids already saved are left where they are.
 */
export async function mergeWishlist(
  db: Db,
  userId: string,
  sent: string[],
): Promise<WishlistMergeResult> {
  const ids = [...new Set(sent)];
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const shown = await visibleAmong(tx, ids);
    const saved = new Set(await listWishlist(tx, userId));
    let room = WISHLIST_LIMIT - saved.size;
    const toAdd: string[] = [];
    const skipped: WishlistMergeResult['skipped'] = [];
    for (const productId of ids) {
      if (!shown.has(productId)) skipped.push({ productId, reason: 'unavailable' });
      else if (saved.has(productId)) continue;
      else if (room > 0) {
        toAdd.push(productId);
        room--;
      } else skipped.push({ productId, reason: 'limit' });
    }
    if (toAdd.length > 0) {
      // One statement shares one now(): a millisecond apart keeps the sent order.
      await tx
        .insert(wishlistItems)
        .values(
          toAdd.map((productId, i) => ({
            userId,
            productId,
            createdAt: sql`now() - (${i}::int * interval '1 millisecond')`,
          })),
        )
        .onConflictDoNothing();
    }
    return { productIds: await listWishlist(tx, userId), skipped };
  });
}
