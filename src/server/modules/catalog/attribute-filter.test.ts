// The listing's beauty attributes and brand facet (issue #18): the test gives the catalogue its
// own attributes and brands, then checks every answer against a count made here from the rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTE_GROUPS, ATTRIBUTE_VALUES } from '../../../domain/attributes';
import type { ProductList, VendorFacetList } from '../../../domain/schemas/catalog';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { createAccount } from '../auth/test-accounts';
import { invalidateCatalogCache } from './catalog-cache';

let t: TestApp;

interface Row {
  id: string;
  category: string;
  vendorSlug: string;
  vendorName: string;
  price: number;
  rating: number;
  attributes: string[];
}
let rows: Row[] = [];

const FINISHES = ['finish:matte', 'finish:dewy', 'finish:satin'];
const SHADES = ['shade-family:red', 'shade-family:nude', 'shade-family:pink', 'shade-family:berry'];

/** The test's own attributes, by the product's place in id order; one token is not in the lists. */
function attributesFor(i: number): string[] {
  const tokens = [FINISHES[i % 3]!, i % 2 === 0 ? 'skin-type:oily' : 'skin-type:dry'];
  if (i % 2 === 0) tokens.push(SHADES[(i / 2) % 4]!);
  if (i % 3 === 0) tokens.push('free-from:vegan');
  if (i % 5 === 0) tokens.push('finish:shimmer');
  if (i === 7) tokens.push('legacy:glitter');
  return tokens;
}

async function readRows(): Promise<Row[]> {
  const found = await t.database.query<
    Omit<Row, 'price' | 'rating'> & { price: number; rating: string }
  >(
    `SELECT p.id, p.category, v.slug AS "vendorSlug", v.company_name AS "vendorName",
       p.price_paise / 100.0 AS price, p.rating, p.attributes
     FROM products p JOIN vendors v ON v.user_id = p.vendor_id
     WHERE p.status = 'published' AND v.status = 'active' ORDER BY p.id`,
  );
  return found.map((r) => ({ ...r, price: Number(r.price), rating: Number(r.rating) }));
}

beforeAll(async () => {
  t = await createTestApp();
  const products = await t.database.query<{ id: string }>('SELECT id FROM products ORDER BY id');
  for (const [i, { id }] of products.entries()) {
    await t.database.query('UPDATE products SET attributes = $1 WHERE id = $2', [
      attributesFor(i),
      id,
    ]);
  }
  // More brands than the facet shows: ten new ones take a product each from the seed's brands.
  for (const { id } of products.filter((_, i) => i % 2 === 1)) {
    const vendor = await createAccount(t.database, 'vendor');
    await t.database.query('UPDATE products SET vendor_id = $1 WHERE id = $2', [vendor.userId, id]);
  }
  invalidateCatalogCache(t.database);
  rows = await readRows();
});
afterAll(() => t.close());

