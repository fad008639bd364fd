// `npm run bench`: builds the app, generates a scaled catalogue on PGlite and on PostgreSQL,
// starts the server pinned to one core and drives it with autocannon from another, each
// scenario beside a raw node:http baseline (interleaved, three repetitions), then writes
// docs/benchmarks.md. Small sizes for a quick check: `npm run bench -- --sizes 2000 --duration 3`.
// Several workers on PostgreSQL against one (issue #22), as a ratio:
// `npm run bench -- --dbs postgres --sizes 1000 --workers 1,2 --scenarios "product list,order"`.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { MAX_RENDERS_PER_MINUTE } from '../src/server/config';
import { createDb, type Database } from '../src/server/db/client';
import { explainCatalog } from './explain';
import { BENCH_SHOPPERS, generate, orderableProductIds } from './generate';
import { BROWSER_HEADERS, runLoad, type Request } from './load';
import {
  hitRateText,
  writeReport,
  type BenchMeta,
  type BenchRun,
  type DemoStart,
  type ScenarioResult,
} from './report';
import { CATALOG_LOOKUPS, SCENARIOS, type BenchData, type ScenarioCache } from './scenarios';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,100000' },
    dbs: { type: 'string', default: 'pglite,postgres' },
    duration: { type: 'string', default: '10' },
    reps: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    /** The PostgreSQL databases' names are this and the size (several checkouts on one server). */
    'pg-prefix': { type: 'string', default: 'angle_bench_' },
    out: { type: 'string', default: 'docs/benchmarks.md' },
    keep: { type: 'boolean', default: false },
    /** Reuse the PostgreSQL databases a run with --keep left (migrated again, not regenerated). */
    reuse: { type: 'boolean', default: false },
    /** Run only the scenarios whose names contain one of these comma-separated words. */
    scenarios: { type: 'string', default: '' },
    shared: { type: 'string', default: '' },
    /** Keep the other databases' and sizes' runs of the previous results.json. */
    merge: { type: 'boolean', default: false },
    /** The full size, when this invocation runs only smaller ones (with --merge). */
    largest: { type: 'string' },
    /** WEB_CONCURRENCY values to run PostgreSQL at, comma-separated (PGlite is one process). */
    workers: { type: 'string', default: '1' },
  },
});
const sizes = args.sizes.split(',').map(Number);
const largest = Number(args.largest ?? Math.max(...sizes));
const durationS = Number(args.duration);
const reps = Number(args.reps);
const connections = Number(args.connections);
const workerCounts = args.workers.split(',').map(Number);
const log = (m: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);

/** The server gets core 1, the load generator (this process) core 0, when there are two. */
const pinning = canPin();
function canPin(): boolean {
  if (os.availableParallelism() < 2) return false;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
/** Core 1 for one process; cores 1…N for N workers, as far as the machine has them. */
function serverCores(workers: number): string {
  const last = Math.min(workers, os.availableParallelism() - 1);
  return last > 1 ? `1-${last}` : '1';
}
const onServerCore = (cmd: string, cmdArgs: string[], workers = 1): [string, string[]] =>
  pinning ? ['taskset', ['-c', serverCores(workers), cmd, ...cmdArgs]] : [cmd, cmdArgs];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

/** Waits until the server answers its health check quickly again: requests of a slow scenario
 * still queued (PGlite runs one statement at a time) must not count against the next one. */
async function drain(baseUrl: string, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const t0 = performance.now();
    try {
      await fetch(`${baseUrl}/api/health`);
    } catch {
      // keep waiting
    }
    if (performance.now() - t0 < 50) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

function start(
  cmd: string,
  cmdArgs: string[],
  env: Record<string, string>,
  workers = 1,
): ChildProcess {
  const [c, a] = onServerCore(cmd, cmdArgs, workers);
  const child = spawn(c, a, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => process.stderr.write(`[server] ${d}`));
  return child;
}

// ---- datasets ----

interface Dataset {
  env: Record<string, string>;
  /** bench/write-floor.ts's arguments naming this database. */
  floorArgs: string[];
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}

const pgUrlFor = (name: string) => {
  const u = new URL(args['pg-url']);
  u.pathname = `/${name}`;
  return u.toString();
};

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: args['pg-url'] });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const scale = (size: number) => ({
  products: size,
  vendors: Math.min(500, Math.max(7, Math.round(size / 200))),
  orderItems: size * 10,
});

