// Starts Angle: config → database (migrated, seeded on first start) → HTTP server; stops cleanly.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb, type Database } from './db/client';
import { DatabaseLockedError } from './db/lock';
import { migrateDb } from './db/migrate';
import { isDatabaseEmpty, seedCatalog } from './db/seed';

async function main() {
  const config = loadConfig();
  const database = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let closing = false;
  const app = await openApp(database);

  async function openApp(db: Database) {
    try {
      await migrateDb(db);
      // Only the embedded demo database seeds itself; a real server is seeded on purpose.
      if (!config.databaseUrl && !config.isProduction && (await isDatabaseEmpty(db.db))) {
        console.log('First start: seeding the demo catalogue…');
        await seedCatalog(db.db, { uploadsDir: config.uploadsDir, log: (m) => console.log(m) });
      }
      return await buildApp({ config, database: db });
    } catch (err) {
      await db.close();
      throw err;
    }
  }

  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`\n  Angle is running at ${config.publicUrl}  (database: ${where})\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseLockedError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
