// The wishlist API contract (/api/store/wishlist): a signed-in customer's saved product ids.
import { z } from 'zod';
import { PRODUCT_ID_PATTERN, WISHLIST_MERGE_LIMIT, WISHLIST_MESSAGES } from '../wishlist';

export const ProductIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(PRODUCT_ID_PATTERN, WISHLIST_MESSAGES.badId);

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
