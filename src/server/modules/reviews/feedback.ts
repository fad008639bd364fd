// What other customers do with a published review: vote it helpful (once each). Reports are
// modules/reports' (issue #38).
import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '../../../domain/schemas/reviews';
import type { Db, Tx } from '../../db/client';
import { reviews, reviewVotes } from '../../db/schema';
import { AppError, notFound } from '../../errors';

async function publishedReview(tx: Tx, reviewId: string) {
  const [row] = await tx
    .select({ id: reviews.id, userId: reviews.userId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published')))
    .for('update');
  if (!row) throw notFound('The review');
  return row;
}

/** Adds the customer's vote; a second vote changes nothing. */
export async function voteHelpful(db: Db, userId: string, reviewId: string) {
  return db.transaction(async (tx) => {
    const review = await publishedReview(tx, reviewId);
    if (review.userId === userId) throw new AppError('conflict', REVIEW_MESSAGES.ownVote);
    const added = await tx
      .insert(reviewVotes)
      .values({ reviewId, userId })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    const [row] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + ${added.length}` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpfulCount: reviews.helpfulCount });
    return { added: added.length > 0, helpfulCount: row!.helpfulCount, voted: true };
  });
}
