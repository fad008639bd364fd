import { screen, within } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Facets } from '../../../domain/schemas/catalog';
import { renderWithRouter } from '../../test/render';
import { AppliedFilters, appliedFiltersOf } from './applied-filters';

const facets = {
  vendor: [{ value: 'rani-rouge', label: 'Rani Rouge', count: 4 }],
} as unknown as Facets;

/** The chips over the listing's URL state, as the listing renders them. */
function Listing() {
  const [params] = useSearchParams();
  return (
    <>
      <AppliedFilters params={params} facets={facets} />
      <output data-testid="params">{decodeURIComponent(params.toString())}</output>
    </>
  );
}

const renderAt = (url: string) =>
  renderWithRouter([{ path: '/products', element: <Listing /> }], { initialEntries: [url] });

describe('applied filter chips (issue #25)', () => {
  it('names each applied value with its group, brands by their facet label', () => {
    const chips = appliedFiltersOf(
      new URLSearchParams(
        'search=kajal&inStock=true&subcategory=eyes,lips&price=under-500&vendor=rani-rouge,neem-and-tulsi&attributes=finish:matte',
      ),
      facets,
    );
    expect(chips.map((c) => c.label)).toEqual([
      'In stock only',
      'Type: Eyes',
      'Type: Lips',
      'Price: Under ₹500',
      'Brand: Rani Rouge',
      'Brand: Neem And Tulsi',
      'Finish: Matte',
    ]);
  });

  it('removes one value per chip and everything but the search with Clear all', async () => {
    const { user } = renderAt(
      '/products?search=kajal&vendor=rani-rouge,neem-and-tulsi&price=under-500&page=2',
    );
    const chips = screen.getByRole('region', { name: 'Applied filters' });
    await user.click(within(chips).getByRole('link', { name: 'Remove filter Brand: Rani Rouge' }));
    expect(screen.getByTestId('params')).toHaveTextContent(
      'search=kajal&vendor=neem-and-tulsi&price=under-500',
    );
    await user.click(screen.getByRole('link', { name: 'Clear all' }));
    expect(screen.getByTestId('params')).toHaveTextContent(/^search=kajal$/);
    expect(screen.queryByRole('region', { name: 'Applied filters' })).toBeNull();
  });
});
