// The wishlist API contract (/api/store/wishlist): a signed-in customer's saved product ids.
import { z } from 'zod';

/** How many products one customer's wishlist holds (visible products only). */
export const WISHLIST_LIMIT = 200;
/** How many ids one merge (a browser's local hearts at sign-in) may send. */
export const WISHLIST_MERGE_LIMIT = 100;

export const WISHLIST_MESSAGES = {
  full: `Your wishlist is full (${WISHLIST_LIMIT} products). Remove some to save more.`,
  badId: 'This is not a product id.',
} as const;

/** Seed ids (`prod-001`) and generated ones (UUIDs) both fit. */
export const ProductIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, WISHLIST_MESSAGES.badId);

export const WishlistItemParamsSchema = z.object({ productId: ProductIdSchema }).strict();

/** Product ids, newest first. */
const productIds = z.array(z.string());
export const WishlistSchema = z.object({ productIds }).meta({ id: 'Wishlist' });
export type Wishlist = z.infer<typeof WishlistSchema>;

export const WishlistMergeSchema = z
  .object({ productIds: z.array(ProductIdSchema).max(WISHLIST_MERGE_LIMIT) })
  .strict();
export type WishlistMerge = z.infer<typeof WishlistMergeSchema>;

export const WishlistSkipReasonSchema = z.enum(['unavailable', 'limit']);

/** The merged list, and the sent ids that were not added: unknown or unpublished products, or
 * ones that did not fit under the limit. */
export const WishlistMergeResultSchema = z
  .object({
    productIds,
    skipped: z.array(z.object({ productId: z.string(), reason: WishlistSkipReasonSchema })),
  })
  .meta({ id: 'WishlistMergeResult' });
export type WishlistMergeResult = z.infer<typeof WishlistMergeResultSchema>;
