// Issue #35: the HTML cache keys on the parameters a page reads (canonicalUrl). A parameter
// dropped from the key must change nothing on the page: each rendered page's first-screen data
// is the same asked for with every parameter as with the ones canonicalUrl keeps.
import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './entry-server';
import { firstScreenQueries, optionalFirstScreenQueries } from './features/storefront/first-visit';
import { LISTING_KEYS } from './features/storefront/listing-params';

/** Every parameter any storefront page reads, with a value, plus a campaign's. */
const EVERY = [
  ...LISTING_KEYS.map((k) => `${k}=x`),
  'shade=prod-010-v1',
  'variant=prod-010-v1',
  'brand=rani-rouge',
  'product=prod-010',
  'sort=newest',
  'page=2',
  'utm_source=mail',
  'gclid=abc',
].join('&');

const PAGES = [
  '/',
  '/products',
  '/products/prod-010',
  '/vendors/rani-rouge',
  '/offers',
  '/find-my-shade',
  '/about',
];

function keysOf(url: string) {
  const { pathname, search } = new URL(url, 'http://angle.invalid');
  const location = { pathname, search };
  return [...firstScreenQueries(location), ...optionalFirstScreenQueries(location)].map((q) =>
    JSON.stringify(q.queryKey),
  );
}

describe('canonicalUrl', () => {
  it.each(PAGES)('keeps every parameter %s reads for its first screen', (path) => {
    const full = `${path}?${EVERY}`;
    expect(keysOf(canonicalUrl(full))).toEqual(keysOf(full));
  });

  it('drops what no page reads', () => {
    expect(canonicalUrl('/products/prod-010?utm_source=mail&shade=prod-010-v1')).toBe(
      '/products/prod-010?shade=prod-010-v1',
    );
    expect(canonicalUrl('/about?gclid=abc')).toBe('/about');
  });
});
