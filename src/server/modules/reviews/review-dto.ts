// One review as the API shows it: the author as first name and initial, photos as URLs.
import { imageUrl } from '../../../domain/images';
import type { Review, SkinType } from '../../../domain/schemas/reviews';
import type { ReviewRow } from '../../db/schema';

/** "Priya Sharma" → "Priya S."; a single name stays as it is. */
export function authorName(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Angle customer';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first!;
}

export function toReview(row: ReviewRow, authorFullName: string | null): Review {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    title: row.title ?? '',
    text: row.body ?? '',
    skinType: (row.skinType as SkinType | null) ?? null,
    shade: row.shade,
    photos: row.photos.map((p) => ({
      id: p.id,
      thumbUrl: imageUrl(p.storageKey, 320),
      url: imageUrl(p.storageKey, 960),
      width: p.width,
      height: p.height,
    })),
    author: authorName(authorFullName),
    verifiedBuyer: row.verifiedBuyer,
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reply: row.reply && row.replyAt ? { text: row.reply, at: row.replyAt.toISOString() } : null,
  };
}