async function list(query: string): Promise<ProductList> {
  const res = await t.app.inject({ method: 'GET', url: `/api/store/products?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const has = (r: Row, tokens: string[]) => tokens.some((token) => r.attributes.includes(token));
const idsOf = (items: { id: string }[]) => items.map((p) => p.id).sort();
const matching = (pred: (r: Row) => boolean) =>
  rows
    .filter(pred)
    .map((r) => r.id)
    .sort();

describe('the attributes filter', () => {
  it('gives the products with any value of a group', async () => {
    const body = await list('attributes=finish:matte,finish:dewy&limit=100');
    expect(idsOf(body.items)).toEqual(matching((r) => has(r, ['finish:matte', 'finish:dewy'])));
    expect(body.total).toBe(body.items.length);
  });

  it('narrows by every group, with the other filters', async () => {
    const body = await list(
      'attributes=finish:matte,finish:dewy,skin-type:oily,free-from:vegan&minPrice=300&limit=100',
    );
    const expected = matching(
      (r) =>
        has(r, ['finish:matte', 'finish:dewy']) &&
        has(r, ['skin-type:oily']) &&
        has(r, ['free-from:vegan']) &&
        r.price >= 300,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(body.items)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('walks a filtered listing by cursor in the order of its offset pages', async () => {
    const filter = 'attributes=skin-type:oily,finish:satin,finish:matte&sort=price-asc';
    const byOffset = (await list(`${filter}&limit=100`)).items.map((p) => p.id);
    expect([...byOffset].sort()).toEqual(
      matching((r) => has(r, ['skin-type:oily']) && has(r, ['finish:satin', 'finish:matte'])),
    );
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ProductList = await list(`${filter}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(byOffset);
  });

  it('works with a search ranked by relevance', async () => {
    const all = await list('search=serum&limit=100');
    const oily = await list('search=serum&attributes=skin-type:oily&limit=100');
    const expected = idsOf(all.items).filter((id) =>
      has(
        rows.find((r) => r.id === id)!,
        ['skin-type:oily'],
      ),
    );
    expect(idsOf(oily.items)).toEqual(expected);
  });

  // A group's values are an object's keys: Object.prototype's own ("constructor") are not values.
  it.each([
    'finish:glitter',
    'colour:red',
    'finish',
    ':matte',
    'finish:matte,nope:x',
    'skin-type:constructor',
    'finish:toString',
    'finish:__proto__',
  ])('refuses %s with a problem+json 400 naming the field', async (tokens) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/store/products?attributes=${encodeURIComponent(tokens)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().errors[0]).toMatchObject({ path: 'attributes' });
  });

  it('shares the facets of one filter written in any order', async () => {
    invalidateCatalogCache(t.database);
    const first = await list('attributes=finish:dewy,skin-type:dry,finish:matte');
    const before = t.database.stats.queries;
    const second = await list(
      'attributes=skin-type:dry,finish:matte,finish:dewy,finish:dewy&sort=rating',
    );
    // The page only (re-sorted: the same page would be one cache entry, the schema reading the
    // tokens as a sorted set): the facets (and total) of this filter set are already computed.
    expect(t.database.stats.queries - before).toBe(1);
    expect(second.facets).toEqual(first.facets);
    expect(second.total).toBe(first.total);
  });

  it('follows a write once the catalogue cache is dropped', async () => {
    const query = 'attributes=concern:frizz';
    // Asked for twice: an answer is kept from its second ask (doorkeeper.ts).
    expect((await list(query)).items).toEqual([]);
    expect((await list(query)).items).toEqual([]);
    const target = rows[3]!;
    await t.database.query(
      `UPDATE products SET attributes = attributes || '{concern:frizz}'::text[] WHERE id = $1`,
      [target.id],
    );
    try {
      expect((await list(query)).items).toEqual([]);
      invalidateCatalogCache(t.database);
      const after = await list(query);
      expect(idsOf(after.items)).toEqual([target.id]);
      expect(after.facets.attributes.find((f) => f.group === 'concern')?.values).toEqual([
        { value: 'concern:frizz', label: 'Frizz', count: 1 },
      ]);
    } finally {
      await t.database.query('UPDATE products SET attributes = $1 WHERE id = $2', [
        target.attributes,
        target.id,
      ]);
      invalidateCatalogCache(t.database);
    }
  });
});

describe('attribute facets', () => {
  /** Every group's values with their counts, counted here: a value counts the rows that pass
   * every filter but those of its own group. */
  function expectedFacets(selected: string[], other: (r: Row) => boolean) {
    const groupOf = (token: string) => token.split(':')[0]!;
    const passes = (r: Row, except: string | null) =>
      other(r) &&
      [...new Set(selected.map(groupOf))]
        .filter((g) => g !== except)
        .every((g) =>
          has(
            r,
            selected.filter((s) => groupOf(s) === g),
          ),
        );
    return ATTRIBUTE_GROUPS.map((group) => ({
      group,
      values: Object.keys(ATTRIBUTE_VALUES[group])
        .map((value) => `${group}:${value}`)
        .map((token) => ({
          value: token,
          count: rows.filter((r) => passes(r, group) && r.attributes.includes(token)).length,
        }))
        .filter((v) => v.count > 0),
    })).filter((g) => g.values.length > 0);
  }

  const countsOf = (body: ProductList) =>
    body.facets.attributes.map((g) => ({
      group: g.group,
      values: g.values.map(({ value, count }) => ({ value, count })),
    }));

  it('counts every value of every group, in the lists order, without empty ones', async () => {
    const body = await list('');
    expect(countsOf(body)).toEqual(expectedFacets([], () => true));
    expect(body.facets.attributes.map((g) => g.group)).not.toContain('hair-type');
    const finish = body.facets.attributes.find((g) => g.group === 'finish')!;
    expect(finish.label).toBe('Finish');
    expect(finish.values[0]).toMatchObject({ value: 'finish:matte', label: 'Matte' });
  });

  it.each([
    ['finish:matte', []],
    ['finish:matte,finish:dewy,skin-type:oily', []],
    ['shade-family:red,shade-family:pink,free-from:vegan', ['category=makeup']],
    ['skin-type:dry', ['minRating=4', 'maxPrice=1500']],
  ])('counts %s with every filter but its own group', async (tokens, others) => {
    const body = await list([`attributes=${tokens}`, ...others].join('&'));
    const params = new URLSearchParams(others.join('&'));
    const other = (r: Row) =>
      (!params.get('category') || r.category === params.get('category')) &&
      (!params.get('minRating') || r.rating >= Number(params.get('minRating'))) &&
      (!params.get('maxPrice') || r.price <= Number(params.get('maxPrice')));
    expect(countsOf(body)).toEqual(expectedFacets(tokens.split(','), other));
    // The other facets count with the attributes too.
    const selected = tokens.split(',');
    const groups = [...new Set(selected.map((s) => s.split(':')[0]))];
    const inAttributes = (r: Row) =>
      groups.every((g) =>
        has(
          r,
          selected.filter((s) => s.startsWith(`${g}:`)),
        ),
      );
    const category = Object.fromEntries(body.facets.category.map((f) => [f.value, f.count]));
    for (const value of new Set(rows.map((r) => r.category))) {
      const expected = rows.filter(
        (r) =>
          r.category === value &&
          inAttributes(r) &&
          (!params.get('minRating') || r.rating >= Number(params.get('minRating'))) &&
          (!params.get('maxPrice') || r.price <= Number(params.get('maxPrice'))),
      ).length;
      expect(category[value] ?? 0, value).toBe(expected);
    }
  });
});

