// The catalogue API contract: listing filters, product summaries and details, facets.
import { z } from 'zod';
import { parseRupeesText } from '../money';
import { CATEGORIES, SORTS, STOCK_STATUSES, SUBCATEGORIES } from '../catalog';
import { listOf, pageFields } from './paging';

// The listing's plain vocabularies live in ../catalog, so the storefront's pages can use them
// without loading zod; they stay exported here for the API's modules.
export { PRICE_BANDS, RATING_STEPS, SORTS, type Sort } from '../catalog';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
/** Rupees in a query string, written as decimals (`499`, `499.50`): not `0x10`, `1e3` or ``. */
const rupees = z.string().transform((text, ctx) => {
  const value = parseRupeesText(text);
  if (value === null || value > 10_000_000) {
    ctx.addIssue({ code: 'custom', message: 'Use rupees written like 499 or 499.50.' });
    return z.NEVER;
  }
  return value;
});

export const ProductListQuerySchema = z
  .object({
    category: z.enum(CATEGORIES).optional(),
    subcategory: z.enum(SUBCATEGORIES).optional(),
    vendor: z.string().min(1).max(100).optional(),
    featured: flag,
    new: flag,
    sale: flag,
    inStock: flag,
    minPrice: rupees.optional(),
    maxPrice: rupees.optional(),
    minRating: z.coerce.number().min(0).max(5).optional(),
    search: z.string().trim().max(100).optional(),
    /** Comma-separated product ids (the wishlist), at most 100. */
    ids: z
      .string()
      .max(5000)
      .transform((v) =>
        v
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(1).max(100)).max(100))
      .optional(),
    sort: z.enum(SORTS).optional(),
    /** The previous page's `nextCursor`: keyset paging, as fast on page 1000 as on page 1. */
    cursor: z.string().max(300).optional(),
    ...pageFields(24),
  })
  .strict();
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductImageSchema = z.object({
  url: z.string(),
  srcSet: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
});

export const ProductSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    price: z.number(),
    originalPrice: z.number().nullable(),
    discountPercent: z.number().nullable(),
    rating: z.number(),
    reviewCount: z.number(),
    image: ProductImageSchema.nullable(),
    category: z.enum(CATEGORIES),
    subcategory: z.string().nullable(),
    tags: z.array(z.string()),
    isNew: z.boolean(),
    isFeatured: z.boolean(),
    isOnSale: z.boolean(),
    stockStatus: z.enum(STOCK_STATUSES),
    vendorId: z.string(),
    vendorName: z.string(),
    vendorSlug: z.string(),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

const FacetValueSchema = z.object({ value: z.string(), label: z.string(), count: z.number() });
export type FacetValue = z.infer<typeof FacetValueSchema>;

export const FacetsSchema = z.object({
  category: z.array(FacetValueSchema),
  subcategory: z.array(FacetValueSchema),
  vendor: z.array(FacetValueSchema),
  price: z.array(FacetValueSchema),
  rating: z.array(FacetValueSchema),
});
export type Facets = z.infer<typeof FacetsSchema>;

export const ProductListSchema = listOf(ProductSummarySchema).extend({
  /** Pass as `cursor` for the page after this one; null on the last page or for sorts
   * without keyset paging (relevance, discount). */
  nextCursor: z.string().nullable(),
  facets: FacetsSchema,
});
export type ProductList = z.infer<typeof ProductListSchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  images: z.array(ProductImageSchema),
  stockQuantity: z.number().nullable(),
  related: z.array(ProductSummarySchema),
}).meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const HomeSchema = z.object({
  featured: z.array(ProductSummarySchema),
  new: z.array(ProductSummarySchema),
  sale: z.array(ProductSummarySchema),
});
export type Home = z.infer<typeof HomeSchema>;

export const CategoryCountSchema = z.object({
  category: z.enum(CATEGORIES),
  label: z.string(),
  count: z.number(),
});
