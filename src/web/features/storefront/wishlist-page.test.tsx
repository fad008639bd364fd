import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../../domain/schemas/catalog';
import { Toaster } from '../../components/ui/toast';
import { json, meAs, problem, sessionFor, stubFetch } from '../../test/fetch-stub';
import { productSummary } from '../../test/product-fixtures';
import { renderWithRouter } from '../../test/render';
import { useAuthStore } from '../auth/auth-store';
import { useCartStore } from '../cart/cart-store';
import { WishlistSync } from '../wishlist/use-wishlist';
import { useWishlistStore } from '../wishlist/wishlist-store';
import { WishlistPage } from './wishlist-page';

function product(id: string, name: string): ProductSummary {
  return productSummary({ id, name });
}

const CATALOG = [
  product('prod-001', 'Saffron Glow Serum'),
  product('prod-002', 'Rose Lip Tint'),
  product('prod-003', 'Neem Face Wash'),
  productSummary({
    id: 'prod-004',
    name: 'Matte Velvet Lipstick',
    variantCount: 7,
    swatches: [{ name: 'Berry Wine', hex: '#7b1e3a' }],
    swatchCount: 7,
  }),
];

/** The listing answers the asked ids, in its own order (not the wishlist's). */
const listing = ({ url }: { url: string }) => {
  const ids = new URL(url, 'http://localhost').searchParams.get('ids')?.split(',') ?? [];
  const items = CATALOG.filter((p) => ids.includes(p.id));
  return json(200, { items, page: 1, limit: 100, total: items.length, facets: null });
};

function renderPage() {
  return renderWithRouter(
    <>
      <WishlistSync />
      <WishlistPage />
      <Toaster />
    </>,
    { initialEntries: ['/wishlist'] },
  );
}

const savedNames = async () =>
  within(await screen.findByRole('list', { name: 'Saved products' }))
    .getAllByRole('link', { name: /./ })
    .filter((a) => a.getAttribute('href')?.startsWith('/products/'))
    .map((a) => a.textContent);

describe('WishlistPage', () => {
  it("shows a visitor's local hearts newest first, without asking the wishlist API", async () => {
    useWishlistStore.getState().setIds(['prod-003', 'prod-001']);
    const api = stubFetch({ 'GET /api/auth/me': meAs(null), 'GET /api/store/products': listing });
    renderPage();
    expect(await savedNames()).toEqual(['Neem Face Wash', 'Saffron Glow Serum']);
    expect(screen.getByText(/kept in this browser/)).toBeInTheDocument();
    expect(api.requests().every((c) => c.path === '/api/store/products')).toBe(true);
  });

  it('sends a product in shades to its page to choose one, and moves a plain one with its variant', async () => {
    useWishlistStore.getState().setIds(['prod-004', 'prod-003']);
    stubFetch({ 'GET /api/auth/me': meAs(null), 'GET /api/store/products': listing });
    const { user } = renderPage();
    const choose = await screen.findByRole('link', { name: 'Choose shade: Matte Velvet Lipstick' });
    expect(choose).toHaveAttribute('href', '/products/prod-004');
    expect(
      screen.queryByRole('button', { name: 'Move to cart: Matte Velvet Lipstick' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move to cart: Neem Face Wash' }));
    expect(useCartStore.getState().items).toEqual([
      {
        product: expect.objectContaining({ id: 'prod-003' }),
        variantId: 'prod-003-v1',
        quantity: 1,
      },
    ]);
    expect(useWishlistStore.getState().ids).toEqual(['prod-004']);
  });

  it('shows the empty state with a way to browse', async () => {
    stubFetch({ 'GET /api/auth/me': meAs(null) });
    renderPage();
    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('merges the local hearts for a customer and shows what the account saved elsewhere', async () => {
    useWishlistStore.getState().setIds(['prod-002']);
    useAuthStore.getState().setSession(sessionFor('customer'));
    let server = ['prod-001'];
    const api = stubFetch({
      'GET /api/auth/me': meAs('customer'),
      'GET /api/store/products': listing,
      'POST /api/store/wishlist/merge': ({ body }) => {
        server = [...(body as { productIds: string[] }).productIds, ...server];
        return json(200, { productIds: server, skipped: [] });
      },
      'GET /api/store/wishlist': () => json(200, { productIds: server }),
    });
    renderPage();
    await waitFor(async () =>
      expect(await savedNames()).toEqual(['Rose Lip Tint', 'Saffron Glow Serum']),
    );
    expect(screen.getByText(/kept with your account on every device/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/store/wishlist/merge')).toHaveLength(1);
  });

  it("reads a customer's own list after a reload instead of merging it again", async () => {
    useWishlistStore.setState({ ids: ['prod-002', 'prod-001'], account: true });
    useAuthStore.getState().setSession(sessionFor('customer'));
    // prod-002 was removed on another device since this browser last saw the list.
    const api = stubFetch({
      'GET /api/auth/me': meAs('customer'),
      'GET /api/store/products': listing,
      'GET /api/store/wishlist': json(200, { productIds: ['prod-001'] }),
    });
    renderPage();
    await waitFor(async () => expect(await savedNames()).toEqual(['Saffron Glow Serum']));
    expect(api.requests().some((c) => c.method === 'POST')).toBe(false);
  });

  it('removes on the server with an undo in the toast', async () => {
    useAuthStore.getState().setSession(sessionFor('customer'));
    let server = ['prod-001', 'prod-003'];
    const api = stubFetch({
      'GET /api/auth/me': meAs('customer'),
      'GET /api/store/products': listing,
      'POST /api/store/wishlist/merge': json(200, { productIds: server, skipped: [] }),
      'GET /api/store/wishlist': () => json(200, { productIds: server }),
      'DELETE /api/store/wishlist/prod-001': () => {
        server = server.filter((id) => id !== 'prod-001');
        return json(204);
      },
      'PUT /api/store/wishlist/prod-001': () => {
        server = ['prod-001', ...server];
        return json(201, { productIds: server });
      },
    });
    const { user } = renderPage();
    await waitFor(async () => expect(await savedNames()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove: Saffron Glow Serum' }));
    expect(await savedNames()).toEqual(['Neem Face Wash']);
    await waitFor(() => expect(server).toEqual(['prod-003']));

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(server).toEqual(['prod-001', 'prod-003']));
    expect(await savedNames()).toEqual(['Saffron Glow Serum', 'Neem Face Wash']);
    expect(api.requests().map((c) => `${c.method} ${c.path}`)).toContain(
      'DELETE /api/store/wishlist/prod-001',
    );
  });

  it("says so when the account's list cannot be read, showing this browser's hearts", async () => {
    useWishlistStore.getState().setIds(['prod-002']);
    useAuthStore.getState().setSession(sessionFor('customer'));
    stubFetch({
      'GET /api/auth/me': meAs('customer'),
      'GET /api/store/products': listing,
      'POST /api/store/wishlist/merge': problem(503, 'The store is busy.'),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the wishlist saved with your account.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await savedNames()).toEqual(['Rose Lip Tint']);
  });
});
