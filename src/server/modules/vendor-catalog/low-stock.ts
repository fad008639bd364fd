// Low stock is per variant (issue #18): a shade can sell out while the others sell on. The vendor
// dashboard and the admin's alerts read the same columns, condition and order from here.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { productVariants, products } from '../../db/schema';
import { optionValuesOf, variantLabel } from './variant-writes';

/** An active variant at or below its product's low-stock threshold (out of stock included). */
export const variantRunsLow: SQL = and(
  eq(productVariants.isActive, true),
  sql`${productVariants.stockQuantity} <= ${products.lowStockThreshold}`,
)!;

/** Lowest stock first, then by product name and the vendor's order of variants. */
export const lowStockOrder = [
  asc(productVariants.stockQuantity),
  asc(products.name),
  asc(productVariants.position),
];

export const lowStockVariantColumns = {
  id: products.id,
  name: products.name,
  variantId: productVariants.id,
  option1: productVariants.option1,
  option2: productVariants.option2,
  sku: productVariants.sku,
};

/** Replaces the raw option values of a low-stock row with the variant's label. */
export function withVariantLabel<T extends { option1: string | null; option2: string | null }>({
  option1,
  option2,
  ...row
}: T): Omit<T, 'option1' | 'option2'> & { variantLabel: string } {
  return { ...row, variantLabel: variantLabel(optionValuesOf({ option1, option2 })) };
}
