import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Facets } from '../../../domain/schemas/catalog';
import { json, stubFetch } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { FilterPanel } from './filter-panel';

const brand = (i: number) => ({ value: `brand-${i}`, label: `Brand ${i}`, count: 20 - i });

const facets: Facets = {
  category: [],
  subcategory: [],
  vendor: Array.from({ length: 12 }, (_, i) => brand(i + 1)),
  vendorTotal: 40,
  price: [
    { value: 'under-500', label: 'Under ₹500', count: 7 },
    { value: '500-999', label: '₹500 – ₹999', count: 4 },
  ],
  rating: [],
  attributes: [
    {
      group: 'finish',
      label: 'Finish',
      values: [
        { value: 'finish:matte', label: 'Matte', count: 9 },
        { value: 'finish:satin', label: 'Satin', count: 3 },
      ],
    },
    {
      group: 'shade-family',
      label: 'Shade family',
      values: [{ value: 'shade-family:red', label: 'Red', count: 5 }],
    },
  ],
};

/** The panel with its URL state, as the listing holds it. */
function Panel({ initial = '' }: { initial?: string }) {
  const [params, setParams] = useState(new URLSearchParams(initial));
  return (
    <>
      <FilterPanel params={params} facets={facets} onChange={setParams} />
      <output data-testid="params">{params.toString()}</output>
    </>
  );
}

const params = () => decodeURIComponent(screen.getByTestId('params').textContent ?? '');

describe('FilterPanel attributes', () => {
  it('ticks attribute values as tokens with their counts, and unticks them', async () => {
    const { user } = renderWithRouter(<Panel initial="category=makeup" />);
    await user.click(screen.getByText('Finish', { selector: 'summary > span' }));
    const matte = screen.getByRole('checkbox', { name: /^Matte ?9$/ });
    await user.click(matte);
    await user.click(screen.getByText('Shade family', { selector: 'summary > span' }));
    await user.click(screen.getByRole('checkbox', { name: /^Red ?5$/ }));
    expect(params()).toBe('category=makeup&attributes=finish:matte,shade-family:red');
    await user.click(screen.getByRole('checkbox', { name: /^Matte ?9$/ }));
    expect(params()).toBe('category=makeup&attributes=shade-family:red');
  });

  it('keeps a chosen value on screen when no product matches it any more', () => {
    renderWithRouter(<Panel initial="attributes=finish:glossy" />);
    expect(screen.getByRole('checkbox', { name: /^Glossy ?0$/ })).toBeChecked();
  });
});

describe('FilterPanel brands', () => {
  it('lists the top 12 and searches the rest on the server', async () => {
    const api = stubFetch({
      'GET /api/store/facets/vendors': ({ url }) =>
        json(200, {
          items:
            new URL(url, 'http://x').searchParams.get('q') === 'kum'
              ? [{ value: 'kumkumadi-naturals', label: 'Kumkumadi Naturals', count: 4 }]
              : [],
        }),
    });
    const { user } = renderWithRouter(<Panel />);
    const group = screen.getByRole('group', { name: 'Brand' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(12);
    await user.type(within(group).getByRole('searchbox', { name: 'Search 40 brands' }), 'kum');
    const found = await within(group).findByRole('checkbox', {
      name: /^Kumkumadi Naturals ?4$/,
    });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(found);
    expect(params()).toBe('vendor=kumkumadi-naturals');
    await waitFor(() =>
      expect(api.requests().map((c) => c.path)).toContain('/api/store/facets/vendors'),
    );
  });
});

describe('FilterPanel multi-select (issue #25)', () => {
  it('ticks several brands and price bands, one parameter each, and unticks one', async () => {
    const { user } = renderWithRouter(<Panel initial="category=makeup&page=3" />);
    const brands = screen.getByRole('group', { name: 'Brand' });
    await user.click(within(brands).getByRole('checkbox', { name: /^Brand 3 ?17$/ }));
    await user.click(within(brands).getByRole('checkbox', { name: /^Brand 2 ?18$/ }));
    const price = screen.getByRole('group', { name: 'Price' });
    await user.click(within(price).getByRole('checkbox', { name: /^Under ₹500/ }));
    await user.click(within(price).getByRole('checkbox', { name: /^₹500 – ₹999/ }));
    expect(params()).toBe('category=makeup&vendor=brand-3,brand-2&price=under-500,500-999');
    await user.click(within(brands).getByRole('checkbox', { name: /^Brand 3 ?17$/ }));
    expect(params()).toBe('category=makeup&vendor=brand-2&price=under-500,500-999');
  });

  it('reads the repeated parameters a plain form sends, and names its inputs for one', () => {
    renderWithRouter(<Panel initial="vendor=brand-3&vendor=brand-4&search=kajal" />);
    const brands = screen.getByRole('group', { name: 'Brand' });
    expect(within(brands).getByRole('checkbox', { name: /^Brand 3/ })).toBeChecked();
    expect(within(brands).getByRole('checkbox', { name: /^Brand 4/ })).toBeChecked();
    const form = screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
    expect(new URLSearchParams(new FormData(form) as never).toString()).toBe(
      'search=kajal&vendor=brand-3&vendor=brand-4',
    );
  });
});

describe('FilterPanel custom price range', () => {
  it('applies the range without replacing its fields, so focus stays on Go', async () => {
    const { user } = renderWithRouter(<Panel initial="category=makeup" />);
    const range = screen.getByRole('group', { name: 'Custom price range' });
    const min = within(range).getByLabelText('Min');
    await user.type(min, '500');
    await user.type(within(range).getByLabelText('Max'), '999');
    const go = within(range).getByRole('button', { name: 'Go' });
    await user.click(go);
    expect(params()).toBe('category=makeup&minPrice=500&maxPrice=999');
    expect(within(range).getByRole('button', { name: 'Go' })).toBe(go);
    expect(go).toHaveFocus();
    expect(within(range).getByLabelText('Min')).toBe(min);
    expect(min).toHaveValue('500');
  });
});
