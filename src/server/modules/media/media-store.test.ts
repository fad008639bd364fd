// The media store's contract, run against both drivers: the data folder and the database
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/app-harness';
import { tempDataDir } from '../vendor-catalog/test-vendor';
import {
  contentTypeOf,
  databaseMediaStore,
  folderMediaStore,
  isMediaKey,
  type MediaStore,
} from './media-store';

let database: Database;
let drop: () => Promise<void>;
let folder: string;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  folder = path.join(tempDataDir(), 'uploads');
});
afterAll(async () => {
  await database.close();
  await drop();
});

const bytesOf = (text: string) => Buffer.from(`RIFF${text}WEBP`);
let n = 0;
const freshKey = () => `products/p-${Date.now()}-${n++}/abcdef0123456789-640.webp`;

const drivers: Array<[string, () => MediaStore]> = [
  ['folder', () => folderMediaStore(folder)],
  ['database', () => databaseMediaStore(database)],
];

describe.each(drivers)('the %s media store', (kind, open) => {
  it('gives back what was put, with its type and a validator', async () => {
    const store = open();
    expect(store.kind).toBe(kind);
    const key = freshKey();
    expect(await store.has(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await store.put(key, bytesOf('one'), 'image/webp');
    expect(await store.has(key)).toBe(true);
    const file = await store.get(key);
    expect(file?.bytes.equals(bytesOf('one'))).toBe(true);
    expect(file?.contentType).toBe('image/webp');
    expect(file?.etag).toMatch(/^(W\/)?".+"$/);
    expect(file?.lastModified).toBeInstanceOf(Date);
  });

  it('keeps the first content of a key: a second put changes nothing', async () => {
    const store = open();
    const key = freshKey();
    await store.put(key, bytesOf('first'), 'image/webp');
    await store.put(key, bytesOf('second'), 'image/webp');
    expect((await store.get(key))?.bytes.toString()).toBe(bytesOf('first').toString());
  });

  it('deletes a key; deleting a missing key is fine', async () => {
    const store = open();
    const key = freshKey();
    await store.put(key, bytesOf('gone'), 'image/webp');
    await store.delete(key);
    expect(await store.has(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('takes the same content under many keys in parallel', async () => {
    const store = open();
    const keys = Array.from({ length: 8 }, freshKey);
    await Promise.all(keys.map((k) => store.put(k, bytesOf('shared'), 'image/webp')));
    for (const k of keys) expect((await store.get(k))?.bytes.equals(bytesOf('shared'))).toBe(true);
  });

  it('refuses keys that leave the store, and never finds them', async () => {
    const store = open();
    for (const bad of ['../secret.webp', '/etc/passwd', 'a/../../b.webp', 'a//b.webp', '.env']) {
      expect(isMediaKey(bad)).toBe(false);
      await expect(store.put(bad, bytesOf('x'), 'image/webp')).rejects.toThrow(/media key/);
      expect(await store.get(bad)).toBeNull();
      expect(await store.has(bad)).toBe(false);
    }
  });
});

describe('the database media store', () => {
  const blobRows = async (content: Buffer) => {
    const [row] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM media_blobs WHERE size = $1',
      [content.length],
    );
    return row!.n;
  };

  it('keeps one row per content: the same picture under two keys is stored once', async () => {
    const store = databaseMediaStore(database);
    const content = bytesOf(`dedup-${Date.now()}-${'x'.repeat(37)}`);
    const [a, b] = [freshKey(), freshKey()];
    await store.put(a, content, 'image/webp');
    await store.put(b, content, 'image/webp');
    expect(await blobRows(content)).toBe(1);
    // The content stays while a key names it, and goes with the last one.
    await store.delete(a);
    expect(await blobRows(content)).toBe(1);
    expect((await store.get(b))?.bytes.equals(content)).toBe(true);
    await store.delete(b);
    expect(await blobRows(content)).toBe(0);
  });

  it('deleting one key while another takes the same content keeps the content', async () => {
    const store = databaseMediaStore(database);
    const content = bytesOf(`race-${Date.now()}-${'y'.repeat(53)}`);
    const first = freshKey();
    await store.put(first, content, 'image/webp');
    const others = Array.from({ length: 6 }, freshKey);
    await Promise.all([
      store.delete(first),
      ...others.map((k) => store.put(k, content, 'image/webp')),
    ]);
    for (const k of others) expect((await store.get(k))?.bytes.equals(content)).toBe(true);
    expect(await blobRows(content)).toBe(1);
  });

  it('names a file by its content: the validator is the SHA-256 of the bytes', async () => {
    const store = databaseMediaStore(database);
    const key = freshKey();
    await store.put(key, bytesOf('hash'), 'image/webp');
    const { createHash } = await import('node:crypto');
    const sha = createHash('sha256').update(bytesOf('hash')).digest('hex');
    expect((await store.get(key))?.etag).toBe(`"${sha}"`);
  });
});

describe('the folder media store', () => {
  it('writes files under the folder at the key, as URLs always named them', async () => {
    const key = freshKey();
    await folderMediaStore(folder).put(key, bytesOf('disk'), 'image/webp');
    expect(fs.readFileSync(path.join(folder, key)).equals(bytesOf('disk'))).toBe(true);
    expect(fs.readdirSync(path.dirname(path.join(folder, key)))).toEqual([path.basename(key)]);
  });
});

describe('contentTypeOf', () => {
  it('serves images as images and anything else as bytes', () => {
    expect(contentTypeOf('a/b-640.webp')).toBe('image/webp');
    expect(contentTypeOf('a/b.PNG')).toBe('image/png');
    expect(contentTypeOf('a/b.html')).toBe('application/octet-stream');
  });
});
