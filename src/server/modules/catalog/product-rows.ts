// Turns product rows from SQL into the API's product summaries (rupees, image URLs, status).
import { discountPercent, stockStatusOf, type Category } from '../../../domain/catalog';
import { imageSrcSet, imageUrl } from '../../../domain/images';
import { paiseToRupees } from '../../../domain/money';
import type { ProductSummary, Swatch } from '../../../domain/schemas/catalog';

/** SUMMARY_COLUMNS but the first image, for the product page, which reads every image anyway. */
export const SUMMARY_COLUMNS_BUT_IMAGE = `
  p.id, p.name, p.price_paise, p.original_price_paise, p.rating::float8 AS rating, p.review_count,
  p.category, p.subcategory, p.tags, p.is_new, p.is_featured, p.is_on_sale, p.stock_quantity,
  p.low_stock_threshold, p.max_price_paise, p.variant_count, p.default_variant_id, p.swatches,
  p.swatch_count, p.option1_name, p.vendor_id, v.company_name AS vendor_name, v.slug AS vendor_slug`;

/**
 * Columns every summary query selects: `p` is products, `v` vendors. The first image is a
 * subquery rather than a join: PostgreSQL computes it after ORDER BY … LIMIT, for the rows of
 * the page only, where a join made it read every image of a large search result (EXPLAIN).
 * Variants are never joined: the product row holds their summary (decision 012).
 */
export const SUMMARY_COLUMNS = `${SUMMARY_COLUMNS_BUT_IMAGE},
  (SELECT json_build_array(first.storage_key, first.alt, first.width, first.height)
     FROM product_images first WHERE first.product_id = p.id AND first.position = 1) AS image`;

/** Joins for SUMMARY_COLUMNS; only published products of active vendors are ever shown. */
export const SUMMARY_FROM = `
  FROM products p
  JOIN vendors v ON v.user_id = p.vendor_id`;

export const VISIBLE = `p.status = 'published' AND v.status = 'active'`;

export interface SummaryRow {
  id: string;
  name: string;
  price_paise: number;
  original_price_paise: number | null;
  rating: number;
  review_count: number;
  category: Category;
  subcategory: string | null;
  tags: string[];
  is_new: boolean;
  is_featured: boolean;
  is_on_sale: boolean;
  stock_quantity: number;
  low_stock_threshold: number;
  max_price_paise: number;
  variant_count: number;
  /** Never null once a product has a variant, which every product has (decision 012). */
  default_variant_id: string;
  swatches: Swatch[];
  swatch_count: number;
  option1_name: string | null;
  vendor_id: string;
  vendor_name: string;
  vendor_slug: string;
  /** [storage key, alt, width, height] of the first image. */
  image: [string, string, number, number] | null;
}

export function imageOf(key: string, alt: string, width: number, height: number) {
  return { url: imageUrl(key, 640), srcSet: imageSrcSet(key), alt, width, height };
}

export function toSummary(row: SummaryRow): ProductSummary {
  return summaryWith(row, row.image);
}

/** The card of a row with `image` as its picture (a product page's first image). */
export function summaryWith(
  row: Omit<SummaryRow, 'image'>,
  image: SummaryRow['image'],
): ProductSummary {
  const price = paiseToRupees(row.price_paise);
  const originalPrice =
    row.original_price_paise === null ? null : paiseToRupees(row.original_price_paise);
  return {
    id: row.id,
    name: row.name,
    price,
    originalPrice,
    maxPrice: paiseToRupees(row.max_price_paise),
    variantCount: row.variant_count,
    defaultVariantId: row.default_variant_id,
    swatches: row.swatches,
    swatchCount: row.swatch_count,
    optionName: row.option1_name,
    discountPercent: discountPercent({ price, originalPrice, isOnSale: row.is_on_sale }),
    rating: Number(row.rating),
    reviewCount: row.review_count,
    image: image ? imageOf(image[0], image[1] || row.name, image[2], image[3]) : null,
    category: row.category,
    subcategory: row.subcategory,
    tags: row.tags,
    isNew: row.is_new,
    isFeatured: row.is_featured,
    isOnSale: row.is_on_sale,
    stockStatus: stockStatusOf(row.stock_quantity, row.low_stock_threshold),
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    vendorSlug: row.vendor_slug,
  };
}
