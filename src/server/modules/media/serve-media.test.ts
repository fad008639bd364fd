// `/media/*` from the database store (plugins/web.ts): what a vendor uploads is served with the
// same year-long immutable caching as files from the data folder, and a second app on the same
// database (another instance) serves it too.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingApp, createTestApp, type TestApp } from '../../test/app-harness';
import { multipart } from '../../test/multipart';
import { TEST_DATABASE_URL } from '../../test/test-env';
import {
  createdProduct,
  pngImage,
  signedInVendor,
  tempDataDir,
} from '../vendor-catalog/test-vendor';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let db: TestApp;
let folder: TestApp;
beforeAll(async () => {
  [db, folder] = await Promise.all([
    createTestApp({ DATA_DIR: tempDataDir(), MEDIA_STORE: 'database' }),
    createTestApp({ DATA_DIR: tempDataDir() }),
  ]);
});
afterAll(async () => {
  await Promise.all([db?.close(), folder?.close()]);
});

async function uploadedImageUrl(t: TestApp): Promise<string> {
  const v = await signedInVendor(t);
  const p = await createdProduct(v);
  const data = await pngImage(700, 700);
  const res = await v.call('POST', `/api/vendor/products/${p.id}/images`, {
    ...multipart({ filename: 'front.png', contentType: 'image/png', data }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().images[0].url as string;
}

describe('GET /media/* from the database store', () => {
  it('serves an uploaded image at every width, cached for a year, nothing on disk', async () => {
    expect(db.app.media.kind).toBe('database');
    const url = await uploadedImageUrl(db);
    for (const width of [320, 640, 960]) {
      const res = await db.app.inject({ method: 'GET', url: url.replace('-640.', `-${width}.`) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: Math.min(width, 700) });
    }
    const [files] = await db.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM media_files WHERE path LIKE 'products/%'",
    );
    expect(files!.n).toBe(3);
    expect(fs.existsSync(path.join(db.config.uploadsDir, 'products'))).toBe(false);
  });

  it('answers 304 to a validator it gave, and HEAD without the body', async () => {
    const url = await uploadedImageUrl(db);
    const first = await db.app.inject({ method: 'GET', url });
    const again = await db.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    const head = await db.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
  });

  it('answers 404 problem+json for unknown keys and for paths that leave the store', async () => {
    for (const url of [
      '/media/products/nothing/0000000000000000-640.webp',
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/products/%2E%2E/%2E%2E/package.json',
      '/media/',
    ]) {
      const res = await db.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/problem\+json/);
    }
  });

  it.runIf(Boolean(TEST_DATABASE_URL))(
    'serves what one instance took on another instance of the same database',
    async () => {
      const sibling = await createSiblingApp(db, {
        DATA_DIR: tempDataDir(),
        MEDIA_STORE: 'database',
      });
      try {
        const url = await uploadedImageUrl(db);
        const here = await db.app.inject({ method: 'GET', url });
        const there = await sibling.app.inject({ method: 'GET', url });
        expect(there.statusCode).toBe(200);
        expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
        expect(there.headers.etag).toBe(here.headers.etag);
      } finally {
        await sibling.close();
      }
    },
  );
});

describe('GET /media/* from the data folder', () => {
  it('keeps serving files with the same caching as before', async () => {
    expect(folder.app.media.kind).toBe('folder');
    const url = await uploadedImageUrl(folder);
    const res = await folder.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.etag).toBeDefined();
    const again = await folder.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(
      (await folder.app.inject({ method: 'GET', url: '/media/..%2Fpackage.json' })).statusCode,
    ).toBe(404);
  });
});
