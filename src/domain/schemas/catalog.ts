// The catalogue API contract: listing filters, product summaries and details, facets.
import { z } from 'zod';
import { parseRupeesText } from '../money';
import {
  CATEGORIES,
  LISTING_LIMITS,
  PRICE_BANDS,
  SORTS,
  STOCK_STATUSES,
  SUBCATEGORIES,
} from '../catalog';
import { listOf, pageFields, splitValues } from './paging';
import { ATTRIBUTE_GROUPS } from '../attributes';

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
  if (value === null || value > LISTING_LIMITS.rupees) {
    ctx.addIssue({ code: 'custom', message: 'Use rupees written like 499 or 499.50.' });
    return z.NEVER;
  }
  return value;
});

/**
 * A filter that takes several values (issue #25): repeated (`vendor=a&vendor=b`, what a plain
 * HTML form sends) or comma-separated (`vendor=a,b`, what the storefront's links carry), read as
 * a sorted set so that any order or repetition is the same listing (and the same cache entry).
 */
const many = <T extends z.ZodType<string, string>>(item: T, max: number) =>
  z
    .union([
      z.string().max(LISTING_LIMITS.text),
      z.array(z.string().max(LISTING_LIMITS.text)).max(max),
    ])
    .transform(splitValues)
    .pipe(z.array(item).max(max))
    .transform((values) => (values.length ? values.sort() : undefined))
    .optional();

const PRICE_BAND_IDS = PRICE_BANDS.map((b) => b.id) as [
  (typeof PRICE_BANDS)[number]['id'],
  ...(typeof PRICE_BANDS)[number]['id'][],
];

