// The vendor portal's catalogue contract (/api/vendor/products): the product form, the list's
// filters and the answers. The web form validates with the same schemas the server does.
import { z } from 'zod';
import { isWholePaise } from '../money';
import { CATEGORIES, PRODUCT_STATUSES, STOCK_STATUSES, SUBCATEGORIES } from '../catalog';
import { MAX_PRODUCT_ATTRIBUTES } from '../attributes';
import { ProductImageSchema, VariantSchema } from './catalog';
import { listOf, pageFields } from './paging';

export const PRODUCT_LIMITS = {
  nameMax: 120,
  descriptionMax: 5000,
  /** The product page's "Ingredients" and "How to use" (issue #25). */
  factsMax: 3000,
  tags: 15,
  tagMax: 30,
  /** Rupees. */
  priceMax: 1_000_000,
  stockMax: 1_000_000,
  images: 6,
  /** Bytes of one uploaded image. */
  imageBytes: 5 * 1024 * 1024,
  /** Smallest side of an uploaded image, in pixels. */
  imageMinSide: 200,
  csvBytes: 1024 * 1024,
  csvRows: 1000,
  /** Options per product (e.g. Shade and Size) and variants per product (issue #18). */
  options: 2,
  variants: 100,
  optionNameMax: 30,
  optionValueMax: 40,
  skuMax: 64,
} as const;

/** A SKU: letters, digits and . _ - only, unique among one vendor's variants. */
export const SkuSchema = z
  .string()
  .trim()
  .min(1, 'Enter the SKU.')
  .max(PRODUCT_LIMITS.skuMax, `Keep the SKU under ${PRODUCT_LIMITS.skuMax} characters.`)
  .regex(/^[A-Za-z0-9._-]+$/, 'A SKU may hold letters, digits and . _ - only.');

export const SwatchHexSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Write the swatch colour like #b03a48.')
  .transform((v) => v.toLowerCase());

/** An option of the product: "Shade" (kind 'shade', its values carry swatches) or "Size". */
export const ProductOptionInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name the option, like Shade or Size.')
      .max(PRODUCT_LIMITS.optionNameMax, 'Keep the option name under 30 characters.'),
    kind: z.enum(['shade', 'other']),
  })
  .strict();
export type ProductOptionInput = z.input<typeof ProductOptionInputSchema>;

/** What a vendor may set; `archived` only follows from deleting a product that was ordered. */
export const EDITABLE_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type EditableStatus = (typeof EDITABLE_STATUSES)[number];

export const PRODUCT_STATUS_LABELS: Record<(typeof PRODUCT_STATUSES)[number], string> = {
  draft: 'Draft',
  published: 'Published',
  unpublished: 'Unpublished',
  archived: 'Archived',
};

const rupees = (label: string) =>
  z
    .number(`Enter the ${label}.`)
    .positive(`The ${label} must be above ₹0.`)
    .max(PRODUCT_LIMITS.priceMax, `The ${label} can be at most ₹10,00,000.`)
    .refine(isWholePaise, { message: 'Use at most two decimals (paise).' });

const quantity = (label: string, max: number) =>
  z
    .number(`Enter the ${label}.`)
    .int(`The ${label} is a whole number.`)
    .min(0, `The ${label} cannot be negative.`)
    .max(max, `The ${label} can be at most ${max.toLocaleString('en-IN')}.`);

export const TagsSchema = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'A tag cannot be empty.')
      .max(PRODUCT_LIMITS.tagMax, `Keep each tag under ${PRODUCT_LIMITS.tagMax} characters.`),
  )
  .max(PRODUCT_LIMITS.tags, `Use at most ${PRODUCT_LIMITS.tags} tags.`)
  .transform((tags) => [...new Set(tags)]);

/**
 * One variant as the vendor writes it. `id` keeps an existing variant (its stock and its order
 * history); a variant without `id` is new; an existing variant left out of the list is removed
 * (or hidden, when it was ordered). `options` holds one value per product option, in order.
 */
