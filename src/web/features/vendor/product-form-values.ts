// The product form's values: empty and from a saved product, what is sent (a plain product's
// price and stock, or the variants with the product's summary of them), the checks the shared
// schema leaves to the form, and the server's field errors, rows included.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldPath, Resolver, UseFormSetError } from 'react-hook-form';
import {
  ProductInputSchema,
  type ProductFields,
  type ProductInput,
  type VariantInput,
  type VendorProduct,
} from '../../../domain/schemas/vendor-products';
import { ApiError } from '../../lib/api-client';
import { variantKey } from './variant-combinations';

export const EMPTY_PRODUCT: ProductInput = {
  name: '',
  description: '',
  ingredients: '',
  howToUse: '',
  category: 'skin',
  subcategory: null,
  tags: [],
  price: Number.NaN,
  originalPrice: null,
  isOnSale: false,
  isNew: false,
  stockQuantity: 0,
  lowStockThreshold: 5,
  status: 'draft',
  attributes: [],
  options: [],
};

export function formValuesOf(p: VendorProduct): ProductInput {
  const hasOptions = p.options.length > 0;
  return {
    name: p.name,
    description: p.description,
    ingredients: p.ingredients,
    howToUse: p.howToUse,
    category: p.category,
    subcategory: p.subcategory,
    tags: p.tags,
    price: p.price,
    originalPrice: p.originalPrice,
    isOnSale: p.isOnSale,
    isNew: p.isNew,
    stockQuantity: p.stockQuantity,
    lowStockThreshold: p.lowStockThreshold,
    status: p.status === 'archived' ? 'unpublished' : p.status,
    attributes: p.attributes,
    options: p.options.map((o) => ({ name: o.name, kind: o.kind })),
    ...(hasOptions
      ? {
          variants: p.variants.map((v) => ({
            id: v.id,
            sku: v.sku,
            options: v.options,
            swatchHex: v.swatchHex,
            imageId: v.imageId,
            imageIds: v.imageIds,
            swatchImageId: v.swatchImageId,
            price: v.price,
            originalPrice: v.originalPrice,
            stockQuantity: v.stockQuantity,
          })),
        }
      : {}),
  };
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * What the schema checks: with options, the variants and the product's summary of them (the
 * server ignores the top-level figures then, but the shared schema asks for them); without, the
 * plain product's fields, or its one remaining variant when the vendor removed its options.
 */
export function submittedValues(values: ProductInput): ProductInput {
  const variants = values.variants ?? [];
  if ((values.options ?? []).length === 0) {
    const { options: _options, variants: _variants, ...plain } = values;
    const only = variants.length === 1 ? variants[0] : undefined;
    if (!only?.id) return plain;
    // A product that had options keeps its first variant as the only one.
    const row = { ...only, options: [], swatchHex: null, swatchImageId: null };
    return {
      ...plain,
      options: [],
      variants: [
        {
          ...row,
          price: values.price,
          originalPrice: values.originalPrice,
          stockQuantity: values.stockQuantity,
        },
      ],
    };
  }
  const priced = variants.filter((v) => finite(v.price));
  const cheapest = priced.reduce<VariantInput | undefined>(
    (low, v) => (low && low.price <= v.price ? low : v),
    undefined,
  );
  return {
    ...values,
    variants,
    price: cheapest?.price ?? 1,
    // Any variant's original price is above the cheapest price; the sale flag needs one.
    originalPrice:
      cheapest?.originalPrice ?? priced.find((v) => finite(v.originalPrice))?.originalPrice ?? null,
    stockQuantity: variants.reduce(
      (sum, v) => sum + (finite(v.stockQuantity) ? v.stockQuantity : 0),
      0,
    ),
  };
}

/** The rules between a row's fields and between rows that the schema does not hold. */
const ProductFormSchema = ProductInputSchema.superRefine((p, ctx) => {
  const seenSkus = new Map<string, number>();
  const seenOptions = new Set<string>();
  (p.variants ?? []).forEach((v, i) => {
    if (v.originalPrice != null && v.originalPrice <= v.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'originalPrice'],
        message: 'The original price must be above the price.',
      });
    }
    const sku = v.sku.toUpperCase();
    if (seenSkus.has(sku)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'sku'],
        message: 'Another variant has this SKU.',
      });
    }
    seenSkus.set(sku, i);
    const key = variantKey(v.options);
    if (seenOptions.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'options'],
        message: 'Another variant has these options.',
      });
    }
    seenOptions.add(key);
  });
});

const schemaResolver = zodResolver(ProductFormSchema);

export const productResolver: Resolver<ProductInput, unknown, ProductFields> = (
  values,
  context,
  options,
) => schemaResolver(submittedValues(values), context, options);

const TOP_FIELDS = [
  'name',
  'description',
  'ingredients',
  'howToUse',
  'category',
  'subcategory',
  'tags',
  'price',
  'originalPrice',
  'isOnSale',
  'isNew',
  'stockQuantity',
  'lowStockThreshold',
  'status',
  'attributes',
  'options',
  'variants',
];
const ROW_FIELD = /^(variants|options)\.\d+\.[A-Za-z]+$/;

/** Puts the server's field errors under their fields, a row's (`variants.3.sku`) on its row. */
export function showProductFieldErrors(error: unknown, setError: UseFormSetError<ProductInput>) {
  if (!(error instanceof ApiError)) return;
  for (const { path, message } of error.fieldErrors) {
    const name = path
      .replace(/^(attributes|tags)\.\d+$/, '$1')
      .replace(/^(variants\.\d+\.options)\.\d+$/, '$1');
    if (TOP_FIELDS.includes(name) || ROW_FIELD.test(name)) {
      setError(name as FieldPath<ProductInput>, { message });
    }
  }
}
