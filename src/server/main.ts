// Starts Angle: config → database (migrated, seeded on first start) → HTTP server; stops cleanly.
import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster-primary';
import { ConfigError, isLoopbackHost, loadConfig } from './config';
import { createDb, type Database } from './db/client';
import { assertDataDirWritable } from './db/data-dir';
import { DataDirError, DatabaseLockedError, EXIT_DATA_DIR } from './db/lock';
import { migrateDb } from './db/migrate';
import { isDatabaseEmpty, seedCatalog, seedDemoAccounts, type DemoLogin } from './db/seed';
import { startJobs } from './jobs';
import { createMediaStore } from './modules/media/media-store';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.webConcurrency > 1) {
    if (config.databaseUrl) return runPrimary(config.webConcurrency);
    console.warn(
      `WEB_CONCURRENCY=${config.webConcurrency}: the embedded PGlite database lives inside one process, so Angle runs as one. Set DATABASE_URL (PostgreSQL) to run several workers.`,
    );
  }
  // Before anything is opened: an unwritable folder is one clear line, not a stack trace.
  await assertDataDirWritable(config.dataDir);
  const database = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // The end-to-end server's seam (scripts/e2e-server.mjs sets it before importing this file): its
  // tests move a finished order back in time, which only the database can do. Nothing else sets it.
  (globalThis as { __angleE2eDatabase?: (d: Database) => void }).__angleE2eDatabase?.(database);
  let closing = false;
  let stopJobs = async () => {};
  let demoLogins: DemoLogin[] = [];
  const app = await openApp(database);

  async function openApp(db: Database) {
    try {
      await migrateDb(db);
      // Only the embedded demo database seeds itself; a real server is seeded on purpose.
      if (!config.databaseUrl && !config.isProduction && (await isDatabaseEmpty(db.db))) {
        console.log('First start: seeding the demo catalogue…');
        await seedCatalog(db.db, {
          media: createMediaStore(config, db),
          log: (m) => console.log(m),
        });
      }
      // Known passwords: the embedded demo only, unless DEMO_ACCOUNTS=true asks for them.
      if (config.seedDemoAccounts) demoLogins = await seedDemoAccounts(db.db);
      return await buildApp({ config, database: db });
    } catch (err) {
      await db.close();
      throw err;
    }
  }

  /**
   * Graceful and bounded (issue #22): readiness turns 503 so a proxy sends elsewhere, the server
   * stops accepting and finishes the requests in flight, the jobs finish what they claimed, then
   * the pools close. Whatever is still running after SHUTDOWN_TIMEOUT_MS is cut off; a claimed
   * mail left half-done is sent again when its lease runs out, an order transaction rolls back.
   */
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.draining = true;
    const force = setTimeout(() => {
      app.log.error('shutdown took too long: exiting with work in flight');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await Promise.all([
        stopJobs().then(() => app.log.info('jobs stopped')),
        app.close().then(() => app.log.info('server closed')),
      ]);
    } finally {
      await database.close();
    }
    app.log.info('shut down cleanly');
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  stopJobs = startJobs(database, config, app.log);
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`\n  Angle is running at ${config.publicUrl}  (database: ${where})\n`);
  if (demoLogins.length > 0) {
    printDemoLogins(config.publicUrl, demoLogins);
    if (!isLoopbackHost(config.host)) warnDemoExposed(config.host);
  }
}

/** Published passwords on an address other machines can reach: say so loudly. */
function warnDemoExposed(host: string) {
  const lines = [
    `WARNING: the demo sign-ins above (published passwords, an admin among them) are enabled`,
    `and this server listens on ${host}, so other machines can reach them.`,
    `Set DEMO_ACCOUNTS=false, or HOST=127.0.0.1 to keep the demo on this machine.`,
  ];
  const rule = '!'.repeat(Math.max(...lines.map((l) => l.length)) + 4);
  console.warn(
    [rule, ...lines.map((l) => `! ${l.padEnd(rule.length - 4)} !`), rule, ''].join('\n'),
  );
}

function printDemoLogins(publicUrl: string, logins: DemoLogin[]) {
  const width = Math.max(...logins.map((l) => l.email.length));
  console.log('  Demo sign-ins:');
  for (const l of logins) {
    const who = `${l.role.padEnd(8)} ${l.email.padEnd(width)}  ${l.password.padEnd(12)}`;
    console.log(`    ${who}  ${publicUrl}${l.signInPath}`);
  }
  console.log('');
}

main().catch((err: unknown) => {
  if (err instanceof DataDirError) {
    console.error(err.message);
    process.exit(EXIT_DATA_DIR);
  }
  if (err instanceof ConfigError || err instanceof DatabaseLockedError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
