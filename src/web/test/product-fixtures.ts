// Products as the catalogue API answers them, for component tests of the storefront.
import type { ProductDetail, ProductSummary, Variant } from '../../domain/schemas/catalog';

export function productSummary(
  overrides: Partial<ProductSummary> & { id: string },
): ProductSummary {
  return {
    name: `Product ${overrides.id}`,
    price: 899,
    originalPrice: null,
    maxPrice: overrides.price ?? 899,
    variantCount: 1,
    defaultVariantId: `${overrides.id}-v1`,
    swatches: [],
    swatchCount: 0,
    optionName: null,
    discountPercent: null,
    rating: 4.5,
    reviewCount: 12,
    image: null,
    category: 'skin',
    subcategory: null,
    tags: [],
    isNew: false,
    isFeatured: false,
    isOnSale: false,
    stockStatus: 'in-stock',
    vendorId: 'vendor-1',
    vendorName: 'Kumkumadi Naturals',
    vendorSlug: 'kumkumadi-naturals',
    ...overrides,
  };
}

export function variant(overrides: Partial<Variant> & { id: string }): Variant {
  return {
    sku: `SKU-${overrides.id}`,
    options: [],
    label: '',
    slug: '',
    swatchHex: null,
    swatchImage: null,
    image: null,
    images: [],
    price: 899,
    originalPrice: null,
    discountPercent: null,
    stockStatus: 'in-stock',
    stockQuantity: null,
    ...overrides,
  };
}

/** A shade: its variant with the shade as the first option. */
export function shade(id: string, name: string, hex: string, overrides: Partial<Variant> = {}) {
  return variant({ id, options: [name], label: name, swatchHex: hex, ...overrides });
}

export function productDetail(overrides: Partial<ProductDetail> & { id: string }): ProductDetail {
  const variants = overrides.variants ?? [variant({ id: `${overrides.id}-v1` })];
  return {
    ...productSummary({
      id: overrides.id,
      defaultVariantId: variants[0]?.id ?? `${overrides.id}-v1`,
      variantCount: variants.length,
    }),
    description: 'A product for tests.',
    ingredients: '',
    howToUse: '',
    images: [],
    stockQuantity: null,
    options: [],
    variants,
    attributes: [],
    related: [],
    ...overrides,
  };
}
