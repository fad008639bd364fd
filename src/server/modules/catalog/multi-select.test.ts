// Multi-select listing filters (issue #25, point 7): several brands, types or price bands are
// alternatives (OR) within their group and narrow each other across groups (AND). Every answer
// is checked against a count made here from the seed's own rows, not from SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POPULAR_SEARCHES, PRICE_BANDS } from '../../../domain/catalog';
import type { ProductList } from '../../../domain/schemas/catalog';
import { SEED_PRODUCTS, SEED_VENDORS } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../test/app-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(query: string): Promise<ProductList> {
  const res = await t.app.inject({ method: 'GET', url: `/api/store/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

type Seed = (typeof SEED_PRODUCTS)[number];
const slugOf = (p: Seed) => SEED_VENDORS.find((v) => v.id === p.vendorId)!.slug;
const bandOf = (p: Seed) =>
  PRICE_BANDS.find((b) => p.price >= b.min && (b.max === null || p.price < b.max))!.id;
const countBy = (products: Seed[], key: (p: Seed) => string) => {
  const counts: Record<string, number> = {};
  for (const p of products) counts[key(p)] = (counts[key(p)] ?? 0) + 1;
  return counts;
};
const facetCounts = (facet: { value: string; count: number }[]) =>
  Object.fromEntries(facet.filter((f) => f.count > 0).map((f) => [f.value, f.count]));

const [brandA, brandB] = ['rani-rouge', 'monsoon-skin-lab'];
const TYPES = ['face', 'eyes'] as const;
const BANDS = ['500-999', '1000-1999'] as const;

describe('multi-select filters', () => {
  it('gives the products of any of the brands, written repeated or comma-separated', async () => {
    const expected = SEED_PRODUCTS.filter((p) => [brandA, brandB].includes(slugOf(p)));
    const repeated = await list(`vendor=${brandA}&vendor=${brandB}&limit=100`);
    const commas = await list(`vendor=${brandB},${brandA}&limit=100`);
    expect(repeated.total).toBe(expected.length);
    expect(repeated.items.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect(commas.items.map((p) => p.id)).toEqual(repeated.items.map((p) => p.id));
  });

  it('ORs within a group and ANDs across groups, with every facet counted without its own group', async () => {
    const query = `vendor=${brandA},${brandB}&subcategory=${TYPES.join(',')}&price=${BANDS.join(',')}`;
    const body = await list(`${query}&limit=100`);
    const inBrands = (p: Seed) => [brandA, brandB].includes(slugOf(p));
    const inTypes = (p: Seed) => (TYPES as readonly string[]).includes(p.subcategory);
    const inBands = (p: Seed) => (BANDS as readonly string[]).includes(bandOf(p));
    const all = SEED_PRODUCTS.filter((p) => inBrands(p) && inTypes(p) && inBands(p));
    expect(all.length).toBeGreaterThan(2);
    expect(body.total).toBe(all.length);
    expect(body.items.map((p) => p.id).sort()).toEqual(all.map((p) => p.id).sort());

    const brands = SEED_PRODUCTS.filter((p) => inTypes(p) && inBands(p));
    expect(facetCounts(body.facets.vendor)).toEqual(countBy(brands, slugOf));
    const types = SEED_PRODUCTS.filter((p) => inBrands(p) && inBands(p));
    expect(facetCounts(body.facets.subcategory)).toEqual(countBy(types, (p) => p.subcategory));
    const bands = SEED_PRODUCTS.filter((p) => inBrands(p) && inTypes(p));
    expect(facetCounts(body.facets.price)).toEqual(countBy(bands, bandOf));
  });

  it('pages a multi-select listing by cursor in the order of its offset pages', async () => {
    const query = `vendor=${brandA},${brandB}&sort=price-asc&limit=3`;
    const whole = await list(`vendor=${brandA},${brandB}&sort=price-asc&limit=100`);
    const walked: string[] = [];
    let page = await list(query);
    for (;;) {
      walked.push(...page.items.map((p) => p.id));
      if (!page.nextCursor) break;
      page = await list(`${query}&cursor=${encodeURIComponent(page.nextCursor)}`);
    }
    expect(walked).toEqual(whole.items.map((p) => p.id));
  });

  it('shares one cache entry for one filter written in any order', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/store/products?vendor=${brandA},${brandB}&price=2000-plus,under-500`,
    });
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/store/products?price=under-500&price=2000-plus&vendor=${brandB}&vendor=${brandA}`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(second.statusCode).toBe(304);
  });

  it.each(['price=cheap', 'subcategory=face,shoes', `vendor=${'x'.repeat(101)}`])(
    'refuses %s with a problem+json 400',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/store/products?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    },
  );
});

describe('GET /api/store/search/popular (issue #25, point 8)', () => {
  it("gives the header search's curated popular searches, cached like the catalogue", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store/search/popular' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [...POPULAR_SEARCHES] });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/store/search/popular',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
