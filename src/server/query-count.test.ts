// Every list endpoint costs a fixed number of SQL statements (at most 3) whatever its page,
// filters or data: no N+1, no per-row lookups. List endpoints are found by their declared
// response (an array, or an object with `items`), so a new one fails here until it is listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidateCatalogCache } from './modules/catalog/catalog-cache';
import { createAccount, sessionCookieOf, signInAt } from './modules/auth/test-accounts';
import { createTestApp, type TestApp } from './test/app-harness';
import { flushMoves } from './plugins/catalog-invalidation';

type Caller = 'anyone' | 'customer' | 'vendor' | 'admin';

interface ListEndpoint {
  caller: Caller;
  /** Query strings that must all cost the same: pages, filters, sorts. */
  queries: string[];
  /** Statements per request with an empty cache, the session check of guarded routes apart. */
  statements: number;
  /** Statements when the catalogue cache already holds the answer. */
  cached?: number;
  /** A query that costs another fixed number (at most 3 too), e.g. one that reads a product. */
  byQuery?: Record<string, number>;
  /** One more for a query with `search=`: its synonyms, read first and cached with the
   * catalogue (issue #37, decision 034). */
  search?: 1;
}

/** `METHOD url` → how to call it. A list endpoint missing here fails the first test. The test
 * vendor has no orders yet: its order, statement and customer lists are measured empty. */
