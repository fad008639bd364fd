// schema.org `review` entries for a product page's JSON-LD (issue #19): the most helpful
// published reviews, as shown on the page. The aggregateRating comes from the product's own
// computed rating and count (seo/page-meta.ts).
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews, users } from '../../db/schema';
import { authorName } from './review-dto';

export async function reviewJsonLd(db: Db, productId: string, limit = 5) {
  const rows = await db
    .select({ review: reviews, name: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
    .orderBy(desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  if (rows.length === 0) return {};
  return {
    review: rows.map(({ review, name }) => ({
      '@type': 'Review',
      name: review.title ?? '',
      reviewBody: review.body ?? '',
      datePublished: review.createdAt.toISOString().slice(0, 10),
      author: { '@type': 'Person', name: authorName(name) },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
    })),
  };
}
