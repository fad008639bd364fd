import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQueryOf,
  attributeTokensOf,
  priceBandOf,
  withAttribute,
  withoutFilters,
  withParam,
  withPriceBand,
} from './listing-params';

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

  it('maps price bands to an inclusive price range and back', () => {
    const band = withPriceBand(new URLSearchParams(), '500-999');
    expect(band.get('minPrice')).toBe('500');
    expect(band.get('maxPrice')).toBe('999');
    expect(priceBandOf(band)).toBe('500-999');
    const under = withPriceBand(new URLSearchParams(), 'under-500');
    expect(priceBandOf(under)).toBe('under-500');
    const top = withPriceBand(new URLSearchParams(), '2000-plus');
    expect(top.get('maxPrice')).toBeNull();
    expect(priceBandOf(top)).toBe('2000-plus');
    expect(priceBandOf(withPriceBand(top, null))).toBeNull();
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
});
