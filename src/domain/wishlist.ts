// Wishlist limits and texts, shared by the API and the web app without pulling in zod.

/** How many products one customer's wishlist holds (visible products only). */
export const WISHLIST_LIMIT = 200;
/** How many ids one merge (a browser's local hearts at sign-in) may send. */
export const WISHLIST_MERGE_LIMIT = 100;

/** Seed ids (`prod-001`) and generated ones (`prod-<uuid>`) both fit. */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export const WISHLIST_MESSAGES = {
  full: `Your wishlist is full (${WISHLIST_LIMIT} products). Remove some to save more.`,
  badId: 'This is not a product id.',
} as const;
