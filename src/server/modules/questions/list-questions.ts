// The lists of questions: a product's published ones with their published answers (product
// page), the vendor's on its own products (unanswered by the seller first) and the admin's with
// every answer. Each is a fixed number of statements: the answers come inside the page's rows.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminQuestion,
  AdminQuestionListQuerySchema,
  Answer,
  QaStatus,
  Question,
  QuestionList,
  QuestionListQuerySchema,
  VendorQuestion,
  VendorQuestionListQuerySchema,
} from '../../../domain/schemas/questions';
import type { Db, DbOrTx } from '../../db/client';
import { answers, products, questions, users, vendors, type QuestionRow } from '../../db/schema';
import { notFound } from '../../errors';
import { likePattern } from '../admin/like-pattern';
import { authorName } from '../reviews/review-dto';

interface AnswerJson {
  id: string;
  text: string;
  name: string | null;
  shop: string | null;
  isSeller: boolean;
  verifiedBuyer: boolean;
  status: QaStatus;
  hiddenReason: string | null;
  createdAt: string;
}

/** The question's answers as one json column, the seller's first, then oldest first. */
function answersColumn(onlyPublished: boolean) {
  const published = onlyPublished ? sql`AND a.status = 'published'` : sql``;
  return sql<AnswerJson[] | string>`COALESCE((
    SELECT json_agg(json_build_object(
        'id', a.id, 'text', a.body, 'name', au.name, 'shop', av.company_name,
        'isSeller', a.is_seller, 'verifiedBuyer', a.verified_buyer, 'status', a.status,
        'hiddenReason', a.hidden_reason, 'createdAt', a.created_at)
      ORDER BY a.is_seller DESC, a.created_at, a.id)
    FROM answers a
    JOIN users au ON au.id = a.user_id
    LEFT JOIN vendors av ON a.is_seller AND av.user_id = a.user_id
    WHERE a.question_id = ${questions.id} ${published}), '[]'::json)`;
}

const sellerAnswered = sql<boolean>`EXISTS (SELECT 1 FROM answers s
  WHERE s.question_id = ${questions.id} AND s.is_seller AND s.status = 'published')`;

function toAnswers(value: AnswerJson[] | string) {
  const list = typeof value === 'string' ? (JSON.parse(value) as AnswerJson[]) : value;
  return list.map((a) => ({
    answer: {
      id: a.id,
      text: a.text,
      author: a.isSeller ? (a.shop ?? 'The seller') : authorName(a.name),
      isSeller: a.isSeller,
      verifiedBuyer: a.verifiedBuyer,
      createdAt: new Date(a.createdAt).toISOString(),
    } satisfies Answer,
    status: a.status,
    hiddenReason: a.hiddenReason,
  }));
}

const publicRows = (db: DbOrTx) =>
  db
    .select({ question: questions, name: users.name, answers: answersColumn(true) })
    .from(questions)
    .innerJoin(users, eq(users.id, questions.userId));

interface RowWithAnswers {
  question: QuestionRow;
  name: string;
  answers: AnswerJson[] | string;
}

const toQuestion = (r: RowWithAnswers): Question => ({
  id: r.question.id,
  productId: r.question.productId,
  text: r.question.body,
  author: authorName(r.name),
  createdAt: r.question.createdAt.toISOString(),
  answers: toAnswers(r.answers).map((a) => a.answer),
});

/** One question as the product page shows it (its published answers), for the asker. */
export async function questionById(db: Db, questionId: string): Promise<Question> {
  const [row] = await publicRows(db).where(eq(questions.id, questionId));
  if (!row) throw notFound('The question');
  return toQuestion(row);
}

/** A product's published questions, newest first, in two statements: the count, then the page. */
export async function listProductQuestions(
  db: Db,
  productId: string,
  query: z.output<typeof QuestionListQuerySchema>,
): Promise<QuestionList> {
  const [head] = await db
    .select({ total: sql<number>`count(${questions.id})::int` })
    .from(products)
    .leftJoin(
      questions,
      and(eq(questions.productId, products.id), eq(questions.status, 'published')),
    )
    .where(and(eq(products.id, productId), eq(products.status, 'published')))
    .groupBy(products.id);
  if (!head) throw notFound('The product');
  const rows = await publicRows(db)
    .where(and(eq(questions.productId, productId), eq(questions.status, 'published')))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    items: rows.map(toQuestion),
    page: query.page,
    limit: query.limit,
    total: head.total,
  };
}

