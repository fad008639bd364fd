// Issue #37, "Finding things": search reads the beauty attributes a product page shows, search
// synonyms (seeded and the admin's), an empty listing's help, the custom price range and the
// Popularity sort (decision 034). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_GROUPS,
  ATTRIBUTE_VALUES,
  attributeSearchPhrase,
} from '../../../domain/attributes';
import type { ProductList } from '../../../domain/schemas/catalog';
import type { SearchSynonym } from '../../../domain/schemas/search-synonyms';
import { seedFestiveProducts } from '../../db/seed';
import { SEED_PRODUCTS } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { auditRows, signedInAdmin } from '../admin/test-admin';
import { insertOrder } from '../admin/test-orders';
import { createAccount } from '../auth/test-accounts';
import { invalidateCatalogCache } from './catalog-cache';
import { POPULARITY_BATCH, refreshPopularity } from './popularity-refresh';
import { searchMeaningsOf } from './search-synonyms';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedFestiveProducts(t.database.db, t.app.media);
});
afterAll(async () => t?.close());

async function list(query: string): Promise<ProductList> {
  const res = await t.app.inject({ method: 'GET', url: `/api/store/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (body: ProductList) => body.items.map((p) => p.id);

describe('search reads the beauty attributes', () => {
  it('finds prod-001 by its concern, which no name, tag or description holds', async () => {
    const p = SEED_PRODUCTS.find((s) => s.id === 'prod-001')!;
    expect(p.attributes).toContain('concern:pigmentation');
    expect(`${p.name} ${p.tags.join(' ')} ${p.description}`.toLowerCase()).not.toContain(
      'pigmentation',
    );
    const body = await list('search=pigmentation');
    expect(ids(body)).toContain('prod-001');
    const withConcern = SEED_PRODUCTS.filter((s) => s.attributes.includes('concern:pigmentation'));
    expect(ids(body)).toEqual(expect.arrayContaining(withConcern.map((s) => s.id)));
    expect(body.correctedSearch).toBeNull();
  });

  it('tolerates a typo of an attribute and says what it searched', async () => {
    const body = await list('search=pigmentaton');
    expect(ids(body)).toContain('prod-001');
    expect(body.correctedSearch).toBe('pigmentation');
  });

  it('reads skin type, hair type, finish and free-from as the page words them', async () => {
    const expectFound = async (search: string, token: string) => {
      const found = ids(await list(`search=${encodeURIComponent(search)}&limit=100`));
      const having = SEED_PRODUCTS.filter((s) => s.attributes.includes(token)).map((s) => s.id);
      expect(having.length, token).toBeGreaterThan(0);
      expect(found, search).toEqual(expect.arrayContaining(having));
    };
    await expectFound('oily skin', 'skin-type:oily');
    await expectFound('curly hair', 'hair-type:curly');
    await expectFound('matte finish', 'finish:matte');
    await expectFound('sulphate free', 'free-from:sulphate-free');
    await expectFound('hair fall', 'concern:hair-fall');
  });

  it('ranks a name match before an attribute-only match', async () => {
    const body = await list('search=dandruff&limit=100');
    const named = body.items.map((p) => p.name.toLowerCase().includes('dandruff'));
    if (named.includes(true)) expect(named[0]).toBe(true);
    expect(named.indexOf(false)).toBeGreaterThan(named.lastIndexOf(true) - 1);
  });

  it('has the same phrases in SQL as in the domain, for every token', async () => {
    const tokens = ATTRIBUTE_GROUPS.flatMap((g) =>
      Object.keys(ATTRIBUTE_VALUES[g]).map((v) => `${g}:${v}`),
    );
    const rows = await t.database.query<{ token: string; phrase: string }>(
      `SELECT token, angle_facts_text(ARRAY[token]) AS phrase FROM unnest($1::text[]) AS token`,
      [tokens],
    );
    for (const row of rows)
      expect(row.phrase, row.token).toBe(attributeSearchPhrase(row.token) ?? '');
  });
});

describe('search synonyms', () => {
  it('finds the sindoor products by the Hindi word and the English one', async () => {
    const sindoor = ids(await list('search=sindoor'));
    expect(sindoor).toEqual(expect.arrayContaining(['prod-021', 'prod-022']));
    // prod-022 holds "vermilion" and "kumkum", never "sindoor": the seeded synonyms find it.
    const vermilion = ids(await list('search=Vermilion'));
    expect(vermilion).toEqual(expect.arrayContaining(['prod-021', 'prod-022']));
    expect(ids(await list('search=bindi'))).toContain('prod-023');
    expect(ids(await list('search=kohl'))).toContain('prod-009');
  });

  it('reads a synonym inside a longer search, with every other word still required', async () => {
    // prod-021 (Suhaag Liquid Sindoor, "a deep, true red") never says kumkum or vermilion.
    const redKumkum = await list('search=red%20kumkum');
    expect(ids(redKumkum)).toContain('prod-021');
    expect(redKumkum.correctedSearch).toBeNull();
    // Its name holds both parts ("liquid", "sindoor" for vermilion): first by relevance.
    expect(ids(await list('search=vermilion%20liquid'))[0]).toBe('prod-021');
    // prod-009 (Smudge-Proof Kajal, "intensely black") holds kajal and kohl, never surma.
    expect(ids(await list('search=surma%20black'))).toContain('prod-009');
    expect(ids(await list('search=black%20surma'))).toContain('prod-009');
    // A two-word synonym inside a three-word search: "rose water" is gulab jal's.
    const meanings = await searchMeaningsOf(t.database, 'Pure  ROSE water');
    expect(meanings.wordGroups).toEqual([['pure'], ['rose water', 'gulab jal', 'gulabjal']]);
    expect(meanings.alternatives).toEqual([]);
    // A search with no synonym in it keeps the phrase search alone.
    expect((await searchMeaningsOf(t.database, 'liquid lipstick')).wordGroups).toEqual([]);
  });

  it('takes effect when the admin adds, edits and removes one (audited)', async () => {
    const admin = await signedInAdmin(t);
    expect((await list('search=lali')).items).toEqual([]);

    const created = await admin.call('POST', '/api/admin/search-synonyms', {
      term: '  Lali ',
      synonyms: ['lipstick'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const row: SearchSynonym = created.json();
    expect(row).toMatchObject({ term: 'lali', synonyms: ['lipstick'] });
    expect(ids(await list('search=lali'))).toContain('prod-002');
    const listed = await admin.call('GET', '/api/admin/search-synonyms');
    expect(listed.json().items.map((s: SearchSynonym) => s.term)).toContain('lali');

    const edited = await admin.call('PUT', `/api/admin/search-synonyms/${row.id}`, {
      term: 'lali',
      synonyms: ['shampoo'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = await list('search=lali&limit=100');
    expect(ids(afterEdit)).not.toContain('prod-002');
    expect(afterEdit.items.length).toBeGreaterThan(0);

    const removed = await admin.call('DELETE', `/api/admin/search-synonyms/${row.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await list('search=lali')).items).toEqual([]);

    const audit = await auditRows(t, 'search-synonym', row.id);
    expect(audit.map((a) => a.action)).toEqual([
      'search-synonym.create',
      'search-synonym.update',
      'search-synonym.delete',
    ]);
    expect(audit.every((a) => a.actor_user_id === admin.userId)).toBe(true);
  });

  it('refuses bad words with field errors and a second row for a word with 409', async () => {
    const admin = await signedInAdmin(t);
    const bad = await admin.call('POST', '/api/admin/search-synonyms', {
      term: 'x%',
      synonyms: [],
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['term', 'synonyms']));
    const twice = await admin.call('POST', '/api/admin/search-synonyms', {
      term: 'sindoor',
      synonyms: ['red powder'],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].path).toBe('term');
    const missing = await admin.call('PUT', '/api/admin/search-synonyms/nope', {
      term: 'abc',
      synonyms: ['def'],
    });
    expect(missing.statusCode).toBe(404);
  });

  it('suggests synonyms in the header search by the start of a word', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store/search/synonyms?q=sin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((s: SearchSynonym) => s.term)).toContain('sindoor');
    const byEnglish = await t.app.inject({
      method: 'GET',
      url: '/api/store/search/synonyms?q=verm',
    });
    expect(byEnglish.json().items.map((s: SearchSynonym) => s.term)).toContain('sindoor');
  });
});

