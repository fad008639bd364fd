// Turns product rows into the vendor portal's answers (rupees, image URLs, ISO dates), and finds
// a product only when it belongs to the calling vendor.
import { and, asc, eq } from 'drizzle-orm';
import { stockStatusOf, type Category, type Subcategory } from '../../../domain/catalog';
import { imageSrcSet, imageUrl } from '../../../domain/images';
import { paiseToRupees } from '../../../domain/money';
import type {
  ProductFields,
  ProductOptionInput,
  VendorProduct,
  VendorProductImage,
  VendorVariant,
} from '../../../domain/schemas/vendor-products';
import type { DbOrTx } from '../../db/client';
import { productImages, products, type ProductImageRow, type ProductRow } from '../../db/schema';
import { notFound } from '../../errors';
import { draftOf, variantLabel, variantsOf, type VariantRow } from './variant-writes';

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
    ingredients: row.ingredients,
    howToUse: row.howToUse,
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
    attributes: row.attributes,
  };
}

type OptionKind = ProductOptionInput['kind'];

/** The product's options (0, 1 or 2) from its columns. */
export function optionsOf(
  row: Pick<ProductRow, 'option1Name' | 'option1Kind' | 'option2Name' | 'option2Kind'>,
): { name: string; kind: OptionKind }[] {
  const out: { name: string; kind: OptionKind }[] = [];
  if (row.option1Name !== null)
    out.push({ name: row.option1Name, kind: row.option1Kind as OptionKind });
  if (row.option2Name !== null)
    out.push({ name: row.option2Name, kind: row.option2Kind as OptionKind });
  return out;
}

export function toVendorVariant(v: VariantRow, lowStockThreshold: number): VendorVariant {
  const d = draftOf(v);
  return {
    id: v.id,
    sku: v.sku,
    options: d.options,
    label: variantLabel(d.options),
    swatchHex: v.swatchHex,
    imageId: v.imageId,
    imageIds: v.imageIds,
    swatchImageId: v.swatchImageId,
    price: d.price,
    originalPrice: d.originalPrice ?? null,
    stockQuantity: v.stockQuantity,
    stockStatus: stockStatusOf(v.stockQuantity, lowStockThreshold),
  };
}

/** `variants` are the product's rows; hidden ones (removed after being ordered) are left out. */
export function toVendorProduct(
  row: ProductRow,
  images: ProductImageRow[],
  variants: VariantRow[],
): VendorProduct {
  return {
    ...fieldsOf(row),
    ingredients: row.ingredients,
    howToUse: row.howToUse,
    attributes: row.attributes,
    options: optionsOf(row),
    variants: variants
      .filter((v) => v.isActive)
      .map((v) => toVendorVariant(v, row.lowStockThreshold)),
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
  const [images, variants] = await Promise.all([imagesOf(db, id), variantsOf(db, id)]);
  return toVendorProduct(row, images, variants);
}
