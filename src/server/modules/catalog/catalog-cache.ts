// The in-process cache of catalogue reads: serialised responses (with their ETag and compressed
// forms) and computed values such as facet counts. Writers of products, images, vendors or store
// settings drop it after their write commits (plugins/catalog-invalidation.ts, which also tells
// the other instances on PostgreSQL through LISTEN/NOTIFY); entries are also refreshed after
// TTL_MS, a safety net for a lost notification or a change no route made (the unpaid sweep).
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Database } from '../../db/client';
import { Doorkeeper } from './doorkeeper';

export const TTL_MS = 30_000;
/** Serialised API answers (listings, product details, …): the bench's "uncached" scenarios
 * draw from at least three times as many distinct requests (bench/scenarios.test.ts). */
export const MAX_RESPONSES = 500;
const MAX_VALUES = 2_000;
/** Rendered storefront pages (HTML), apart from the API answers so pages never evict them. */
export const MAX_PAGES = 300;
/** Below this size compression costs more than it saves (the same threshold as the app's). */
const COMPRESS_FROM = 1024;
/** From this size a body is compressed a little less (see encodedBody). */
const LARGE_BODY = 32 * 1024;

export interface CachedResponse {
  /** The body: an answer's JSON, or a page's HTML as the UTF-8 bytes it was rendered into (never
   * decoded to a string: hashing and compressing would encode it again). */
  json: string | Buffer;
  /** Weak: the same JSON whatever the content encoding. */
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
  /** `br` is the first answer's quick compression, replaced when the entry is asked for again. */
  brQuick?: boolean;
}

/** Lookups by the kind of entry (the key's part before its first `:`: `list`, `product`,
 * `html`, `facets`, …): a hit is answered without computing (fresh, or sharing a computation in
 * flight); a miss starts a computation (a stale value served while it refreshes counts as a
 * miss: the database works for it). Read by the metrics (plugins/metrics.ts) and the bench. */
export type CacheCounts = Map<string, { hits: number; misses: number }>;

const kindOf = (key: string) => {
  const colon = key.indexOf(':');
  return colon < 0 ? key : key.slice(0, colon);
};

function count(counts: CacheCounts, key: string, hit: boolean) {
  const kind = kindOf(key);
  let c = counts.get(kind);
  if (!c) counts.set(kind, (c = { hits: 0, misses: 0 }));
  if (hit) c.hits++;
  else c.misses++;
}

interface Slot<T> {
  value: Promise<T>;
  /** The value once settled, for callers that can answer without waiting (peek). */
  result?: T;
  expiresAt: number;
  settled: boolean;
  refreshing: boolean;
}

/**
 * A bounded map with expiry whose computations are shared: concurrent misses compute once. An
 * expired value is still served while one refresh runs (stale-while-revalidate), so a costly
 * computation such as the facets of 100k products never stalls a shopper's request.
 */
export class Memo<T> {
  private readonly slots = new Map<string, Slot<T>>();
  constructor(
    private readonly max: number,
    private readonly now: () => number,
    private readonly counts: CacheCounts,
    /** How long a value is fresh; after it, it is served while one refresh runs. */
    private readonly ttlMs = TTL_MS,
    /** With one, a value is kept only for a key asked for before (doorkeeper.ts); the others
     * are shared while they are computed, then forgotten. */
    private readonly door?: Doorkeeper,
  ) {}

  /** The value of `key` when it is settled and fresh, without a promise; otherwise undefined.
   * Only a hit is counted: a caller that peeks and misses goes on to get(), which counts. */
  peek(key: string): T | undefined {
    const hit = this.slots.get(key);
    if (!hit?.settled || hit.expiresAt <= this.now()) return undefined;
    count(this.counts, key, true);
    return hit.result;
  }

  /** The value of `key` when it is fresh or being computed, without starting a computation. */
  joinable(key: string): Promise<T> | undefined {
    const hit = this.slots.get(key);
    if (!hit || (hit.settled && hit.expiresAt <= this.now())) return undefined;
    count(this.counts, key, true);
    return hit.value;
  }

