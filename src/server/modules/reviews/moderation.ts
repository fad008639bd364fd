// The vendor's public reply (its own products' reviews only, one reply, editable) and the
// admin's hide and restore, which move the review in or out of the product's rating and are
// written to the audit trail in the same transaction.
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { reviews } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/audit';
import { lockProductRow, recomputeRating } from './product-rating';

export async function replyToReview(db: Db, vendorId: string, reviewId: string, text: string) {
  const [row] = await db
    .update(reviews)
    .set({ reply: text, replyAt: new Date() })
    .where(and(eq(reviews.id, reviewId), eq(reviews.vendorId, vendorId)))
    .returning({ id: reviews.id });
  if (!row) throw notFound('The review');
  return row.id;
}

export async function moderateReview(
  db: DbOrTx,
  adminId: string,
  reviewId: string,
  to: 'hidden' | 'published',
  reason: string,
) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ productId: reviews.productId, status: reviews.status })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!found) throw notFound('The review');
    await lockProductRow(tx, found.productId);
    const [row] = await tx
      .select({ status: reviews.status })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (row!.status === to) {
      throw new AppError(
        'conflict',
        to === 'hidden' ? 'This review is already hidden.' : 'This review is already published.',
      );
    }
    await tx
      .update(reviews)
      .set({ status: to, hiddenReason: to === 'hidden' ? reason : null })
      .where(eq(reviews.id, reviewId));
    await recomputeRating(tx, found.productId);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: to === 'hidden' ? 'review.hide' : 'review.restore',
      entity: 'review',
      entityId: reviewId,
      changes: { status: { from: row!.status, to }, reason },
    });
  });
}
