// `npm run build`'s empty database (db/empty-db-cli.ts), which the demo's first start copies
// instead of creating one (scripts/start.mjs): Angle's tables, every migration, no rows, no lock.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtEntry } from '../test/built-server';
import { TMP_ROOT } from '../test/test-env';
import { createDb } from './client';

const folder = path.join(TMP_ROOT, `empty-db-${process.pid}`);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the empty database of a build', () => {
  it('holds every migration and no rows, and opens as a data folder of its own', async () => {
    const made = spawnSync(process.execPath, [builtEntry('empty-db-cli'), folder], {
      encoding: 'utf8',
    });
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/^An empty database in /);
    expect(fs.existsSync(path.join(folder, 'angle.lock'))).toBe(false);

    const journal = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const copy = `${folder}-copy`;
    fs.cpSync(folder, copy, { recursive: true });
    const database = await createDb({ dataDir: copy });
    try {
      const [applied] = await database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      expect(applied!.n).toBe(journal.entries.length);
      const [rows] = await database.query<{ n: number }>(
        'SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM products) AS n',
      );
      expect(Number(rows!.n)).toBe(0);
    } finally {
      await database.close();
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