async function prepare(db: string, size: number): Promise<Dataset> {
  const base = path.join(root, '.tmp/bench');
  const uploadsDir = path.join(base, `uploads`);
  if (db === 'pglite') {
    const dataDir = path.join(base, `pglite-${size}`);
    const done = `${dataDir}.done`;
    // A finished catalogue is kept between runs; generate() then only adds what is missing.
    if (!fs.existsSync(done)) fs.rmSync(dataDir, { recursive: true, force: true });
    const database = await createDb({ dataDir });
    try {
      await generate(database, { ...scale(size), uploadsDir, log });
    } finally {
      await database.close();
    }
    fs.writeFileSync(done, new Date().toISOString());
    fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    fs.cpSync(uploadsDir, path.join(dataDir, 'uploads'), { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      floorArgs: ['--db', 'pglite', '--data-dir', dataDir],
      open: () => createDb({ dataDir }),
      drop: async () => {},
    };
  }
  const name = `${args['pg-prefix']}${size}`;
  const exists = await withAdmin(
    async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount,
  );
  if (!args.reuse || !exists) {
    await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  }
  const databaseUrl = pgUrlFor(name);
  const database = await createDb({ databaseUrl });
  try {
    await generate(database, { ...scale(size), uploadsDir, log });
  } finally {
    await database.close();
  }
  return {
    env: { DATABASE_URL: databaseUrl, DATA_DIR: path.join(base, 'pg-data') },
    floorArgs: ['--db', 'postgres', '--pg-url', databaseUrl, '--connections', String(connections)],
    open: () => createDb({ databaseUrl, poolSize: 2 }),
    drop: async () => {
      if (!args.keep)
        await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Whether --scenarios asks for this one (all do when it is empty). */
const wanted = args.scenarios.split(',').filter(Boolean);
const isWanted = (name: string) => !wanted.length || wanted.some((w) => name.includes(w));

/** The bench vendor (generate.ts seeds the demo's vendors; this one has the most orders). */
const BENCH_VENDOR = { email: 'care@kumkumadi-naturals.example', password: 'Vendor@12345' };

async function sampleIds(database: Database) {
  const productIds = (
    await database.query<{ id: string }>(
      `SELECT p.id FROM products p JOIN vendors v ON v.user_id = p.vendor_id
       WHERE p.status = 'published' AND v.status = 'active' ORDER BY p.id`,
    )
  ).map((r) => r.id);
  const orderableIds = await orderableProductIds(database);
  const [own] = await database.query<{ id: string; name: string }>(
    `SELECT p.id, p.name FROM products p JOIN users u ON u.id = p.vendor_id
     WHERE u.email = $1 AND p.status = 'published' ORDER BY p.id LIMIT 1`,
    [BENCH_VENDOR.email],
  );
  const brandSlugs = (
    await database.query<{ slug: string }>(
      `SELECT slug FROM vendors WHERE status = 'active' ORDER BY slug`,
    )
  ).map((r) => r.slug);
  return { productIds, orderableIds, brandSlugs, vendorProduct: own };
}

async function signIn(baseUrl: string, pathName: string, email: string, password: string) {
  const res = await fetch(`${baseUrl}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) return null;
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
  return cookie ? cookie.split(';')[0]! : null;
}

/** Every bench shopper's session cookie (one connection per shopper would be realistic; these
 * are drawn at random per request). The per-customer checkout lock serialises one shopper's
 * orders, so a single shopper would measure that lock, not the server. */
async function signInShoppers(baseUrl: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 1; i <= BENCH_SHOPPERS.count; i++) {
    const c = await signIn(
      baseUrl,
      '/api/auth/login',
      BENCH_SHOPPERS.email(i),
      BENCH_SHOPPERS.password,
    );
    if (c) cookies.push(c);
  }
  return cookies;
}

/** "ok", or why the scenario cannot run: a 404 from the router means not built yet. */
async function probe(baseUrl: string, data: BenchData, scenario: (typeof SCENARIOS)[number]) {
  if (scenario.needs === 'customer' && !data.customerCookies.length) return 'no customer sign-in';
  if (scenario.needs === 'vendor' && !data.vendorCookie) return 'no vendor sign-in';
  if (scenario.needs === 'admin' && !data.adminCookie) return 'no admin sign-in';
  const r = scenario.next(data)();
  const res = await fetch(`${baseUrl}${r.path}`, {
    method: r.method ?? 'GET',
    headers: { ...(r.body ? { 'content-type': 'application/json' } : {}), ...r.headers },
    ...(r.body ? { body: r.body } : {}),
  });
  const body = await res.text();
  if (res.status === 404 && /No route for/.test(body)) return 'not available yet';
  if (res.status >= 400) return `answers ${res.status}: ${body.slice(0, 160)}`;
  return 'ok';
}

// ---- one database at one size ----

/** One database at one size, at every worker count asked for (PostgreSQL only). */
async function benchOne(db: string, size: number, helloUrl: string): Promise<BenchRun[]> {
  log(`${db}, ${size} products: preparing data…`);
  const dataset = await prepare(db, size);
  const runs: BenchRun[] = [];
  try {
    const opened = await dataset.open();
    const ids = await sampleIds(opened);
    await opened.close();
    // Issue #35's write budgets may be met as 0.8× of a floor: the same statements replayed by a
    // bare loop on this database (bench/write-floor.ts), on the server's core, the server not
    // running (PGlite is one process's).
    const floor =
      size === largest && ['add to cart', 'order placement'].some(isWanted)
        ? await writeFloor(dataset)
        : undefined;
    for (const workers of db === 'postgres' ? workerCounts : [1]) {
      const run = await benchServer(db, size, helloUrl, dataset, ids, workers);
      if (floor) run.floor = floor;
      runs.push(run);
    }
  } finally {
    await dataset.drop();
  }
  return runs;
}

async function writeFloor(dataset: Dataset): Promise<Record<string, number> | undefined> {
  log('  the write floor (bench/write-floor.ts)…');
  const out = path.join(os.tmpdir(), `angle-floor-${process.pid}.json`);
  const [cmd, cmdArgs] = onServerCore(process.execPath, [
    '--import',
    'tsx',
    'bench/write-floor.ts',
    ...dataset.floorArgs,
    '--duration',
    String(durationS),
    '--json',
    out,
  ]);
  const floor = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit' });
  if (floor.status !== 0 || !fs.existsSync(out)) {
    log('  the write floor could not be measured');
    return undefined;
  }
  const result = JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, number>;
  fs.rmSync(out);
  return result;
}

/** One sample of a Prometheus text page, or undefined. */
async function metric(url: string, name: string): Promise<number | undefined> {
  const text = await (await fetch(url)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

/**
 * Issue #35: a product write made through one instance is in the lists of every other within a
 * second. A second server (B) on the same PostgreSQL database; the bench vendor renames one of
 * its products through A, and B's search for the new word is asked again and again until it
 * lists the product. The slowest of five, in ms; null if one was not seen within 5 s.
 */
async function writeVisibility(
  serverArgs: string[],
  env: Record<string, string>,
  a: { baseUrl: string; vendorCookie: string },
  product: { id: string; name: string },
): Promise<number | null> {
  const port = await freePort();
  const b = start(process.execPath, serverArgs, { ...env, PORT: String(port) });
  const bUrl = `http://127.0.0.1:${port}`;
  const rename = (name: string) =>
    fetch(`${a.baseUrl}/api/vendor/products/${product.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: a.baseUrl, cookie: a.vendorCookie },
      body: JSON.stringify({ name }),
    });
  const listedOnB = async (word: string) => {
    const res = await fetch(`${bUrl}/api/store/products?search=${word}&limit=24`);
    const body = (await res.json()) as { items?: Array<{ id: string }> };
    return body.items?.some((p) => p.id === product.id) ?? false;
  };
  let slowest: number | null = 0;
  try {
    await waitFor(`${bUrl}/api/health`, b);
    for (let i = 0; i < 5 && slowest !== null; i++) {
      // Ten random letters: no earlier word is within a typo of it.
      const word = [...crypto.randomBytes(10)]
        .map((n) => String.fromCharCode(97 + (n % 26)))
        .join('');
      if (await listedOnB(word)) throw new Error(`"${word}" is listed before the write`);
      const res = await rename(`${product.name} ${word}`);
      if (!res.ok) throw new Error(`the rename was refused: ${res.status} ${await res.text()}`);
      const started = performance.now();
      let seen: number | null = null;
      while (performance.now() - started < 5_000) {
        if (await listedOnB(word)) {
          seen = performance.now() - started;
          break;
        }
      }
      slowest = seen === null ? null : Math.max(slowest ?? 0, seen);
    }
  } finally {
    await rename(product.name);
    await stop(b);
  }
  log(
    `  a product write on A listed on B after at most ${slowest === null ? '> 5 s' : `${Math.round(slowest)} ms`}`,
  );
  return slowest;
}

async function benchServer(
  db: string,
  size: number,
  helloUrl: string,
  dataset: Dataset,
  ids: Awaited<ReturnType<typeof sampleIds>>,
  workers: number,
): Promise<BenchRun> {
  if (workers > 1) log(`  WEB_CONCURRENCY=${workers} (server on cores ${serverCores(workers)})`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server's cache counters, on its metrics port (one per worker: METRICS_PORT + i).
  const metricsPort = await freePort();
  const metricsUrls = Array.from(
    { length: workers },
    (_, i) => `http://127.0.0.1:${metricsPort + i}/metrics`,
  );
  // The heap limit `npm start` sets (package.json), so the memory measured is the one served.
  // BENCH_NODE_FLAGS adds flags Node refuses in NODE_OPTIONS, e.g. `--cpu-prof --cpu-prof-dir=…`
  // to profile the server (it writes the profile when it stops).
  const serverArgs = [
    '--max-old-space-size=384',
    ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
    // The compiled server `npm start` runs (decision 032), built in main() below.
    '--enable-source-maps',
    'dist/server/main.js',
  ];
  const env = {
    ...dataset.env,
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
    AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
    // Every request of the "uncached" rendered scenarios comes from this one address: the
    // per-address render limit would answer most of them 429 (it is tested on its own).
    RENDERS_PER_MINUTE: String(MAX_RENDERS_PER_MINUTE),
  };
  const server = start(
    process.execPath,
    serverArgs,
    {
      ...env,
      PORT: String(port),
      WEB_CONCURRENCY: String(workers),
      METRICS_PORT: String(metricsPort),
    },
    workers,
  );
  const run: BenchRun = { db, size, ...(workers > 1 ? { workers } : {}), scenarios: [], plans: [] };
  try {
    await waitFor(`${baseUrl}/api/health`, server);
    const built = await metric(metricsUrls[0]!, 'angle_catalog_index_build_seconds');
    if (built !== undefined) {
      run.indexBuildS = built;
      log(`  the catalogue index was built in ${built.toFixed(2)} s at start`);
    }
    // The product pages' parts are read in the background once the index serves (decision
    // 054): the scenarios start when they are in, so no detail is asked of SQL for that reason.
    const detailsBy = Date.now() + 120_000;
    let details = await metric(metricsUrls[0]!, 'angle_catalog_details_read_seconds');
    while (details === 0 && Date.now() < detailsBy) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      details = await metric(metricsUrls[0]!, 'angle_catalog_details_read_seconds');
    }
    if (details) {
      run.detailsReadS = details;
      log(`  the product pages' parts were read in ${details.toFixed(2)} s, in the background`);
    }
    const data: BenchData = {
      ...ids,
      origin: baseUrl,
      customerCookies: await signInShoppers(baseUrl),
      vendorCookie: await signIn(
        baseUrl,
        '/api/auth/vendor/login',
        BENCH_VENDOR.email,
        BENCH_VENDOR.password,
      ),
      adminCookie: await signIn(
        baseUrl,
        '/api/auth/admin/login',
        'admin@angle.example',
        'Admin@12345',
      ),
    };
    if (db === 'postgres' && size === largest && workers === 1) {
      const database = await dataset.open();
      run.plans = await explainCatalog(
        database,
        ids.productIds[Math.floor(ids.productIds.length / 2)]!,
      );
      await database.close();
    }
    const scenarios = SCENARIOS.filter(
      (s) => (s.atSmallSize || size === largest) && isWanted(s.name),
    );
    const ready = [];
    for (const s of scenarios) {
      const status = await probe(baseUrl, data, s);
      if (status === 'ok') ready.push(s);
      else {
        log(`  ${s.name}: skipped, ${status}`);
        run.scenarios.push({ name: s.name, storefront: s.storefront, skipped: status, reps: [] });
      }
    }
    const results = new Map<string, ScenarioResult>();
    for (const s of ready) {
      const r: ScenarioResult = { name: s.name, storefront: s.storefront, reps: [] };
      results.set(s.name, r);
      run.scenarios.push(r);
    }
    for (let rep = 1; rep <= reps; rep++) {
      for (const s of ready) {
        const next = s.next(data);
        // Warm-up: JIT, the cache for cached scenarios, facet counts for listings.
        await runLoad({ baseUrl, next, durationS: 1, connections });
        await drain(baseUrl);
        const baseline = await runLoad({
          baseUrl: helloUrl,
          next: () => ({ path: '/' }),
          durationS,
          connections,
        });
        await drain(baseUrl);
        // A cached page is compared with node:http sending its own bytes too (decision 053).
        const sameBytes = s.sameBytes
          ? await runLoad({
              baseUrl: await keepAnswer(baseUrl, helloUrl, next()),
              next: () => ({ path: '/answer' }),
              durationS,
              connections,
            })
          : undefined;
        if (sameBytes) await drain(baseUrl);
        const drawn = new Set<string>();
        const counting = () => {
          const r = next();
          drawn.add(`${r.method ?? 'GET'} ${r.path}`);
          return r;
        };
        const before = s.cache ? await cacheLookups(metricsUrls, s.cache) : undefined;
        const listingsBefore = s.alongside ? await listingAnswers(metricsUrls) : undefined;
        const [result, beside] = await Promise.all([
          runLoad({
            baseUrl,
            next: counting,
            durationS,
            connections: s.alongside ? connections - s.alongside.connections : connections,
          }),
          s.alongside
            ? runLoad({
                baseUrl,
                next: s.alongside.next(data),
                durationS,
                connections: s.alongside.connections,
              })
            : undefined,
        ]);
        const after = s.cache ? await cacheLookups(metricsUrls, s.cache) : undefined;
        const listings =
          listingsBefore && answersSince(listingsBefore, await listingAnswers(metricsUrls));
        await drain(baseUrl);
        const cache =
          before && after
            ? { hits: after.hits - before.hits, misses: after.misses - before.misses }
            : undefined;
        results.get(s.name)!.reps.push({
          result,
          baseline,
          ...(sameBytes ? { sameBytes } : {}),
          distinct: drawn.size,
          cache,
        });
        const rate = `${cache ? `, cache hits ${hitRateText(cache)}` : ''}${
          beside && s.alongside
            ? `; beside it ${Math.round(beside.rps)} ${s.alongside.what}/s (${beside.non2xx} non-2xx), listings answered by the index ${listings!.index}, after a patch ${listings!.patched}, by SQL ${listings!.sql}`
            : ''
        }`;
        log(
          `  rep ${rep} ${s.name}: ${Math.round(result.rps)} req/s (baseline ${Math.round(baseline.rps)}${sameBytes ? `, the same bytes ${Math.round(sameBytes.rps)}` : ''}), p99 ${result.p99} ms, ${drawn.size} distinct${rate}${result.non2xx ? `, ${result.non2xx} non-2xx` : ''}`,
        );
      }
    }
    run.memory = memoryOf(server.pid);
    if (
      db === 'postgres' &&
      size === largest &&
      workers === 1 &&
      isWanted('write visible on every instance') &&
      data.vendorCookie &&
      ids.vendorProduct
    )
      run.visibleMs = await writeVisibility(
        serverArgs,
        env,
        { baseUrl, vendorCookie: data.vendorCookie },
        ids.vendorProduct,
      );
  } finally {
    await stop(server);
  }
  return run;
}

/** Asks the server once for `request` as the load generator asks, and has the node:http baseline
 * keep the answer's bytes and headers (bench/hello.mjs); its URL then sends them. */
async function keepAnswer(baseUrl: string, helloUrl: string, request: Request): Promise<string> {
  type Headers = Record<string, string | string[]>;
  const { headers, body } = await new Promise<{ headers: Headers; body: Buffer }>(
    (resolve, reject) => {
      const req = http.get(
        `${baseUrl}${request.path}`,
        { headers: { ...BROWSER_HEADERS, ...request.headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            if (res.statusCode !== 200) {
              reject(new Error(`${request.path} answered ${res.statusCode}`));
              return;
            }
            // What node:http writes itself (its own framing and date) is left to it.
            const own = new Set([
              'date',
              'connection',
              'keep-alive',
              'content-length',
              'transfer-encoding',
            ]);
            const kept: Headers = {};
            for (const [name, value] of Object.entries(res.headers))
              if (!own.has(name) && value !== undefined) kept[name] = value;
            resolve({ headers: kept, body: Buffer.concat(chunks) });
          });
        },
      );
      req.on('error', reject);
    },
  );
  const kept = await fetch(`${helloUrl}/answer`, {
    method: 'PUT',
    body: JSON.stringify({ headers, body: body.toString('base64') }),
  });
  if (kept.status !== 204) throw new Error(`the baseline did not keep the answer (${kept.status})`);
  return helloUrl;
}

/** The server's listings so far by what answered them (the catalogue index, current or after a
 * patch, or SQL), summed over its workers. */
async function listingAnswers(urls: string[]) {
  const total = { index: 0, patched: 0, sql: 0 };
  for (const url of urls) {
    const text = await (await fetch(url)).text();
    for (const by of Object.keys(total) as (keyof typeof total)[]) {
      const prefix = `angle_catalog_listings_total{by="${by}"} `;
      const line = text.split('\n').find((l) => l.startsWith(prefix));
      total[by] += line ? Number(line.slice(prefix.length)) : 0;
    }
  }
  return total;
}

const answersSince = (
  before: Awaited<ReturnType<typeof listingAnswers>>,
  after: Awaited<ReturnType<typeof listingAnswers>>,
) => ({
  index: after.index - before.index,
  patched: after.patched - before.patched,
  sql: after.sql - before.sql,
});

/** The server's catalogue cache lookups of one kind so far, summed over its workers. */
async function cacheLookups(urls: string[], { kind, metric = CATALOG_LOOKUPS }: ScenarioCache) {
  const total = { hits: 0, misses: 0 };
  for (const url of urls) {
    const text = await (await fetch(url)).text();
    for (const [outcome, field] of [
      ['hit', 'hits'],
      ['miss', 'misses'],
    ] as const) {
      const prefix = `${metric}{kind="${kind}",outcome="${outcome}"} `;
      const line = text.split('\n').find((l) => l.startsWith(prefix));
      total[field] += line ? Number(line.slice(prefix.length)) : 0;
    }
  }
  return total;
}

/** VmRSS and VmHWM of a process in MB, from /proc (Linux); undefined elsewhere. */
function memoryOf(pid: number | undefined): BenchRun['memory'] {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
    const [rss, peak] = [kb('VmRSS'), kb('VmHWM')];
    return Number.isFinite(rss) && Number.isFinite(peak)
      ? { rssMb: Math.round(rss / 1024), peakMb: Math.round(peak / 1024) }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The demo as a new user starts it (issue #35): `npm start`'s command on a new data folder, the
 * build present, so the first start seeds; then the same folder again. Each time: seconds until
 * /api/health answers, and the server's resident memory two seconds later.
 */
async function measureDemoStart(): Promise<NonNullable<BenchMeta['demo']>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'angle-bench-demo-'));
  const once = async (): Promise<DemoStart> => {
    const port = await freePort();
    const started = performance.now();
    const server = start(process.execPath, ['--max-old-space-size=384', 'scripts/start.mjs'], {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    });
    try {
      await waitFor(`http://127.0.0.1:${port}/api/health`, server, 120_000);
      const seconds = (performance.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 2_000));
      return { seconds, rssMb: memoryOf(server.pid)?.rssMb ?? null };
    } finally {
      await stop(server);
    }
  };
  try {
    const first = await once();
    const restart = await once();
    log(
      `The demo: first start ${first.seconds.toFixed(1)} s (RSS ${first.rssMb} MB), restart ${restart.seconds.toFixed(1)} s (RSS ${restart.rssMb} MB).`,
    );
    return { first, restart };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  log('Building the web app and its server renderer…');
  for (const extra of [[], ['--ssr', 'entry-server.tsx']]) {
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...extra],
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (build.status !== 0) throw new Error('the web build failed');
  }
  log('Building the server (scripts/build-server.mjs, as `npm start` runs it)…');
  const serverBuild = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (serverBuild.status !== 0) throw new Error('the server build failed');
  const art = spawnSync(process.execPath, ['dist/server/demo-art-cli.js'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (art.status !== 0) throw new Error("the demo's pictures could not be drawn");
  // `npm run build`'s last step: the empty database the demo's first start copies.
  const emptyDb = spawnSync(process.execPath, ['dist/server/empty-db-cli.js'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (emptyDb.status !== 0) throw new Error('the empty database could not be made');
  // BENCH_DEMO=0 skips the demo's start (a quick run of some scenarios).
  const demo = process.env.BENCH_DEMO === '0' ? undefined : await measureDemoStart();
  if (pinning)
    execFileSync('taskset', ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' });
  const helloPort = await freePort();
  const hello = start(process.execPath, ['bench/hello.mjs', String(helloPort)], {});
  const helloUrl = `http://127.0.0.1:${helloPort}`;
  const runs: BenchRun[] = [];
  const startedAt = new Date();
  const loadAtStart = os.loadavg()[1]!;
  try {
    await waitFor(helloUrl, hello);
    for (const db of args.dbs.split(',')) {
      for (const size of sizes) runs.push(...(await benchOne(db, size, helloUrl)));
    }
  } finally {
    await stop(hello);
  }
  fs.mkdirSync(path.join(root, '.tmp/bench'), { recursive: true });
  const resultsFile = path.join(root, '.tmp/bench/results.json');
  if (args.merge && fs.existsSync(resultsFile)) {
    const previous = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as { runs: BenchRun[] };
    const key = (r: BenchRun) => `${r.db}:${r.size}:${r.workers ?? 1}`;
    const fresh = new Set(runs.map(key));
    runs.unshift(...previous.runs.filter((r) => !fresh.has(key(r))));
  }
  const meta = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    durationS,
    reps,
    connections,
    pinning,
    shared: args.shared,
    largest,
    load: [loadAtStart, os.loadavg()[1]!] as [number, number],
    ...(demo ? { demo } : {}),
  };
  fs.writeFileSync(
    path.join(root, '.tmp/bench/results.json'),
    JSON.stringify({ meta, runs }, null, 2),
  );
  // An absolute --out is taken as given; a relative one is under the repository root.
  writeReport(path.resolve(root, args.out), meta, runs);
  log(`Wrote ${args.out}.`);
}

await main();
