// Writes a product's whole set of variants (decision 012): ids keep the product's own variants,
// new ones are inserted, missing ones are deleted or, when an order holds them, hidden. Checks the
// rules between variants first and reports each problem on its field path (`variants.2.sku`).
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { paiseToRupees, rupeesToPaise } from '../../../domain/money';
import type { FieldError } from '../../../domain/schemas/problem';
import type { DbOrTx, Tx } from '../../db/client';
import { productImages, productVariants } from '../../db/schema';
import { orderItems } from '../../db/schema-commerce';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../auth/accounts';
import { syncProductSummaries } from '../catalog/variant-summary';

export type VariantRow = typeof productVariants.$inferSelect;

/** One variant in rupees, as the form or the CSV gives it. */
export interface VariantDraft {
  id?: string | undefined;
  sku: string;
  options: string[];
  swatchHex?: string | null | undefined;
  imageId?: string | null | undefined;
  imageIds?: string[] | undefined;
  swatchImageId?: string | null | undefined;
  price: number;
  originalPrice?: number | null | undefined;
  stockQuantity: number;
}

export const VARIANT_MESSAGES = {
  optionCount: (n: number) =>
    n === 0
      ? 'A product without options has one variant without option values.'
      : `Give one value for each option (${n}).`,
  duplicateCombination: 'This combination is already a variant.',
  duplicateSku: 'This SKU is already used by another variant of this product.',
  skuTaken: 'You already use this SKU on another product.',
  originalPrice: 'The original price must be above the price.',
  saleNeedsOriginal: 'Give at least one variant an original price to put the product on sale.',
  unknownVariant: 'This variant is not one of this product’s variants. Reload the page.',
  repeatedVariant: 'This variant appears twice.',
  notOwnImage: 'Choose one of this product’s images.',
  perVariant: 'This product has variants: set price and stock per variant.',
} as const;

const SKU_INDEX = 'product_variants_vendor_sku_idx';

export const variantLabel = (options: readonly string[]) => options.join(' · ');

export function optionValuesOf(v: Pick<VariantRow, 'option1' | 'option2'>): string[] {
  return [v.option1, v.option2].filter((o): o is string => o !== null);
}

export function variantsOf(db: DbOrTx, productId: string): Promise<VariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

export function draftOf(v: VariantRow): VariantDraft {
  return {
    id: v.id,
    sku: v.sku,
    options: optionValuesOf(v),
    swatchHex: v.swatchHex,
    imageId: v.imageId,
    imageIds: v.imageIds,
    swatchImageId: v.swatchImageId,
    price: paiseToRupees(v.pricePaise),
    originalPrice: v.originalPricePaise === null ? null : paiseToRupees(v.originalPricePaise),
    stockQuantity: v.stockQuantity,
  };
}

const fieldError = (path: string, message: string): FieldError => ({
  path,
  message,
  location: 'body',
});

/**
 * The rules that need no database: option counts, unique combinations and SKUs, prices, the
 * sale flag.
 */
export function variantSetProblems(
  drafts: readonly VariantDraft[],
  optionCount: number,
  isOnSale: boolean,
): FieldError[] {
  const errors: FieldError[] = [];
  const combos = new Set<string>();
  const skus = new Set<string>();
  drafts.forEach((d, i) => {
    if (d.options.length !== optionCount) {
      errors.push(fieldError(`variants.${i}.options`, VARIANT_MESSAGES.optionCount(optionCount)));
    } else {
      const combo = JSON.stringify(d.options.map((o) => o.toLowerCase()));
      if (combos.has(combo)) {
        errors.push(fieldError(`variants.${i}.options`, VARIANT_MESSAGES.duplicateCombination));
      }
      combos.add(combo);
    }
    if (skus.has(d.sku.toLowerCase())) {
      errors.push(fieldError(`variants.${i}.sku`, VARIANT_MESSAGES.duplicateSku));
    }
    skus.add(d.sku.toLowerCase());
    if (d.originalPrice != null && d.originalPrice <= d.price) {
      errors.push(fieldError(`variants.${i}.originalPrice`, VARIANT_MESSAGES.originalPrice));
    }
  });
  if (isOnSale && !drafts.some((d) => d.originalPrice != null)) {
    errors.push(fieldError('isOnSale', VARIANT_MESSAGES.saleNeedsOriginal));
  }
  return errors;
}

function invalid(errors: FieldError[]): AppError {
  return new AppError('invalid', 'The request body is not valid.', errors);
}

function skuConflict(paths: number[]): AppError {
  return new AppError(
    'conflict',
    VARIANT_MESSAGES.skuTaken,
    paths.map((i) => fieldError(`variants.${i}.sku`, VARIANT_MESSAGES.skuTaken)),
  );
}

