// Migrates and seeds one database before the suite; each test file then starts from a copy of it.
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/client';
import { migrateDb } from '../db/migrate';
import { seedCatalog } from '../db/seed';
import { folderMediaStore } from '../modules/media/media-store';
import { FIGURES_DIR, formatFigures, readFigures } from './figures';
import { TEST_DATABASE_URL, TMP_ROOT, databaseUrlWithName, withAdminClient } from './test-env';

export default async function setup(project: TestProject) {
  const runDir = path.join(TMP_ROOT, `run-${process.pid}`);
  // The security tests' figures of this run only (scripts/hardening.mjs reads them after it).
  fs.rmSync(FIGURES_DIR, { recursive: true, force: true });
  // Seeded images carry content hashes, so one folder serves every run and renders only once.
  const dataDir = path.join(TMP_ROOT, 'test-data');
  const uploadsDir = path.join(dataDir, 'uploads');
  const webDistDir = path.join(runDir, 'web');
  fs.mkdirSync(webDistDir, { recursive: true });
  fs.writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Angle</title></head><body><div id="root"></div></body></html>',
  );
  // A built bundle and a file beside index.html, as `vite build` leaves them (plugins/web.ts).
  fs.mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDistDir, 'assets', 'start-Ab12Cd34.js'), 'export {};\n');
  fs.writeFileSync(
    path.join(webDistDir, 'favicon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );

  const database = await createDb({});
  await migrateDb(database);
  await seedCatalog(database.db, { media: folderMediaStore(uploadsDir), festive: false });
  const dump = await database.pglite!.dumpDataDir('none');
  const snapshotPath = path.join(runDir, 'snapshot.tar');
  fs.writeFileSync(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();

  let pgTemplate: string | undefined;
  if (TEST_DATABASE_URL) pgTemplate = await createPgTemplate(TEST_DATABASE_URL, uploadsDir);
  console.log(
    pgTemplate
      ? `API suite database: PostgreSQL (template ${pgTemplate}, one copy per test file)`
      : 'API suite database: PGlite (one restored snapshot per test file)',
  );

  project.provide('pgliteSnapshot', snapshotPath);
  project.provide('dataDir', dataDir);
  project.provide('webDistDir', webDistDir);
  project.provide('pgTemplate', pgTemplate);

  return async () => {
    const figures = readFigures();
    if (Object.values(figures).some((n) => n > 0)) {
      console.log(`\nHardening figures of this run:\n${formatFigures(figures)}\n`);
    }
    fs.rmSync(runDir, { recursive: true, force: true });
    if (TEST_DATABASE_URL && pgTemplate) await dropDatabases(TEST_DATABASE_URL, pgTemplate);
  };
}

async function createPgTemplate(url: string, uploadsDir: string): Promise<string> {
  const name = `angle_tpl_${process.pid}_${Date.now().toString(36)}`;
  await withAdminClient(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const database = await createDb({ databaseUrl: databaseUrlWithName(url, name) });
  try {
    await migrateDb(database);
    await seedCatalog(database.db, { media: folderMediaStore(uploadsDir), festive: false });
  } finally {
    await database.close();
  }
  return name;
}

/** Drops the template and every per-file copy made from it. */
async function dropDatabases(url: string, template: string) {
  await withAdminClient(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2',
      [`${template.replace('angle_tpl_', 'angle_t_')}%`, template],
    );
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
