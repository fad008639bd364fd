// The variant editor's arithmetic: every combination of the options' values, the rows that keep
// their figures when the vendor generates again, and a SKU to start from.
import { PRODUCT_LIMITS, type VariantInput } from '../../../domain/schemas/vendor-products';

/** Rows are the same variant when their option values match, whatever the letter case. */
export const variantKey = (options: readonly string[]) =>
  options.map((v) => v.trim().toLowerCase()).join('\u001f');

/** "Ruby" or "Ruby · 5 ml", as the store and the orders show it. */
export const variantLabel = (options: readonly string[]) => options.join(' · ');

/** Every combination, first option outermost: [[a, b], [x]] → [[a, x], [b, x]]. */
export function combinations(valueLists: readonly (readonly string[])[]): string[][] {
  if (valueLists.length === 0 || valueLists.some((values) => values.length === 0)) return [];
  return valueLists.reduce<string[][]>(
    (combos, values) => combos.flatMap((combo) => values.map((value) => [...combo, value])),
    [[]],
  );
}

const skuPart = (text: string) =>
  text
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** "Velvet Matte Lipstick" + ["Ruby", "5 ml"] → "VELVET-MATTE-LIPSTICK-RUBY-5-ML". */
export function suggestSku(productName: string, values: readonly string[]): string {
  const name = skuPart(productName).split('-').slice(0, 3).join('-') || 'SKU';
  const parts = [name, ...values.map(skuPart)].filter(Boolean);
  return parts.join('-').slice(0, PRODUCT_LIMITS.skuMax).replace(/-+$/, '');
}

/** `total` shared by `count` rows as evenly as it goes, the first rows taking one more:
 * 32 over 3 is [11, 11, 10] (decision 012: a product's stock is split, never copied). */
export function splitStock(total: number, count: number): number[] {
  const each = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => each + (i < total % count ? 1 : 0));
}

interface GenerateInput {
  current: readonly VariantInput[];
  valueLists: readonly (readonly string[])[];
  productName: string;
  /** Price and original price of new rows (the first row's, or the plain product's). */
  price: number;
  originalPrice: number | null | undefined;
  /** Stock split across the new rows: the product's, when it had no rows of these options. */
  stockToSplit: number;
  /** The swatch of a new row from its values (the shade option's colour), if any. */
  swatchOf: (values: readonly string[]) => string | null;
}

/** The rows for the options' values now: existing rows kept as they are, new ones added. */
export function generateVariants({
  current,
  valueLists,
  productName,
  price,
  originalPrice,
  stockToSplit,
  swatchOf,
}: GenerateInput): VariantInput[] {
  const existing = new Map(current.map((row) => [variantKey(row.options), row]));
  const skus = new Set(current.map((row) => row.sku.toUpperCase()));
  const combos = combinations(valueLists);
  const fresh = combos.filter((values) => !existing.has(variantKey(values))).length;
  const stocks = fresh > 0 ? splitStock(stockToSplit, fresh) : [];
  let given = 0;
  return combos.map((values) => {
    const kept = existing.get(variantKey(values));
    if (kept) return kept;
    let sku = suggestSku(productName, values);
    for (let n = 2; skus.has(sku.toUpperCase()); n += 1)
      sku = `${suggestSku(productName, values)}-${n}`;
    skus.add(sku.toUpperCase());
    return {
      sku,
      options: [...values],
      swatchHex: swatchOf(values),
      imageId: null,
      imageIds: [],
      price,
      originalPrice: originalPrice ?? null,
      stockQuantity: stocks[given++] ?? 0,
    };
  });
}

/** Each option's values in the order the rows use them (to edit a saved product's options). */
export function valuesOfRows(rows: readonly { options: readonly string[] }[], optionCount: number) {
  return Array.from({ length: optionCount }, (_, i) => [
    ...new Set(rows.map((row) => row.options[i]).filter((v): v is string => Boolean(v))),
  ]);
}