/** Ids of the drafts that must be the product's variants, and images that must be its own. */
async function ownershipProblems(
  tx: Tx,
  productId: string,
  drafts: readonly VariantDraft[],
  existing: readonly VariantRow[],
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const own = new Set(existing.map((v) => v.id));
  const seen = new Set<string>();
  const images = new Set(
    (
      await tx
        .select({ id: productImages.id })
        .from(productImages)
        .where(eq(productImages.productId, productId))
    ).map((r) => r.id),
  );
  drafts.forEach((d, i) => {
    if (d.id !== undefined) {
      if (!own.has(d.id))
        errors.push(fieldError(`variants.${i}.id`, VARIANT_MESSAGES.unknownVariant));
      else if (seen.has(d.id)) {
        errors.push(fieldError(`variants.${i}.id`, VARIANT_MESSAGES.repeatedVariant));
      }
      seen.add(d.id);
    }
    for (const key of ['imageId', 'swatchImageId'] as const) {
      const imageId = d[key];
      if (imageId != null && !images.has(imageId)) {
        errors.push(fieldError(`variants.${i}.${key}`, VARIANT_MESSAGES.notOwnImage));
      }
    }
    d.imageIds?.forEach((imageId, j) => {
      if (!images.has(imageId)) {
        errors.push(fieldError(`variants.${i}.imageIds.${j}`, VARIANT_MESSAGES.notOwnImage));
      }
    });
  });
  return errors;
}

/** Drafts whose SKU another product of the vendor already uses (hidden variants included). */
async function takenSkus(
  tx: Tx,
  vendorId: string,
  productId: string,
  drafts: readonly VariantDraft[],
): Promise<number[]> {
  if (drafts.length === 0) return [];
  const rows = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.vendorId, vendorId),
        ne(productVariants.productId, productId),
        inArray(
          productVariants.sku,
          drafts.map((d) => d.sku),
        ),
      ),
    );
  const taken = new Set(rows.map((r) => r.sku));
  return drafts.flatMap((d, i) => (taken.has(d.sku) ? [i] : []));
}

/** Removes variants left out of the set: deleted, or hidden when an order line holds them. */
async function removeVariants(tx: Tx, removed: readonly VariantRow[]) {
  if (removed.length === 0) return;
  const ids = removed.map((v) => v.id);
  const ordered = new Set(
    (
      await tx
        .selectDistinct({ id: orderItems.variantId })
        .from(orderItems)
        .where(inArray(orderItems.variantId, ids))
    ).map((r) => r.id),
  );
  const hide = ids.filter((id) => ordered.has(id));
  const drop = ids.filter((id) => !ordered.has(id));
  if (hide.length > 0) {
    await tx
      .update(productVariants)
      .set({ isActive: false, updatedAt: new Date() })
      .where(inArray(productVariants.id, hide));
  }
  if (drop.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, drop));
}

/** The shade's photos: `imageIds` when given (repeats dropped), else its one `imageId`. */
function photosOf(d: VariantDraft): string[] {
  if (d.imageIds) return [...new Set(d.imageIds)];
  return d.imageId ? [d.imageId] : [];
}

function columnsOfDraft(d: VariantDraft, position: number) {
  const imageIds = photosOf(d);
  return {
    sku: d.sku,
    option1: d.options[0] ?? null,
    option2: d.options[1] ?? null,
    swatchHex: d.swatchHex ?? null,
    imageId: imageIds[0] ?? null,
    imageIds,
    swatchImageId: d.swatchImageId ?? null,
    pricePaise: rupeesToPaise(d.price),
    originalPricePaise: d.originalPrice == null ? null : rupeesToPaise(d.originalPrice),
    stockQuantity: d.stockQuantity,
    position,
    isActive: true,
  };
}

/** Runs one write; a SKU another transaction took meanwhile is the variant's field error. */
async function onSkuConflict<T>(index: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, SKU_INDEX)) throw skuConflict([index]);
    throw err;
  }
}

export interface VariantSetInput {
  vendorId: string;
  productId: string;
  optionCount: number;
  isOnSale: boolean;
  drafts: readonly VariantDraft[];
}

/**
 * Replaces the product's variants with `drafts` (in their order) and rewrites the product's
 * summary, inside the caller's transaction (which holds the product's row lock).
 */
export async function writeVariantSet(tx: Tx, input: VariantSetInput): Promise<void> {
  const { vendorId, productId, drafts } = input;
  const problems = variantSetProblems(drafts, input.optionCount, input.isOnSale);
  const existing = await variantsOf(tx, productId);
  problems.push(...(await ownershipProblems(tx, productId, drafts, existing)));
  if (problems.length > 0) throw invalid(problems);
  const taken = await takenSkus(tx, vendorId, productId, drafts);
  if (taken.length > 0) throw skuConflict(taken);

  const kept = new Set(drafts.flatMap((d) => (d.id === undefined ? [] : [d.id])));
  await removeVariants(
    tx,
    existing.filter((v) => !kept.has(v.id)),
  );
  if (kept.size > 0) {
    // Park the kept variants' SKUs first, so two variants can swap SKUs without the unique
    // index seeing one SKU twice in between.
    await tx
      .update(productVariants)
      .set({ sku: sql`'~' || ${productVariants.id}` })
      .where(inArray(productVariants.id, [...kept]));
  }
  for (const [position, d] of drafts.entries()) {
    const columns = { ...columnsOfDraft(d, position), updatedAt: new Date() };
    await onSkuConflict(position, () =>
      d.id === undefined
        ? tx.insert(productVariants).values({ ...columns, productId, vendorId })
        : tx
            .update(productVariants)
            .set(columns)
            .where(and(eq(productVariants.id, d.id), eq(productVariants.productId, productId))),
    );
  }
  await syncProductSummaries(tx, [productId]);
}