export const VariantInputSchema = z
  .object({
    id: z.string().min(1).max(100).optional(),
    sku: SkuSchema,
    options: z.array(
      z
        .string()
        .trim()
        .min(1, 'Enter the option value.')
        .max(PRODUCT_LIMITS.optionValueMax, 'Keep the option value under 40 characters.'),
    ),
    swatchHex: SwatchHexSchema.nullable().optional(),
    /** One of the product's images, shown first when this variant is chosen. */
    imageId: z.string().min(1).max(100).nullable().optional(),
    /** Issue #37: the shade's own photos (the product's images, in order); the first is
     * `imageId`. Without it, `imageId` alone is the shade's photo. */
    imageIds: z
      .array(z.string().min(1).max(100))
      .max(PRODUCT_LIMITS.images, 'Choose at most 6 photos per shade.')
      .optional(),
    /** One of the product's images, used as the swatch instead of the colour. */
    swatchImageId: z.string().min(1).max(100).nullable().optional(),
    price: rupees('price'),
    originalPrice: rupees('original price').nullable().optional(),
    stockQuantity: quantity('stock', PRODUCT_LIMITS.stockMax),
  })
  .strict();
export type VariantInput = z.input<typeof VariantInputSchema>;

/** Every field of the form, without the rules that compare fields (see `checkPricing`). */
export const ProductFieldsSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, 'Enter the product name.')
      .max(PRODUCT_LIMITS.nameMax, `Keep the name under ${PRODUCT_LIMITS.nameMax} characters.`),
    description: z
      .string()
      .trim()
      .max(PRODUCT_LIMITS.descriptionMax, 'Keep the description under 5,000 characters.'),
    category: z.enum(CATEGORIES, 'Choose a category.'),
    subcategory: z.enum(SUBCATEGORIES, 'Choose a subcategory from the list.').nullable(),
    /** Absent keeps what the product has (a CSV has no column for them); empty shows none. */
    ingredients: z
      .string()
      .trim()
      .max(PRODUCT_LIMITS.factsMax, 'Keep the ingredients under 3,000 characters.')
      .optional(),
    howToUse: z
      .string()
      .trim()
      .max(PRODUCT_LIMITS.factsMax, 'Keep how to use it under 3,000 characters.')
      .optional(),
    tags: TagsSchema,
    price: rupees('price'),
    originalPrice: rupees('original price').nullable(),
    isOnSale: z.boolean(),
    isNew: z.boolean(),
    stockQuantity: quantity('stock', PRODUCT_LIMITS.stockMax),
    lowStockThreshold: quantity('low-stock threshold', 10_000),
    status: z.enum(EDITABLE_STATUSES, 'Choose draft, published or unpublished.'),
    /** Beauty attribute tokens (`group:value`) from the category's lists (domain/attributes). */
    attributes: z
      .array(z.string().trim().min(3).max(60))
      .max(MAX_PRODUCT_ATTRIBUTES, `Choose at most ${MAX_PRODUCT_ATTRIBUTES} attributes.`)
      .transform((tokens) => [...new Set(tokens)])
      .optional(),
    /** Up to two options; empty or absent for a plain product. */
    options: z
      .array(ProductOptionInputSchema)
      .max(PRODUCT_LIMITS.options, 'Use at most two options, like Shade and Size.')
      .optional(),
    /**
     * The variants, at least one. Absent: the product is (or stays) plain and `price`,
     * `originalPrice` and `stockQuantity` are its only variant's. Present: the variants carry
     * price and stock, and those three top-level fields are ignored.
     */
    variants: z
      .array(VariantInputSchema)
      .min(1, 'Add at least one variant.')
      .max(PRODUCT_LIMITS.variants, `Use at most ${PRODUCT_LIMITS.variants} variants.`)
      .optional(),
    /**
     * Publishing a product whose every variant has 0 in stock is refused (409) unless this is
     * true: the vendor confirmed that shoppers may see it "Out of Stock" (issue #33). Not stored.
     */
    publishOutOfStock: z.boolean().optional(),
  })
  .strict();

