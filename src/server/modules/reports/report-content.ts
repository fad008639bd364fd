// A shopper's report of a review, a question or an answer (issue #38): only a published item
// (an answer under a published question) may be reported, never one's own, once per shopper and
// item (the unique indexes make a repeat, even a simultaneous one, a 409).
import { and, eq, sql } from 'drizzle-orm';
import {
  REPORT_MESSAGES,
  type ReportContent,
  type ReportedKind,
} from '../../../domain/schemas/reports';
import type { Db, Tx } from '../../db/client';
import { answers, contentReports, questions, reviews } from '../../db/schema';
import { AppError, notFound } from '../../errors';

const NOT_FOUND = { review: 'The review', question: 'The question', answer: 'The answer' };

/** The column of content_reports naming an item of this kind. */
export const reportColumn = (kind: ReportedKind) =>
  kind === 'review'
    ? contentReports.reviewId
    : kind === 'question'
      ? contentReports.questionId
      : contentReports.answerId;

/** The author of a published item, or null when there is none shoppers can see. */
async function publishedAuthor(tx: Tx, kind: ReportedKind, id: string): Promise<string | null> {
  if (kind === 'review') {
    const [row] = await tx
      .select({ userId: reviews.userId })
      .from(reviews)
      .where(and(eq(reviews.id, id), eq(reviews.status, 'published')));
    return row?.userId ?? null;
  }
  if (kind === 'question') {
    const [row] = await tx
      .select({ userId: questions.userId })
      .from(questions)
      .where(and(eq(questions.id, id), eq(questions.status, 'published')));
    return row?.userId ?? null;
  }
  const [row] = await tx
    .select({ userId: answers.userId })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(
      and(eq(answers.id, id), eq(answers.status, 'published'), eq(questions.status, 'published')),
    );
  return row?.userId ?? null;
}

export async function reportContent(
  db: Db,
  userId: string,
  kind: ReportedKind,
  id: string,
  input: ReportContent,
): Promise<void> {
  await db.transaction(async (tx) => {
    const author = await publishedAuthor(tx, kind, id);
    if (author === null) throw notFound(NOT_FOUND[kind]);
    if (author === userId) throw new AppError('conflict', REPORT_MESSAGES.own(kind));
    const added = await tx
      .insert(contentReports)
      .values({
        reviewId: kind === 'review' ? id : null,
        questionId: kind === 'question' ? id : null,
        answerId: kind === 'answer' ? id : null,
        userId,
        reason: input.reason,
        note: input.note || null,
      })
      .onConflictDoNothing()
      .returning({ id: contentReports.id });
    if (added.length === 0) throw new AppError('conflict', REPORT_MESSAGES.already(kind));
    if (kind === 'review') {
      // The admin's review list still counts every report a review ever had.
      await tx
        .update(reviews)
        .set({ reportCount: sql`${reviews.reportCount} + 1` })
        .where(eq(reviews.id, id));
    }
  });
}
