// Applies the committed drizzle-kit migrations; run at every start, a no-op when up to date.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Several instances (or workers) starting at once on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK = 0x616e676c; // 'angl'

export async function migrateDb(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const run = () => migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  await (database.withAdvisoryLock ? database.withAdvisoryLock(MIGRATION_LOCK, run) : run());
}
