import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListSchema } from '../../../domain/schemas/catalog';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { createAccount, sessionCookieOf, signInAt } from '../auth/test-accounts';
import {
  CatalogCache,
  TTL_MS,
  encodedBody,
  encodedOnce,
  invalidateCatalogCache,
  matchesEtag,
} from './catalog-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('HTTP caching of catalogue reads', () => {
  it.each(['/api/store/products?category=hair', '/api/store/products/prod-004', '/api/store/home'])(
    '%s answers a matching If-None-Match with an empty 304',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    },
  );

  it('sends the JSON the schema describes, compressed as the client accepts', async () => {
    const url = '/api/store/products?limit=20';
    const plain = await get(url);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ProductListSchema.strict().parse(plain.json()).items).toHaveLength(20);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses a body sent once as the client accepts, from 1 KB', () => {
    const page = Buffer.from(`<p>${'Kumkumadi face oil '.repeat(200)}</p>`);
    const br = encodedOnce(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(page)).toBe(true);
    const gzip = encodedOnce(page, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(page)).toBe(true);
    expect(encodedOnce(page, undefined)).toEqual({ body: page, encoding: null });
    expect(encodedOnce(page, 'identity')).toEqual({ body: page, encoding: null });
    const small = Buffer.from('<p>Hi</p>');
    expect(encodedOnce(small, 'br')).toEqual({ body: small, encoding: null });
  });

  it('serves a write after invalidateCatalogCache, and not before', async () => {
    const url = '/api/store/products/prod-006';
    // Asked for twice: an answer is kept from its second ask (doorkeeper.ts).
    await get(url);
    const before = (await get(url)).json();
    await t.database.query("UPDATE products SET name = 'Renamed' WHERE id = 'prod-006'");
    try {
      // Writers must invalidate: until then the cached answer stands (for at most TTL_MS).
      expect((await get(url)).json().name).toBe(before.name);
      invalidateCatalogCache(t.database);
      expect((await get(url)).json().name).toBe('Renamed');
    } finally {
      await t.database.query('UPDATE products SET name = $1 WHERE id = $2', [
        before.name,
        'prod-006',
      ]);
      invalidateCatalogCache(t.database);
    }
  });

  it('keeps one listing entry whatever the order of the query parameters', async () => {
    await get('/api/store/products?category=skin&sort=price-asc&limit=5');
    const first = (await get('/api/store/products?category=skin&sort=price-asc&limit=5')).json();
    const id = first.items[0].id as string;
    await t.database.query("UPDATE products SET name = 'Reordered' WHERE id = $1", [id]);
    try {
      const again = await get('/api/store/products?limit=5&sort=price-asc&category=skin');
      expect(again.json().items[0].name).toBe(first.items[0].name);
      // A different listing is a different entry, read fresh.
      const other = await get('/api/store/products?limit=6&sort=price-asc&category=skin');
      expect(other.json().items[0].name).toBe('Reordered');
    } finally {
      await t.database.query('UPDATE products SET name = $1 WHERE id = $2', [
        first.items[0].name,
        id,
      ]);
      invalidateCatalogCache(t.database);
    }
  });

  it('is dropped by any successful admin, vendor or order write, and not by a refused one', async () => {
    const url = '/api/store/products/prod-007';
    const admin = await createAccount(t.database, 'admin');
    const cookie = sessionCookieOf(await signInAt(t.app, 'admin', admin));
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/admin/products/prod-007',
        headers: { cookie },
        payload,
      });
    await get(url);
    const before = (await get(url)).json();
    expect((await patch({ price: -1 })).statusCode).toBe(400);
    await t.database.query("UPDATE products SET name = 'Quietly renamed' WHERE id = 'prod-007'");
    expect((await get(url)).json().name).toBe(before.name);
    expect((await patch({ price: before.price + 1 })).statusCode).toBe(200);
    const after = (await get(url)).json();
    expect(after).toMatchObject({ name: 'Quietly renamed', price: before.price + 1 });
    await t.database.query('UPDATE products SET name = $1 WHERE id = $2', [
      before.name,
      'prod-007',
    ]);
    expect((await patch({ price: before.price })).statusCode).toBe(200);
  });

  it('does not cache a 404', async () => {
    expect((await get('/api/store/products/prod-404')).statusCode).toBe(404);
    const before = t.database.stats.queries;
    expect((await get('/api/store/products/prod-404')).statusCode).toBe(404);
    expect(t.database.stats.queries).toBeGreaterThan(before);
  });
});