describe('the brand facet', () => {
  it('lists the twelve brands with the most matching products, and how many there are', async () => {
    const body = await list('attributes=skin-type:oily,skin-type:dry');
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.vendorSlug, (counts.get(r.vendorSlug) ?? 0) + 1);
    expect(counts.size).toBeGreaterThan(12);
    expect(body.facets.vendorTotal).toBe(counts.size);
    expect(body.facets.vendor).toHaveLength(12);
    for (const f of body.facets.vendor) expect(f.count, f.value).toBe(counts.get(f.value));
    const top = [...counts.values()].sort((a, b) => b - a).slice(0, 12);
    expect(body.facets.vendor.map((f) => f.count)).toEqual(top);
  });

  it('counts brands without the brand filter itself', async () => {
    const slug = rows[0]!.vendorSlug;
    const body = await list(`vendor=${slug}&attributes=finish:matte`);
    const matte = rows.filter((r) => has(r, ['finish:matte']));
    const brands = new Set(matte.map((r) => r.vendorSlug));
    expect(body.facets.vendorTotal).toBe(brands.size);
    expect(idsOf(body.items)).toEqual(
      matching((r) => r.vendorSlug === slug && has(r, ['finish:matte'])),
    );
  });
});

describe('GET /api/store/facets/vendors', () => {
  async function search(query: string): Promise<VendorFacetList> {
    const res = await t.app.inject({ method: 'GET', url: `/api/store/facets/vendors?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  it('finds brands by a part of their name, with the counts of the filtered listing', async () => {
    const body = await search('q=test%20vendor&category=skin&vendor=any-brand');
    const counts = new Map<string, number>();
    for (const r of rows.filter(
      (r) => r.category === 'skin' && r.vendorName.toLowerCase().includes('test vendor'),
    )) {
      counts.set(r.vendorSlug, (counts.get(r.vendorSlug) ?? 0) + 1);
    }
    expect(counts.size).toBeGreaterThan(0);
    expect(body.total).toBe(counts.size);
    expect(Object.fromEntries(body.items.map((f) => [f.value, f.count]))).toEqual(
      Object.fromEntries(counts),
    );
    expect(body.items.every((f) => f.label.startsWith('Test Vendor'))).toBe(true);
  });

  it('gives the brands with most products first, twenty at most, without a name', async () => {
    const body = await search('');
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.vendorSlug, (counts.get(r.vendorSlug) ?? 0) + 1);
    expect(body.total).toBe(counts.size);
    expect(body.items.length).toBe(Math.min(20, counts.size));
    const shown = body.items.map((f) => f.count);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    for (const f of body.items) expect(f.count).toBe(counts.get(f.value));
  });

  it.each(['%', '_', '\\'])('takes %s in a name as text, not as a pattern', async (term) => {
    const body = await search(`q=${encodeURIComponent(term)}`);
    const literal = new Set(
      rows.filter((r) => `${r.vendorName} ${r.vendorSlug}`.includes(term)).map((r) => r.vendorSlug),
    );
    expect(body.items.map((f) => f.value).sort()).toEqual([...literal].sort());
  });

  it.each(['sort=rating', 'attributes=finish:glitter', 'q=' + 'x'.repeat(101)])(
    'refuses %s with a 400',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/store/facets/vendors?${query}` });
      expect(res.statusCode).toBe(400);
    },
  );
});
