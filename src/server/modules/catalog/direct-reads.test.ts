import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { readDirectly } from './direct-reads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the renderer's direct catalogue reads", () => {
  it.each([
    '/api/store/products?category=skin&sort=price-asc&limit=24',
    '/api/store/products?search=kajal&sort=relevance&limit=24&page=1',
    '/api/store/products?vendor=kumkumadi-naturals&sort=newest&limit=24',
    '/api/store/products/prod-004',
    '/api/store/products/prod%2D005',
    '/api/store/home',
    '/api/store/categories',
    '/api/store/search/popular',
    '/api/store/facets/vendors?q=na',
    '/api/store/vendors/kumkumadi-naturals',
    '/api/store/info',
    '/api/store/offers',
    '/api/store/offers?product=prod-001',
    '/api/store/offers?product=no-such-product',
  ])('answers %s with the body its route answers', async (url) => {
    const direct = await readDirectly(t.database, url);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(direct?.toString()).toBe(res.body);
  });

  it.each([
    // Its route answers a problem: the renderer asks the app for it.
    ['a product that is not there', '/api/store/products/no-such-product-42', 404],
    ['a query its route refuses', '/api/store/products?sort=cheapest', 400],
    ['a parameter its route refuses', '/api/store/products/prod%00001', 400],
    ['a parameter given twice', '/api/store/products?category=skin&category=hair', 400],
    // Not a read of the storefront's pages.
    ['another read', '/api/store/search/synonyms?q=kajal', 200],
    ['a longer path', '/api/store/products/prod-004/reviews', 200],
  ])('leaves %s to the app', async (_what, url, status) => {
    expect(await readDirectly(t.database, url)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(status);
  });
});