export type ProductFields = z.output<typeof ProductFieldsSchema>;

interface PricingIssue {
  path: 'originalPrice';
  message: string;
}

/** The rules between fields: a sale needs an original price, which must be above the price. */
export function pricingIssues(p: {
  price: number;
  originalPrice: number | null;
  isOnSale: boolean;
}): PricingIssue[] {
  if (p.originalPrice !== null && p.originalPrice <= p.price) {
    return [{ path: 'originalPrice', message: 'The original price must be above the price.' }];
  }
  if (p.isOnSale && p.originalPrice === null) {
    return [{ path: 'originalPrice', message: 'Enter the original price to put it on sale.' }];
  }
  return [];
}

const checkPricing = (p: Parameters<typeof pricingIssues>[0], ctx: z.RefinementCtx) => {
  for (const issue of pricingIssues(p)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
};

export const ProductInputSchema = ProductFieldsSchema.superRefine(checkPricing);
export type ProductInput = z.input<typeof ProductInputSchema>;

/** A picture uploaded before the product's first save (`POST /api/vendor/image-uploads`). */
export const ImageUploadSchema = z.object({
  id: z.string(),
  thumbUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ImageUpload = z.infer<typeof ImageUploadSchema>;

/**
 * `POST /api/vendor/products`: the fields, and the pictures the vendor uploaded before this
 * first save (issue #37), in gallery order. Each becomes a product image with the upload's id,
 * so a variant's `imageId`/`imageIds` can name it in the same request.
 */
export const ProductCreateSchema = ProductFieldsSchema.extend({
  images: z
    .array(
      z
        .object({
          uploadId: z.string().min(1).max(100),
          alt: z.string().trim().max(200, 'Keep the alt text under 200 characters.').optional(),
        })
        .strict(),
    )
    .max(PRODUCT_LIMITS.images, `Add at most ${PRODUCT_LIMITS.images} images.`)
    .optional(),
})
  .strict()
  .superRefine(checkPricing);
export type ProductCreate = z.output<typeof ProductCreateSchema>;

/** `PATCH /api/vendor/products/{id}`: any subset; the server checks the merged result. */
export const ProductPatchSchema = ProductFieldsSchema.partial().strict();
export type ProductPatch = z.input<typeof ProductPatchSchema>;

export const VendorProductImageSchema = ProductImageSchema.extend({
  id: z.string(),
  position: z.number(),
  thumbUrl: z.string(),
});
export type VendorProductImage = z.infer<typeof VendorProductImageSchema>;

/** The storefront's variant with the vendor's view: image ids and the exact stock. */
export const VendorVariantSchema = VariantSchema.pick({
  id: true,
  sku: true,
  options: true,
  label: true,
  swatchHex: true,
  price: true,
  originalPrice: true,
  stockStatus: true,
})
  .extend({
    imageId: z.string().nullable(),
    imageIds: z.array(z.string()),
    swatchImageId: z.string().nullable(),
    stockQuantity: z.number(),
  })
  .meta({ id: 'VendorVariant' });
export type VendorVariant = z.infer<typeof VendorVariantSchema>;

export const VendorProductSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    ingredients: z.string(),
    howToUse: z.string(),
    category: z.enum(CATEGORIES),
    subcategory: z.enum(SUBCATEGORIES).nullable(),
    tags: z.array(z.string()),
    price: z.number(),
    originalPrice: z.number().nullable(),
    isOnSale: z.boolean(),
    isNew: z.boolean(),
    isFeatured: z.boolean(),
    stockQuantity: z.number(),
    lowStockThreshold: z.number(),
    stockStatus: z.enum(STOCK_STATUSES),
    status: z.enum(PRODUCT_STATUSES),
    rating: z.number(),
    reviewCount: z.number(),
    images: z.array(VendorProductImageSchema),
    attributes: z.array(z.string()),
    options: z.array(ProductOptionInputSchema.required()),
    variants: z.array(VendorVariantSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'VendorProduct' });
export type VendorProduct = z.infer<typeof VendorProductSchema>;

export const VENDOR_PRODUCT_SORTS = [
  'updated',
  'newest',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'stock-asc',
  'stock-desc',
] as const;
export type VendorProductSort = (typeof VENDOR_PRODUCT_SORTS)[number];

export const VENDOR_PRODUCT_SORT_LABELS: Record<VendorProductSort, string> = {
  updated: 'Recently updated',
  newest: 'Newest',
  'name-asc': 'Name: A to Z',
  'name-desc': 'Name: Z to A',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'stock-asc': 'Stock: low to high',
  'stock-desc': 'Stock: high to low',
};

/** `status` absent lists every product except archived ones. */
export const VendorProductListQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    status: z.enum(PRODUCT_STATUSES).optional(),
    category: z.enum(CATEGORIES).optional(),
    stock: z.enum(STOCK_STATUSES).optional(),
    sort: z.enum(VENDOR_PRODUCT_SORTS).default('updated'),
    ...pageFields(),
  })
  .strict();
