// Starts Angle: config → database (migrated, seeded on first start) → HTTP server; stops cleanly.
import cluster from 'node:cluster';
import type { IncomingMessage, ServerResponse } from 'node:http';
import v8 from 'node:v8';
import { buildApp } from './app';
import { buildCatalogIndexAtStart } from './modules/catalog/catalog-index';
import { runPrimary } from './cluster-primary';
import { ConfigError, isLoopbackHost, loadConfig, type Config } from './config';
import { createDb, type Database } from './db/client';
import { assertDataDirWritable } from './db/data-dir';
import { DataDirError, DatabaseLockedError, EXIT_DATA_DIR } from './db/lock';
import { migrateDb } from './db/migrate';
import { isDatabaseEmpty, seedDemoAccounts, seedDemoCatalog, type DemoLogin } from './db/seed';
import { startJobs } from './jobs';

/** How long readiness answers 503 before the port closes, for a proxy's health check to see it
 * (HAProxy as docs/deploy.md sets it checks every 0.5 s); a quarter of the grace at most. */
const SHUTDOWN_NOTICE_MS = 2_000;
/** Requests still running this long before the bound are cut off, so the rest closes in time. */
const cutMarginOf = (graceMs: number) => Math.min(1_500, graceMs / 5);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * How far V8 lets the old generation grow past what its last full collection kept before the
 * next (its default grows it by ~10 % on a busy server). The catalogue caches turn over entries
 * that lived long enough to be promoted, so with the default a server answering uncached
 * searches ran a full collection more than once a second, each a pause of 9–17 ms on every
 * request in flight: search's p99 went from ~50 ms to ~30 ms with 50 %, for 10–30 MB more
 * resident memory (docs/benchmarks-notes.md). `--max-old-space-size` still bounds the heap.
 */
const HEAP_GROWING_PERCENT = 50;

/** Whether `work` settled within `ms` (it keeps running either way). */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((r) => (timer = setTimeout(() => r(false), Math.max(0, ms))));
  try {
    return await Promise.race([
      work.then(
        () => true as const,
        () => true as const,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function main() {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const config = loadConfig();
  if (cluster.isPrimary && config.webConcurrency > 1) {
    if (config.databaseUrl) return runPrimary(config.webConcurrency, config.shutdownGraceSeconds);
    console.warn(
      `WEB_CONCURRENCY=${config.webConcurrency}: the embedded PGlite database lives inside one process, so Angle runs as one. Set DATABASE_URL (PostgreSQL) to run several workers.`,
    );
  }
  // Before anything is opened: an unwritable folder is one clear line, not a stack trace.
  await assertDataDirWritable(config.dataDir);
  const database = await openDatabase(config);
  // The end-to-end server's seam (scripts/e2e-server.mjs sets it before importing this file): its
  // tests move a finished order back in time, which only the database can do. Nothing else sets it.
  (globalThis as { __angleE2eDatabase?: (d: Database) => void }).__angleE2eDatabase?.(database);
  let closing = false;
  /** Requests in flight, whatever their route: the shutdown waits for them. */
  let inFlight = 0;
  let stopJobs = async () => {};
  let demoLogins: DemoLogin[] = [];
  const app = await openApp(database);

  async function openApp(db: Database) {
    try {
      // Known passwords: the embedded demo only, unless DEMO_ACCOUNTS=true asks for them.
      if (config.seedDemoAccounts) demoLogins = await seedDemoAccounts(db.db);
      return await buildApp({ config, database: db });
    } catch (err) {
      await db.close();
      throw err;
    }
  }

  /**
   * Graceful and bounded (issues #22, #34), within SHUTDOWN_GRACE_SECONDS:
   * 1. readiness turns 503 at once, and the port stays open: requests the proxy still sends
   *    before its health check sees the 503 are served, and those in flight finish;
   * 2. once none is in flight (after a short notice) the port closes: a request still
   *    arriving on a kept-alive connection gets 503 with Retry-After (app.ts), idle ones close;
   *    the jobs finish what they claimed, the pools close, exit 0;
   * 3. a request still running near the bound is cut off (its order transaction rolls back; a
   *    claimed mail is sent again when its lease runs out) and the exit code is 1.
   */
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    const graceMs = config.shutdownGraceSeconds * 1000;
    const started = Date.now();
    const left = () => started + graceMs - Date.now();
    app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'shutting down');
    app.draining = true;
    const force = setTimeout(() => {
      app.log.error('shutdown took too long: exiting with work in flight');
      process.exit(1);
    }, graceMs);
    force.unref();
    // What has finished: a shutdown cut off says at error level what it was still waiting for.
    const done = { jobs: false, server: false, database: false };
    const jobsStopped = stopJobs().then(() => {
      done.jobs = true;
      app.log.info('jobs stopped');
    });
    // Phase 1: the proxy's notice, and the requests in flight.
    const noticeMs = Math.min(SHUTDOWN_NOTICE_MS, graceMs / 4);
    while (Date.now() - started < graceMs / 2) {
      if (Date.now() - started >= noticeMs && inFlight === 0) break;
      await sleep(50);
    }
    // Phase 2: the port closes; what is still running gets until shortly before the bound.
    const closed = Promise.all([
      jobsStopped,
      app.close().then(() => {
        done.server = true;
        app.log.info('server closed');
      }),
    ]);
    let clean = await within(closed, left() - cutMarginOf(graceMs));
    if (!clean) {
      app.log.error({ inFlight }, 'shutdown: cutting off the requests still running');
      app.server.closeAllConnections();
      await within(closed, left() - 200);
    }
    const dbClosed = database.close().then(() => (done.database = true));
    clean = (await within(dbClosed, left() - 100)) && clean;
    if (clean) app.log.info('shut down cleanly');
    else {
      const pool = database.poolStats?.();
      app.log.error({ finished: done, inFlight, pool }, 'shut down, work cut off');
    }
    process.exit(clean ? 0 : 1);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  app.server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    res.once('close', () => inFlight--);
  });
  await buildCatalogIndexAtStart(app);
  await app.listen({ port: config.port, host: config.host });
  stopJobs = startJobs(database, config, app.log);
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  // One write: whoever reads the output (a test, a process manager) sees the sign-ins with it.
  const banner = `\n  Angle is running at ${config.publicUrl}  (database: ${where})\n`;
  console.log(
    demoLogins.length > 0 ? `${banner}\n${demoLoginLines(config.publicUrl, demoLogins)}` : banner,
  );
  if (demoLogins.length > 0 && !isLoopbackHost(config.host)) warnDemoExposed(config.host);
}

/**
 * The database, migrated; the embedded demo database seeds itself on its first start (a real
 * server is seeded on purpose). `npm start` seeds it before, in a process of its own
 * (scripts/start.mjs); `npm run dev` and the end-to-end server seed here.
 */
async function openDatabase(config: Config): Promise<Database> {
  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDb(db);
    if (!config.databaseUrl && !config.isProduction && (await isDatabaseEmpty(db.db)))
      await seedDemoCatalog(db, config);
    return db;
  } catch (err) {
    await db.close();
    throw err;
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

function demoLoginLines(publicUrl: string, logins: DemoLogin[]): string {
  const width = Math.max(...logins.map((l) => l.email.length));
  const lines = logins.map((l) => {
    const who = `${l.role.padEnd(8)} ${l.email.padEnd(width)}  ${l.password.padEnd(12)}`;
    return `    ${who}  ${publicUrl}${l.signInPath}`;
  });
  return ['  Demo sign-ins:', ...lines, ''].join('\n');
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
