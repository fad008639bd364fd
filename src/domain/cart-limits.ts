// The cart's limits, apart from the zod contract so the browser's cart sync (loaded on every
// page) can use them without downloading the schemas.

/** The cart allows at most this many of one product in a line. */
export const MAX_LINE_QUANTITY = 10;
export const MAX_CART_LINES = 50;