export type VendorProductListQuery = z.infer<typeof VendorProductListQuerySchema>;
/** The export takes the list's filters without its paging. */
export const VendorProductExportQuerySchema = VendorProductListQuerySchema.omit({
  page: true,
  limit: true,
});

export const VendorProductRowSchema = VendorProductSchema.pick({
  id: true,
  name: true,
  category: true,
  subcategory: true,
  price: true,
  originalPrice: true,
  isOnSale: true,
  stockQuantity: true,
  stockStatus: true,
  status: true,
  updatedAt: true,
  // Computed from the product's published reviews (issue #19).
  rating: true,
  reviewCount: true,
}).extend({
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  /** The dearest variant's price (equals `price` for a plain product). */
  maxPrice: z.number(),
  variantCount: z.number(),
  /** Variants at or below the low-stock threshold, out of stock included. */
  lowStockVariants: z.number(),
});
export type VendorProductRow = z.infer<typeof VendorProductRowSchema>;

export const VendorProductListSchema = listOf(VendorProductRowSchema).extend({
  /** How many of the vendor's products have each status, whatever the filters. */
  statusCounts: z.record(z.enum(PRODUCT_STATUSES), z.number()),
});
export type VendorProductList = z.infer<typeof VendorProductListSchema>;

/** `PATCH /api/vendor/products/{id}/images`: every image of the product, in the new order. */
export const ProductImagesUpdateSchema = z
  .object({
    images: z
      .array(
        z
          .object({
            id: z.string().min(1).max(100),
            alt: z.string().trim().max(200, 'Keep the alt text under 200 characters.'),
          })
          .strict(),
      )
      .max(PRODUCT_LIMITS.images),
  })
  .strict();
export type ProductImagesUpdate = z.input<typeof ProductImagesUpdateSchema>;

export const ProductDeletedSchema = z.object({
  outcome: z.enum(['deleted', 'archived']),
  message: z.string(),
});
export type ProductDeleted = z.infer<typeof ProductDeletedSchema>;

export const CsvRowErrorSchema = z.object({
  /** The line of the file, counting the header as line 1. */
  row: z.number(),
  errors: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type CsvRowError = z.infer<typeof CsvRowErrorSchema>;

export const CsvImportResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  failed: z.number(),
  errors: z.array(CsvRowErrorSchema),
});
export type CsvImportResult = z.infer<typeof CsvImportResultSchema>;

/**
 * The CSV's columns, in the order the export writes them: one row per variant (issue #18,
 * docs/csv-format.md). Rows with the same `id` (or, for new products, the same `name`) are one
 * product; its product columns are read from its first row.
 */
export const CSV_COLUMNS = [
  'id',
  'sku',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'swatch_hex',
  'name',
  'description',
  'category',
  'subcategory',
  'tags',
  'price',
  'original_price',
  'on_sale',
  'new',
  'stock',
  'low_stock_threshold',
  'status',
  'attributes',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const CSV_REQUIRED_COLUMNS: readonly CsvColumn[] = ['name', 'category', 'price', 'stock'];
