import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProductListQuerySchema } from '../../../domain/schemas/catalog';
import {
  apiQueryOf,
  cleanListingParams,
  listingApiQueryOf,
  valuesOf,
  withParam,
} from './listing-params';
import {
  activeFilterCount,
  attributeTokensOf,
  withAttribute,
  withoutFilters,
  withValue,
} from './listing-filters';

describe('listing URL state', () => {
  it('passes only known, non-empty parameters to the API with the page size', () => {
    const q = apiQueryOf(new URLSearchParams('category=hair&search=%20&foo=bar&page=2'));
    expect(q).toBe('category=hair&page=2&limit=24');
  });

  it('returns to the first page when a filter changes, but not when the page does', () => {
    const params = new URLSearchParams('category=hair&page=3');
    expect(withParam(params, 'sale', 'true').get('page')).toBeNull();
    expect(withParam(params, 'page', '4').get('page')).toBe('4');
    expect(withParam(params, 'category', null).has('category')).toBe(false);
  });

  it('keeps several values of a filter in one parameter, read repeated or comma-separated', () => {
    let params = new URLSearchParams(
      'vendor=rani-rouge&vendor=bhringa-botanicals,rani-rouge&page=2',
    );
    expect(valuesOf(params, 'vendor')).toEqual(['rani-rouge', 'bhringa-botanicals']);
    expect(apiQueryOf(params)).toBe('vendor=rani-rouge%2Cbhringa-botanicals&page=2&limit=24');
    params = withValue(params, 'price', 'under-500', true);
    expect(params.toString()).toBe('vendor=rani-rouge%2Cbhringa-botanicals&price=under-500');
    params = withValue(params, 'vendor', 'rani-rouge', false);
    expect(valuesOf(params, 'vendor')).toEqual(['bhringa-botanicals']);
    expect(activeFilterCount(params)).toBe(2);
    params = withValue(params, 'vendor', 'bhringa-botanicals', false);
    expect(params.has('vendor')).toBe(false);
  });

  it('keeps attribute values as tokens in one parameter, counted one filter each', () => {
    let params = new URLSearchParams('category=makeup&page=2');
    params = withAttribute(params, 'finish:matte', true);
    params = withAttribute(params, 'shade-family:red', true);
    expect(params.get('attributes')).toBe('finish:matte,shade-family:red');
    expect(params.get('page')).toBeNull();
    expect(activeFilterCount(params)).toBe(3);
    expect(apiQueryOf(params)).toBe(
      'category=makeup&attributes=finish%3Amatte%2Cshade-family%3Ared&limit=24',
    );
    params = withAttribute(params, 'finish:matte', false);
    expect(attributeTokensOf(params)).toEqual(['shade-family:red']);
    params = withAttribute(params, 'shade-family:red', false);
    expect(params.has('attributes')).toBe(false);
    expect(withoutFilters(withAttribute(params, 'finish:matte', true)).toString()).toBe('');
  });

  it('leaves out of the address what the API would refuse, and keeps a clean one as it is', () => {
    const asked = new URLSearchParams(
      'page=-1&sort=cheapest&attributes=__proto__,finish:matte,finish:toString&category=shoes' +
        '&price=under-500,free&sale=yes&minPrice=0x10&maxPrice=999&minRating=9&utm_source=mail',
    );
    expect(cleanListingParams(asked).toString()).toBe(
      'attributes=finish%3Amatte&price=under-500&maxPrice=999&utm_source=mail',
    );
    const clean = new URLSearchParams(
      'search=kajal&category=makeup&subcategory=eyes&vendor=rani-rouge&attributes=finish:matte' +
        '&sale=true&minRating=4&minPrice=100&sort=price-asc&page=2&utm_campaign=x',
    );
    expect(cleanListingParams(clean).toString()).toBe(clean.toString());
    // More brands than the API takes: the first thirty.
    const brands = Array.from({ length: 40 }, (_, i) => `brand-${i}`);
    expect(
      valuesOf(cleanListingParams(new URLSearchParams({ vendor: brands.join(',') })), 'vendor'),
    ).toEqual(brands.slice(0, 30));
    // Long brand slugs: no more text than the API reads in one parameter.
    const long = Array.from({ length: 25 }, (_, i) => `${i}-${'b'.repeat(95)}`);
    const kept = valuesOf(
      cleanListingParams(new URLSearchParams({ vendor: long.join(',') })),
      'vendor',
    );
    expect(kept).toEqual(long.slice(0, kept.length));
    expect(kept.join(',').length).toBeLessThanOrEqual(2000);
    expect(kept.length).toBe(20);
  });

  it('asks the API only what it takes, whatever the address holds', () => {
    const keys = [
      'search',
      'category',
      'subcategory',
      'vendor',
      'price',
      'attributes',
      'featured',
      'new',
      'sale',
      'inStock',
      'minRating',
      'minPrice',
      'maxPrice',
      'sort',
      'page',
      'utm_source',
    ];
    const junk = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.constantFrom(
        'x'.repeat(100),
        'y'.repeat(99),
        '100',
        '999',
        '2500.50',
        '-1',
        '0',
        '1e3',
        '0x10',
        '10001',
        '4.5',
        'true',
        'matte',
        'finish:matte',
        'finish:constructor',
        '__proto__',
        'under-500',
        'makeup',
        'eyes',
        'price-asc',
        ',',
        '',
      ),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...keys), junk), { maxLength: 40 }),
        (pairs) => {
          const query = new URLSearchParams(listingApiQueryOf(new URLSearchParams(pairs)));
          const result = ProductListQuerySchema.safeParse(Object.fromEntries(query));
          expect(result.success, `${query} ${JSON.stringify(result.error?.issues)}`).toBe(true);
          // And the one check the route makes beside the schema (assertPriceRange).
          const { minPrice, maxPrice } = result.data!;
          if (minPrice !== undefined && maxPrice !== undefined)
            expect(minPrice).toBeLessThanOrEqual(maxPrice);
        },
      ),
      { numRuns: 500 },
    );
  });
});