  /** `admit`: keep the value on its first sight (its caller knows it will be asked for again
   * at once), past the doorkeeper. */
  get(key: string, compute: () => Promise<T>, version: () => number, admit = false): Promise<T> {
    const hit = this.slots.get(key);
    const fresh = hit && (!hit.settled || hit.expiresAt > this.now());
    count(this.counts, key, Boolean(fresh) || Boolean(hit?.settled && hit.refreshing));
    // In flight, or fresh: share it.
    if (fresh) return hit.value;
    if (hit?.settled) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        this.start(key, compute, version).value.catch(() => {});
      }
      return hit.value;
    }
    return this.start(key, compute, version, admit || !this.door || this.door.seenBefore(key))
      .value;
  }

  private start(
    key: string,
    compute: () => Promise<T>,
    version: () => number,
    keep = true,
  ): Slot<T> {
    const startedAt = version();
    const value = compute();
    const slot: Slot<T> = { value, expiresAt: 0, settled: false, refreshing: false };
    const previous = this.slots.get(key);
    // A refresh replaces the stale value only once it has one to offer.
    if (!previous?.settled) this.put(key, slot);
    // A failure is not remembered, nor a value computed across an invalidation.
    value.then(
      (result) => {
        if (version() !== startedAt || !keep) {
          if (this.slots.get(key) === slot) this.slots.delete(key);
          return;
        }
        slot.result = result;
        slot.settled = true;
        slot.expiresAt = this.now() + this.ttlMs;
        this.put(key, slot);
      },
      () => {
        if (this.slots.get(key) === slot) this.slots.delete(key);
        if (previous) previous.refreshing = false;
      },
    );
    return slot;
  }

  private put(key: string, slot: Slot<T>) {
    this.slots.delete(key);
    this.slots.set(key, slot);
    if (this.slots.size > this.max) this.slots.delete(this.slots.keys().next().value!);
  }

  clear() {
    this.slots.clear();
  }
}

/** Keys the API answers' doorkeeper remembers: a few times the answers kept. */
export const ANSWER_KEYS_REMEMBERED = 8 * MAX_RESPONSES;

export class CatalogCache {
  /** Bumped by every invalidation. */
  version = 0;
  /** Hits and misses by kind of entry since the process started; never reset. */
  readonly counts: CacheCounts = new Map();
  private readonly responses: Memo<CachedResponse>;
  private readonly values: Memo<unknown>;
  private readonly pages: Memo<CachedResponse | null>;

  constructor(now: () => number = Date.now) {
    // The API answers: most uncached ones are asked for once (doorkeeper.ts). The rendered
    // pages and the computed values are kept at once, as before.
    this.responses = new Memo(
      MAX_RESPONSES,
      now,
      this.counts,
      TTL_MS,
      new Doorkeeper(ANSWER_KEYS_REMEMBERED),
    );
    this.values = new Memo(MAX_VALUES, now, this.counts);
    this.pages = new Memo(MAX_PAGES, now, this.counts);
  }

  /** The serialised response for `key`, computing it once when missing or expired; `admit`
   * keeps it on its first sight (Memo.get). */
  response(key: string, compute: () => Promise<unknown>, admit = false): Promise<CachedResponse> {
    return this.responses.get(key, async () => toCached(await compute()), this.versionOf, admit);
  }

  /** The serialised response for `key` when it is cached and fresh: a hit needs no promise. */
  freshResponse(key: string): CachedResponse | undefined {
    return this.responses.peek(key);
  }

  /** A page's HTML for anonymous visitors (null: the page is not rendered), under the same
   * rules as the API answers; dropped with them by every invalidation. */
  page(key: string, compute: () => Promise<Buffer | null>): Promise<CachedResponse | null> {
    return this.pages.get(
      key,
      async () => {
        const html = await compute();
        return html === null ? null : toCachedText(html);
      },
      this.versionOf,
    );
  }

  /** The page's HTML when it is cached and fresh, without a promise; otherwise undefined. */
  freshPage(key: string): CachedResponse | null | undefined {
    return this.pages.peek(key);
  }

  /** The page's HTML when it is fresh or being rendered, without rendering it. */
  joinablePage(key: string): Promise<CachedResponse | null> | undefined {
    return this.pages.joinable(key);
  }

  /** Any computed value (facet counts of a filter set, …), under the same rules. */
  value<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return this.values.get(key, compute, this.versionOf) as Promise<T>;
  }

  /** Called after every invalidation (the catalogue index patches or rebuilds itself). */
  readonly invalidated = new Set<(moves: MovedProducts | undefined) => void>();

  /** `moves`: only these products' stock or sales changed (an order, a cancellation, a return
   * put back on the shelf, the popularity job); without it anything may have changed. */
  invalidate(moves?: MovedProducts) {
    this.version++;
    for (const listener of this.invalidated) listener(moves);
    this.responses.clear();
    this.values.clear();
    this.pages.clear();
  }

  private readonly versionOf = () => this.version;
}

/** An answer already serialised by its maker (a product's detail joins its related cards'
 * JSON, made once per subcategory: product-detail.ts): kept as it is. */
