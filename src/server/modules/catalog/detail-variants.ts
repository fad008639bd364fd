// A product page's options, variants and attribute chips, from the columns and subquery that
// product-detail.ts reads in the product's own statement (no statement of their own).
import { discountPercent, stockStatusOf } from '../../../domain/catalog';
import { paiseToRupees } from '../../../domain/money';
import { shadeSlug } from '../../../domain/shades';
import type { AttributeChip, ProductOption, Variant } from '../../../domain/schemas/catalog';
import { knownAttributes } from './attribute-filter';

type ProductImage = NonNullable<Variant['image']>;

/**
 * The product's active variants by position, as one JSON array: `p` is the product. Images are
 * referred to by id and resolved against the product's images, which the statement reads anyway.
 */
export const VARIANTS_COLUMN = `(
  SELECT json_agg(json_build_object('id', pv.id, 'sku', pv.sku, 'option1', pv.option1,
      'option2', pv.option2, 'swatchHex', pv.swatch_hex, 'imageId', pv.image_id,
      'imageIds', pv.image_ids,
      'swatchImageId', pv.swatch_image_id, 'price', pv.price_paise,
      'originalPrice', pv.original_price_paise, 'stock', pv.stock_quantity)
    ORDER BY pv.position, pv.id)
  FROM product_variants pv WHERE pv.product_id = p.id AND pv.is_active) AS variants`;

export const OPTION_COLUMNS = `p.option1_name, p.option1_kind, p.option2_name, p.option2_kind,
  p.attributes`;

export interface VariantJson {
  id: string;
  sku: string;
  option1: string | null;
  option2: string | null;
  swatchHex: string | null;
  imageId: string | null;
  imageIds: string[];
  swatchImageId: string | null;
  price: number;
  originalPrice: number | null;
  stock: number;
}

export interface OptionRow {
  option1_name: string | null;
  option1_kind: string;
  option2_name: string | null;
  option2_kind: string;
  attributes: string[];
  variants: VariantJson[] | null;
  is_on_sale: boolean;
  low_stock_threshold: number;
}

const kindOf = (kind: string): ProductOption['kind'] => (kind === 'shade' ? 'shade' : 'other');

/** The product's options (at most two), each with its values in the order of the variants. */
export function optionsOf(row: OptionRow): ProductOption[] {
  const variants = row.variants ?? [];
  const options: ProductOption[] = [];
  const declared = [
    { name: row.option1_name, kind: row.option1_kind, value: (v: VariantJson) => v.option1 },
    { name: row.option2_name, kind: row.option2_kind, value: (v: VariantJson) => v.option2 },
  ];
  for (const { name, kind, value } of declared) {
    if (!name) continue;
    const values = [...new Set(variants.map(value).filter((v): v is string => Boolean(v)))];
    options.push({ name, kind: kindOf(kind), values });
  }
  return options;
}

/** Every active variant, priced and stocked like the product itself (SPEC §5's rules). */
export function variantsOf(
  row: OptionRow,
  imageById: (id: string | null) => ProductImage | null,
): Variant[] {
  const named = [row.option1_name, row.option2_name];
  return (row.variants ?? []).map((v) => {
    const options = [v.option1, v.option2].filter(
      (value, i): value is string => Boolean(named[i]) && Boolean(value),
    );
    const price = paiseToRupees(v.price);
    const originalPrice = v.originalPrice === null ? null : paiseToRupees(v.originalPrice);
    const stockStatus = stockStatusOf(v.stock, row.low_stock_threshold);
    const label = options.join(' · ');
    const images = (v.imageIds ?? []).flatMap((id) => imageById(id) ?? []);
    return {
      id: v.id,
      sku: v.sku,
      options,
      label,
      slug: shadeSlug(label),
      swatchHex: v.swatchHex,
      swatchImage: imageById(v.swatchImageId),
      image: images[0] ?? imageById(v.imageId),
      images,
      price,
      originalPrice,
      discountPercent: discountPercent({ price, originalPrice, isOnSale: row.is_on_sale }),
      stockStatus,
      stockQuantity: stockStatus === 'low-stock' ? v.stock : null,
    };
  });
}

/** The product's attributes as chips, in the fixed lists' order; unknown tokens are left out. */
export function attributeChipsOf(tokens: readonly string[]): AttributeChip[] {
  return knownAttributes(tokens).map(({ token, group, groupLabel, label }) => ({
    token,
    group,
    groupLabel,
    label,
  }));
}
