import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VendorProductRow } from '../../../domain/schemas/vendor-products';
import { json, sessionFor, stubFetch } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { useAuthStore } from '../auth/auth-store';
import { VendorProductsPage } from './products-page';

const row = (over: Partial<VendorProductRow>): VendorProductRow => ({
  id: 'prod-1',
  name: 'Product',
  category: 'makeup',
  subcategory: 'lips',
  price: 649,
  originalPrice: null,
  isOnSale: false,
  stockQuantity: 10,
  stockStatus: 'in-stock',
  status: 'published',
  updatedAt: '2026-11-20T10:00:00.000Z',
  image: null,
  maxPrice: 649,
  variantCount: 1,
  lowStockVariants: 0,
  rating: 4.5,
  reviewCount: 3,
  ...over,
});

describe('VendorProductsPage with variants', () => {
  it('shows a price range, the variant count and how many variants run low', async () => {
    useAuthStore.getState().setSession(sessionFor('vendor'));
    stubFetch({
      'GET /api/vendor/products': json(200, {
        items: [
          row({
            id: 'prod-2',
            name: 'Matte Velvet Lipstick',
            price: 649,
            maxPrice: 699,
            stockQuantity: 120,
            variantCount: 7,
            lowStockVariants: 2,
          }),
          row({
            id: 'prod-3',
            name: 'Sunset Palette',
            price: 1499,
            originalPrice: 1999,
            isOnSale: true,
          }),
        ],
        page: 1,
        limit: 20,
        total: 2,
        statusCounts: { draft: 0, published: 2, unpublished: 0, archived: 0 },
      }),
    });
    renderWithRouter(<VendorProductsPage />, { initialEntries: ['/vendor/products'] });
    const table = await screen.findByRole('table');
    const [, lipstick, palette] = within(table).getAllByRole('row');
    expect(lipstick).toHaveTextContent('₹649 – ₹699');
    expect(within(lipstick!).getByText('7 variants')).toBeVisible();
    expect(within(lipstick!).getByText('2 low')).toHaveAttribute(
      'title',
      '2 variants at or below the low-stock threshold',
    );
    // A plain product: its price, struck original, and no variant count.
    expect(palette).toHaveTextContent('₹1,499');
    expect(palette).toHaveTextContent('₹1,999');
    expect(palette).not.toHaveTextContent('variant');
  });
});
