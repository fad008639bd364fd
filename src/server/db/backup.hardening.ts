// Issue #9: `npm run db:backup` then `npm run db:restore` into an empty place gives back the same
// database: the same row count in every table and the same checksum of the orders. On PGlite (a
// DATA_DIR), and on PostgreSQL (pg_dump / pg_restore) when TEST_DATABASE_URL is set. A PGlite
// backup refuses to run while a server holds the data directory.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createAccount } from '../modules/auth/test-accounts';
import { placeOrder } from '../modules/orders/place-order';
import { DELIVERY_ADDRESS } from '../modules/orders/test-shoppers';
import { openTestDatabase } from '../test/app-harness';
import { dataTables } from '../test/ownership/ownership';
import { TEST_DATABASE_URL, databaseUrlWithName, withAdminClient } from '../test/test-env';
import { createDb, type Database } from './client';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'angle-backup-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
  fs.rmSync(work, { recursive: true, force: true });
});

/** The test's environment without its database settings, plus `env`. */
function envWith(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, TEST_DATABASE_URL: _test, ...rest } = process.env;
  return { ...rest, ...env };
}

function npmRun(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    env: envWith(env),
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function withOrders(database: Database) {
  for (let i = 0; i < 3; i++) {
    const customer = await createAccount(database, 'customer');
    await placeOrder(database.db, customer.userId, `backup-${i}-${Date.now()}`, {
      items: [
        { productId: 'prod-001', quantity: 1 },
        { productId: 'prod-009', variantId: 'prod-009-v1', quantity: 2 },
      ],
      address: DELIVERY_ADDRESS,
      paymentMethod: 'cod',
    });
  }
}

/** Rows per table and a checksum of every order row, as the restore must give them back. */
async function summary(database: Database) {
  const counts: Record<string, number> = {};
  for (const table of await dataTables(database)) {
    const [row] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = row!.n;
  }
  const [orders] = await database.query<{ sum: string }>(
    `SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) AS sum FROM orders t`,
  );
  return { counts, ordersChecksum: orders!.sum };
}

describe('npm run db:backup and db:restore', () => {
  it.skipIf(!!TEST_DATABASE_URL)('round-trip a PGlite DATA_DIR', async () => {
    const dataDir = path.join(work, 'data');
    const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
    const database = await createDb({ dataDir, loadDataDir: new Blob([snapshot]) });
    await withOrders(database);
    const before = await summary(database);
    expect(before.counts.orders).toBeGreaterThanOrEqual(3);
    // The uploaded images live in the same folder and travel with the backup.
    fs.mkdirSync(path.join(dataDir, 'uploads/products'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads/products/kajal.webp'), 'image bytes');

    // While the data directory is open (as a running server holds it) a backup is refused.
    const busy = await new Promise<ReturnType<typeof npmRun>>((resolve) => {
      const child = spawn(
        'npm',
        ['run', '--silent', 'db:backup', '--', '--out', `${work}/no.tar.gz`],
        {
          env: envWith({ DATA_DIR: dataDir }),
        },
      );
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      child.on('exit', (status) => resolve({ status, output }));
    });
    expect(busy.status).toBe(1);
    expect(busy.output).toMatch(/Stop the server first/);
    await database.close();

    const file = path.join(work, 'angle.tar.gz');
    const backup = npmRun('db:backup', ['--out', file], { DATA_DIR: dataDir });
    expect(backup.status, backup.output).toBe(0);
    const restoredDir = path.join(work, 'restored');
    const restore = npmRun('db:restore', ['--in', file], { DATA_DIR: restoredDir });
    expect(restore.status, restore.output).toBe(0);
    // Restoring over a database needs --force.
    expect(npmRun('db:restore', ['--in', file], { DATA_DIR: restoredDir }).status).toBe(1);

    const restored = await createDb({ dataDir: restoredDir });
    try {
      expect(await summary(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(fs.readFileSync(path.join(restoredDir, 'uploads/products/kajal.webp'), 'utf8')).toBe(
      'image bytes',
    );
  });

  it.skipIf(!TEST_DATABASE_URL)('round-trip a PostgreSQL database', async () => {
    const { database, databaseUrl, drop } = await openTestDatabase();
    cleanups.push(drop);
    await withOrders(database);
    const before = await summary(database);
    await database.close();

    const file = path.join(work, 'angle.pgdump');
    const backup = npmRun('db:backup', ['--out', file], { DATABASE_URL: databaseUrl! });
    expect(backup.status, backup.output).toBe(0);

    const name = `angle_restore_${process.pid}_${Date.now().toString(36)}`;
    await withAdminClient(TEST_DATABASE_URL!, (c) => c.query(`CREATE DATABASE ${name}`));
    cleanups.push(async () => {
      await withAdminClient(TEST_DATABASE_URL!, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    });
    const target = databaseUrlWithName(TEST_DATABASE_URL!, name);
    const restore = npmRun('db:restore', ['--in', file], { DATABASE_URL: target });
    expect(restore.status, restore.output).toBe(0);

    const restored = await createDb({ databaseUrl: target });
    try {
      expect(await summary(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  });
});
