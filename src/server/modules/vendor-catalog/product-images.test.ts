import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { multipart } from '../../test/multipart';
import { IMAGE_MESSAGES } from '../media/process-image';
import { UPLOAD_MESSAGES } from '../media/read-upload';
import { IMAGE_LIMIT_MESSAGE } from './product-images';
import {
  createdProduct,
  pngImage,
  signedInVendor,
  tempDataDir,
  type TestVendor,
} from './test-vendor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: tempDataDir() });
});
afterAll(() => t.close());

const upload = (
  v: TestVendor,
  productId: string,
  data: Buffer,
  filename = 'photo.png',
  alt?: string,
) =>
  v.call('POST', `/api/vendor/products/${productId}/images`, {
    ...multipart(
      { filename, contentType: filename.endsWith('.webp') ? 'image/webp' : 'image/png', data },
      alt === undefined ? {} : { alt },
    ),
  });

const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/media\//, ''));

describe('POST /api/vendor/products/{id}/images', () => {
  it('stores WebP at every width without the original metadata, and serves it', async () => {
    const v = await signedInVendor(t);
    const p = await createdProduct(v);
    const original = await pngImage(1200, 900, true);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(v, p.id, original, 'front.png', 'Bottle, front');
    expect(res.statusCode).toBe(201);
    const [image] = res.json().images;
    expect(image).toMatchObject({ position: 1, alt: 'Bottle, front', width: 960, height: 720 });
    expect(image.url).toMatch(/^\/media\/products\/.+-640\.webp$/);
    for (const width of [320, 640, 960]) {
      const file = fileOf(image.url.replace('-640.webp', `-${width}.webp`));
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(meta.exif).toBeUndefined();
    }
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses a file that is not an image, even named .webp, and stores nothing', async () => {
    const v = await signedInVendor(t);
    const p = await createdProduct(v);
    const fake = Buffer.from('<?php echo "not a picture"; ?>'.repeat(20));
    const res = await upload(v, p.id, fake, 'innocent.webp');
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe(IMAGE_MESSAGES.notAnImage);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>',
    );
    expect((await upload(v, p.id, svg, 'logo.webp')).statusCode).toBe(415);
    expect(fs.existsSync(path.join(t.config.uploadsDir, 'products', p.id))).toBe(false);
    expect((await v.call('GET', `/api/vendor/products/${p.id}`)).json().images).toEqual([]);
  });

  it('refuses a file over 5 MB with a clear message', async () => {
    const v = await signedInVendor(t);
    const p = await createdProduct(v);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const res = await upload(v, p.id, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(UPLOAD_MESSAGES.tooLarge('image', 5 * 1024 * 1024));
    expect(res.json().detail).toBe('The image is larger than 5 MB. Choose a smaller file.');
  });

  it('refuses tiny images, empty requests and JSON bodies', async () => {
    const v = await signedInVendor(t);
    const p = await createdProduct(v);
    const tiny = await upload(v, p.id, await pngImage(120, 120));
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json().detail).toBe(IMAGE_MESSAGES.tooSmall(200));
    const empty = await v.call('POST', `/api/vendor/products/${p.id}/images`, multipart(null));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ path: 'file' });
    const json = await v.call('POST', `/api/vendor/products/${p.id}/images`, {
      payload: { url: 'http://elsewhere/x.png' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('keeps at most six images', async () => {
    const v = await signedInVendor(t);
    const p = await createdProduct(v);
    for (let i = 0; i < 6; i++) {
      const res = await upload(v, p.id, await pngImage(300 + i, 300));
      expect(res.statusCode).toBe(201);
    }
    const seventh = await upload(v, p.id, await pngImage(400, 400));
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().detail).toBe(IMAGE_LIMIT_MESSAGE);
  });
});

describe('PATCH and DELETE /api/vendor/products/{id}/images', () => {
  it('reorders, sets alt texts, and closes the gap when one is removed', async () => {
    const v = await signedInVendor(t);
    const p = await createdProduct(v);
    for (const w of [300, 310, 320]) await upload(v, p.id, await pngImage(w, 300));
    const images = (await v.call('GET', `/api/vendor/products/${p.id}`)).json().images as {
      id: string;
    }[];
    const [a, b, c] = images.map((i) => i.id);
    const reordered = await v.call('PATCH', `/api/vendor/products/${p.id}/images`, {
      payload: {
        images: [
          { id: c, alt: 'Texture' },
          { id: a, alt: 'Front' },
          { id: b, alt: 'Side' },
        ],
      },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().images.map((i: { id: string; alt: string }) => [i.id, i.alt])).toEqual([
      [c, 'Texture'],
      [a, 'Front'],
      [b, 'Side'],
    ]);

    const partial = await v.call('PATCH', `/api/vendor/products/${p.id}/images`, {
      payload: { images: [{ id: a, alt: 'Only one' }] },
    });
    expect(partial.statusCode).toBe(400);

    const removed = await v.call('DELETE', `/api/vendor/products/${p.id}/images/${c}`);
    expect(removed.statusCode).toBe(200);
    expect(
      removed.json().images.map((i: { id: string; position: number }) => [i.id, i.position]),
    ).toEqual([
      [a, 1],
      [b, 2],
    ]);
    expect((await v.call('DELETE', `/api/vendor/products/${p.id}/images/${c}`)).statusCode).toBe(
      404,
    );
  });

  it("answers 404 for another product's image through one's own product", async () => {
    const v = await signedInVendor(t);
    const mine = await createdProduct(v);
    const other = await signedInVendor(t);
    const theirs = await createdProduct(other);
    const theirImage = (await upload(other, theirs.id, await pngImage())).json().images[0].id;
    const res = await v.call('DELETE', `/api/vendor/products/${mine.id}/images/${theirImage}`);
    expect(res.statusCode).toBe(404);
    expect(
      (await other.call('GET', `/api/vendor/products/${theirs.id}`)).json().images,
    ).toHaveLength(1);
  });
});
