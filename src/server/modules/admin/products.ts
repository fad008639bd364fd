// Every vendor's products as the admin sees them: search, filters, paging, edits of the fields
// the admin owns (name, prices, stock, flags, publishing) and removal. Each change is recorded.
import { and, asc, count, desc, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { stockStatusOf, type Category, type ProductStatus } from '../../../domain/catalog';
import { paiseToRupees } from '../../../domain/money';
import {
  type AdminProduct,
  type AdminVariant,
  type AdminProductListQuerySchema,
  type AdminProductPatchSchema,
  type ProductRemoval,
} from '../../../domain/schemas/admin';
import type { Db, DbOrTx } from '../../db/client';
import {
  productImages,
  productVariants,
  products,
  vendors,
  type ProductRow,
} from '../../db/schema';
import { orderGroups, orderItems } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { optionsOf } from '../vendor-catalog/product-dto';
import { assertInStockToPublish, assertPublishable } from '../vendor-catalog/publish-rule';
import { changedFields, recordAudit } from '../audit/audit';
import { imageOf } from '../catalog/product-rows';
import { syncProductSummaries } from '../catalog/variant-summary';
import {
  activeVariantsOf,
  adminVariantsOf,
  assertOriginalAbovePrice,
  patchedPrices,
  PER_VARIANT_MESSAGE,
} from './product-variants';
import { likePattern } from './like-pattern';

type ListQuery = z.output<typeof AdminProductListQuerySchema>;
type Patch = z.output<typeof AdminProductPatchSchema>;

const PER_VARIANT_FIELDS = ['price', 'originalPrice', 'stockQuantity'] as const;

const SORTS: Record<ListQuery['sort'], SQL[]> = {
  updated: [desc(products.updatedAt), asc(products.id)],
  name: [asc(products.name), asc(products.id)],
  'price-asc': [asc(products.pricePaise), asc(products.id)],
  'price-desc': [desc(products.pricePaise), asc(products.id)],
  stock: [asc(products.stockQuantity), asc(products.id)],
};

function stockCondition(stock: ListQuery['stock']): SQL | undefined {
  switch (stock) {
    case 'out-of-stock':
      return sql`${products.stockQuantity} <= 0`;
    case 'low-stock':
      return sql`${products.stockQuantity} > 0 AND ${products.stockQuantity} <= ${products.lowStockThreshold}`;
    case 'in-stock':
      return sql`${products.stockQuantity} > ${products.lowStockThreshold}`;
    default:
      return undefined;
  }
}

const FLAG_COLUMNS = {
  featured: products.isFeatured,
  new: products.isNew,
  sale: products.isOnSale,
} as const;

function whereOf(q: ListQuery): SQL | undefined {
  const search = q.search ? likePattern(q.search) : null;
  return and(
    search
      ? or(
          ilike(products.name, search),
          ilike(vendors.companyName, search),
          eq(products.id, q.search!),
          sql`EXISTS (SELECT 1 FROM ${productVariants} pv
            WHERE pv.product_id = ${products.id} AND pv.sku ILIKE ${search})`,
        )
      : undefined,
    q.vendor ? eq(products.vendorId, q.vendor) : undefined,
    q.category ? eq(products.category, q.category) : undefined,
    q.status ? eq(products.status, q.status) : undefined,
    stockCondition(q.stock),
    q.flag ? eq(FLAG_COLUMNS[q.flag], true) : undefined,
  );
}

const selection = {
  product: products,
  vendorName: vendors.companyName,
  vendorStatus: vendors.status,
  image: {
    key: productImages.storageKey,
    alt: productImages.alt,
    width: productImages.width,
    height: productImages.height,
  },
};

type Selected = {
  product: ProductRow;
  vendorName: string;
  vendorStatus: string;
  image: { key: string; alt: string; width: number; height: number } | null;
};

function baseQuery(db: DbOrTx) {
  return db
    .select(selection)
    .from(products)
    .innerJoin(vendors, eq(vendors.userId, products.vendorId))
    .leftJoin(
      productImages,
      and(eq(productImages.productId, products.id), eq(productImages.position, 1)),
    );
}

function toAdminProduct(
  { product: p, vendorName, vendorStatus, image }: Selected,
  variants: AdminVariant[],
): AdminProduct {
  return {
    id: p.id,
    name: p.name,
    vendorId: p.vendorId,
    vendorName,
    vendorStatus: vendorStatus === 'suspended' ? 'suspended' : 'active',
    category: p.category as Category,
    price: paiseToRupees(p.pricePaise),
    originalPrice: p.originalPricePaise === null ? null : paiseToRupees(p.originalPricePaise),
    stockQuantity: p.stockQuantity,
    stockStatus: stockStatusOf(p.stockQuantity, p.lowStockThreshold),
    status: p.status as ProductStatus,
    isFeatured: p.isFeatured,
    isNew: p.isNew,
    isOnSale: p.isOnSale,
    image: image?.key ? imageOf(image.key, image.alt || p.name, image.width, image.height) : null,
    updatedAt: p.updatedAt.toISOString(),
    maxPrice: paiseToRupees(p.maxPricePaise),
    variantCount: p.variantCount,
    variants,
  };
}

async function withVariants(db: DbOrTx, rows: Selected[]): Promise<AdminProduct[]> {
  const variants = await adminVariantsOf(
    db,
    rows.map((r) => r.product),
  );
  return rows.map((r) => toAdminProduct(r, variants.get(r.product.id) ?? []));
}

export async function listAdminProducts(db: Db, q: ListQuery) {
  const where = whereOf(q);
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(...SORTS[q.sort])
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(vendors, eq(vendors.userId, products.vendorId))
    .where(where);
  return {
    items: await withVariants(db, rows),
    page: q.page,
    limit: q.limit,
    total: total?.n ?? 0,
  };
}

export async function getAdminProduct(db: DbOrTx, id: string): Promise<AdminProduct> {
  const [row] = await baseQuery(db).where(eq(products.id, id));
  if (!row) throw notFound('The product');
  const [product] = await withVariants(db, [row]);
  return product!;
}

/** The admin-editable fields in API units, as the audit trail records them. */
type Editable = Pick<
  ProductRow,
  | 'name'
  | 'pricePaise'
  | 'originalPricePaise'
  | 'stockQuantity'
  | 'isFeatured'
  | 'isNew'
  | 'isOnSale'
  | 'status'
>;

function editableView(p: Editable) {
  return {
    name: p.name,
    price: paiseToRupees(p.pricePaise),
    originalPrice: p.originalPricePaise === null ? null : paiseToRupees(p.originalPricePaise),
    stockQuantity: p.stockQuantity,
    isFeatured: p.isFeatured,
    isNew: p.isNew,
    isOnSale: p.isOnSale,
    status: p.status,
  };
}

function applyPatch(current: ProductRow, patch: Patch): Editable {
  return {
    name: patch.name ?? current.name,
    ...patchedPrices(current, patch),
    isFeatured: patch.isFeatured ?? current.isFeatured,
    isNew: patch.isNew ?? current.isNew,
    isOnSale: patch.isOnSale ?? current.isOnSale,
    status: patch.status ?? current.status,
  };
}

export async function updateAdminProduct(
  db: Db,
  actorUserId: string,
  id: string,
  patch: Patch,
): Promise<AdminProduct> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) throw notFound('The product');
    const variants = await activeVariantsOf(tx, id);
    const next = applyPatch(current, patch);
    // A form that sends the product's price and stock back unchanged is fine; changing them is
    // per variant once there are several.
    const before = editableView(current);
    const after = editableView(next);
    const perVariant = PER_VARIANT_FIELDS.filter((k) => before[k] !== after[k]);
    if (variants.length > 1 && perVariant.length > 0) {
      throw new AppError(
        'unprocessable',
        PER_VARIANT_MESSAGE,
        perVariant.map((path) => ({
          path,
          message: PER_VARIANT_MESSAGE,
          location: 'body' as const,
        })),
      );
    }
    assertOriginalAbovePrice(next);
    await assertPublishable(tx, id, current.status, next.status);
    assertInStockToPublish({
      from: current.status,
      to: next.status,
      // A plain product's stock may change with the same patch; several variants keep theirs.
      stocks: variants.length > 1 ? variants.map((v) => v.stockQuantity) : [next.stockQuantity],
      options: optionsOf(current),
      allowed: patch.publishOutOfStock,
    });
    const changes = changedFields(editableView(current), editableView(next));
    if (Object.keys(changes).length === 0) return;
    await tx.update(products).set(next).where(eq(products.id, id));
    // A plain product's price and stock are its one variant's; the summary follows from it.
    const only = variants.length === 1 ? variants[0] : undefined;
    if (only && perVariant.length > 0) {
      await tx
        .update(productVariants)
        .set({
          pricePaise: next.pricePaise,
          originalPricePaise: next.originalPricePaise,
          stockQuantity: next.stockQuantity,
          updatedAt: new Date(),
        })
        .where(eq(productVariants.id, only.id));
      await syncProductSummaries(tx, [id]);
    }
    await recordAudit(tx, {
      actorUserId,
      action: 'product.update',
      entity: 'product',
      entityId: id,
      changes,
    });
  });
  return getAdminProduct(db, id);
}