describe('CatalogCache', () => {
  it('computes once for concurrent misses, then refreshes after the TTL while serving the old value', async () => {
    let now = 0;
    const cache = new CatalogCache(() => now);
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    // Concurrent misses share one computation, kept or not.
    const [a, b] = await Promise.all([cache.response('k', compute), cache.response('k', compute)]);
    expect(a).toBe(b);
    expect(computed).toBe(1);
    // Asked for again: computed, and now kept.
    expect((await cache.response('k', compute)).json).toBe('{"n":2}');
    expect((await cache.response('k', compute)).json).toBe('{"n":2}');
    expect(computed).toBe(2);
    now += TTL_MS + 1;
    const [stale, alsoStale] = [cache.response('k', compute), cache.response('k', compute)];
    expect((await stale).json).toBe('{"n":2}');
    expect((await alsoStale).json).toBe('{"n":2}');
    expect(computed).toBe(3);
    expect((await cache.response('k', compute)).json).toBe('{"n":3}');
  });

  it('keeps an answer from its second ask: one asked for once is forgotten', async () => {
    const cache = new CatalogCache();
    await cache.response('once', async () => ({ n: 1 }));
    expect(cache.freshResponse('once')).toBeUndefined();
    const again = await cache.response('once', async () => ({ n: 2 }));
    expect(cache.freshResponse('once')).toBe(again);
    // The computed values are kept at once, as before.
    expect(await cache.value('v', async () => 1)).toBe(1);
    expect(await cache.value('v', async () => 2)).toBe(1);
  });

  it('drops a value computed across an invalidation', async () => {
    const cache = new CatalogCache();
    let release!: () => void;
    const slow = cache.value('k', () => new Promise<number>((r) => (release = () => r(1))));
    cache.invalidate();
    release();
    expect(await slow).toBe(1);
    expect(await cache.value('k', async () => 2)).toBe(2);
  });

  it('hands out a fresh response without a promise, and only a fresh one', async () => {
    let now = 0;
    const cache = new CatalogCache(() => now);
    let release!: () => void;
    await cache.response('k', async () => ({ n: 0 }));
    const pending = cache.response('k', () => new Promise((r) => (release = () => r({ n: 1 }))));
    expect(cache.freshResponse('k')).toBeUndefined();
    release();
    const entry = await pending;
    expect(cache.freshResponse('k')).toBe(entry);
    now += TTL_MS + 1;
    expect(cache.freshResponse('k')).toBeUndefined();
    const refreshed = await cache.response('k', async () => ({ n: 2 }));
    expect(refreshed).toBe(entry); // the stale one, while the refresh runs
    await new Promise((r) => setImmediate(r));
    expect(cache.freshResponse('k')?.json).toBe('{"n":2}');
    cache.invalidate();
    expect(cache.freshResponse('k')).toBeUndefined();
  });

  it('compresses a body quickly for its first answer, and smaller once it is asked for again', async () => {
    const cache = new CatalogCache();
    // A page's worth of varied markup (a rendered listing is 50-170 KB).
    const cards = Array.from(
      { length: 600 },
      (_, i) =>
        `<a href="/products/p-${i}" class="card c${i % 7}">Product ${i * 7919} ₹${i * 13}</a>`,
    );
    const html = Buffer.from(`<main>${cards.join('')}</main>`);
    expect(html.length).toBeGreaterThan(32 * 1024);
    const entry = (await cache.page('html:/products', async () => html))!;
    const br = 'gzip, deflate, br';
    const first = encodedBody(entry, br).body as Buffer;
    const again = encodedBody(entry, br).body as Buffer;
    expect(zlib.brotliDecompressSync(first)).toEqual(html);
    expect(zlib.brotliDecompressSync(again)).toEqual(html);
    expect(again.length).toBeLessThan(first.length);
    // Compressed twice at most: later answers send the same bytes.
    expect(encodedBody(entry, br).body).toBe(again);
    // An answer's JSON the same way.
    const json = await cache.response('k', async () => ({ items: cards.slice(0, 60) }));
    const quick = encodedBody(json, br).body as Buffer;
    const smaller = encodedBody(json, br).body as Buffer;
    expect(zlib.brotliDecompressSync(smaller).toString()).toBe(json.json);
    expect(smaller.length).toBeLessThan(quick.length);
    expect(encodedBody(json, br).body).toBe(smaller);
  });

  it('compares entity tags weakly', () => {
    expect(matchesEtag('W/"a", "b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('*', 'W/"b"')).toBe(true);
    expect(matchesEtag('"c"', 'W/"b"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"b"')).toBe(false);
  });
});
