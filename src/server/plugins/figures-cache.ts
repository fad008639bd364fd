// The sales figures of Angle Admin's dashboard and of a vendor's reports (issue #35, decision
// 050): one computation is shared by every request asking the same question (the same period,
// the same vendor) for FIGURES_CACHE_SECONDS (5 s by default), then refreshed while the last one
// is still served. At 100k products the dashboard's statements take ~50 ms on PostgreSQL and
// ~180 ms on PGlite, whose one connection answers ten admins one after the other.
//
// What is shared is dropped by every write that succeeds on this instance (any route: an order,
// a shipment, a refund, a webhook, a commission rate), before its answer leaves, so whoever wrote
// sees their write at once; and after each run of the jobs that move orders (jobs.ts). Writes on
// another instance, or by hand in the database, show within FIGURES_CACHE_SECONDS.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { Memo, type CacheCounts } from '../modules/catalog/catalog-cache';
import { isWrite } from '../http/methods';

/** Questions kept at once: the periods admins look at and the vendors' reports. */
export const MAX_FIGURES = 500;

class FiguresCache {
  /** Bumped by every invalidation: a computation begun before one is not kept. */
  private version = 0;
  /** Hits and misses by kind (`dashboard`, `vendor-report`): the metrics and the bench read it. */
  readonly counts: CacheCounts = new Map();
  private readonly memo: Memo<unknown>;

  constructor(ttlMs: number) {
    this.memo = new Memo(MAX_FIGURES, Date.now, this.counts, ttlMs);
  }

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return this.memo.get(key, compute, () => this.version) as Promise<T>;
  }

  invalidate() {
    this.version++;
    this.memo.clear();
  }
}

const caches = new WeakMap<Database, FiguresCache>();

export function figuresCacheOf(database: Database, ttlMs: number): FiguresCache {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new FiguresCache(ttlMs)));
  return cache;
}

/**
 * The figures for `key` (its kind first: `dashboard:…`, `vendor-report:…`), computed once and
 * shared for FIGURES_CACHE_SECONDS; with 0, computed for this request.
 */
export function sharedFigures<T>(
  app: FastifyInstance,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const seconds = app.config.figuresCacheSeconds;
  if (seconds === 0) return compute();
  return figuresCacheOf(app.database, seconds * 1000).get(key, compute);
}

/** Lookups by kind so far (none before the first). */
export const figuresCountsOf = (database: Database): CacheCounts =>
  caches.get(database)?.counts ?? new Map();

/** Drops every shared figure of this process (a write committed, a job moved orders). */
export function figuresChanged(database: Database): void {
  caches.get(database)?.invalidate();
}

/** Every write that succeeded drops the shared figures before its answer is sent. */
export function registerFiguresInvalidation(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isWrite(request.method) && reply.statusCode < 400) figuresChanged(app.database);
    done(null, payload);
  });
}
