// `npm run media:move` (move-cli.ts): the data folder's images copied into the database store,
// once, under the same keys, so the URLs in the database keep working.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../../db/client';
import { openTestDatabase } from '../../test/app-harness';
import { builtEntry } from '../../test/built-server';
import { tempDataDir } from '../vendor-catalog/test-vendor';
import { databaseMediaStore } from './media-store';
import { moveFolderToStore } from './move';

let database: Database;
let databaseUrl: string | undefined;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, databaseUrl, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** A data folder as an instance leaves it: images, and a leftover temporary file. Its keys are
 * its own: the tests share one database. */
function uploadsFolder(): { dir: string; files: Record<string, Buffer> } {
  const dir = path.join(tempDataDir(), 'uploads');
  const run = path.basename(path.dirname(dir)).replace(/[^A-Za-z0-9]/g, '');
  const files: Record<string, Buffer> = {};
  for (let i = 0; i < 5; i++) {
    const key = `products/prod-${i}/${run}-${[320, 640, 960][i % 3]}.webp`;
    files[key] = Buffer.from(`RIFF image ${i} WEBP`);
  }
  files[`vendors/v-1/${run}-320.webp`] = Buffer.from('RIFF logo WEBP');
  for (const [key, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, key)), { recursive: true });
    fs.writeFileSync(path.join(dir, key), bytes);
  }
  fs.writeFileSync(path.join(dir, 'products/prod-0/half.webp.123.tmp'), 'half');
  return { dir, files };
}

describe('moveFolderToStore', () => {
  it('copies every image under its key, once; a second run copies nothing', async () => {
    const { dir, files } = uploadsFolder();
    const store = databaseMediaStore(database);
    const lines: string[] = [];
    const first = await moveFolderToStore(dir, store, (l) => lines.push(l), 2);
    expect(first).toMatchObject({ moved: 6, alreadyThere: 0 });
    expect(first.skipped).toEqual(['products/prod-0/half.webp.123.tmp']);
    expect(lines.length).toBe(3);
    for (const [key, bytes] of Object.entries(files)) {
      expect((await store.get(key))?.bytes.equals(bytes), key).toBe(true);
    }
    // The files stay: the folder is the way back until the move is checked.
    expect(fs.existsSync(path.join(dir, Object.keys(files)[0]!))).toBe(true);

    const second = await moveFolderToStore(dir, store);
    expect(second).toMatchObject({ moved: 0, movedBytes: 0, alreadyThere: 6 });
  });

  it('runs in parallel with itself without copying anything twice or failing', async () => {
    const { dir } = uploadsFolder();
    const fresh = path.join(path.dirname(dir), 'other');
    fs.cpSync(dir, fresh, { recursive: true });
    const store = databaseMediaStore(database);
    const runs = await Promise.all([1, 2, 3].map(() => moveFolderToStore(fresh, store)));
    for (const run of runs) expect(run.moved + run.alreadyThere).toBe(6);
  });
});

describe('npm run media:move', () => {
  it('copies the data folder into the configured database, with progress and a summary; URLs keep working', async () => {
    const dataDir = tempDataDir();
    const { dir, files } = uploadsFolder();
    fs.cpSync(dir, path.join(dataDir, 'uploads'), { recursive: true });
    const env = {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const run = () =>
      spawnSync(process.execPath, [builtEntry('move-cli')], {
        env,
        encoding: 'utf8',
        timeout: 120_000,
      });
    const first = run();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(
      /Copied 6 files \(0\.0 MB\) from .+ into the database; 0 were there already\./,
    );
    expect(first.stdout).toMatch(/Left out 1 file that is not media/);
    const second = run();
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/Copied 0 files .+; 6 were there already\./);

    // The embedded database is the data folder's own; PostgreSQL is this test's database.
    const target = databaseUrl ? database : await createDb({ dataDir });
    try {
      const store = databaseMediaStore(target);
      for (const [key, bytes] of Object.entries(files)) {
        expect((await store.get(key))?.bytes.equals(bytes), key).toBe(true);
      }
    } finally {
      if (target !== database) await target.close();
    }
  }, 180_000);
});
