// Writing, editing and deleting one's own review, and its photos. Only a customer with a
// delivered order line of the product may write; each change recounts the product's rating in
// its own transaction (product-rating.ts).
import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type CreateReviewSchema,
  type MyReview,
  type Review,
  type UpdateReviewSchema,
} from '../../../domain/schemas/reviews';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { reviews, users, type ReviewRow } from '../../db/schema';
import { orderGroups, orderItems, orders } from '../../db/schema-commerce';
import { AppError, hasSqlState, notFound } from '../../errors';
import { removeStoredImage, storeUploadedImage } from '../media/process-image';
import type { Upload } from '../media/read-upload';
import { lockProduct, lockProductRow, recomputeRating } from './product-rating';
import { toReview } from './review-dto';
import { refreshReviewBadge } from './verified-buyer';
import type { MediaStore } from '../media/media-store';

type CreateReview = z.output<typeof CreateReviewSchema>;
type UpdateReview = z.output<typeof UpdateReviewSchema>;

/** The shade or size of the customer's latest delivered line of the product, or undefined when
 * there is no delivered line ('' for a plain product). */
export async function deliveredShade(
  db: DbOrTx,
  userId: string,
  productId: string,
): Promise<string | undefined> {
  const [line] = await db
    .select({ label: orderItems.variantLabel })
    .from(orderItems)
    .innerJoin(orderGroups, eq(orderGroups.id, orderItems.groupId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        eq(orderGroups.status, 'delivered'),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return line?.label;
}

async function reviewWithAuthor(db: DbOrTx, reviewId: string): Promise<Review> {
  const [row] = await db
    .select({ review: reviews, name: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  if (!row) throw notFound('The review');
  return toReview(row.review, row.name);
}

export async function myReview(db: Db, userId: string, productId: string): Promise<MyReview> {
  const shade = await deliveredShade(db, userId, productId);
  const [own] = await db
    .select({ id: reviews.id, status: reviews.status })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  const review = own
    ? { ...(await reviewWithAuthor(db, own.id)), status: own.status as 'published' | 'hidden' }
    : null;
  return { canReview: shade !== undefined && !own, shade: shade || null, review };
}

export async function createReview(db: Db, userId: string, input: CreateReview): Promise<Review> {
  const shade = await deliveredShade(db, userId, input.productId);
  if (shade === undefined) throw new AppError('forbidden', REVIEW_MESSAGES.notBuyer);
  try {
    const id = await db.transaction(async (tx) => {
      const product = await lockProduct(tx, input.productId);
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.productId, input.productId)));
      if (existing) throw new AppError('conflict', REVIEW_MESSAGES.already);
      const [row] = await tx
        .insert(reviews)
        .values({
          productId: input.productId,
          vendorId: product.vendorId,
          userId,
          rating: input.rating,
          title: input.title,
          body: input.text,
          skinType: input.skinType ?? null,
          shade: input.shade?.trim() || shade || null,
        })
        .returning({ id: reviews.id });
      await refreshReviewBadge(tx, userId, input.productId);
      await recomputeRating(tx, input.productId);
      return row!.id;
    });
    return reviewWithAuthor(db, id);
  } catch (err) {
    if (hasSqlState(err, (s) => s === '23505'))
      throw new AppError('conflict', REVIEW_MESSAGES.already);
    throw err;
  }
}

/** The caller's own review, read again once its product is locked (so two photo uploads cannot
 * both see room for a third); someone else's is a 404 like a missing one. */
async function ownReview(tx: Tx, userId: string, reviewId: string): Promise<ReviewRow> {
  const mine = and(eq(reviews.id, reviewId), eq(reviews.userId, userId));
  const [found] = await tx.select({ productId: reviews.productId }).from(reviews).where(mine);
  if (!found) throw notFound('The review');
  await lockProductRow(tx, found.productId);
  const [row] = await tx.select().from(reviews).where(mine);
  if (!row) throw notFound('The review');
  return row;
}

export async function updateReview(
  db: Db,
  userId: string,
  reviewId: string,
  input: UpdateReview,
): Promise<Review> {
  await db.transaction(async (tx) => {
    const row = await ownReview(tx, userId, reviewId);
    await tx
      .update(reviews)
      .set({
        ...(input.rating !== undefined ? { rating: input.rating } : {}),
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.text !== undefined ? { body: input.text } : {}),
        ...(input.skinType !== undefined ? { skinType: input.skinType } : {}),
        ...(input.shade !== undefined ? { shade: input.shade?.trim() || null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(reviews.id, reviewId));
    await refreshReviewBadge(tx, userId, row.productId);
    await recomputeRating(tx, row.productId);
  });
  return reviewWithAuthor(db, reviewId);
}

export async function deleteReview(db: Db, media: MediaStore, userId: string, reviewId: string) {
  const row = await db.transaction(async (tx) => {
    const own = await ownReview(tx, userId, reviewId);
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    await recomputeRating(tx, own.productId);
    return own;
  });
  for (const photo of row.photos) await removeStoredImage(media, photo.storageKey);
}

export async function addReviewPhoto(
  db: Db,
  media: MediaStore,
  userId: string,
  reviewId: string,
  upload: Upload,
): Promise<Review> {
  const stored = await storeUploadedImage(
    upload.buffer,
    media,
    `reviews/${reviewId}`,
    REVIEW_LIMITS.photoMinSide,
  );
  await db.transaction(async (tx) => {
    const row = await ownReview(tx, userId, reviewId);
    if (row.photos.length >= REVIEW_LIMITS.photos) {
      throw new AppError('conflict', REVIEW_MESSAGES.photoLimit);
    }
    const photo = { id: crypto.randomUUID(), ...stored };
    await tx
      .update(reviews)
      .set({ photos: [...row.photos, photo], updatedAt: new Date() })
      .where(eq(reviews.id, reviewId));
  });
  return reviewWithAuthor(db, reviewId);
}

export async function deleteReviewPhoto(
  db: Db,
  media: MediaStore,
  userId: string,
  reviewId: string,
  photoId: string,
): Promise<Review> {
  const removed = await db.transaction(async (tx) => {
    const row = await ownReview(tx, userId, reviewId);
    const photo = row.photos.find((p) => p.id === photoId);
    if (!photo) throw notFound('The photo');
    await tx
      .update(reviews)
      .set({ photos: row.photos.filter((p) => p.id !== photoId), updatedAt: new Date() })
      .where(eq(reviews.id, reviewId));
    return photo;
  });
  await removeStoredImage(media, removed.storageKey);
  return reviewWithAuthor(db, reviewId);
}

/** Ownership before an upload is read: another customer's review id is a 404 at once. */
export async function assertOwnReview(db: Db, userId: string, reviewId: string) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)));
  if (!row) throw notFound('The review');
}

export { reviewWithAuthor };
