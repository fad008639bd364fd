// The reviews API contract (issue #19): a verified buyer's review of a product, its helpful
// votes and reports, the vendor's reply, and the admin's moderation.
import { z } from 'zod';
import { listOf, pageFields } from './paging';

import { SKIN_TYPES, REVIEW_SORTS, REVIEW_STATUSES, REVIEW_LIMITS } from '../reviews';
export {
  SKIN_TYPES,
  SKIN_TYPE_LABELS,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
} from '../reviews';
export type { SkinType, ReviewSort } from '../reviews';

const stars = z.coerce
  .number({ error: 'Choose a rating from 1 to 5 stars.' })
  .int('Choose a rating from 1 to 5 stars.')
  .min(1, 'Choose a rating from 1 to 5 stars.')
  .max(5, 'Choose a rating from 1 to 5 stars.');

const reviewFields = {
  rating: stars,
  title: z
    .string()
    .trim()
    .min(1, 'Give your review a title.')
    .max(REVIEW_LIMITS.titleMax, `Keep the title under ${REVIEW_LIMITS.titleMax} characters.`),
  text: z
    .string()
    .trim()
    .min(REVIEW_LIMITS.textMin, `Write at least ${REVIEW_LIMITS.textMin} characters.`)
    .max(REVIEW_LIMITS.textMax, `Keep the review under ${REVIEW_LIMITS.textMax} characters.`),
  skinType: z.enum(SKIN_TYPES).nullable().optional(),
  shade: z.string().trim().max(80, 'Keep the shade under 80 characters.').nullable().optional(),
};

export const ReviewInputSchema = z.object(reviewFields).strict();
export type ReviewInput = z.input<typeof ReviewInputSchema>;

export const CreateReviewSchema = z
  .object({ productId: z.string().min(1).max(100), ...reviewFields })
  .strict();
export type CreateReview = z.input<typeof CreateReviewSchema>;

export const UpdateReviewSchema = ReviewInputSchema.partial().strict();

export const ReviewPhotoSchema = z.object({
  id: z.string(),
  /** The 320 px rendition for the list; `url` is the 960 px one for the lightbox. */
  thumbUrl: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});

export const ReviewReplySchema = z.object({ text: z.string(), at: z.string() });

export const ReviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  rating: z.number(),
  title: z.string(),
  text: z.string(),
  skinType: z.enum(SKIN_TYPES).nullable(),
  shade: z.string().nullable(),
  photos: z.array(ReviewPhotoSchema),
  /** First name and initial: "Priya S." */
  author: z.string(),
  /** Every review is written after a delivered order line; the flag is for the page's badge. */
  verifiedBuyer: z.boolean(),
  helpfulCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: ReviewReplySchema.nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
const starFilter = z.coerce.number().int().min(1).max(5).optional();

export const ReviewListQuerySchema = z
  .object({
    sort: z.enum(REVIEW_SORTS).default('helpful'),
    stars: starFilter,
    withPhotos: flag,
    skinType: z.enum(SKIN_TYPES).optional(),
    ...pageFields(5),
  })
  .strict();
export type ReviewListQuery = z.input<typeof ReviewListQuerySchema>;

export const RatingSummarySchema = z.object({
  rating: z.number(),
  count: z.number(),
  /** Published reviews per star, 5 first. */
  distribution: z.array(z.object({ stars: z.number(), count: z.number() })),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

export const ReviewListSchema = listOf(ReviewSchema).extend({
  summary: RatingSummarySchema,
  /** The signed-in customer's votes among these items. */
  votedIds: z.array(z.string()),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

export const MyReviewQuerySchema = z.object({ productId: z.string().min(1).max(100) }).strict();

/** Whether the signed-in customer may review a product, and their review if written. */
export const MyReviewSchema = z.object({
  canReview: z.boolean(),
  /** The shade or size of their latest delivered line, to prefill the form. */
  shade: z.string().nullable(),
  review: ReviewSchema.extend({ status: z.enum(REVIEW_STATUSES) }).nullable(),
});
export type MyReview = z.infer<typeof MyReviewSchema>;

export const ReviewVoteSchema = z.object({ helpfulCount: z.number(), voted: z.boolean() });

export const ReviewPhotoParamsSchema = z.object({
  id: z.string().min(1).max(100),
  photoId: z.string().min(1).max(100),
});

// ---- Vendor portal ----

export const VendorReviewListQuerySchema = z
  .object({ rating: starFilter, productId: z.string().min(1).max(100).optional(), ...pageFields() })
  .strict();
export type VendorReviewListQuery = z.input<typeof VendorReviewListQuerySchema>;

export const VendorReviewSchema = ReviewSchema.extend({
  productName: z.string(),
  status: z.enum(REVIEW_STATUSES),
});
export type VendorReview = z.infer<typeof VendorReviewSchema>;
export const VendorReviewListSchema = listOf(VendorReviewSchema);

export const ReviewReplyInputSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(2, 'Write your reply.')
      .max(REVIEW_LIMITS.replyMax, `Keep the reply under ${REVIEW_LIMITS.replyMax} characters.`),
  })
  .strict();

// ---- Angle Admin ----

export const AdminReviewListQuerySchema = z
  .object({
    /** Words of the product's name or the review's title or text. */
    search: z.string().trim().max(100).optional(),
    status: z.enum(REVIEW_STATUSES).optional(),
    productId: z.string().min(1).max(100).optional(),
    vendorId: z.string().min(1).max(100).optional(),
    rating: starFilter,
    reported: flag,
    ...pageFields(),
  })
  .strict();
export type AdminReviewListQuery = z.input<typeof AdminReviewListQuerySchema>;

export const AdminReviewSchema = VendorReviewSchema.extend({
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  authorEmail: z.string(),
  hiddenReason: z.string().nullable(),
  reportCount: z.number(),
  reports: z.array(z.object({ reason: z.string(), at: z.string() })),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
export const AdminReviewListSchema = listOf(AdminReviewSchema);

export const ModerateReviewSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(3, 'Give a reason; it is kept in the audit trail.')
      .max(REVIEW_LIMITS.reasonMax, `Keep the reason under ${REVIEW_LIMITS.reasonMax} characters.`),
  })
  .strict();
