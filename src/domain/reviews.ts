// The reviews' lists, limits and messages (issue #19), without zod: the product page's reviews
// show them before any form is opened, and the schemas (schemas/reviews.ts, which re-exports them)
// would bring zod's core into the page's hydration (issue #36).
export const SKIN_TYPES = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];
export const SKIN_TYPE_LABELS: Record<SkinType, string> = {
  dry: 'Dry',
  oily: 'Oily',
  combination: 'Combination',
  normal: 'Normal',
  sensitive: 'Sensitive',
};

export const REVIEW_SORTS = ['helpful', 'newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_STATUSES = ['published', 'hidden'] as const;

export const REVIEW_LIMITS = {
  titleMax: 120,
  textMin: 20,
  textMax: 2000,
  photos: 3,
  photoBytes: 5 * 1024 * 1024,
  photoMinSide: 200,
  replyMax: 1000,
  reasonMax: 300,
} as const;

export const REVIEW_MESSAGES = {
  notBuyer:
    'Only customers who received this product can review it. Reviews open once an order with it is delivered.',
  already: 'You have already reviewed this product. Edit your review instead.',
  notYours: 'You can change only your own review.',
  ownVote: 'You cannot vote for your own review.',
  photoLimit: `A review can have up to ${REVIEW_LIMITS.photos} photos. Remove one to add another.`,
} as const;
