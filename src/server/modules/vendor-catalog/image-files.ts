// Image files are shared: a duplicated product points at the same files, and order lines keep
// the key of the picture the customer bought. A file goes only when nothing refers to it.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productImages, vendorImageUploads, vendors } from '../../db/schema';
import { orderItems } from '../../db/schema-commerce';
import { removeStoredImage } from '../media/process-image';
import type { MediaStore } from '../media/media-store';

export async function removeUnusedImageFiles(db: DbOrTx, media: MediaStore, keys: string[]) {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  const used = new Set<string>();
  const [images, lines, logos, waiting] = await Promise.all([
    db
      .select({ key: productImages.storageKey })
      .from(productImages)
      .where(inArray(productImages.storageKey, unique)),
    db
      .select({ key: orderItems.imageKey })
      .from(orderItems)
      .where(inArray(orderItems.imageKey, unique)),
    db.select({ key: vendors.logoKey }).from(vendors).where(inArray(vendors.logoKey, unique)),
    db
      .select({ key: vendorImageUploads.storageKey })
      .from(vendorImageUploads)
      .where(inArray(vendorImageUploads.storageKey, unique)),
  ]);
  for (const row of [...images, ...lines, ...logos, ...waiting]) if (row.key) used.add(row.key);
  for (const key of unique) if (!used.has(key)) await removeStoredImage(media, key);
}
