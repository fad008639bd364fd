// Prometheus metrics (issue #34, finding 7), served on a port of their own (METRICS_PORT, on
// METRICS_HOST: 127.0.0.1 unless set) and never on the public port, which the proxy forwards:
// `GET /metrics` there, 404 for anything else. Off when METRICS_PORT is unset. What it shows:
// - requests by method, route pattern (Fastify's routeOptions.url, never the raw URL, so the
//   label set stays small) and status, with their latency;
// - the database pool (PostgreSQL: open, idle, waiting, max) and the statements sent;
// - the mail outbox's backlog and the age of its oldest waiting mail (read at scrape time);
// - whether Redis answers (when REDIS_URL is set);
// - the catalogue cache's hits and misses by kind of entry (list, product, html, …), which the
//   bench reads before and after each scenario (bench/run.ts);
// - the jobs and Node's own figures (metrics/process-metrics.ts).
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { collectProcessMetrics, processRegistry } from '../metrics/process-metrics';
import { catalogCacheOf } from '../modules/catalog/catalog-cache';
import { catalogIndexOf } from '../modules/catalog/catalog-index';
import { figuresCountsOf } from './figures-cache';
import { redisState } from '../modules/health/routes';

/** Routes Fastify did not match (404s, probes): one label, whatever the URL. */
const UNMATCHED = 'unmatched';

