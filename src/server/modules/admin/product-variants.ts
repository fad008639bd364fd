// The admin's view of products' variants (issue #18): each variant's SKU, price and stock in the
// product list, and an edit of one variant's price and stock, recorded like other product edits.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { stockStatusOf } from '../../../domain/catalog';
import { paiseToRupees, rupeesToPaise } from '../../../domain/money';
import {
  ORIGINAL_PRICE_RULE,
  type AdminVariant,
  type AdminVariantPatchSchema,
} from '../../../domain/schemas/admin';
import type { Db, DbOrTx } from '../../db/client';
import { productVariants, products } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { changedFields, recordAudit } from '../audit/audit';
import { syncProductSummaries } from '../catalog/variant-summary';

type VariantPatch = z.output<typeof AdminVariantPatchSchema>;
type VariantRow = typeof productVariants.$inferSelect;

export const PER_VARIANT_MESSAGE =
  'This product has variants: change price and stock on each variant.';

function toAdminVariant(v: VariantRow, lowStockThreshold: number): AdminVariant {
  return {
    id: v.id,
    sku: v.sku,
    label: [v.option1, v.option2].filter((o) => o !== null).join(' · '),
    swatchHex: v.swatchHex,
    price: paiseToRupees(v.pricePaise),
    originalPrice: v.originalPricePaise === null ? null : paiseToRupees(v.originalPricePaise),
    stockQuantity: v.stockQuantity,
    stockStatus: stockStatusOf(v.stockQuantity, lowStockThreshold),
  };
}

/** The active variants of each product, in the vendor's order, in one query. */
export async function adminVariantsOf(
  db: DbOrTx,
  items: readonly { id: string; lowStockThreshold: number }[],
): Promise<Map<string, AdminVariant[]>> {
  const out = new Map<string, AdminVariant[]>(items.map((p) => [p.id, []]));
  if (items.length === 0) return out;
  const threshold = new Map(items.map((p) => [p.id, p.lowStockThreshold]));
  const rows = await db
    .select()
    .from(productVariants)
    .where(
      and(
        inArray(
          productVariants.productId,
          items.map((p) => p.id),
        ),
        eq(productVariants.isActive, true),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  for (const v of rows) out.get(v.productId)?.push(toAdminVariant(v, threshold.get(v.productId)!));
  return out;
}

export function activeVariantsOf(db: DbOrTx, productId: string): Promise<VariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.isActive, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

const view = (v: Prices) => ({
  price: paiseToRupees(v.pricePaise),
  originalPrice: v.originalPricePaise === null ? null : paiseToRupees(v.originalPricePaise),
  stockQuantity: v.stockQuantity,
});

type Prices = Pick<VariantRow, 'pricePaise' | 'originalPricePaise' | 'stockQuantity'>;

/** Price, original price and stock after an admin's patch (of a product or of a variant). */
export function patchedPrices(current: Prices, patch: VariantPatch): Prices {
  return {
    pricePaise: patch.price === undefined ? current.pricePaise : rupeesToPaise(patch.price),
    originalPricePaise:
      patch.originalPrice === undefined
        ? current.originalPricePaise
        : patch.originalPrice === null
          ? null
          : rupeesToPaise(patch.originalPrice),
    stockQuantity: patch.stockQuantity ?? current.stockQuantity,
  };
}

/** The original price, when there is one, must be above the price. */
export function assertOriginalAbovePrice(p: Pick<Prices, 'pricePaise' | 'originalPricePaise'>) {
  if (p.originalPricePaise !== null && p.originalPricePaise <= p.pricePaise) {
    throw new AppError('invalid', ORIGINAL_PRICE_RULE, [
      { path: 'originalPrice', message: ORIGINAL_PRICE_RULE, location: 'body' },
    ]);
  }
}

/** `PATCH /api/admin/products/{id}/variants/{variantId}`: 404 unless the variant is the product's. */
export async function updateAdminVariant(
  db: Db,
  actorUserId: string,
  productId: string,
  variantId: string,
  patch: VariantPatch,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw notFound('The product');
    const [current] = await tx
      .select()
      .from(productVariants)
      .where(
        and(
          eq(productVariants.id, variantId),
          eq(productVariants.productId, productId),
          eq(productVariants.isActive, true),
        ),
      );
    if (!current) throw notFound('The variant');
    const next = patchedPrices(current, patch);
    assertOriginalAbovePrice(next);
    const changes = changedFields(view(current), view(next));
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(productVariants)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(productVariants.id, variantId));
    await syncProductSummaries(tx, [productId]);
    await recordAudit(tx, {
      actorUserId,
      action: 'product.variant.update',
      entity: 'product',
      entityId: productId,
      changes: { ...changes, variantId, sku: current.sku },
    });
  });
}
