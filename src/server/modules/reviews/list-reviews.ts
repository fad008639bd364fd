// The lists of reviews: a product's published ones on the product page, a vendor's (its own
// products only) and the admin's with moderation filters.
import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminReview,
  AdminReviewListQuerySchema,
  ReviewList,
  ReviewListQuerySchema,
  VendorReview,
  VendorReviewListQuerySchema,
} from '../../../domain/schemas/reviews';
import { REPORT_REASON_LABELS, type ReportReason } from '../../../domain/schemas/reports';
import type { Db, DbOrTx } from '../../db/client';
import { contentReports, products, reviews, reviewVotes, users, vendors } from '../../db/schema';
import { notFound } from '../../errors';
import { likePattern } from '../admin/like-pattern';
import { toReview } from './review-dto';

const ORDER_BY = {
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
} as const;

/**
 * A product's page of published reviews in two statements: the summary (stored rating and
 * count, the 5-to-1 distribution and how many match the filters) and the page itself, with
 * whether the viewer voted for each.
 */
export async function listProductReviews(
  db: Db,
  productId: string,
  query: z.output<typeof ReviewListQuerySchema>,
  viewerId: string | null,
): Promise<ReviewList> {
  const filters = and(
    query.stars ? eq(reviews.rating, query.stars) : undefined,
    query.withPhotos ? sql`jsonb_array_length(${reviews.photos}) > 0` : undefined,
    query.skinType ? eq(reviews.skinType, query.skinType) : undefined,
  );
  const perStar = (n: number) =>
    sql<number>`count(${reviews.id}) filter (where ${reviews.rating} = ${n})::int`;
  const [head] = await db
    .select({
      rating: products.rating,
      count: products.reviewCount,
      s5: perStar(5),
      s4: perStar(4),
      s3: perStar(3),
      s2: perStar(2),
      s1: perStar(1),
      matching: filters
        ? sql<number>`count(${reviews.id}) filter (where ${filters})::int`
        : sql<number>`count(${reviews.id})::int`,
    })
    .from(products)
    .leftJoin(reviews, and(eq(reviews.productId, products.id), eq(reviews.status, 'published')))
    .where(and(eq(products.id, productId), eq(products.status, 'published')))
    .groupBy(products.id);
  if (!head) throw notFound('The product');
  const voted = viewerId
    ? sql<boolean>`exists (select 1 from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviews.id} and ${reviewVotes.userId} = ${viewerId})`
    : sql<boolean>`false`;
  const rows =
    head.matching === 0
      ? []
      : await db
          .select({ review: reviews, name: users.name, voted })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published'), filters))
          .orderBy(...ORDER_BY[query.sort])
          .limit(query.limit)
          .offset((query.page - 1) * query.limit);
  const byStars = [head.s5, head.s4, head.s3, head.s2, head.s1];
  return {
    items: rows.map((r) => toReview(r.review, r.name)),
    page: query.page,
    limit: query.limit,
    total: head.matching,
    summary: {
      rating: Number(head.rating),
      count: head.count,
      distribution: byStars.map((count, i) => ({ stars: 5 - i, count })),
    },
    votedIds: rows.filter((r) => r.voted).map((r) => r.review.id),
  };
}

async function pageOf(db: DbOrTx, where: SQL | undefined, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        review: reviews,
        name: users.name,
        email: users.email,
        productName: products.name,
        vendorName: vendors.companyName,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(vendors, eq(vendors.userId, reviews.vendorId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

type PageRow = Awaited<ReturnType<typeof pageOf>>['rows'][number];

const toVendorReview = (r: PageRow): VendorReview => ({
  ...toReview(r.review, r.name),
  productName: r.productName,
  status: r.review.status as VendorReview['status'],
});

export async function listVendorReviews(
  db: Db,
  vendorId: string,
  query: z.output<typeof VendorReviewListQuerySchema>,
) {
  const where = and(
    eq(reviews.vendorId, vendorId),
    query.rating ? eq(reviews.rating, query.rating) : undefined,
    query.productId ? eq(reviews.productId, query.productId) : undefined,
  );
  const { rows, total } = await pageOf(db, where, query.page, query.limit);
  return { items: rows.map(toVendorReview), page: query.page, limit: query.limit, total };
}

/** One review of the vendor's own products; another vendor's is a 404. */
export async function vendorReview(db: Db, vendorId: string, reviewId: string) {
  const where = and(eq(reviews.vendorId, vendorId), eq(reviews.id, reviewId));
  const [row] = (await pageOf(db, where, 1, 1)).rows;
  if (!row) throw notFound('The review');
  return toVendorReview(row);
}

export async function listAdminReviews(db: Db, query: z.output<typeof AdminReviewListQuerySchema>) {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(
    pattern
      ? or(
          ilike(products.name, pattern),
          ilike(reviews.title, pattern),
          ilike(reviews.body, pattern),
        )
      : undefined,
    query.status ? eq(reviews.status, query.status) : undefined,
    query.productId ? eq(reviews.productId, query.productId) : undefined,
    query.vendorId ? eq(reviews.vendorId, query.vendorId) : undefined,
    query.rating ? eq(reviews.rating, query.rating) : undefined,
    query.reported === true ? gt(reviews.reportCount, 0) : undefined,
    query.reported === false ? eq(reviews.reportCount, 0) : undefined,
  );
  const { rows, total } = await pageOf(db, where, query.page, query.limit);
  return { items: await toAdminReviews(db, rows), page: query.page, limit: query.limit, total };
}

export async function adminReview(db: Db, reviewId: string): Promise<AdminReview> {
  const [row] = (await pageOf(db, eq(reviews.id, reviewId), 1, 1)).rows;
  if (!row) throw notFound('The review');
  return (await toAdminReviews(db, [row]))[0]!;
}

/** A report as the admin reads it: "Spam", or "Other: the shopper's words". */
const reportWords = (p: { reason: string; note: string | null }) => {
  const label = REPORT_REASON_LABELS[p.reason as ReportReason] ?? p.reason;
  return p.note ? `${label}: ${p.note}` : label;
};

async function toAdminReviews(db: Db, rows: PageRow[]): Promise<AdminReview[]> {
  const ids = rows.map((r) => r.review.id);
  const reports =
    ids.length > 0
      ? await db
          .select({
            reviewId: contentReports.reviewId,
            reason: contentReports.reason,
            note: contentReports.note,
            at: contentReports.createdAt,
          })
          .from(contentReports)
          .where(inArray(contentReports.reviewId, ids))
          .orderBy(desc(contentReports.createdAt))
      : [];
  return rows.map((r) => ({
    ...toVendorReview(r),
    vendorId: r.review.vendorId,
    vendorName: r.vendorName,
    authorEmail: r.email,
    hiddenReason: r.review.hiddenReason,
    reportCount: r.review.reportCount,
    reports: reports
      .filter((p) => p.reviewId === r.review.id)
      .map((p) => ({ reason: reportWords(p), at: p.at.toISOString() })),
  }));
}