export class Serialised {
  constructor(readonly json: string) {}
}

function toCached(body: unknown): CachedResponse {
  return toCachedText(body instanceof Serialised ? body.json : JSON.stringify(body));
}

/** A body that is already text (JSON, or HTML as bytes); `json` holds it either way. */
function toCachedText(json: string | Buffer): CachedResponse {
  // One call: a Hash object per answer cost an uncached product detail 5 % of its time.
  const hash = crypto.hash('sha1', json, 'base64url').slice(0, 22);
  return { json, etag: `W/"${hash}"` };
}

/** The body in the best encoding the client accepts, compressed once per cached entry (a large
 * one twice: quickly for its first answer, smaller once it is asked for again). */
export function encodedBody(
  entry: CachedResponse,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding: 'br' | 'gzip' | null } {
  if (!acceptEncoding || entry.json.length < COMPRESS_FROM)
    return { body: entry.json, encoding: null };
  if (/\bbr\b/.test(acceptEncoding)) {
    if (!entry.br) {
      entry.brQuick = true;
      entry.br = brotli(entry.json, Buffer.byteLength(entry.json), QUICK);
    } else if (entry.brQuick) {
      entry.brQuick = false;
      const size = Buffer.byteLength(entry.json);
      entry.br = brotli(entry.json, size, size >= LARGE_BODY ? LARGE : SMALL);
    }
    return { body: entry.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    entry.gzip ??= zlib.gzipSync(entry.json);
    return { body: entry.gzip, encoding: 'gzip' };
  }
  return { body: entry.json, encoding: null };
}

/** A body answered once and never stored (a signed-in visitor's page): compressed in one call
 * at the quick quality of a cached body's first answer, where @fastify/compress would stream a
 * page this size through brotli at 4 (a tenth of a signed-in render's time, issue #35). */
export function encodedOnce(
  body: Buffer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  if (!acceptEncoding || body.length < COMPRESS_FROM) return { body, encoding: null };
  if (/\bbr\b/.test(acceptEncoding))
    return { body: brotli(body, body.length, QUICK), encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding))
    return { body: zlib.gzipSync(body, { level: 1 }), encoding: 'gzip' };
  return { body, encoding: null };
}

/**
 * Brotli qualities. @fastify/compress's level is 4 for the app's other answers: a product's
 * answer (6 KB of JSON) took 0.15 ms of CPU at 6 and 0.085 at 4, for 1,230 bytes instead of
 * 1,140. Large bodies (rendered pages) at 3: a listing's 159 KB of HTML took 0.77 ms at 4 and
 * 0.53 at 3, for 13.6 KB instead of 12.7 (issue #35). Every body's first answer at 1: most
 * entries are asked for once before they expire (a shopper's filtered listing or search, a
 * crawler's page), and 1 took a third to a half of the time for 10–20 % more bytes (a page of
 * the filtered listing's JSON, 13 KB at 100k: 0.058 ms and 2.2 KB at 1, 0.134 ms and 1.8 KB at
 * 4; a rendered listing 0.20 ms and 16.3 KB at 1, 0.53 ms and 14.9 KB at 3); an entry asked for
 * again is compressed at 4 or 3 for the answers that follow. The first answer is at 0 since:
 * half the time of 1 for a rendered listing (121 against 258 µs for 179 KB of HTML, 17.2 KB
 * against 16.2), four fifths for a product's answer (17.8 against 22.0 µs for 6.7 KB of JSON,
 * 1,434 bytes against 1,407), measured one after the other on one core.
 */
const SMALL = 4;
const LARGE = 3;
const QUICK = 0;

/** A body compressed for its cache entry (measured only then: a hit does not size it). */
function brotli(body: string | Buffer, size: number, quality: number): Buffer {
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      // The size hint sizes the encoder to the body.
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  });
}

/** Whether an If-None-Match header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** A change that moved these products' stock or sales (their popularity) and no other value. */
export interface MovedProducts {
  moved: readonly string[];
}

const caches = new WeakMap<Database, CatalogCache>();

/** The cache of one database: every app on the same database shares it. */
export function catalogCacheOf(database: Database): CatalogCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new CatalogCache();
    caches.set(database, cache);
  }
  return cache;
}

/**
 * Call after any committed write that changes what the storefront shows: products, their images
 * or stock settings, vendors (name, status), store settings. Cheap: it drops every entry.
 */
export function invalidateCatalogCache(database: Database, moves?: MovedProducts): void {
  catalogCacheOf(database).invalidate(moves);
}