const LIST_ENDPOINTS: Record<string, ListEndpoint> = {
  'GET /api/store/products': {
    caller: 'anyone',
    queries: [
      '',
      'page=40&limit=5',
      'search=lipstik&category=makeup&minPrice=100&sort=rating',
      'vendor=glowtech-india&inStock=true&sort=price-asc',
      'ids=prod-001,prod-002',
      'attributes=finish:matte,finish:satin,skin-type:oily&category=makeup&sort=newest',
    ],
    statements: 2,
    search: 1,
    cached: 0,
  },
  // The brand facet's search: one grouped read, whatever the filters.
  'GET /api/store/facets/vendors': {
    caller: 'anyone',
    queries: ['', 'q=glow', 'q=a&category=skin&attributes=concern:acne,skin-type:oily&minRating=3'],
    statements: 1,
    cached: 0,
  },
  'GET /api/store/categories': { caller: 'anyone', queries: [''], statements: 1, cached: 0 },
  // Issue #20: the offers running now; every promotion with its uses and discount given.
  // With a product, its vendor and category from the product page's own cached read (the
  // product and its related products, issue #35): nothing more on a product page.
  'GET /api/store/offers': {
    caller: 'anyone',
    queries: ['', 'product=prod-001', 'product=prod-002'],
    statements: 1,
    byQuery: { 'product=prod-001': 3, 'product=prod-002': 3 },
  },
  'GET /api/admin/promotions': { caller: 'admin', queries: [''], statements: 1 },
  // Issue #37: the header's synonym suggestions, and the admin's whole synonyms table.
  'GET /api/store/search/synonyms': {
    caller: 'anyone',
    queries: ['q=sin', 'q=verm'],
    statements: 1,
  },
  'GET /api/admin/search-synonyms': { caller: 'admin', queries: [''], statements: 1 },
  // Issue #38: the verification queue's page and its count.
  'GET /api/admin/verifications': {
    caller: 'admin',
    queries: ['', 'status=submitted&search=naturals&page=2&limit=5'],
    statements: 2,
  },
  // Issue #37: the shade asked about, then every candidate of its product type.
  'GET /api/store/similar-shades': {
    caller: 'anyone',
    queries: ['variant=prod-010-v1', 'variant=prod-002-v2'],
    statements: 2,
  },
  'GET /api/store/shade-finder/brands': { caller: 'anyone', queries: [''], statements: 1 },
  'GET /api/store/shade-finder/products': {
    caller: 'anyone',
    queries: ['vendor=glowtech-india', 'vendor=nobody'],
    statements: 1,
  },
  // A curated list: no statement at all.
  'GET /api/store/search/popular': { caller: 'anyone', queries: [''], statements: 0 },
  'GET /api/vendor/payouts': { caller: 'vendor', queries: [''], statements: 3 },
  'GET /api/vendor/ledger': { caller: 'vendor', queries: [''], statements: 2 },
  'GET /api/admin/settlements': { caller: 'admin', queries: [''], statements: 2 },
  'GET /api/admin/payouts': { caller: 'admin', queries: [''], statements: 2 },
  'GET /api/admin/returns': { caller: 'admin', queries: [''], statements: 2 },
  'GET /api/vendor/promotions': { caller: 'vendor', queries: [''], statements: 1 },
  'GET /api/store/account/addresses': { caller: 'customer', queries: [''], statements: 1 },
  // The customer holds two orders (below): a count, the page of orders, all their items.
  'GET /api/store/orders': {
    caller: 'customer',
    queries: ['', 'limit=1', 'limit=1&page=2'],
    statements: 3,
  },
  // The page (with its count), then every variant of the page's products in one query (#18).
  'GET /api/admin/products': { caller: 'admin', queries: ['', 'page=2&limit=5'], statements: 3 },
  'GET /api/admin/vendor-options': {
    caller: 'admin',
    queries: [''],
    statements: 1,
  },
  'GET /api/admin/customers': { caller: 'admin', queries: ['', 'page=2&limit=5'], statements: 2 },
  'GET /api/admin/vendors': { caller: 'admin', queries: ['', 'page=2&limit=5'], statements: 2 },
  'GET /api/admin/newsletter-subscribers': {
    caller: 'admin',
    queries: ['', 'page=2&limit=5'],
    statements: 2,
  },
  'GET /api/admin/contact-messages': {
    caller: 'admin',
    queries: ['', 'page=2&limit=5'],
    statements: 2,
  },
  'GET /api/admin/audit-log': { caller: 'admin', queries: ['', 'page=2&limit=5'], statements: 2 },
  'GET /api/vendor/products': { caller: 'vendor', queries: ['', 'page=2&limit=5'], statements: 3 },
  'GET /api/vendor/orders': { caller: 'vendor', queries: ['', 'page=2&limit=5'], statements: 2 },
  'GET /api/vendor/reports/statements': {
    caller: 'vendor',
    queries: ['', 'page=2&limit=5'],
    statements: 3,
  },
  'GET /api/vendor/customers': { caller: 'vendor', queries: ['', 'page=2&limit=5'], statements: 2 },
  'GET /api/admin/orders': {
    caller: 'admin',
    queries: ['', 'limit=1', 'limit=1&page=2'],
    statements: 3,
  },
  // Issue #19: the summary with the distribution and the filtered count, then the page.
  'GET /api/store/products/:id/reviews': {
    caller: 'anyone',
    queries: ['', 'sort=lowest&stars=5&page=1&limit=2', 'withPhotos=false&skinType=oily'],
    statements: 2,
  },
  'GET /api/vendor/reviews': { caller: 'vendor', queries: ['', 'rating=4'], statements: 2 },
  // The page with its count, then the reports of the page's reviews.
  'GET /api/admin/reviews': {
    caller: 'admin',
    queries: ['', 'reported=false&rating=5&limit=5'],
    statements: 3,
  },
  // Issue #19 item 6: the count, then the page with each question's answers inside its row.
  'GET /api/store/products/:id/questions': {
    caller: 'anyone',
    queries: ['', 'page=2&limit=2'],
    statements: 2,
  },
  // The page (answers inside its rows) and its count.
  'GET /api/vendor/questions': {
    caller: 'vendor',
    queries: ['', 'unanswered=true'],
    statements: 2,
  },
  // Issue #38: the page (each item with its reports and product) and its count.
  'GET /api/admin/reported': {
    caller: 'admin',
    queries: ['', 'kind=question&page=2&limit=5'],
    statements: 2,
  },
  'GET /api/admin/questions': {
    caller: 'admin',
    queries: ['', 'status=hidden&search=oil&limit=5'],
    statements: 2,
  },
};