const FINISHED = ['delivered', 'cancelled'];

/**
 * Deletes a product no order ever contained. One that was ordered keeps its row for the orders
 * that point at it (and for any still being fulfilled): it is archived instead, which takes it
 * off the storefront and out of carts' reach.
 */
export async function removeAdminProduct(
  db: Db,
  actorUserId: string,
  id: string,
): Promise<ProductRemoval> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) throw notFound('The product');
    const [usage] = await tx
      .select({
        lines: count(),
        openOrders: sql<number>`count(distinct ${orderGroups.id}) filter (where ${notInArray(orderGroups.status, FINISHED)})::int`,
      })
      .from(orderItems)
      .innerJoin(orderGroups, eq(orderGroups.id, orderItems.groupId))
      .where(eq(orderItems.productId, id));
    const openOrders = usage?.openOrders ?? 0;
    if ((usage?.lines ?? 0) === 0) {
      await tx.delete(products).where(eq(products.id, id));
      await recordAudit(tx, {
        actorUserId,
        action: 'product.delete',
        entity: 'product',
        entityId: id,
        changes: { name: current.name, vendorId: current.vendorId },
      });
      return { outcome: 'deleted', openOrders, message: `${current.name} was deleted.` };
    }
    await tx.update(products).set({ status: 'archived' }).where(eq(products.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: 'product.archive',
      entity: 'product',
      entityId: id,
      changes: { status: { from: current.status, to: 'archived' }, openOrders },
    });
    return {
      outcome: 'archived',
      openOrders,
      message:
        openOrders > 0
          ? `${current.name} is in ${openOrders} open ${openOrders === 1 ? 'order' : 'orders'}, so it was archived: it left the store and those orders keep it.`
          : `${current.name} was ordered before, so it was archived: it left the store and past orders keep it.`,
    };
  });
}
