// The catalogue's fixed vocabulary (SPEC §3) and the rules derived from a product's fields.
export const CATEGORIES = ['makeup', 'skin', 'hair', 'personal-care', 'appliances'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  makeup: 'Makeup',
  skin: 'Skin',
  hair: 'Hair',
  'personal-care': 'Personal Care',
  appliances: 'Appliances',
};

export const SUBCATEGORIES = [
  'face',
  'lips',
  'eyes',
  'sun protection',
  'shampoo',
  'conditioner',
  'treatments',
  'styling',
  'body',
  'deodorant',
  'fragrance',
  'hair tools',
  'skin tools',
] as const;
export type Subcategory = (typeof SUBCATEGORIES)[number];

/** The subcategories a product of each category can have: the vendor's list follows the
 * category, and the server refuses a pair from different lists. */
export const CATEGORY_SUBCATEGORIES: Record<Category, readonly Subcategory[]> = {
  makeup: ['face', 'lips', 'eyes'],
  skin: ['face', 'eyes', 'lips', 'body', 'sun protection', 'treatments'],
  hair: ['shampoo', 'conditioner', 'treatments', 'styling'],
  'personal-care': ['body', 'deodorant', 'fragrance'],
  appliances: ['hair tools', 'skin tools'],
};

/** "sun protection" → "Sun protection": how a subcategory is written in a list. */
export const subcategoryLabel = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Why `subcategory` cannot go with `category`, or null when it can. */
export function subcategoryProblem(subcategory: string | null, category: Category): string | null {
  if (subcategory === null || CATEGORY_SUBCATEGORIES[category].includes(subcategory as never)) {
    return null;
  }
  const names = CATEGORY_SUBCATEGORIES[category].map(subcategoryLabel);
  return `Choose a subcategory of ${CATEGORY_LABELS[category]}: ${names.slice(0, -1).join(', ')} or ${names.at(-1)}.`;
}

export const STOCK_STATUSES = ['in-stock', 'low-stock', 'out-of-stock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const PRODUCT_STATUSES = ['draft', 'published', 'unpublished', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The listing's sort orders (the API's `sort` parameter). */
export const SORTS = [
  'relevance',
  'popularity',
  'price-asc',
  'price-desc',
  'newest',
  'rating',
  'discount',
] as const;
export type Sort = (typeof SORTS)[number];

/** Price bands of the price facet, in rupees; `max` is exclusive. */
export const PRICE_BANDS = [
  { id: 'under-500', label: 'Under ₹500', min: 0, max: 500 },
  { id: '500-999', label: '₹500 – ₹999', min: 500, max: 1000 },
  { id: '1000-1999', label: '₹1,000 – ₹1,999', min: 1000, max: 2000 },
  { id: '2000-plus', label: '₹2,000 and above', min: 2000, max: null },
] as const;
export const RATING_STEPS = [4, 3] as const;

/** What the listing API takes (schemas/catalog.ts ProductListQuerySchema), read too by the
 * storefront, which leaves out of a listing's address what the API would refuse without loading
 * zod (listing-params.ts cleanListingParams). */
export const LISTING_LIMITS = {
  /** Characters of a search. */
  search: 100,
  /** Different values of one brand or attribute filter. */
  values: 30,
  /** Characters of one multi-value filter as one parameter carries it. */
  text: 2000,
  /** Characters of one brand's slug or id. */
  vendor: 100,
  /** The highest custom price, in rupees. */
  rupees: 10_000_000,
} as const;

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** Stock status is never stored: it follows from the quantity and the product's threshold. */
export function stockStatusOf(stockQuantity: number, lowStockThreshold: number): StockStatus {
  if (stockQuantity <= 0) return 'out-of-stock';
  if (stockQuantity <= lowStockThreshold) return 'low-stock';
  return 'in-stock';
}

/**
 * SPEC §5: round((originalPrice − price) / originalPrice × 100), shown only when the product is
 * on sale and the result is above 0. Returns null when no badge should show.
 */
export function discountPercent(p: {
  price: number;
  originalPrice?: number | null;
  isOnSale?: boolean | null;
}): number | null {
  if (!p.isOnSale || !p.originalPrice || p.originalPrice <= 0) return null;
  const pct = Math.round(((p.originalPrice - p.price) / p.originalPrice) * 100);
  return pct > 0 ? pct : null;
}

/**
 * The header search's popular searches (issue #25): a curated list shipped with the app and
 * served by `GET /api/store/search/popular` (decision 025). Not ranked from shoppers' queries:
 * those would need moderation before being shown to everyone.
 */
export const POPULAR_SEARCHES = [
  'lipstick',
  'sunscreen',
  'face serum',
  'kajal',
  'hair oil',
  'shampoo',
] as const;
