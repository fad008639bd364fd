import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProduct, AdminVariant } from '../../../domain/schemas/admin';
import { Toaster } from '../../components/ui/toast';
import { json, problem, sessionFor, stubFetch } from '../../test/fetch-stub';
import { renderWithRouter } from '../../test/render';
import { useAuthStore } from '../auth/auth-store';
import { AdminProductsPage } from './products-page';

const shade = (name: string, hex: string, stock: number, price = 699): AdminVariant => ({
  id: `v-${name.toLowerCase()}`,
  sku: `LIP-${name.toUpperCase()}`,
  label: name,
  swatchHex: hex,
  price,
  originalPrice: null,
  stockQuantity: stock,
  stockStatus: stock === 0 ? 'out-of-stock' : stock <= 5 ? 'low-stock' : 'in-stock',
});

const lipstick: AdminProduct = {
  id: 'prod-7',
  name: 'Velvet Matte Lipstick',
  vendorId: 'vendor-1',
  vendorName: 'Kumkumadi Naturals',
  vendorStatus: 'active',
  category: 'makeup',
  price: 699,
  originalPrice: null,
  stockQuantity: 23,
  stockStatus: 'in-stock',
  status: 'published',
  isFeatured: false,
  isNew: false,
  isOnSale: false,
  image: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  maxPrice: 849,
  variantCount: 3,
  variants: [
    shade('Ruby', '#9b1b30', 20),
    shade('Nude', '#c58c7a', 3),
    shade('Berry', '#5c1f3a', 0, 849),
  ],
};

const PRODUCTS = '/api/admin/products';

function renderPage(routes: Parameters<typeof stubFetch>[0] = {}) {
  useAuthStore.getState().setSession(sessionFor('admin'));
  const api = stubFetch({
    [`GET ${PRODUCTS}`]: json(200, { items: [lipstick], page: 1, limit: 20, total: 1 }),
    'GET /api/admin/vendor-options': json(200, { items: [] }),
    'GET /api/admin/audit-log': json(200, { items: [], page: 1, limit: 5, total: 0 }),
    ...routes,
  });
  const view = renderWithRouter(
    <>
      <AdminProductsPage />
      <Toaster />
    </>,
    { initialEntries: ['/admin/products'] },
  );
  return { ...view, api };
}

describe('AdminProductsPage from an old link', () => {
  it('leaves out of the address a filter the API refuses and lists without it', async () => {
    useAuthStore.getState().setSession(sessionFor('admin'));
    const asked: string[] = [];
    stubFetch({
      [`GET ${PRODUCTS}`]: ({ url }) => {
        const query = new URL(url, 'http://localhost').searchParams;
        asked.push(query.toString());
        return query.get('status') === 'bogus'
          ? problem(400, 'The request querystring is not valid.', [
              { path: 'status', message: 'Invalid option', location: 'querystring' },
            ])
          : json(200, { items: [lipstick], page: 1, limit: 20, total: 1 });
      },
      'GET /api/admin/vendor-options': json(200, { items: [] }),
      'GET /api/admin/audit-log': json(200, { items: [], page: 1, limit: 5, total: 0 }),
    });
    const { router } = renderWithRouter(<AdminProductsPage />, {
      initialEntries: ['/admin/products?status=bogus&search=velvet'],
    });
    expect(await screen.findByTestId('admin-product-row')).toBeVisible();
    expect(screen.queryByText('We could not load the products.')).toBeNull();
    expect(router.state.location.search).toBe('?search=velvet');
    expect(asked.at(-1)).toContain('search=velvet');
    expect(asked.at(-1)).not.toContain('status');
  });
});

