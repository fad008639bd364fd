// Issue #37: a new product's pictures, uploaded before its first save, and each shade's photos
// chosen among them, saved by the create request in one transaction.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductInput, VendorProduct } from '../../../domain/schemas/vendor-products';
import { vendorImageUploads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { multipart } from '../../test/multipart';
import { VARIANT_MESSAGES } from './variant-writes';
import { NEW_PRODUCT_IMAGE_MESSAGES } from './image-uploads';
import {
  pngImage,
  sampleProduct,
  signedInVendor,
  tempDataDir,
  type TestVendor,
} from './test-vendor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: tempDataDir() });
});
afterAll(() => t.close());

/** Uploads a picture for a product not saved yet; its id. */
async function uploaded(v: TestVendor, colour = '#e8b4a0'): Promise<string> {
  const data = await sharp({
    create: { width: 400, height: 400, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  const res = await v.call('POST', '/api/vendor/image-uploads', {
    ...multipart({ filename: 'shade.png', contentType: 'image/png', data }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  expect(body.thumbUrl).toMatch(/^\/media\/vendor-uploads\/.+-320\.webp$/);
  return body.id;
}

const lipstick = (
  variants: { name: string; imageIds: string[] }[],
  overrides: Partial<ProductInput> = {},
): ProductInput =>
  sampleProduct({
    name: 'Matte Lip Colour',
    category: 'makeup',
    subcategory: 'lips',
    isOnSale: false,
    originalPrice: null,
    options: [{ name: 'Shade', kind: 'shade' }],
    variants: variants.map((v, i) => ({
      sku: `NEWPIC-${Date.now()}-${i}`,
      options: [v.name],
      swatchHex: '#a0203c',
      price: 499,
      stockQuantity: 10,
      imageIds: v.imageIds,
    })),
    ...overrides,
  });

const create = (v: TestVendor, payload: object) =>
  v.call('POST', '/api/vendor/products', { payload });

const waitingUploads = (vendorId: string) =>
  t.database.db
    .select({ id: vendorImageUploads.id })
    .from(vendorImageUploads)
    .where(eq(vendorImageUploads.vendorId, vendorId));

describe('a new product with its pictures and shade photos in one request', () => {
  it('saves the pictures in order and each shade’s photos, published at once', async () => {
    const v = await signedInVendor(t);
    const [front, ruby, berry] = [
      await uploaded(v, '#f0e0d0'),
      await uploaded(v, '#9b111e'),
      await uploaded(v, '#5b1a3a'),
    ];
    const res = await create(v, {
      ...lipstick(
        [
          { name: 'Ruby', imageIds: [ruby!, front!] },
          { name: 'Berry', imageIds: [berry!] },
        ],
        { status: 'published' },
      ),
      images: [{ uploadId: front }, { uploadId: ruby, alt: 'Ruby, swatched' }, { uploadId: berry }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json() as VendorProduct;
    expect(product.status).toBe('published');
    expect(product.images.map((i) => [i.id, i.position, i.alt])).toEqual([
      [front, 1, 'Matte Lip Colour'],
      [ruby, 2, 'Ruby, swatched'],
      [berry, 3, 'Matte Lip Colour'],
    ]);
    const byShade = Object.fromEntries(
      product.variants.map((x) => [x.options[0], [x.imageId, x.imageIds]]),
    );
    expect(byShade).toEqual({ Ruby: [ruby, [ruby, front]], Berry: [berry, [berry]] });
    // An upload is used once: it is the product's now.
    expect(await waitingUploads(v.userId)).toEqual([]);
    const again = await create(v, { ...sampleProduct(), images: [{ uploadId: front }] });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toContainEqual(
      expect.objectContaining({
        path: 'images.0.uploadId',
        message: NEW_PRODUCT_IMAGE_MESSAGES.notYours,
      }),
    );
  });

  it("refuses another vendor's picture and a shade photo not among the product's, saving nothing", async () => {
    const v = await signedInVendor(t);
    const other = await signedInVendor(t);
    const theirs = await uploaded(other);
    const mine = await uploaded(v);
    const stray = await uploaded(v);

    const foreign = await create(v, {
      ...lipstick([{ name: 'Ruby', imageIds: [theirs] }]),
      images: [{ uploadId: mine }, { uploadId: theirs }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toContainEqual(
      expect.objectContaining({ path: 'images.1.uploadId' }),
    );
    // A shade may only take one of the product's own pictures: `stray` is uploaded but not listed.
    const unlisted = await create(v, {
      ...lipstick([{ name: 'Ruby', imageIds: [stray] }]),
      images: [{ uploadId: mine }],
    });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json().errors).toContainEqual(
      expect.objectContaining({
        path: 'variants.0.imageIds.0',
        message: VARIANT_MESSAGES.notOwnImage,
      }),
    );
    // Nothing was saved: no product, and every upload still waits (the other vendor's too).
    const listed = await v.call('GET', '/api/vendor/products');
    expect(listed.json().total).toBe(0);
    expect((await waitingUploads(v.userId)).map((r) => r.id).sort()).toEqual([mine, stray].sort());
    expect(await waitingUploads(other.userId)).toEqual([{ id: theirs }]);
    // A shopper or a stranger cannot upload one.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/image-uploads',
      ...multipart({ filename: 'x.png', contentType: 'image/png', data: await pngImage(400, 400) }),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
