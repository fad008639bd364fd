// schema.org `review` entries for a product page's JSON-LD (issue #19): the most helpful
// published reviews, as shown on the page. The aggregateRating comes from the product's own
// computed rating and count (seo/page-meta.ts).
import type { Database } from '../../db/client';
import { authorName } from './review-dto';

interface ReviewLdRow {
  title: string | null;
  body: string | null;
  rating: number;
  created_at: Date | string;
  name: string | null;
}

/** `reviewCount` is the product's count of published reviews (product-rating.ts keeps it): a
 * product without any needs no statement. Otherwise one prepared statement of the few columns
 * shown (every uncached product page runs it; issue #35). */
export async function reviewJsonLd(
  database: Database,
  productId: string,
  reviewCount: number,
  limit = 5,
) {
  if (reviewCount === 0) return {};
  const rows = await database.query<ReviewLdRow>(
    `SELECT r.title, r.body, r.rating, r.created_at, u.name
       FROM reviews r JOIN users u ON u.id = r.user_id
      WHERE r.product_id = $1 AND r.status = 'published'
      ORDER BY r.helpful_count DESC, r.created_at DESC, r.id DESC
      LIMIT $2`,
    [productId, limit],
    { prepare: true },
  );
  if (rows.length === 0) return {};
  return {
    review: rows.map((r) => ({
      '@type': 'Review',
      name: r.title ?? '',
      reviewBody: r.body ?? '',
      datePublished: new Date(r.created_at).toISOString().slice(0, 10),
      author: { '@type': 'Person', name: authorName(r.name) },
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5 },
    })),
  };
}
