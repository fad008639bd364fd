// Asking and answering, and the admin's hide and restore. The author, the seller flag and the
// verified-buyer flag always come from the session and the order book, never from the request.
// The same words sent twice by the same person are one row (a unique index on the text's hash):
// the second request, even a parallel one, gets the first's row back.
import { and, eq, sql } from 'drizzle-orm';
import { QA_MESSAGES } from '../../../domain/schemas/questions';
import type { Db, DbOrTx } from '../../db/client';
import { answers, products, questions } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/audit';
import { deliveredShade } from '../reviews/write-review';

export async function askQuestion(
  db: Db,
  userId: string,
  input: { productId: string; text: string },
): Promise<{ id: string; created: boolean }> {
  const [product] = await db
    .select({ vendorId: products.vendorId })
    .from(products)
    .where(and(eq(products.id, input.productId), eq(products.status, 'published')));
  if (!product) throw notFound('The product');
  const [inserted] = await db
    .insert(questions)
    .values({ productId: input.productId, vendorId: product.vendorId, userId, body: input.text })
    .onConflictDoNothing()
    .returning();
  const row =
    inserted ??
    (
      await db
        .select()
        .from(questions)
        .where(
          and(
            eq(questions.productId, input.productId),
            eq(questions.userId, userId),
            sql`md5(${questions.body}) = md5(${input.text})`,
          ),
        )
    )[0];
  if (!row) throw notFound('The question');
  return { id: row.id, created: inserted !== undefined };
}

/** A published question of a published product; anything else is a 404. */
async function openQuestion(db: Db, questionId: string, vendorId?: string) {
  const [row] = await db
    .select({ id: questions.id, productId: questions.productId, status: questions.status })
    .from(questions)
    .innerJoin(products, eq(products.id, questions.productId))
    .where(
      and(
        eq(questions.id, questionId),
        vendorId === undefined ? eq(questions.status, 'published') : undefined,
        vendorId === undefined ? eq(products.status, 'published') : undefined,
        vendorId !== undefined ? eq(products.vendorId, vendorId) : undefined,
      ),
    );
  if (!row) throw notFound('The question');
  if (row.status !== 'published') throw new AppError('conflict', QA_MESSAGES.hidden);
  return row;
}

async function insertAnswer(
  db: Db,
  values: {
    questionId: string;
    userId: string;
    isSeller: boolean;
    verifiedBuyer: boolean;
    text: string;
  },
) {
  const { text, ...rest } = values;
  const [inserted] = await db
    .insert(answers)
    .values({ ...rest, body: text })
    .onConflictDoNothing()
    .returning({ id: answers.id });
  const id =
    inserted?.id ??
    (
      await db
        .select({ id: answers.id })
        .from(answers)
        .where(
          and(
            eq(answers.questionId, values.questionId),
            eq(answers.userId, values.userId),
            sql`md5(${answers.body}) = md5(${text})`,
          ),
        )
    )[0]?.id;
  if (!id) throw notFound('The answer');
  return { id, created: inserted !== undefined };
}

/** A customer's answer: only one who received the product (403 otherwise). */
export async function answerAsCustomer(
  db: Db,
  userId: string,
  questionId: string,
  text: string,
): Promise<{ id: string; created: boolean }> {
  const question = await openQuestion(db, questionId);
  const shade = await deliveredShade(db, userId, question.productId);
  if (shade === undefined) throw new AppError('forbidden', QA_MESSAGES.notBuyer);
  return insertAnswer(db, { questionId, userId, isSeller: false, verifiedBuyer: true, text });
}

/** The seller's answer: the question must be about one of the vendor's own products (404
 * otherwise, like a missing one). */
export async function answerAsVendor(db: Db, vendorId: string, questionId: string, text: string) {
  await openQuestion(db, questionId, vendorId);
  return insertAnswer(db, {
    questionId,
    userId: vendorId,
    isSeller: true,
    verifiedBuyer: false,
    text,
  });
}

/** Hide or publish again a question or an answer; the reason goes to the audit trail in the
 * same transaction. Moving to the status it already has is a 409. */
export async function moderate(
  db: DbOrTx,
  adminId: string,
  entity: 'question' | 'answer',
  id: string,
  to: 'hidden' | 'published',
  reason: string,
) {
  const table = entity === 'question' ? questions : answers;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: table.status })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!row) throw notFound(entity === 'question' ? 'The question' : 'The answer');
    if (row.status === to) {
      throw new AppError(
        'conflict',
        `This ${entity} is already ${to === 'hidden' ? 'hidden' : 'published'}.`,
      );
    }
    await tx
      .update(table)
      .set({ status: to, hiddenReason: to === 'hidden' ? reason : null })
      .where(eq(table.id, id));
    await recordAudit(tx, {
      actorUserId: adminId,
      action: `${entity}.${to === 'hidden' ? 'hide' : 'restore'}`,
      entity,
      entityId: id,
      changes: { status: { from: row.status, to }, reason },
    });
  });
}
