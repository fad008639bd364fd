// Server-rendered storefront pages (issue #24), rendered from the web app's source entry: the
// HTML a visitor without JavaScript reads, the data handed to the browser, and the HTML cache
// that never holds or hands out a signed-in visitor's page.
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogCacheOf, invalidateCatalogCache } from '../modules/catalog/catalog-cache';
import { catalogIndexOf } from '../modules/catalog/catalog-index';
import { createAccount, sessionCookieOf, signInAt } from '../modules/auth/test-accounts';
import { createTestApp, type TestApp } from '../test/app-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: 'https://angle.example',
    SERVER_RENDER_ENTRY: path.resolve('src/web/entry-server.tsx'),
    // Every page here renders for one address; the limit has its own tests (below).
    RENDERS_PER_MINUTE: '1000000',
  });
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const STATE = /<script type="application\/json" id="first-screen-state">([\s\S]*?)<\/script>/;
const stateOf = (html: string) => {
  const match = STATE.exec(html);
  return match
    ? (JSON.parse(match[1]!) as [unknown[], unknown][]).map(([queryKey, data]) => ({
        queryKey,
        data,
      }))
    : null;
};
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.search(STATE));

describe('server-rendered product page', () => {
  it('holds the name, price, main image, description and stock in the HTML', async () => {
    const res = await page('/products/prod-001');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain(
      '<h1 class="mt-2 text-3xl leading-tight text-ink sm:text-4xl">Kumkumadi Radiance Face Oil</h1>',
    );
    expect(root).toContain('₹1,899');
    expect(root).toContain('A classic Ayurvedic night oil with saffron');
    expect(root).toMatch(/In stock/i);
    // The main image: the largest paint, asked for first, in the size the layout needs.
    expect(root).toMatch(
      /<img src="\/media\/products\/prod-001\/1-[0-9a-f]{8}-640\.webp" srcSet="[^"]*-320\.webp 320w, [^"]*-640\.webp 640w, [^"]*-960\.webp 960w" sizes="\(min-width: 768px\) 50vw, 100vw" alt="[^"]+" width="960" height="960" fetchPriority="high"/,
    );
    // The page works without JavaScript: no "needs JavaScript" notice, no loading screen.
    expect(res.body).not.toContain('<noscript>');
    expect(root).not.toContain('Loading');
    // The meta and JSON-LD the shell carried are still there (seo.test.ts).
    expect(res.body).toContain('<script type="application/ld+json">');
  });

  it("is React's own markup, hydrated as it is: its Suspense ranges and hoisted preloads kept", async () => {
    for (const url of ['/products/prod-001', '/', '/products?category=skin']) {
      const root = rootOf((await page(url)).body);
      // React's hydration skips the preloads it hoisted before the app's first element
      // (docs/decisions/036); the app's markup follows them.
      expect(root, url).toMatch(
        /^<div id="root">(?:<link rel="preload"[^>]*>)*<a href="#main-content"/,
      );
      expect(root, url).toContain('<!--$-->');
      expect(root, url).not.toContain('<!--$s-->');
      expect(root.match(/<!--\$-->/g)?.length, url).toBe(root.match(/<!--\/\$-->/g)?.length);
    }
  });

  it('hands the product the page rendered to the browser under the key its query reads', async () => {
    const state = stateOf((await page('/products/prod-001')).body);
    const product = state?.find((q) => q.queryKey.join('/') === 'catalog/product/prod-001');
    expect(product?.data).toMatchObject({
      id: 'prod-001',
      name: 'Kumkumadi Radiance Face Oil',
    });
    expect(state?.some((q) => q.queryKey[0] === 'store-info')).toBe(true);
  });

  it('reads an uncached product page from the catalogue cache: its product once, no settings or offers (issue #35)', async () => {
    await page('/products/prod-001'); // the store's settings and offers, read once
    const counts = catalogCacheOf(t.database).counts;
    const renders = () => counts.get('html')?.misses ?? 0;
    const productReads = () => counts.get('product')?.misses ?? 0;
    const [before, rendered, read] = [t.database.stats.queries, renders(), productReads()];
    const res = await page('/products/prod-012');
    expect(res.statusCode).toBe(200);
    expect(renders()).toBe(rendered + 1);
    // Read once for the meta, the page's data and its offers: a first sight is kept for the
    // page's other reads (the answers' doorkeeper would forget it and the page read it twice).
    expect(productReads()).toBe(read + 1);
    // The product's detail (and its subcategory's related products when not read yet) and its
    // reviews for the JSON-LD: the meta, the offers and the footer read what is cached.
    expect(t.database.stats.queries - before).toBeLessThanOrEqual(3);
    // Listings and product pages from the index, as main.ts builds it (the product pages' parts
    // follow in the background: decision 054).
    const holder = catalogIndexOf(t.database);
    await holder.readyWithDetails();
    const listing = t.database.stats.queries;
    expect((await page('/products?category=hair&sort=price-asc')).statusCode).toBe(200);
    expect(renders()).toBe(rendered + 2);
    expect(t.database.stats.queries - listing).toBe(0);
    // The same product page again, not cached: its product from the index, without the
    // detail's statement (its reviews, related products and the settings are read as before).
    invalidateCatalogCache(t.database);
    await holder.readyWithDetails();
    const statements: string[] = [];
    const query = t.database.query;
    t.database.query = ((sql: string, ...rest: unknown[]) => {
      statements.push(sql);
      return (query as (...a: unknown[]) => unknown).call(t.database, sql, ...rest);
    }) as typeof query;
    try {
      const fromIndex = holder.details.index;
      expect((await page('/products/prod-012')).statusCode).toBe(200);
      expect(holder.details.index).toBe(fromIndex + 1);
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.filter((sql) => sql.includes('product_variants'))).toEqual([]);
    } finally {
      t.database.query = query;
    }
  });

  it('escapes product text so it cannot close the data script or open markup', async () => {
    const name = 'Oil </script><script>alert(1)</script> <!-- x';
    await t.database.query(`UPDATE products SET name = $1 WHERE id = 'prod-008'`, [name]);
    invalidateCatalogCache(t.database);
    const res = await page('/products/prod-008');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body.match(/<script/g)).toHaveLength((res.body.match(/<\/script>/g) ?? []).length);
    const product = stateOf(res.body)?.find((q) => q.queryKey[1] === 'product');
    expect((product?.data as { name: string }).name).toBe(name);
  });

  it('answers addresses that do not decode without a 500', async () => {
    for (const url of ['/products/%E0%A4%A', '/vendors/%ZZ', '/products?search=%E0%A4%A']) {
      expect((await page(url)).statusCode, url).toBeLessThan(500);
    }
  });

  it('serves the client shell for a product that does not exist and for back-office pages', async () => {
    for (const url of ['/products/prod-999', '/cart', '/account', '/vendor/dashboard']) {
      const res = await page(url);
      // The product's page is the 404 page (below).
      expect(res.statusCode).toBe(url === '/products/prod-999' ? 404 : 200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('first-screen-state');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('server-rendered home, listings, shops and content pages', () => {
  it('renders the home page with its shelves', async () => {
    const root = rootOf((await page('/')).body);
    expect(root).toContain('href="/products/prod-');
    expect(stateOf((await page('/')).body)?.[0]?.queryKey).toEqual(['catalog', 'home']);
  });

  it('renders a listing with its products as links a browser follows without JavaScript', async () => {
    const root = rootOf((await page('/products?sort=newest')).body);
    expect(root.match(/<a [^>]*href="\/products\/prod-\d{3}"/g)?.length).toBeGreaterThan(5);
    // The paging links are <a href> (components/ui/pagination.test.tsx): one page of 20 here.
  });

  it('renders a search form that submits as a normal GET to the listing', async () => {
    const root = rootOf((await page('/products?search=kajal')).body);
    expect(root).toMatch(/<form [^>]*action="\/products"[^>]*>/);
    expect(root).toMatch(/<input [^>]*name="search"[^>]*value="kajal"/);
  });

  it('renders Find my shade with the chosen steps and their matches, as a GET form', async () => {
    const first = await page('/find-my-shade');
    expect(first.statusCode).toBe(200);
    const empty = rootOf(first.body);
    expect(empty).toMatch(/<form [^>]*action="\/find-my-shade"[^>]*method="get"/);
    expect(empty).toMatch(/<select [^>]*name="brand"[^>]*>.*Rani Rouge Cosmetics/s);
    expect(stateOf(first.body)?.map((s) => s.queryKey)).toContainEqual(['shades', 'brands']);
    // A brand, its product and the shade owned, as a visitor without JavaScript submits them.
    const chosen = await page('/find-my-shade?brand=rani-rouge&product=prod-010&shade=prod-010-v1');
    const root = rootOf(chosen.body);
    expect(root).toMatch(
      /<button (?=[^>]*type="submit")(?=[^>]*name="shade")(?=[^>]*value="prod-010-v1")/,
    );
    expect(root).toMatch(/<h2 [^>]*>Closest to <!-- -->Fair Ivory<\/h2>/);
    expect(root).toContain('Light 01');
    const keys = stateOf(chosen.body)?.map((s) => s.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['shades', 'brands'],
        ['shades', 'products', 'rani-rouge'],
        ['shades', 'similar', 'prod-010-v1'],
      ]),
    );
    // An unknown brand still renders the first step.
    const unknown = await page('/find-my-shade?brand=nobody&shade=nothing');
    expect(rootOf(unknown.body)).toContain('Choose a brand');
  });

  it('renders a brand shop, the offers and the content pages', async () => {
    expect(rootOf((await page('/vendors/kumkumadi-naturals')).body)).toContain(
      'Kumkumadi Naturals',
    );
    for (const url of [
      '/about',
      '/contact',
      '/privacy-policy',
      '/terms',
      '/refund-policy',
      '/shipping-policy',
      '/offers',
    ]) {
      const res = await page(url);
      expect(res.body, url).toContain('first-screen-state');
      expect(rootOf(res.body), url).toContain('<h1');
    }
  });
});

describe('the 404 page (SPEC: "Any other path shows a 404 page titled \'Page Not Found\'")', () => {
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it.each([
    '/no-such-page',
    '/products/prod-999',
    '/vendors/no-such-brand',
    '/admin/no-such-page',
    '/vendor/orders/1/no-such-page',
  ])(
    'answers %s with 404, the page titled Page Not Found and left out of search engines',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(titleOf(res.body)).toBe('Page Not Found — Angle');
      expect(res.body).toContain('<meta name="robots" content="noindex"');
      // The shell: the browser's app shows the page, with its links home and to the products.
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('answers 404 to a signed-in visitor too', async () => {
    const account = await createAccount(t.database, 'customer');
    const cookie = sessionCookieOf(await signInAt(t.app, 'customer', account));
    const res = await page('/products/prod-999', { cookie });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    '/cart',
    '/wishlist',
    '/checkout',
    '/my-orders/ANG-1',
    '/auth/login',
    '/vendor/dashboard',
    '/vendor/products/new',
    '/admin',
    '/admin/orders/ANG-1',
    '/my-orders/ANG-1/invoice',
  ])('answers the app page %s with 200', async (url) => {
    expect((await page(url)).statusCode).toBe(200);
  });

  it('names a brand shop by its brand', async () => {
    const res = await page('/vendors/kumkumadi-naturals');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Kumkumadi Naturals — Angle');
  });
});

describe('one pass instead of a stream', () => {
  /** The renderer's entry as the server loads it (the server's TypeScript does not compile JSX). */
  type Render = (
    url: string,
    transport: (path: string) => Promise<Response>,
    session?: null,
    options?: { streamed?: boolean },
  ) => Promise<{ html: string } | null>;
  const entry = path.resolve('src/web/entry-server.tsx');
  /** The API through the app, as the server's renderer asks for it. */
  const transport = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    return new Response(res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type']) },
    });
  };

  it("renders each kind of page as one string, React's streamed markup byte for byte", async () => {
    const { render } = (await import(entry)) as { render: Render };
    for (const url of [
      '/products/prod-001',
      '/products/prod-010?shade=prod-010-v2',
      '/products?category=skin&sort=price-asc',
      '/',
      '/vendors/kumkumadi-naturals',
      '/offers',
      '/find-my-shade?brand=rani-rouge',
      '/about',
    ]) {
      const once = await render(url, transport);
      const streamed = await render(url, transport, undefined, { streamed: true });
      expect(typeof once?.html, url).toBe('string');
      expect(once!.html.length, url).toBeGreaterThan(5_000);
      expect(once!.html, url).toBe(streamed?.html);
    }
  });
});

describe('the HTML cache', () => {
  it("caches an anonymous page with the catalogue: ETag, revalidation, and a catalogue write's invalidation", async () => {
    invalidateCatalogCache(t.database);
    const first = await page('/products/prod-002');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await page('/products/prod-002')).body).toBe(first.body);
    expect((await page('/products/prod-002', { 'if-none-match': etag })).statusCode).toBe(304);

    await t.database.query(`UPDATE products SET name = 'Renamed Serum' WHERE id = 'prod-002'`);
    invalidateCatalogCache(t.database);
    const after = await page('/products/prod-002', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Renamed Serum');
  });

  it("never caches a signed-in visitor's page nor serves it to anyone else", async () => {
    const account = await createAccount(t.database, 'customer');
    const cookie = sessionCookieOf(await signInAt(t.app, 'customer', account));
    invalidateCatalogCache(t.database);

    const signedIn = await page('/products/prod-003', { cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();
    // Rendered for this visitor (issue #36): their header, and the session check answered in
    // the page; never the session's token.
    const root = rootOf(signedIn.body);
    expect(root).toContain('aria-label="Account menu"');
    expect(root).not.toContain('>Sign In<');
    const me = stateOf(signedIn.body)?.find((q) => q.queryKey.join('/') === 'auth/me');
    expect(me?.data).toMatchObject({ session: { user: { email: account.email } } });
    expect(signedIn.body).not.toContain(cookie.split('=')[1]!);
    // Compressed as the browser accepts, in one piece (encodedOnce): the same page.
    const compressed = await page('/products/prod-003', { cookie, 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-length']).toBe(String(compressed.rawPayload.length));
    expect(rootOf(zlib.brotliDecompressSync(compressed.rawPayload).toString())).toBe(root);
    const gzipped = await page('/products/prod-003', { cookie, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(rootOf(zlib.gunzipSync(gzipped.rawPayload).toString())).toBe(root);

    // The next anonymous visitor gets a page rendered for the public, not the signed-in one.
    const anonymous = await page('/products/prod-003');
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
    expect(anonymous.body).not.toContain(account.email);
    expect(rootOf(anonymous.body)).toContain('>Sign In<');
    // A page cached for the public is not what a signed-in visitor is sent either.
    const again = await page('/products/prod-003', { cookie });
    expect(again.headers['cache-control']).toBe('private, no-store');
    expect(again.headers.etag).toBeUndefined();
    // Even a made-up session cookie turns the cache off (the check does not trust its value).
    const forged = await page('/products/prod-003', { cookie: 'angle.session_token=x.y' });
    expect(forged.headers['cache-control']).toBe('private, no-store');
    expect(rootOf(forged.body)).toContain('>Sign In<');
    expect(stateOf(forged.body)?.find((q) => q.queryKey.join('/') === 'auth/me')?.data).toEqual({
      session: null,
    });
  });

  it('keys on the parameters a page reads: 40 parallel visits with unknown ones from one address render once', async () => {
    invalidateCatalogCache(t.database);
    const counts = catalogCacheOf(t.database).counts;
    const html = () => ({ ...(counts.get('html') ?? { hits: 0, misses: 0 }) });
    const before = html();
    const visits = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: `/products/prod-005?utm_source=ad${i}&gclid=${i}x`,
          remoteAddress: '203.0.113.7',
        }),
      ),
    );
    const after = html();
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(39);
    expect(visits.every((v) => v.statusCode === 200)).toBe(true);
    expect(new Set(visits.map((v) => v.headers.etag)).size).toBe(1);
    // Rendered as the plain page: no visitor's tags in the HTML others are served.
    expect(visits[0]!.body).not.toMatch(/utm_source|gclid/);
    expect((await page('/products/prod-005')).headers.etag).toBe(visits[0]!.headers.etag);

    // A parameter the page reads is still its own page.
    const skin = await page('/products?category=skin&utm_medium=mail');
    const makeup = await page('/products?category=makeup&utm_medium=mail');
    expect(skin.headers.etag).not.toBe(makeup.headers.etag);
    expect(rootOf(skin.body)).not.toContain('utm_medium');
    expect((await page('/products?utm_medium=x&category=skin')).headers.etag).toBe(
      skin.headers.etag,
    );
  });
});

describe('the render limit per client address', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({
      PUBLIC_URL: 'https://angle.example',
      SERVER_RENDER_ENTRY: path.resolve('src/web/entry-server.tsx'),
      RENDERS_PER_MINUTE: '3',
    });
  });
  afterAll(() => strict.close());
  const from = (remoteAddress: string, url: string, headers: Record<string, string> = {}) =>
    strict.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('answers 429 with Retry-After and the client-rendered page past it, for that address only', async () => {
    const attacker = '198.51.100.20';
    for (const id of ['prod-001', 'prod-002', 'prod-003'])
      expect((await from(attacker, `/products/${id}`)).statusCode).toBe(200);
    const refused = await from(attacker, '/products/prod-004');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    // The shell: the browser renders the page from the API, so a person still gets it.
    expect(refused.body).toContain('<div id="root">');
    expect(stateOf(refused.body)).toBeNull();
    // A session cookie renders every time: it counts too.
    const signedIn = await from(attacker, '/', { cookie: 'angle.session_token=x.y' });
    expect(signedIn.statusCode).toBe(429);
    // Pages already cached cost no render: still served.
    expect((await from(attacker, '/products/prod-001?utm_source=again')).statusCode).toBe(200);

    // Another address renders as before, the page the limited one was refused included.
    const other = await from('198.51.100.21', '/products/prod-004');
    expect(other.statusCode).toBe(200);
    expect(rootOf(other.body)).toContain('<h1');
    expect((await from('198.51.100.21', '/products/prod-006')).statusCode).toBe(200);
  });
});