/** Answers that hold an `items` array but are one record (an order and its lines). */
// Not lists of many: one order's shipment, and the returns of one order or one return (bounded
// by an order's lines).
const NOT_LISTS = new Set([
  // One product's shades with their waiting counts (issue #37): at most the variant limit.
  'GET /api/vendor/products/:id/stock-alerts',
  'GET /api/vendor/orders/:id',
  'GET /api/vendor/orders/:id/returns',
  'GET /api/admin/returns/:id',
  // Issue #38: a fixed handful of counts (one statement each), not a list of rows.
  'GET /api/admin/desk',
]);

const isList = (schema: unknown) =>
  schema instanceof z.ZodArray ||
  (schema instanceof z.ZodObject && schema.shape.items instanceof z.ZodArray);

/** What the guard's session check costs on a guarded request whose cookie was read a moment
 * before: nothing, the read is cached (issue #35, decision 048; a cookie not read lately costs
 * one statement, session-cache.test.ts). Three before the cache, so apart from the endpoint. */
const SESSION_STATEMENTS = 0;

let t: TestApp;
const cookies: Partial<Record<Caller, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['customer', 'vendor', 'admin'] as const) {
    const account = await createAccount(t.database, role);
    cookies[role] = sessionCookieOf(await signInAt(t.app, role, account));
  }
  for (const [i, productId] of ['prod-001', 'prod-003'].entries()) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/store/orders',
      headers: { cookie: cookies.customer!, 'idempotency-key': `query-count-${i}-order` },
      payload: {
        items: [{ productId, quantity: 1 }],
        address: {
          fullName: 'Asha Rao',
          phone: '9876543210',
          line1: '12 MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
        },
        paymentMethod: 'cod',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

async function statementsOf(key: string, endpoint: ListEndpoint, query: string) {
  // A list under a product (its reviews) is read for the first demo product.
  const path = key.split(' ')[1]!.replace(':id', 'prod-001');
  const url = `${path}${query ? `?${query}` : ''}`;
  const cookie = cookies[endpoint.caller as Exclude<Caller, 'anyone'>];
  // A signed-in caller's previous request was a moment ago, as in a browser.
  if (cookie) await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  // Stock moves of earlier writes told to other instances now, not inside this count.
  await flushMoves(t.database, t.app.log);
  const before = t.database.stats.queries;
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return t.database.stats.queries - before - (cookie ? SESSION_STATEMENTS : 0);
}

describe('SQL statements per list request', () => {
  it("knows every list endpoint the app serves: shoppers', vendors' and the admin's", () => {
    const lists = t.app.routeTable
      .filter((r) => r.method === 'GET' && isList(r.response200))
      .map((r) => `${r.method} ${r.url}`);
    expect(lists.length).toBeGreaterThan(0);
    const missing = lists.filter((k) => !NOT_LISTS.has(k) && !LIST_ENDPOINTS[k]);
    expect(missing, 'add these to LIST_ENDPOINTS with their statement counts').toEqual([]);
  });

  it.each(Object.entries(LIST_ENDPOINTS))('%s costs a fixed number, at most 3', async (key, e) => {
    expect(e.statements + (e.search ?? 0)).toBeLessThanOrEqual(3);
    for (const query of e.queries) {
      invalidateCatalogCache(t.database);
      const base = e.byQuery?.[query] ?? e.statements;
      expect(base).toBeLessThanOrEqual(3);
      const cold = base + (/(^|&)search=/.test(query) ? (e.search ?? 0) : 0);
      expect(await statementsOf(key, e, query), `${key}?${query} (cold)`).toBe(cold);
      if (e.cached !== undefined) {
        // An answer is kept from its second ask (catalog/doorkeeper.ts): the third is cached.
        await statementsOf(key, e, query);
        expect(await statementsOf(key, e, query), `${key}?${query} (cached)`).toBe(e.cached);
      }
    }
  });

  it('pages through a cached filter set with one statement each', async () => {
    invalidateCatalogCache(t.database);
    const e = LIST_ENDPOINTS['GET /api/store/products']!;
    expect(await statementsOf('GET /api/store/products', e, 'category=skin&page=1&limit=2')).toBe(
      2,
    );
    for (const page of [2, 3]) {
      const query = `category=skin&page=${page}&limit=2&sort=price-desc`;
      expect(await statementsOf('GET /api/store/products', e, query)).toBe(1);
    }
  });
});
