import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CATEGORIES, SUBCATEGORIES } from '../../domain/catalog';
import { IMAGE_WIDTHS } from '../../domain/images';
import { openTestDatabase } from '../test/app-harness';
import type { Database } from './client';
import { createDb, isPrepared, preparedRowsOf, retryReprepared, rowsOf } from './client';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { assertDataDirWritable } from './data-dir';
import { DataDirError, DatabaseLockedError, acquireDataDirLock } from './lock';
import { seedCatalog } from './seed';
import { folderMediaStore } from '../modules/media/media-store';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const counts = async () => {
  const [row] = await database.query<{ products: number; images: number; vendors: number }>(
    `SELECT (SELECT count(*)::int FROM products) AS products,
            (SELECT count(*)::int FROM product_images) AS images,
            (SELECT count(*)::int FROM vendors) AS vendors`,
  );
  return row;
};

describe('seeded catalogue', () => {
  it('holds 20 products with three images each from seven vendors', async () => {
    // Three of prod-002's shades have a photo of their own besides (issue #37).
    expect(await counts()).toEqual({ products: 20, images: 63, vendors: 7 });
    const ids = await database.query<{ id: string }>('SELECT id FROM products ORDER BY id');
    expect(ids.map((r) => r.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `prod-${String(i + 1).padStart(3, '0')}`),
    );
  });

  it('covers every category and subcategory, with prices from ₹399 to ₹3999', async () => {
    const rows = await database.query<{
      category: string;
      subcategory: string;
      price_paise: number;
    }>('SELECT category, subcategory, price_paise FROM products');
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(rows.map((r) => r.subcategory))).toEqual(new Set(SUBCATEGORIES));
    const prices = rows.map((r) => r.price_paise / 100);
    expect(Math.min(...prices)).toBe(399);
    expect(Math.max(...prices)).toBe(3999);
  });

  it('has both in-stock and low-stock products', async () => {
    const [row] = await database.query<{ low: number; ok: number }>(
      `SELECT count(*) FILTER (WHERE stock_quantity <= low_stock_threshold)::int AS low,
              count(*) FILTER (WHERE stock_quantity > low_stock_threshold)::int AS ok
         FROM products WHERE stock_quantity > 0`,
    );
    expect(row!.low).toBeGreaterThan(0);
    expect(row!.ok).toBeGreaterThan(0);
  });

  it('stores every image width on disk as a valid WebP of that width', async () => {
    const uploads = path.join(inject('dataDir'), 'uploads');
    const keys = await database.query<{ storage_key: string }>(
      'SELECT storage_key FROM product_images',
    );
    for (const { storage_key } of keys) {
      for (const w of IMAGE_WIDTHS) {
        const file = path.join(uploads, `${storage_key}-${w}.webp`);
        const meta = await sharp(file).metadata();
        expect({ format: meta.format, width: meta.width }, file).toEqual({
          format: 'webp',
          width: w,
        });
      }
    }
  });

  it('writes the store and payment settings', async () => {
    const rows = await database.query<{ key: string; value: Record<string, unknown> }>(
      'SELECT key, value FROM settings ORDER BY key',
    );
    expect(rows.map((r) => r.key)).toEqual(['payment', 'store']);
    expect(rows[1]!.value).toMatchObject({
      shippingFeePaise: 4900,
      freeShippingThresholdPaise: 49900,
    });
  });

  it('seeds every product its variants and their summary on the product row', async () => {
    const [lipstick] = await database.query<Record<string, unknown>>(
      `SELECT price_paise, original_price_paise, max_price_paise, stock_quantity, variant_count,
         default_variant_id, option1_name, option1_kind, swatches, swatch_count, attributes
       FROM products WHERE id = 'prod-002'`,
    );
    expect(lipstick).toEqual({
      price_paise: 64900,
      original_price_paise: 79900,
      max_price_paise: 69900,
      stock_quantity: 120,
      variant_count: 7,
      default_variant_id: 'prod-002-v1',
      option1_name: 'Shade',
      option1_kind: 'shade',
      swatches: [
        { name: 'Rani Pink', hex: '#c2185b' },
        { name: 'Berry Wine', hex: '#7b1e3a' },
        { name: 'Coral Crush', hex: '#f26b5b' },
        { name: 'Nude Chai', hex: '#b07c66' },
        { name: 'Brick Red', hex: '#a0322a' },
      ],
      swatch_count: 7,
      attributes: expect.arrayContaining(['finish:matte', 'shade-family:berry']),
    });
    // Every product's summary agrees with its variants.
    const off = await database.query(
      `SELECT p.id FROM products p JOIN product_variants v ON v.product_id = p.id AND v.is_active
       GROUP BY p.id HAVING p.stock_quantity <> sum(v.stock_quantity)
         OR p.price_paise <> min(v.price_paise) OR p.max_price_paise <> max(v.price_paise)
         OR p.variant_count <> count(*)`,
    );
    expect(off).toEqual([]);
    const [plain] = await database.query(
      `SELECT id, sku, option1, price_paise, stock_quantity FROM product_variants
       WHERE product_id = 'prod-008'`,
    );
    expect(plain).toEqual({
      id: 'prod-008-v1',
      sku: 'SKU-prod-008',
      option1: null,
      price_paise: 39900,
      stock_quantity: 150,
    });
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const variants = 'SELECT count(*)::int AS n FROM product_variants';
    const [before] = await database.query<{ n: number }>(variants);
    // As the suite's database was seeded: without the festive products (global-setup.ts).
    await seedCatalog(database.db, {
      media: folderMediaStore(path.join(inject('dataDir'), 'uploads')),
      festive: false,
    });
    expect(await counts()).toEqual({ products: 20, images: 63, vendors: 7 });
    expect(await database.query(variants)).toEqual([before]);
  });

  it('refuses negative stock at the database', async () => {
    await expect(
      database.query(
        "UPDATE products SET stock_quantity = stock_quantity - 100000 WHERE id = 'prod-001'",
      ),
    ).rejects.toThrow(/products_stock_check/);
  });
});

