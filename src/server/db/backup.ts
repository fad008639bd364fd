// Backups of either database. PGlite: the whole DATA_DIR database (and its uploads) as one
// gzipped tarball from PGlite's own dumpDataDir, taken with the server stopped — the data
// directory lock (lock.ts) refuses to run while a server holds it. PostgreSQL: pg_dump's custom
// format and pg_restore, which work while the server runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { acquireDataDirLock } from './lock';

export class BackupError extends Error {
  override name = 'BackupError';
}

const hasDatabase = (dataDir: string) => fs.existsSync(path.join(dataDir, 'PG_VERSION'));

export async function backupPglite(dataDir: string, outFile: string): Promise<void> {
  if (!hasDatabase(dataDir)) throw new BackupError(`There is no database in ${dataDir}.`);
  const release = acquireDataDirLock(dataDir);
  try {
    const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    try {
      const dump = await pglite.dumpDataDir('gzip');
      fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
      fs.writeFileSync(outFile, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
}

/**
 * Restores a PGlite backup into `dataDir`. A database already there is kept, renamed to
 * `<DATA_DIR>.before-restore-<time>`, and only with `force`; the answer names that folder.
 */
export async function restorePglite(
  dataDir: string,
  inFile: string,
  { force = false } = {},
): Promise<{ keptAt: string | null }> {
  if (!fs.existsSync(inFile)) throw new BackupError(`No backup file at ${inFile}.`);
  let keptAt: string | null = null;
  if (hasDatabase(dataDir)) {
    if (!force) {
      throw new BackupError(
        `${dataDir} already holds a database. Add --force to restore over it (it is kept aside).`,
      );
    }
    const release = acquireDataDirLock(dataDir);
    keptAt = `${path.resolve(dataDir)}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    release();
    fs.renameSync(dataDir, keptAt);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const pglite = await PGlite.create({
      dataDir,
      extensions: { pg_trgm },
      loadDataDir: new Blob([fs.readFileSync(inFile)]),
    });
    // A query proves the restored database opens; close() checkpoints it to disk.
    await pglite.query('SELECT count(*) FROM orders');
    await pglite.close();
  } finally {
    release();
  }
  return { keptAt };
}

function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new BackupError(
      `${tool} is not installed. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client) in the server's major version.`,
    );
  }
  if (result.status !== 0) throw new BackupError(`${tool} failed:\n${result.stderr}`);
}

export function backupPostgres(databaseUrl: string, outFile: string) {
  fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
  runTool('pg_dump', ['--format=custom', '--no-owner', '--file', outFile, databaseUrl]);
}

/** Restores into `databaseUrl`; with `force`, objects of the same name are dropped first. */
export function restorePostgres(databaseUrl: string, inFile: string, { force = false } = {}) {
  if (!fs.existsSync(inFile)) throw new BackupError(`No backup file at ${inFile}.`);
  const args = ['--no-owner', '--exit-on-error', '--dbname', databaseUrl];
  if (force) args.push('--clean', '--if-exists');
  runTool('pg_restore', [...args, inFile]);
}