/** A page of questions with product, vendor and author, and the count, side by side. */
async function pageOf(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  page: number,
  limit: number,
  onlyPublishedAnswers: boolean,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        question: questions,
        name: users.name,
        email: users.email,
        productName: products.name,
        vendorName: vendors.companyName,
        answers: answersColumn(onlyPublishedAnswers),
        sellerAnswered,
      })
      .from(questions)
      .innerJoin(users, eq(users.id, questions.userId))
      .innerJoin(products, eq(products.id, questions.productId))
      .leftJoin(vendors, eq(vendors.userId, questions.vendorId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count() })
      .from(questions)
      .innerJoin(products, eq(products.id, questions.productId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

type PageRow = Awaited<ReturnType<typeof pageOf>>['rows'][number];

const toVendorQuestion = (r: PageRow): VendorQuestion => ({
  ...toQuestion(r),
  productName: r.productName,
  status: r.question.status as QaStatus,
  answeredBySeller: Boolean(r.sellerAnswered),
});

const NEWEST = [desc(questions.createdAt), desc(questions.id)];

export async function listVendorQuestions(
  db: Db,
  vendorId: string,
  query: z.output<typeof VendorQuestionListQuerySchema>,
) {
  const where = and(
    eq(questions.vendorId, vendorId),
    query.unanswered === true ? sql`NOT ${sellerAnswered}` : undefined,
    query.unanswered === false ? sellerAnswered : undefined,
  );
  const order = [asc(sellerAnswered), ...NEWEST];
  const { rows, total } = await pageOf(db, where, order, query.page, query.limit, true);
  return { items: rows.map(toVendorQuestion), page: query.page, limit: query.limit, total };
}

/** One question on the vendor's own products; another vendor's is a 404. */
export async function vendorQuestion(db: Db, vendorId: string, questionId: string) {
  const where = and(eq(questions.vendorId, vendorId), eq(questions.id, questionId));
  const [row] = (await pageOf(db, where, NEWEST, 1, 1, true)).rows;
  if (!row) throw notFound('The question');
  return toVendorQuestion(row);
}

const toAdminQuestion = (r: PageRow): AdminQuestion => ({
  ...toVendorQuestion(r),
  vendorName: r.vendorName,
  authorEmail: r.email,
  hiddenReason: r.question.hiddenReason,
  answers: toAnswers(r.answers).map((a) => ({
    ...a.answer,
    status: a.status,
    hiddenReason: a.hiddenReason,
  })),
});

export async function listAdminQuestions(
  db: Db,
  query: z.output<typeof AdminQuestionListQuerySchema>,
) {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(
    pattern
      ? or(
          ilike(products.name, pattern),
          ilike(questions.body, pattern),
          sql`EXISTS (SELECT 1 FROM answers m WHERE m.question_id = ${questions.id}
                AND m.body ILIKE ${pattern})`,
        )
      : undefined,
    query.status ? eq(questions.status, query.status) : undefined,
  );
  const { rows, total } = await pageOf(db, where, NEWEST, query.page, query.limit, false);
  return { items: rows.map(toAdminQuestion), page: query.page, limit: query.limit, total };
}

export async function adminQuestion(db: Db, questionId: string): Promise<AdminQuestion> {
  const [row] = (await pageOf(db, eq(questions.id, questionId), NEWEST, 1, 1, false)).rows;
  if (!row) throw notFound('The question');
  return toAdminQuestion(row);
}

/** The question an answer belongs to, for the admin's answer routes. */
export async function questionOfAnswer(db: Db, answerId: string): Promise<string> {
  const [row] = await db
    .select({ questionId: answers.questionId })
    .from(answers)
    .where(eq(answers.id, answerId));
  if (!row) throw notFound('The answer');
  return row.questionId;
}
