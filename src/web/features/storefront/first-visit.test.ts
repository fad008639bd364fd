import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { stubFetch } from '../../test/fetch-stub';
import { catalogKeys } from './api';
import { prefetchFirstPage } from './first-visit';
import { apiQueryOf } from './listing-params';

describe('prefetchFirstPage', () => {
  it.each([
    ['/', '', catalogKeys.home],
    [
      '/products',
      '?category=hair&sort=price-asc',
      catalogKeys.list(apiQueryOf(new URLSearchParams('category=hair&sort=price-asc'))),
    ],
    ['/products/prod-004', '', catalogKeys.product('prod-004')],
  ])('asks for %s%s under the key its page reads', async (pathname, search, key) => {
    stubFetch({
      'GET /api/store/home': { status: 200, body: { home: true } },
      'GET /api/store/products': { status: 200, body: { list: true } },
      'GET /api/store/products/prod-004': { status: 200, body: { product: true } },
    });
    const client = createQueryClient();
    prefetchFirstPage(client, { pathname, search });
    await expect.poll(() => client.getQueryState(key)?.status).toBe('success');
  });

  it('asks nothing for other pages', () => {
    const client = createQueryClient();
    prefetchFirstPage(client, { pathname: '/cart', search: '' });
    prefetchFirstPage(client, { pathname: '/vendor/products/prod-004', search: '' });
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
