// Where uploaded and seeded images live (issue #22, decision 017): one interface, two drivers.
// The folder driver keeps files under DATA_DIR/uploads as before; the database driver keeps them
// in PostgreSQL (or PGlite), content-addressed, so every instance serves every image. A key is
// the path a `/media/*` URL names: `products/<id>/<hash>-640.webp`. Keys carry a content hash, so
// what a key holds never changes: a second put of a key keeps the first.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaBlobs, mediaFiles } from '../../db/schema-site';

export type MediaStoreKind = 'folder' | 'database';

export interface MediaFile {
  bytes: Buffer;
  contentType: string;
  /** A validator for conditional requests, quotes included. */
  etag: string;
  lastModified: Date;
}

export interface MediaStore {
  kind: MediaStoreKind;
  /** Stores `bytes` under `key` unless the key is taken already. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  has(key: string): Promise<boolean>;
  get(key: string): Promise<MediaFile | null>;
  /** Removes the key; a missing key is fine (already gone). */
  delete(key: string): Promise<void>;
}

/** Segments of letters, digits, `_`, `-` and `.`, none starting with a dot: no `..`, no `/x`. */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/){0,8}[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isMediaKey(key: string): boolean {
  return key.length <= 300 && KEY.test(key);
}

/** Keys under `private/` (sellers' verification documents, issue #38) are served by their own
 * guarded routes, never by /media/*. Case and slashes are folded so no spelling gets through. */
export function isPrivateMediaPath(pathOrKey: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathOrKey);
  } catch {
    return true;
  }
  const normal = path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`);
  return /^\/private(\/|$)/i.test(normal);
}

function checkedKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/** The type a stored file is served as, from its name (the store only holds what it wrote). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export function folderMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    kind: 'folder',
    async put(key, bytes) {
      const file = fileOf(key);
      if (fs.existsSync(file)) return;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // A temporary name first, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      try {
        fs.writeFileSync(tmp, bytes);
        fs.renameSync(tmp, file);
      } finally {
        fs.rmSync(tmp, { force: true });
      }
    },
    async has(key) {
      return isMediaKey(key) && fs.existsSync(fileOf(key));
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const file = fileOf(key);
      try {
        const stat = fs.statSync(file);
        if (!stat.isFile()) return null;
        return {
          bytes: fs.readFileSync(file),
          contentType: contentTypeOf(key),
          etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
          lastModified: stat.mtime,
        };
      } catch {
        return null;
      }
    },
    async delete(key) {
      fs.rmSync(fileOf(key), { force: true });
    },
  };
}

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

export function databaseMediaStore(database: Database): MediaStore {
  const { db } = database;
  const putOnce = async (key: string, sha256: string, bytes: Buffer, contentType: string) => {
    // One statement: the blob (unless that content is stored already), then the path naming it.
    await db.execute(sql`
      WITH blob AS (
        INSERT INTO media_blobs (sha256, content_type, bytes, size)
        VALUES (${sha256}, ${contentType}, ${bytes}, ${bytes.length})
        ON CONFLICT (sha256) DO NOTHING
      )
      INSERT INTO media_files (path, sha256) VALUES (${key}, ${sha256})
      ON CONFLICT (path) DO NOTHING`);
  };
  return {
    kind: 'database',
    async put(key, bytes, contentType) {
      checkedKey(key);
      const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
      try {
        await putOnce(key, sha256, bytes, contentType);
      } catch (err) {
        // The same content's last other path was deleted, and its blob with it, in between.
        if (!isForeignKeyViolation(err)) throw err;
        await putOnce(key, sha256, bytes, contentType);
      }
    },
    async has(key) {
      if (!isMediaKey(key)) return false;
      const rows = await db
        .select({ path: mediaFiles.path })
        .from(mediaFiles)
        .where(eq(mediaFiles.path, key));
      return rows.length > 0;
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const [row] = await db
        .select({
          bytes: mediaBlobs.bytes,
          contentType: mediaBlobs.contentType,
          sha256: mediaBlobs.sha256,
          createdAt: mediaBlobs.createdAt,
        })
        .from(mediaFiles)
        .innerJoin(mediaBlobs, eq(mediaBlobs.sha256, mediaFiles.sha256))
        .where(eq(mediaFiles.path, key));
      if (!row) return null;
      return {
        bytes: row.bytes,
        contentType: row.contentType,
        etag: `"${row.sha256}"`,
        lastModified: row.createdAt,
      };
    },
    async delete(key) {
      checkedKey(key);
      const removed = await db
        .delete(mediaFiles)
        .where(eq(mediaFiles.path, key))
        .returning({ sha256: mediaFiles.sha256 });
      const sha256 = removed[0]?.sha256;
      if (!sha256) return;
      try {
        // The content goes with its last path.
        await db.execute(sql`
          DELETE FROM media_blobs b WHERE b.sha256 = ${sha256}
            AND NOT EXISTS (SELECT 1 FROM media_files f WHERE f.sha256 = ${sha256})`);
      } catch (err) {
        // Another path took the same content meanwhile: the blob stays.
        if (!isForeignKeyViolation(err)) throw err;
      }
    },
  };
}

/** The store the configuration names (MEDIA_STORE, config.ts). */
export function createMediaStore(
  config: { mediaStore: MediaStoreKind; uploadsDir: string },
  database: Database,
): MediaStore {
  return config.mediaStore === 'database'
    ? databaseMediaStore(database)
    : folderMediaStore(config.uploadsDir);
}
