// A product is published only with a picture (issue #25): a card or page without one looks
// broken, and on the vendor form a product could be published before its first image upload.
// The rule holds wherever a status can become "published" (the vendor's form and API, the CSV
// import, Angle Admin's product edit) and when the last picture of a published product goes.
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productImages } from '../../db/schema';
import { AppError } from '../../errors';

export const PUBLISH_MESSAGES = {
  needsImage:
    'Add at least one image before publishing. Save it as a draft, add its images, then publish.',
  lastImage:
    'A published product needs at least one image: add another before deleting this one, or unpublish the product first.',
} as const;

export async function imageCountOf(db: DbOrTx, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return row?.n ?? 0;
}

/** Whether moving from `from` to `to` publishes a product that has no image. */
export function publishesWithoutImage(from: string | null, to: string, images: number): boolean {
  return to === 'published' && from !== 'published' && images === 0;
}

export function publishNeedsImage(): AppError {
  return new AppError('unprocessable', PUBLISH_MESSAGES.needsImage, [
    { path: 'status', message: PUBLISH_MESSAGES.needsImage, location: 'body' },
  ]);
}

/** Refuses a change of `productId` (null for a new product) to `to` while it has no image. */
export async function assertPublishable(
  tx: DbOrTx,
  productId: string | null,
  from: string | null,
  to: string,
): Promise<void> {
  if (to !== 'published' || from === 'published') return;
  const images = productId === null ? 0 : await imageCountOf(tx, productId);
  if (publishesWithoutImage(from, to, images)) throw publishNeedsImage();
}
