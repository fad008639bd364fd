// Pictures uploaded on the new-product page before the product's first save (issue #37): the
// vendor gives each shade its photos in the same form, and the create request takes the uploads
// into the product in its own transaction (vendor_image_uploads in db/schema.ts).
import { and, count, eq, inArray, lt } from 'drizzle-orm';
import {
  PRODUCT_LIMITS,
  type ImageUpload,
  type ProductCreate,
} from '../../../domain/schemas/vendor-products';
import { imageUrl } from '../../../domain/images';
import type { Db, Tx } from '../../db/client';
import { productImages, vendorImageUploads } from '../../db/schema';
import type { FieldError } from '../../../domain/schemas/problem';
import { AppError } from '../../errors';
import { storeUploadedImage } from '../media/process-image';
import type { MediaStore } from '../media/media-store';
import type { Upload } from '../media/read-upload';
import { removeUnusedImageFiles } from './image-files';

/** An upload not saved with a product within a day is dropped (by the vendor's next upload). */
const KEPT_MS = 24 * 60 * 60 * 1000;
/** Uploads waiting for a product at once: four new products' worth. */
export const WAITING_UPLOADS_LIMIT = 4 * PRODUCT_LIMITS.images;

export const NEW_PRODUCT_IMAGE_MESSAGES = {
  tooMany: `You have ${WAITING_UPLOADS_LIMIT} pictures waiting for a product. Save a product with them, or try again tomorrow.`,
  notYours: 'This picture is not one you uploaded for a new product. Upload it again.',
  repeated: 'This picture is listed twice.',
} as const;

/** Removes the vendor's uploads older than a day, and their files when nothing else uses them. */
async function dropStaleUploads(db: Db, media: MediaStore, vendorId: string) {
  const stale = await db
    .delete(vendorImageUploads)
    .where(
      and(
        eq(vendorImageUploads.vendorId, vendorId),
        lt(vendorImageUploads.createdAt, new Date(Date.now() - KEPT_MS)),
      ),
    )
    .returning({ key: vendorImageUploads.storageKey });
  await removeUnusedImageFiles(
    db,
    media,
    stale.map((r) => r.key),
  );
}

/** Stores a picture for a product not saved yet; the route has read it for a vendor. */
export async function stageImageUpload(
  db: Db,
  media: MediaStore,
  vendorId: string,
  upload: Upload,
): Promise<ImageUpload> {
  await dropStaleUploads(db, media, vendorId);
  const waiting = async () =>
    (
      await db
        .select({ n: count() })
        .from(vendorImageUploads)
        .where(eq(vendorImageUploads.vendorId, vendorId))
    )[0]!.n;
  if ((await waiting()) >= WAITING_UPLOADS_LIMIT)
    throw new AppError('conflict', NEW_PRODUCT_IMAGE_MESSAGES.tooMany);
  const stored = await storeUploadedImage(
    upload.buffer,
    media,
    `vendor-uploads/${vendorId}`,
    PRODUCT_LIMITS.imageMinSide,
  );
  const [row] = await db
    .insert(vendorImageUploads)
    .values({ vendorId, ...stored })
    .returning({ id: vendorImageUploads.id });
  return {
    id: row!.id,
    thumbUrl: imageUrl(stored.storageKey, 320),
    width: stored.width,
    height: stored.height,
  };
}

/**
 * Makes the vendor's uploads the new product's images, in order, each keeping its id (so the
 * request's variants may name them), and drops the uploads: an upload is used once. Inside the
 * create's transaction; an upload of another vendor, or one already used, is a field error.
 */
export async function attachImageUploads(
  tx: Tx,
  vendorId: string,
  productId: string,
  productName: string,
  images: NonNullable<ProductCreate['images']>,
): Promise<void> {
  if (images.length === 0) return;
  const ids = images.map((i) => i.uploadId);
  const rows = await tx
    .delete(vendorImageUploads)
    .where(and(eq(vendorImageUploads.vendorId, vendorId), inArray(vendorImageUploads.id, ids)))
    .returning();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: FieldError[] = [];
  ids.forEach((id, i) => {
    const path = `images.${i}.uploadId`;
    if (ids.indexOf(id) !== i)
      errors.push({ path, message: NEW_PRODUCT_IMAGE_MESSAGES.repeated, location: 'body' });
    else if (!byId.has(id))
      errors.push({ path, message: NEW_PRODUCT_IMAGE_MESSAGES.notYours, location: 'body' });
  });
  if (errors.length > 0) throw new AppError('invalid', 'The request body is not valid.', errors);
  await tx.insert(productImages).values(
    images.map((image, i) => {
      const row = byId.get(image.uploadId)!;
      return {
        id: row.id,
        productId,
        position: i + 1,
        storageKey: row.storageKey,
        width: row.width,
        height: row.height,
        alt: image.alt || productName,
      };
    }),
  );
}