describe('an empty listing', () => {
  it('offers best-sellers, and no help when the listing has products', async () => {
    const empty = await list('search=xyzqwe');
    expect(empty.items).toEqual([]);
    expect(empty.emptyHelp?.bestSellers).toHaveLength(4);
    const popular = await list('sort=popularity&inStock=true&limit=4');
    expect(empty.emptyHelp?.bestSellers.map((p) => p.id)).toEqual(ids(popular));
    expect((await list('search=lipstick')).emptyHelp).toBeNull();
  });

  it('suggests a synonym’s word and the category it leads to', async () => {
    // "mehandi" is a synonym of mehendi; give one product henna, then search a near miss.
    await t.database.query(`UPDATE products SET tags = tags || '{mehendi}' WHERE id = 'prod-013'`);
    invalidateCatalogCache(t.database);
    const body = await list('search=mehandii');
    expect(body.items).toEqual([]);
    expect(body.emptyHelp?.suggestions).toContainEqual({ search: 'mehendi', kind: 'synonym' });
    expect(body.emptyHelp?.categories.length).toBeGreaterThan(0);
  });
});

describe('custom price range', () => {
  it('lists only products within the range, inclusive', async () => {
    const body = await list('minPrice=500&maxPrice=999&limit=100');
    expect(body.items.length).toBeGreaterThan(0);
    for (const p of body.items) {
      expect(p.price).toBeGreaterThanOrEqual(500);
      expect(p.price).toBeLessThanOrEqual(999);
    }
    const all = await list('limit=100');
    expect(body.total).toBe(all.items.filter((p) => p.price >= 500 && p.price <= 999).length);
  });

  it.each([
    ['minPrice=900&maxPrice=500', ['minPrice', 'maxPrice']],
    ['minPrice=abc', ['minPrice']],
    ['maxPrice=-5', ['maxPrice']],
  ])('refuses %s with field errors', async (query, paths) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/store/products?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(paths);
  });
});

