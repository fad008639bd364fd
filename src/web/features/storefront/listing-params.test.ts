import { describe, expect, it } from 'vitest';
import { apiQueryOf, valuesOf, withParam } from './listing-params';
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
});
