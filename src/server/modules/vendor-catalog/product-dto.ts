// Turns product rows into the vendor portal's answers (rupees, image URLs, ISO dates), and finds
// a product only when it belongs to the calling vendor.
import { and, asc, eq } from 'drizzle-orm';
import { stockStatusOf, type Category, type Subcategory } from '../../../domain/catalog';
import { imageSrcSet, imageUrl } from '../../../domain/images';
import { paiseToRupees } from '../../../domain/money';
import type {
  ProductFields,
  VendorProduct,
  VendorProductImage,
} from '../../../domain/schemas/vendor-products';
import type { DbOrTx } from '../../db/client';
import { productImages, products, type ProductImageRow, type ProductRow } from '../../db/schema';
import { notFound } from '../../errors';

export function toVendorImage(row: ProductImageRow): VendorProductImage {
  return {
    id: row.id,
    position: row.position,
    url: imageUrl(row.storageKey, 640),
    thumbUrl: imageUrl(row.storageKey, 320),
    srcSet: imageSrcSet(row.storageKey),
    alt: row.alt,
    width: row.width,
    height: row.height,
  };
}

/** What the vendor's form edits (an archived product reopens unpublished). */
export function fieldsOf(row: ProductRow): ProductFields {
  return {
    name: row.name,
    description: row.description,
    category: row.category as Category,
    subcategory: (row.subcategory as Subcategory | null) ?? null,
    tags: row.tags,
    price: paiseToRupees(row.pricePaise),
    originalPrice: row.originalPricePaise === null ? null : paiseToRupees(row.originalPricePaise),
    isOnSale: row.isOnSale,
    isNew: row.isNew,
    stockQuantity: row.stockQuantity,
    lowStockThreshold: row.lowStockThreshold,
    status: row.status === 'archived' ? 'unpublished' : (row.status as ProductFields['status']),
  };
}

export function toVendorProduct(row: ProductRow, images: ProductImageRow[]): VendorProduct {
  return {
    ...fieldsOf(row),
    id: row.id,
    isFeatured: row.isFeatured,
    stockStatus: stockStatusOf(row.stockQuantity, row.lowStockThreshold),
    status: row.status as VendorProduct['status'],
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    images: images.map(toVendorImage),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The product when `vendorId` owns it; otherwise 404, exactly as for an id that does not exist,
 * so another vendor's ids reveal nothing. `lock` holds the row until the transaction ends.
 */
export async function findOwnedProduct(
  db: DbOrTx,
  vendorId: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ProductRow> {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.vendorId, vendorId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('The product');
  return row;
}

export function imagesOf(db: DbOrTx, productId: string): Promise<ProductImageRow[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
}

export async function loadVendorProduct(
  db: DbOrTx,
  vendorId: string,
  id: string,
): Promise<VendorProduct> {
  const row = await findOwnedProduct(db, vendorId, id);
  return toVendorProduct(row, await imagesOf(db, id));
}