export const ProductListQuerySchema = z
  .object({
    category: z.enum(CATEGORIES).optional(),
    /** Types (subcategories): any of them. */
    subcategory: many(z.enum(SUBCATEGORIES), SUBCATEGORIES.length),
    /** Brands by slug (or vendor id): any of them. */
    vendor: many(z.string().min(1).max(LISTING_LIMITS.vendor), LISTING_LIMITS.values),
    /** Price bands by id (`under-500,500-999`): a product in any of them. */
    price: many(z.enum(PRICE_BAND_IDS), PRICE_BANDS.length),
    featured: flag,
    new: flag,
    sale: flag,
    inStock: flag,
    minPrice: rupees.optional(),
    maxPrice: rupees.optional(),
    minRating: z.coerce.number().min(0).max(5).optional(),
    search: z.string().trim().max(LISTING_LIMITS.search).optional(),
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
    /**
     * Beauty attributes as comma-separated `group:value` tokens (issue #18), e.g.
     * `finish:matte,shade-family:red,shade-family:nude`: values of one group are alternatives
     * (any of them), groups narrow each other (all of them). Unknown tokens are refused.
     */
    attributes: many(z.string().min(3).max(60), LISTING_LIMITS.values),
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

/** A shade's dot on a product card: its name and colour. */
export const SwatchSchema = z.object({ name: z.string(), hex: z.string().nullable() });
export type Swatch = z.infer<typeof SwatchSchema>;

export const ProductSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The cheapest variant's price; with `maxPrice` above it the card shows "from ₹X". */
    price: z.number(),
    originalPrice: z.number().nullable(),
    /** The dearest variant's price; equals `price` when every variant costs the same. */
    maxPrice: z.number(),
    /** How many variants (shades, sizes) the product has; 1 for a plain product. */
    variantCount: z.number(),
    /** The variant a shopper gets without choosing (the first, in the vendor's order). */
    defaultVariantId: z.string(),
    /** The first five shades as dots for the card (empty for products without a shade option). */
    swatches: z.array(SwatchSchema),
    /** How many shades there are in all: the card shows "+N" for the ones past the fifth. */
    swatchCount: z.number(),
    /** The first option's name ("Shade", "Size"), for the card's "Choose size"; null if plain. */
    optionName: z.string().nullable(),
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

/** One attribute group's facet: its values with counts, in the fixed list's order. */
export const AttributeFacetSchema = z.object({
  group: z.enum(ATTRIBUTE_GROUPS),
  label: z.string(),
  values: z.array(FacetValueSchema),
});
export type AttributeFacet = z.infer<typeof AttributeFacetSchema>;

export const FacetsSchema = z.object({
  category: z.array(FacetValueSchema),
  subcategory: z.array(FacetValueSchema),
  /** The top brands by count (at most 12); `GET /api/store/facets/vendors?q=` finds the rest. */
  vendor: z.array(FacetValueSchema),
  /** How many brands match in all, so the panel knows to offer its search. */
  vendorTotal: z.number(),
  price: z.array(FacetValueSchema),
  rating: z.array(FacetValueSchema),
  /** Groups with at least one matching product; values with a count of 0 are left out. */
  attributes: z.array(AttributeFacetSchema),
});
export type Facets = z.infer<typeof FacetsSchema>;

/** `GET /api/store/facets/vendors`: the listing's filters (its `vendor` is ignored: the brand
 * facet counts without its own filter) and `q`, a part of the brand's name. */
export const VendorFacetQuerySchema = ProductListQuerySchema.omit({
  sort: true,
  cursor: true,
  page: true,
  limit: true,
})
  .extend({ q: z.string().trim().max(100).optional() })
  .strict();
export type VendorFacetQuery = z.infer<typeof VendorFacetQuerySchema>;

/** The brands whose name matches, most matching products first (at most 20), and how many
 * brands match in all. */
export const VendorFacetListSchema = z.object({
  items: z.array(FacetValueSchema),
  total: z.number(),
});
export type VendorFacetList = z.infer<typeof VendorFacetListSchema>;

/** What an empty listing offers instead (issue #37): searches that would find something (a
 * spelling the catalogue knows, or a synonym's word), the nearest categories, and best-sellers. */
export const EmptyHelpSchema = z.object({
  /** Searches to try, closest first: the catalogue's spellings and synonyms' words (at most 4). */
  suggestions: z.array(z.object({ search: z.string(), kind: z.enum(['spelling', 'synonym']) })),
  /** The categories (or types) nearest the search, most matching products first (at most 2). */
  categories: z.array(
    z.object({
      category: z.enum(CATEGORIES),
      subcategory: z.string().nullable(),
      label: z.string(),
    }),
  ),
  /** The store's best-sellers (Popularity order), in stock, four at most. */
  bestSellers: z.array(ProductSummarySchema),
});
export type EmptyHelp = z.infer<typeof EmptyHelpSchema>;

export const ProductListSchema = listOf(ProductSummarySchema).extend({
  /** Pass as `cursor` for the page after this one; null on the last page or for sorts
   * without keyset paging (relevance, discount). */
  nextCursor: z.string().nullable(),
  facets: FacetsSchema,
  /** What a misspelt search was taken to mean ("lipstik" → "lipstick"): set when no product
   * holds the search as typed and the results are its typos' matches; null otherwise. */
  correctedSearch: z.string().nullable(),
  /** Set on an empty first page: what to try instead. Null when the listing has products. */
  emptyHelp: EmptyHelpSchema.nullable(),
});
export type ProductList = z.infer<typeof ProductListSchema>;

/** One sellable variant of a product (a shade, a size, or a shade in a size). */
export const VariantSchema = z
  .object({
    id: z.string(),
    sku: z.string(),
    /** The option values in the product's option order, e.g. ["Berry Wine"] or ["Red", "50 ml"]. */
    options: z.array(z.string()),
    /** The option values joined for display: "Berry Wine", "Red · 50 ml"; '' for a plain product. */
    label: z.string(),
    /** The label in a link (`?shade=rani-pink`, issue #37); '' for a plain product. */
    slug: z.string(),
    /** The shade's colour (#rrggbb), when the first option is a shade. */
    swatchHex: z.string().nullable(),
    /** A photo of the shade itself (a smear or swatch), when the vendor gave one. */
    swatchImage: ProductImageSchema.nullable(),
    /** The variant's own photo; the gallery starts with it when it is chosen. */
    image: ProductImageSchema.nullable(),
    /** The shade's own photos in the vendor's order (issue #37): the gallery shows them first. */
    images: z.array(ProductImageSchema),
    price: z.number(),
    originalPrice: z.number().nullable(),
    discountPercent: z.number().nullable(),
    stockStatus: z.enum(STOCK_STATUSES),
    /** Shown only when stock is low (SPEC: "Only N left"), otherwise null. */
    stockQuantity: z.number().nullable(),
  })
  .meta({ id: 'Variant' });
export type Variant = z.infer<typeof VariantSchema>;

/** A product's option: its name ("Shade", "Size") and its values in order. */
export const ProductOptionSchema = z.object({
  name: z.string(),
  /** 'shade' options show swatches; others show labelled buttons. */
  kind: z.enum(['shade', 'other']),
  values: z.array(z.string()),
});
export type ProductOption = z.infer<typeof ProductOptionSchema>;

/** A beauty attribute as a chip on the product page. */
export const AttributeChipSchema = z.object({
  token: z.string(),
  group: z.enum(ATTRIBUTE_GROUPS),
  groupLabel: z.string(),
  label: z.string(),
});
export type AttributeChip = z.infer<typeof AttributeChipSchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  /** The collapsible sections under the description; empty when the vendor wrote none. */
  ingredients: z.string(),
  howToUse: z.string(),
  images: z.array(ProductImageSchema),
  stockQuantity: z.number().nullable(),
  /** Empty for a plain product (one variant without options). */
  options: z.array(ProductOptionSchema),
  /** Every variant, in the vendor's order; a plain product has exactly one. */
  variants: z.array(VariantSchema),
  attributes: z.array(AttributeChipSchema),
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

/** The header search's popular searches, most popular first. */
export const PopularSearchesSchema = z.object({ items: z.array(z.string()) });
export type PopularSearches = z.infer<typeof PopularSearchesSchema>;
