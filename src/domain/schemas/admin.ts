// The admin API contract shared by Angle Admin's screens and the server: list paging, money and
// rate fields, and the catalogue tools (products across every vendor).
import { z } from 'zod';
import { isWholePaise } from '../money';
import { CATEGORIES, PRODUCT_STATUSES, STOCK_STATUSES } from '../catalog';
import { ProductImageSchema } from './catalog';
import { listOf, pageFields } from './paging';
import { VendorVariantSchema } from './vendor-products';

export const SearchTextSchema = z.string().trim().max(100).optional();

/** Exactly two decimals at most: rupees in whole paise, percent in whole basis points. */
const hasAtMostTwoDecimals = isWholePaise;

/** An amount in rupees with at most two decimals (whole paise). */
export const rupeesField = (label: string, { min = 0, max = 10_000_000 } = {}) =>
  z
    .number(`Enter ${label}.`)
    .finite()
    .min(min, `${label[0]!.toUpperCase()}${label.slice(1)} must be at least ₹${min}.`)
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} must be at most ₹${max}.`)
    .refine(hasAtMostTwoDecimals, 'Use at most two decimals (whole paise).');

/** A rate in percent with at most two decimals (stored as basis points). */
export const percentField = (label: string, max = 100) =>
  z
    .number(`Enter ${label}.`)
    .finite()
    .min(0, 'Use a rate of 0% or more.')
    .max(max, `Use a rate of at most ${max}%.`)
    .refine(hasAtMostTwoDecimals, 'Use at most two decimals.');

export const percentToBp = (percent: number) => Math.round(percent * 100);
export const bpToPercent = (bp: number) => bp / 100;

// ---- Products ----

export const PRODUCT_FLAGS = ['featured', 'new', 'sale'] as const;
export const ADMIN_PRODUCT_SORTS = ['updated', 'name', 'price-asc', 'price-desc', 'stock'] as const;

export const AdminProductListQuerySchema = z
  .object({
    search: SearchTextSchema,
    vendor: z.string().min(1).max(100).optional(),
    category: z.enum(CATEGORIES).optional(),
    status: z.enum(PRODUCT_STATUSES).optional(),
    stock: z.enum(STOCK_STATUSES).optional(),
    flag: z.enum(PRODUCT_FLAGS).optional(),
    sort: z.enum(ADMIN_PRODUCT_SORTS).default('updated'),
    ...pageFields(),
  })
  .strict();
export type AdminProductListQuery = z.input<typeof AdminProductListQuerySchema>;

export const AdminVariantSchema = VendorVariantSchema.pick({
  id: true,
  sku: true,
  label: true,
  swatchHex: true,
  price: true,
  originalPrice: true,
  stockQuantity: true,
  stockStatus: true,
});
export type AdminVariant = z.infer<typeof AdminVariantSchema>;

export const AdminProductSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    vendorId: z.string(),
    vendorName: z.string(),
    vendorStatus: z.enum(['active', 'suspended']),
    category: z.enum(CATEGORIES),
    price: z.number(),
    originalPrice: z.number().nullable(),
    stockQuantity: z.number(),
    stockStatus: z.enum(STOCK_STATUSES),
    status: z.enum(PRODUCT_STATUSES),
    isFeatured: z.boolean(),
    isNew: z.boolean(),
    isOnSale: z.boolean(),
    image: ProductImageSchema.nullable(),
    updatedAt: z.string(),
    maxPrice: z.number(),
    variantCount: z.number(),
    /** Every variant with its own stock (issue #18), in the vendor's order. */
    variants: z.array(AdminVariantSchema),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductListSchema = listOf(AdminProductSchema);
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

/** What the admin may change on any vendor's product (the vendor's own form does the rest). */
export const AdminProductFieldsSchema = z.object({
  name: z.string().trim().min(2, 'Enter the product name.').max(120),
  price: rupeesField('the price', { min: 1, max: 1_000_000 }),
  originalPrice: rupeesField('the original price', { min: 1, max: 1_000_000 }).nullable(),
  stockQuantity: z
    .number('Enter the stock.')
    .int('Stock is a whole number.')
    .min(0, 'Stock cannot be negative.')
    .max(1_000_000),
  isFeatured: z.boolean(),
  isNew: z.boolean(),
  isOnSale: z.boolean(),
  status: z.enum(['published', 'unpublished']),
});

/** `PATCH /api/admin/products/{id}/variants/{variantId}`: one variant's price and stock. */
export const AdminVariantPatchSchema = AdminProductFieldsSchema.pick({
  price: true,
  originalPrice: true,
  stockQuantity: true,
})
  .partial()
  .strict();
export type AdminVariantPatch = z.input<typeof AdminVariantPatchSchema>;

export const ORIGINAL_PRICE_RULE = 'The original price must be above the price.';

/** The edit dialog: all fields, and a "was" price only above the price. */
export const AdminProductFormSchema = AdminProductFieldsSchema.refine(
  (p) => p.originalPrice === null || p.originalPrice > p.price,
  { message: ORIGINAL_PRICE_RULE, path: ['originalPrice'] },
);
export type AdminProductForm = z.input<typeof AdminProductFormSchema>;

/** `PATCH /api/admin/products/{id}`: any subset; the server checks the prices once merged. */
export const AdminProductPatchSchema = AdminProductFieldsSchema.partial()
  .extend({
    /** Publishing a product whose every variant has 0 in stock needs this (issue #33). */
    publishOutOfStock: z.boolean().optional(),
  })
  .strict();
export type AdminProductPatch = z.input<typeof AdminProductPatchSchema>;

export const ProductRemovalSchema = z.object({
  outcome: z.enum(['deleted', 'archived']),
  /** Order groups still being fulfilled that contain the product. */
  openOrders: z.number(),
  message: z.string(),
});
export type ProductRemoval = z.infer<typeof ProductRemovalSchema>;