describe('AdminProductsPage with variants', () => {
  it('shows the price range and each variant’s stock, and searches by SKU', async () => {
    const searched: string[] = [];
    const { user } = renderPage({
      [`GET ${PRODUCTS}`]: ({ url }) => {
        searched.push(new URL(url, 'http://localhost').searchParams.get('search') ?? '');
        return json(200, { items: [lipstick], page: 1, limit: 20, total: 1 });
      },
    });
    const row = await screen.findByTestId('admin-product-row');
    expect(within(row).getByText('to ₹849')).toBeVisible();
    const stock = within(row).getByTestId('admin-variant-stock');
    expect(within(stock).getByText('3 variants')).toBeVisible();
    expect(stock).toHaveTextContent('3 variants · 2 low');

    await user.click(within(stock).getByText('3 variants'));
    const list = within(stock).getByRole('list', {
      name: 'Stock of each variant of Velvet Matte Lipstick',
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Ruby20, in stockLIP-RUBY',
      'Nude3, low stockLIP-NUDE',
      'Berry0, out of stockLIP-BERRY',
    ]);

    const search = screen.getByRole('searchbox', { name: 'Search products' });
    expect(search).toHaveAttribute('placeholder', 'Name, vendor, id or SKU');
    await user.type(search, 'LIP-NUDE');
    await waitFor(() => expect(searched).toContain('LIP-NUDE'));
  });

  it('edits one variant’s stock through its own route and leaves the others alone', async () => {
    const { user, api } = renderPage({
      [`PATCH ${PRODUCTS}/prod-7/variants/v-nude`]: ({ body }) =>
        (body as { stockQuantity: number }).stockQuantity > 500
          ? problem(422, 'Check the stock.', [
              { path: 'stockQuantity', message: 'Too many for one shade.' },
            ])
          : json(200, lipstick),
      [`PATCH ${PRODUCTS}/prod-7`]: json(200, lipstick),
    });
    // The table's button: a phone's card of the row carries the same one (CSS shows one).
    const table = await screen.findByRole('table');
    await user.click(
      await within(table).findByRole('button', { name: 'Edit Velvet Matte Lipstick' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    expect(within(dialog).getAllByTestId('admin-variant-row')).toHaveLength(3);
    expect(within(dialog).queryByLabelText('Price (₹)')).not.toBeInTheDocument();

    const nude = within(dialog).getByLabelText('Stock of Nude');
    await user.clear(nude);
    await user.type(nude, '900');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Too many for one shade.')).toBeVisible();
    expect(nude).toHaveAttribute('aria-invalid', 'true');

    await user.clear(nude);
    await user.type(nude, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const writes = api.requests().filter((c) => c.method === 'PATCH');
    expect(writes.at(-2)).toEqual({
      method: 'PATCH',
      path: `${PRODUCTS}/prod-7/variants/v-nude`,
      body: { stockQuantity: 40 },
    });
    expect(writes.at(-1)?.path).toBe(`${PRODUCTS}/prod-7`);
    expect(writes.at(-1)?.body).not.toHaveProperty('stockQuantity');
    expect(writes.filter((c) => c.path.includes('/variants/'))).toHaveLength(2);
  });
});

describe('AdminProductsPage publishing', () => {
  it('asks before publishing a product with nothing in stock, then says so to the server', async () => {
    const soldOut = {
      ...lipstick,
      status: 'unpublished' as const,
      stockQuantity: 0,
      stockStatus: 'out-of-stock' as const,
      variants: lipstick.variants.map((v) => ({ ...v, stockQuantity: 0 })),
    };
    const { user, api } = renderPage({
      [`GET ${PRODUCTS}`]: json(200, { items: [soldOut], page: 1, limit: 20, total: 1 }),
      [`PATCH ${PRODUCTS}/prod-7`]: json(200, { ...soldOut, status: 'published' }),
    });
    const table = await screen.findByRole('table');
    const publish = within(table).getByRole('button', { name: 'Publish Velvet Matte Lipstick' });
    await user.click(publish);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Publish with nothing in stock?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.requests().filter((c) => c.method === 'PATCH')).toEqual([]);

    await user.click(publish);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Publish Anyway',
      }),
    );
    await waitFor(() =>
      expect(api.requests().filter((c) => c.method === 'PATCH')).toEqual([
        {
          method: 'PATCH',
          path: `${PRODUCTS}/prod-7`,
          body: { status: 'published', publishOutOfStock: true },
        },
      ]),
    );
  });
});