export async function registerMetrics(app: FastifyInstance): Promise<void> {
  const where = app.config.metrics;
  if (!where) return;
  collectProcessMetrics();
  const registry = new Registry();
  const registers = [registry];

  const requests = new Histogram({
    name: 'angle_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, and how long they took (its _count is the number of requests)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  registerDatabaseMetrics(app, registers);
  registerCacheMetrics(app, registers);
  registerOutboxMetrics(app, registers);
  if (app.redis) {
    new Gauge({
      name: 'angle_redis_up',
      help: '1 while the Redis connection is ready, 0 while it is lost (the rate-limited actions answer 503 then)',
      registers,
      collect() {
        this.set(redisState(app) === 'ok' ? 1 : 0);
      },
    });
  }

  const merged = Registry.merge([registry, processRegistry]);
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    merged.metrics().then(
      (text) => res.writeHead(200, { 'content-type': merged.contentType }).end(text),
      (err: unknown) => {
        app.log.error({ err }, 'metrics could not be gathered');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      const fail = (err: Error) =>
        reject(
          new Error(`METRICS_PORT: cannot listen on ${where.host}:${where.port} (${err.message})`),
        );
      server.once('error', fail);
      server.listen(where.port, where.host, () => {
        server.off('error', fail);
        resolve();
      });
    });
    server.on('error', (err) => app.log.error({ err }, 'metrics server error'));
    app.log.info(`metrics at http://${where.host}:${where.port}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });
}

function registerDatabaseMetrics(app: FastifyInstance, registers: Registry[]) {
  const { database } = app;
  let counted = database.stats.queries;
  new Counter({
    name: 'angle_db_statements_total',
    help: 'Statements sent to the database',
    registers,
    collect() {
      this.inc(database.stats.queries - counted);
      counted = database.stats.queries;
    },
  });
  if (!database.poolStats) return; // PGlite: one embedded session, no pool to show
  const stats = () => database.poolStats!();
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  gauge('angle_db_pool_connections', 'Open pool connections, busy or idle', () => stats().total);
  gauge('angle_db_pool_idle', 'Open pool connections not in use', () => stats().idle);
  gauge(
    'angle_db_pool_waiting',
    'Queries waiting for a pool connection (above 0 for long: the pool is the bottleneck)',
    () => stats().waiting,
  );
  gauge('angle_db_pool_max', 'The most connections the pool opens', () => stats().max);
}

/** The kinds are the cache keys' prefixes, written in the code (never from a request): a small,
 * fixed label set. */
function registerCacheMetrics(app: FastifyInstance, registers: Registry[]) {
  const cache = catalogCacheOf(app.database);
  // A cache's lookups by kind and outcome, read at each scrape.
  const lookups = (
    name: string,
    help: string,
    counts: () => Iterable<[string, { hits: number; misses: number }]>,
  ) =>
    new Counter({
      name,
      help,
      labelNames: ['kind', 'outcome'] as const,
      registers,
      collect() {
        this.reset();
        for (const [kind, c] of counts()) {
          this.inc({ kind, outcome: 'hit' }, c.hits);
          this.inc({ kind, outcome: 'miss' }, c.misses);
        }
      },
    });
  lookups(
    'angle_catalog_cache_lookups_total',
    'Catalogue cache lookups by kind of entry (list, product, html, facets, …) and outcome: a hit is answered without computing, a miss computes (from the database, or renders a page)',
    () => cache.counts,
  );
  lookups(
    'angle_figures_cache_lookups_total',
    "Lookups of the dashboard's and the vendor reports' shared figures by kind and outcome: a hit shares a computation, a miss computes",
    () => figuresCountsOf(app.database),
  );
  // A holder's counts by what answered, read at each scrape.
  const countedBy = (name: string, help: string, counts: () => Record<string, number>) =>
    new Counter({
      name,
      help,
      labelNames: ['by'] as const,
      registers,
      collect() {
        this.reset();
        for (const [by, n] of Object.entries(counts())) this.inc({ by }, n);
      },
    });
  countedBy(
    'angle_catalog_listings_total',
    'Product listings and searches by what answered them: the catalogue index (current), the index after a patch of stock-only changes, or SQL (the index stale after another change)',
    () => catalogIndexOf(app.database).answers,
  );
  countedBy(
    'angle_catalog_details_total',
    "Product details by what read them: the catalogue index's detail parts (decision 054) or SQL (the index stale, or its parts not read yet)",
    () => catalogIndexOf(app.database).details,
  );
  new Gauge({
    name: 'angle_catalog_details_read_seconds',
    help: "How long the latest read of the product pages' parts into the catalogue index took (in the background once the index serves); 0 before the first",
    registers,
    collect() {
      this.set(catalogIndexOf(app.database).lastDetailsMs / 1000);
    },
  });
  // Issue #35's budget of the index build at start (≤ 5 s): the bench reads it once the server
  // answers; later it shows the latest rebuild after writes.
  new Gauge({
    name: 'angle_catalog_index_build_seconds',
    help: 'How long the latest build of the in-process catalogue index took (at start, then after writes); 0 before the first',
    registers,
    collect() {
      this.set(catalogIndexOf(app.database).lastBuildMs / 1000);
    },
  });
}

interface OutboxRow {
  status: string;
  n: number;
  oldest: number;
}

/** Read at scrape time through the pool; on an error the figures are left out, not guessed. */
function registerOutboxMetrics(app: FastifyInstance, registers: Registry[]) {
  const read = async () =>
    app.database.query<OutboxRow>(
      `SELECT status, count(*)::int AS n,
         coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest
       FROM outbox WHERE status <> 'sent' GROUP BY status`,
    );
  let pending: Promise<OutboxRow[] | null> | undefined;
  /** One query per scrape, shared by both gauges. */
  const rows = () =>
    (pending ??= read()
      .catch((err: unknown) => {
        app.log.warn({ err }, 'metrics: the outbox could not be read');
        return null;
      })
      .finally(() => setImmediate(() => (pending = undefined))));
  new Gauge({
    name: 'angle_outbox_mails',
    help: 'Mails in the outbox not sent yet, by status (pending, sending, failed)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      this.reset();
      const found = await rows();
      if (!found) return;
      for (const status of ['pending', 'sending', 'failed']) this.set({ status }, 0);
      for (const r of found) this.set({ status: r.status }, r.n);
    },
  });
  new Gauge({
    name: 'angle_outbox_oldest_waiting_seconds',
    help: 'Age of the oldest mail still to be sent (pending or sending); 0 when none',
    registers,
    async collect() {
      this.reset();
      const found = await rows();
      if (!found) return;
      const waiting = found.filter((r) => r.status !== 'failed');
      this.set(waiting.length ? Math.max(...waiting.map((r) => r.oldest)) : 0);
    },
  });
}