describe('Popularity sort', () => {
  interface Row {
    id: string;
    sales_units: number;
    rating: string;
    review_count: number;
  }
  /** Decision 034's formula, computed here from the rows. */
  const scoreOf = (r: Row) => {
    const rating = Number(r.rating);
    const smoothed = (rating * r.review_count + 3.5 * 5) / (r.review_count + 5);
    return Math.round((r.sales_units + (r.review_count * smoothed) / 5) * 100) / 100;
  };
  const expectedOrder = async () => {
    const rows = await t.database.query<Row>(
      `SELECT id, sales_units, rating::text AS rating, review_count FROM products WHERE status = 'published'`,
    );
    return rows.sort((a, b) => scoreOf(b) - scoreOf(a) || (a.id < b.id ? 1 : -1)).map((r) => r.id);
  };

  it('orders by sales and smoothed ratings, and a sale moves a product up', async () => {
    expect(ids(await list('sort=popularity&limit=100'))).toEqual(await expectedOrder());
    const last = ids(await list('sort=popularity&limit=100')).at(-1)!;
    const buyer = await createAccount(t.database, 'customer');
    const product = await t.database.query<{ vendor_id: string; price_paise: number }>(
      'SELECT vendor_id, price_paise FROM products WHERE id = $1',
      [last],
    );
    await insertOrder(
      t.database,
      buyer.userId,
      [
        {
          productId: last,
          vendorId: product[0]!.vendor_id,
          unitPricePaise: product[0]!.price_paise,
          quantity: 40,
        },
      ],
      { groupStatus: 'delivered' },
    );
    // The sale is queued by the month totals' trigger and summed by the popularity job (jobs.ts).
    expect(await refreshPopularity(t.database.db)).toEqual([last]);
    const [units] = await t.database.query<{ sales_units: number }>(
      'SELECT sales_units FROM products WHERE id = $1',
      [last],
    );
    expect(units!.sales_units).toBeGreaterThanOrEqual(40);
    // Its queue entries are cleared: the next run has nothing to sum.
    expect(await refreshPopularity(t.database.db)).toEqual([]);
    expect(await t.database.query('SELECT 1 FROM product_popularity_queue')).toEqual([]);
    // Written straight to the tables, past the routes that drop the catalogue cache.
    invalidateCatalogCache(t.database);
    const after = ids(await list('sort=popularity&limit=100'));
    expect(after[0]).toBe(last);
    expect(after).toEqual(await expectedOrder());
  });

  it('sums a long queue a batch per run (an import or a restore queues thousands)', async () => {
    // Queued products that no longer exist are only cleared, which is all this needs.
    const n = POPULARITY_BATCH + 500;
    await t.database.query(
      `INSERT INTO product_popularity_queue (product_id) SELECT 'gone-' || i FROM generate_series(1, ${n}) i`,
    );
    const queued = async () =>
      (
        await t.database.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM product_popularity_queue',
        )
      )[0]!.n;
    await refreshPopularity(t.database.db);
    expect(await queued()).toBe(500);
    await refreshPopularity(t.database.db);
    expect(await queued()).toBe(0);
  });

  it('walks every product once by keyset pages', async () => {
    const byOffset = ids(await list('sort=popularity&limit=100'));
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ProductList = await list(
        `sort=popularity&limit=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      walked.push(...ids(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(byOffset);
  });
});