describe('data directory lock', () => {
  const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'angle-lock-'));

  /** Another process that takes the lock the way the server does and keeps it until killed. */
  async function holdInAnotherProcess(dir: string) {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./src/server/db/lock.ts').then((m) => { m.acquireDataDirLock(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000); })`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('held') && resolve());
      child.on('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
    });
    const gone = new Promise((resolve) => child.on('exit', resolve));
    return { pid: child.pid!, kill9: async () => (child.kill('SIGKILL'), await gone) };
  }

  it('refuses a second holder in this process and frees on release', () => {
    const dir = tmp();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `The data directory ${path.resolve(dir)} is already open in this process.`,
    );
    release();
    release(); // idempotent
    acquireDataDirLock(dir)();
  });

  it('refuses while another process holds it, naming that process; frees the moment it is killed -9', async () => {
    const dir = tmp();
    const holder = await holdInAnotherProcess(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another Angle server (pid ${holder.pid}) is already using the data directory ${path.resolve(dir)}.`,
    );
    await holder.kill9();
    // The file and its pid stay behind; the kernel's lock went with the process.
    expect(fs.readFileSync(path.join(dir, 'angle.lock'), 'utf8')).toBe(String(holder.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'angle.lock'), 'utf8')).toBe(String(process.pid));
    release();
  }, 60_000);

  it('takes a lock file that names a live process which holds no lock (pid reuse, a container restart)', () => {
    for (const pid of [1, process.pid, process.ppid]) {
      const dir = tmp();
      fs.writeFileSync(path.join(dir, 'angle.lock'), String(pid));
      const release = acquireDataDirLock(dir);
      release();
    }
  });

  it('says in one line why a data folder cannot be used', async () => {
    const file = path.join(tmp(), 'a-file');
    fs.writeFileSync(file, '');
    expect(() => acquireDataDirLock(path.join(file, 'data'))).toThrow(DataDirError);
    await expect(assertDataDirWritable(path.join(file, 'data'))).rejects.toThrow(
      `The data directory ${path.join(file, 'data')} cannot be written: a part of the path is a file, not a folder.`,
    );
  });

  it('is taken by createDb on a persisted PGlite and released by close', async () => {
    const dir = tmp();
    const first = await createDb({ dataDir: dir });
    await expect(createDb({ dataDir: dir })).rejects.toThrow(DatabaseLockedError);
    await first.close();
    await first.close(); // idempotent
    const second = await createDb({ dataDir: dir });
    await second.ping();
    await second.close();
    // Two fresh PGlite start-ups (initdb, then a reopen): slow on a loaded 2-core machine.
  }, 90_000);
});

describe('prepared statements (query with prepare)', () => {
  const byName = 'SELECT id, name FROM prepared_probe WHERE name = $1 OR id = $2 ORDER BY id';

  beforeAll(async () => {
    await database.query('DROP TABLE IF EXISTS prepared_probe');
    await database.query('CREATE TABLE prepared_probe (id int PRIMARY KEY, name text NOT NULL)');
    await database.query(
      `INSERT INTO prepared_probe VALUES (1, 'plain'), (2, $1), (3, $2), (4, $3)`,
      ["O'Brien", 'back\\slash', "'; DROP TABLE prepared_probe; --"],
    );
  });

  it('answers exactly as the unprepared statement, for awkward text too, and counts one statement per call', async () => {
    const names = ['plain', "O'Brien", 'back\\slash', "'; DROP TABLE prepared_probe; --", 'none'];
    for (const name of names) {
      const before = database.stats.queries;
      const prepared = await database.query(byName, [name, null], { prepare: true });
      expect(database.stats.queries - before).toBe(1);
      expect(prepared).toEqual(await database.query(byName, [name, null]));
      expect(prepared).toHaveLength(name === 'none' ? 0 : 1);
    }
    // Numbers take the parameter's type, as when bound.
    expect(await database.query(byName, ['none', 3], { prepare: true })).toEqual([
      { id: 3, name: 'back\\slash' },
    ]);
    expect(await database.query('SELECT count(*)::int AS n FROM prepared_probe')).toEqual([
      { n: 4 },
    ]);
  });

  it('fails as the unprepared statement does for a value no literal can hold (NUL)', async () => {
    const plain = await database.query(byName, ['a\0b', null]).catch((e: { code?: string }) => e);
    const prepared = await database
      .query(byName, ['a\0b', null], { prepare: true })
      .catch((e: { code?: string }) => e);
    expect((prepared as { code?: string }).code).toBe((plain as { code?: string }).code);
  });

  it('runs a Drizzle statement prepared in a transaction: the same rows, prepared once on its connection', async () => {
    const probe = (name: string) =>
      sql`SELECT id, name FROM prepared_probe WHERE name = ${name} OR id = ${0} ORDER BY id`;
    const text = new PgDialect().sqlToQuery(probe('plain')).sql;
    const names = ['plain', "O'Brien", "'; DROP TABLE prepared_probe; --", 'none'];
    const seen = await database.db.transaction(async (tx) => {
      const rows = [];
      for (const name of names) {
        const before = database.stats.queries;
        const prepared = await preparedRowsOf(tx, probe(name));
        expect(database.stats.queries - before).toBe(1);
        expect(prepared).toEqual(await rowsOf(tx, probe(name)));
        rows.push(prepared.length);
      }
      // Asked on the transaction's own connection: the statement is held there, once.
      const held = await rowsOf<{ n: number }>(
        tx,
        sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE ${`%${text}%`}`,
      );
      return { rows, held: held[0]!.n };
    });
    expect(seen).toEqual({ rows: [1, 1, 1, 0], held: 1 });
    expect(isPrepared(text)).toBe(true);
  });

  it('runs a statement the table changed under unprepared after one failure', async () => {
    const one = sql`SELECT * FROM prepared_probe WHERE id = ${2}`;
    expect(await preparedRowsOf(database.db, one)).toEqual([{ id: 2, name: "O'Brien" }]);
    await database.query('ALTER TABLE prepared_probe ADD COLUMN mark int NOT NULL DEFAULT 7');
    // The transaction it failed in is lost; run again, it answers the table as it is now.
    const answer = await retryReprepared(() =>
      database.db.transaction((tx) => preparedRowsOf(tx, one)),
    );
    expect(answer).toEqual([{ id: 2, name: "O'Brien", mark: 7 }]);
    await database.query('ALTER TABLE prepared_probe DROP COLUMN mark');
  });

  it('prepares again when the table under a statement changed its result', async () => {
    const all = 'SELECT * FROM prepared_probe WHERE id = $1';
    expect(await database.query(all, [1], { prepare: true })).toEqual([{ id: 1, name: 'plain' }]);
    await database.query(
      "ALTER TABLE prepared_probe ADD COLUMN note text NOT NULL DEFAULT 'added'",
    );
    expect(await database.query(all, [1], { prepare: true })).toEqual([
      { id: 1, name: 'plain', note: 'added' },
    ]);
  });
});
