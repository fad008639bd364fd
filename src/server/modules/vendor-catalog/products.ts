// A vendor's own products: create, edit, publish, duplicate and delete. Every query names the
// vendor from the session, so another vendor's product is simply "not found".
import { and, eq, notInArray } from 'drizzle-orm';
import { rupeesToPaise } from '../../../domain/money';
import {
  PRODUCT_LIMITS,
  pricingIssues,
  type ProductDeleted,
  type ProductFields,
  type VendorProduct,
} from '../../../domain/schemas/vendor-products';
import type { Db, DbOrTx } from '../../db/client';
import { productImages, products, type NewProductRow } from '../../db/schema';
import { orderGroups, orderItems } from '../../db/schema-commerce';
import { slugify } from '../../db/seed';
import { AppError } from '../../errors';
import {
  fieldsOf,
  findOwnedProduct,
  imagesOf,
  loadVendorProduct,
  toVendorProduct,
} from './product-dto';
import { removeUnusedImageFiles } from './image-files';

export function columnsOf(f: ProductFields): Omit<NewProductRow, 'vendorId'> {
  return {
    name: f.name,
    slug: slugify(f.name) || 'product',
    description: f.description,
    category: f.category,
    subcategory: f.subcategory,
    tags: f.tags,
    pricePaise: rupeesToPaise(f.price),
    originalPricePaise: f.originalPrice === null ? null : rupeesToPaise(f.originalPrice),
    isOnSale: f.isOnSale,
    isNew: f.isNew,
    stockQuantity: f.stockQuantity,
    lowStockThreshold: f.lowStockThreshold,
    status: f.status,
  };
}

/** The rules between fields, checked on the merged product so a partial edit cannot break them. */
export function assertPricing(f: ProductFields) {
  const issues = pricingIssues(f);
  if (issues.length > 0) {
    throw new AppError(
      'invalid',
      'The request body is not valid.',
      issues.map((i) => ({ ...i, location: 'body' as const })),
    );
  }
}

export async function createProduct(
  db: DbOrTx,
  vendorId: string,
  fields: ProductFields,
): Promise<VendorProduct> {
  assertPricing(fields);
  const [row] = await db
    .insert(products)
    .values({ ...columnsOf(fields), vendorId })
    .returning();
  return toVendorProduct(row!, []);
}

export async function updateProduct(
  db: Db,
  vendorId: string,
  id: string,
  patch: Partial<ProductFields>,
): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    const current = await findOwnedProduct(tx, vendorId, id, { lock: true });
    const merged = { ...fieldsOf(current), ...patch };
    assertPricing(merged);
    // An archived product stays archived unless the vendor chooses a status again.
    const status = patch.status ?? current.status;
    await tx
      .update(products)
      .set({ ...columnsOf(merged), status })
      .where(and(eq(products.id, id), eq(products.vendorId, vendorId)));
    return loadVendorProduct(tx, vendorId, id);
  });
}

function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, PRODUCT_LIMITS.nameMax - suffix.length)}${suffix}`;
}

/** A new draft with the same details and images (the files are shared, not copied). Ratings,
 * reviews and the admin's "featured" pick belong to the original. */
export async function duplicateProduct(
  db: Db,
  vendorId: string,
  id: string,
): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    const source = await findOwnedProduct(tx, vendorId, id);
    const fields = { ...fieldsOf(source), name: copyName(source.name), status: 'draft' as const };
    const [copy] = await tx
      .insert(products)
      .values({ ...columnsOf(fields), vendorId })
      .returning();
    const images = await imagesOf(tx, id);
    if (images.length > 0) {
      await tx.insert(productImages).values(
        images.map(({ position, storageKey, width, height, alt }) => ({
          productId: copy!.id,
          position,
          storageKey,
          width,
          height,
          alt,
        })),
      );
    }
    return loadVendorProduct(tx, vendorId, copy!.id);
  });
}

interface OrderUse {
  open: boolean;
  ever: boolean;
}

/** "Open" = in a fulfilment group of this vendor that is neither delivered nor cancelled. */
async function orderUseOf(db: DbOrTx, vendorId: string, productId: string): Promise<OrderUse> {
  const ever = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.productId, productId))
    .limit(1);
  if (ever.length === 0) return { open: false, ever: false };
  const open = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orderGroups, eq(orderGroups.id, orderItems.groupId))
    .where(
      and(
        eq(orderItems.productId, productId),
        eq(orderGroups.vendorId, vendorId),
        notInArray(orderGroups.status, ['delivered', 'cancelled']),
      ),
    )
    .limit(1);
  return { open: open.length > 0, ever: true };
}

export const DELETE_MESSAGES = {
  deleted: 'The product has been deleted.',
  archivedOpen:
    'The product is in orders that are still open, so it has been archived instead: it is hidden from the store and your list, and the orders keep it.',
  archivedPast:
    'The product has been ordered before, so it has been archived instead: it is hidden from the store and your list, and past orders keep it.',
} as const;

/** Deletes the product, or archives it when orders refer to it (they must keep their lines). */
export async function deleteProduct(
  db: Db,
  uploadsDir: string,
  vendorId: string,
  id: string,
): Promise<ProductDeleted> {
  const result = await db.transaction(async (tx) => {
    await findOwnedProduct(tx, vendorId, id, { lock: true });
    const use = await orderUseOf(tx, vendorId, id);
    if (use.ever) {
      await tx
        .update(products)
        .set({ status: 'archived' })
        .where(and(eq(products.id, id), eq(products.vendorId, vendorId)));
      const message = use.open ? DELETE_MESSAGES.archivedOpen : DELETE_MESSAGES.archivedPast;
      return { outcome: 'archived' as const, message, keys: [] };
    }
    const images = await imagesOf(tx, id);
    await tx.delete(products).where(and(eq(products.id, id), eq(products.vendorId, vendorId)));
    return {
      outcome: 'deleted' as const,
      message: DELETE_MESSAGES.deleted,
      keys: images.map((i) => i.storageKey),
    };
  });
  await removeUnusedImageFiles(db, uploadsDir, result.keys);
  return { outcome: result.outcome, message: result.message };
}
