// A product's pictures: up to six, numbered 1…n without gaps (1 is the card's image), each with
// alt text. Writes lock the product row, so two uploads cannot both take the sixth place.
import { and, eq, or, sql } from 'drizzle-orm';
import {
  PRODUCT_LIMITS,
  type ProductImagesUpdate,
  type VendorProduct,
} from '../../../domain/schemas/vendor-products';
import type { Db, Tx } from '../../db/client';
import { productImages, productVariants, type ProductImageRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { storeUploadedImage } from '../media/process-image';
import type { Upload } from '../media/read-upload';
import { removeUnusedImageFiles } from './image-files';
import { PUBLISH_MESSAGES } from './publish-rule';
import { findOwnedProduct, imagesOf, loadVendorProduct } from './product-dto';
import type { MediaStore } from '../media/media-store';

export const IMAGE_LIMIT_MESSAGE = `A product can have up to ${PRODUCT_LIMITS.images} images. Remove one to add another.`;

async function assertRoom(db: Db | Tx, productId: string) {
  if ((await imagesOf(db, productId)).length >= PRODUCT_LIMITS.images) {
    throw new AppError('conflict', IMAGE_LIMIT_MESSAGE);
  }
}

/** Call after the route has checked ownership; the upload is read only for the owner. */
export async function addProductImage(
  db: Db,
  media: MediaStore,
  vendorId: string,
  productId: string,
  upload: Upload,
): Promise<VendorProduct> {
  const product = await findOwnedProduct(db, vendorId, productId);
  await assertRoom(db, productId);
  const stored = await storeUploadedImage(
    upload.buffer,
    media,
    `products/${productId}`,
    PRODUCT_LIMITS.imageMinSide,
  );
  const alt = (upload.fields.alt ?? '').trim().slice(0, 200) || product.name;
  return db.transaction(async (tx) => {
    await findOwnedProduct(tx, vendorId, productId, { lock: true });
    const current = await imagesOf(tx, productId);
    if (current.length >= PRODUCT_LIMITS.images)
      throw new AppError('conflict', IMAGE_LIMIT_MESSAGE);
    await tx.insert(productImages).values({
      productId,
      position: current.length + 1,
      storageKey: stored.storageKey,
      width: stored.width,
      height: stored.height,
      alt,
    });
    return loadVendorProduct(tx, vendorId, productId);
  });
}

/** Gives each image its new place; the positions move through negatives so the unique index on
 * (product, position) never sees two images in one place. */
async function renumber(tx: Tx, productId: string, ordered: ProductImageRow[]) {
  const place = (id: string, position: number) =>
    tx
      .update(productImages)
      .set({ position })
      .where(and(eq(productImages.id, id), eq(productImages.productId, productId)));
  for (const [i, image] of ordered.entries()) await place(image.id, -(i + 1));
  for (const [i, image] of ordered.entries()) await place(image.id, i + 1);
}

export async function updateProductImages(
  db: Db,
  vendorId: string,
  productId: string,
  { images }: ProductImagesUpdate,
): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    await findOwnedProduct(tx, vendorId, productId, { lock: true });
    const current = await imagesOf(tx, productId);
    const byId = new Map(current.map((img) => [img.id, img]));
    const ids = images.map((i) => i.id);
    if (
      ids.length !== current.length ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => byId.has(id))
    ) {
      throw new AppError(
        'invalid',
        'List every image of this product exactly once. Reload the page if another tab changed them.',
        [
          {
            path: 'images',
            message: 'The images do not match the product’s images.',
            location: 'body',
          },
        ],
      );
    }
    for (const { id, alt } of images) {
      if (byId.get(id)!.alt !== alt) {
        await tx.update(productImages).set({ alt }).where(eq(productImages.id, id));
      }
    }
    const ordered = ids.map((id) => byId.get(id)!);
    if (ordered.some((img, i) => img.position !== i + 1)) await renumber(tx, productId, ordered);
    return loadVendorProduct(tx, vendorId, productId);
  });
}

export async function deleteProductImage(
  db: Db,
  media: MediaStore,
  vendorId: string,
  productId: string,
  imageId: string,
): Promise<VendorProduct> {
  const { product, key } = await db.transaction(async (tx) => {
    const owned = await findOwnedProduct(tx, vendorId, productId, { lock: true });
    const current = await imagesOf(tx, productId);
    const target = current.find((img) => img.id === imageId);
    if (!target) throw notFound('The image');
    if (owned.status === 'published' && current.length === 1) {
      throw new AppError('conflict', PUBLISH_MESSAGES.lastImage);
    }
    await tx.delete(productImages).where(eq(productImages.id, target.id));
    // Variants showing this picture fall back to the gallery and the swatch colour.
    await tx
      .update(productVariants)
      .set({
        imageIds: sql`array_remove(${productVariants.imageIds}, ${imageId})`,
        imageId: sql`(array_remove(${productVariants.imageIds}, ${imageId}))[1]`,
      })
      .where(
        and(
          eq(productVariants.productId, productId),
          or(
            eq(productVariants.imageId, imageId),
            sql`${imageId} = ANY(${productVariants.imageIds})`,
          ),
        ),
      );
    await tx
      .update(productVariants)
      .set({ swatchImageId: null })
      .where(
        and(eq(productVariants.productId, productId), eq(productVariants.swatchImageId, imageId)),
      );
    await renumber(
      tx,
      productId,
      current.filter((img) => img.id !== imageId),
    );
    return { product: await loadVendorProduct(tx, vendorId, productId), key: target.storageKey };
  });
  await removeUnusedImageFiles(db, media, [key]);
  return product;
}
