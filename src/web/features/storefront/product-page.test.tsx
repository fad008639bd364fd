import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../domain/schemas/catalog';
import { json, stubFetch } from '../../test/fetch-stub';
import { productDetail, shade, variant } from '../../test/product-fixtures';
import { currentUrl, renderWithRouter } from '../../test/render';
import { useCartStore } from '../cart/cart-store';
import { ProductPage } from './product-page';

const image = (url: string) => ({ url, srcSet: url, alt: '', width: 640, height: 640 });

const lipstick = productDetail({
  id: 'prod-002',
  name: 'Velvet Matte Lipstick',
  category: 'makeup',
  images: [image('/media/prod-002-1-640.webp'), image('/media/prod-002-2-640.webp')],
  options: [{ name: 'Shade', kind: 'shade', values: ['Ruby Red', 'Berry Wine', 'Coral Crush'] }],
  variants: [
    shade('v-ruby', 'Ruby Red', '#9b111e', { price: 799 }),
    shade('v-berry', 'Berry Wine', '#7b2d43', {
      price: 699,
      originalPrice: 849,
      discountPercent: 18,
      stockStatus: 'low-stock',
      stockQuantity: 4,
      image: image('/media/prod-002-berry-640.webp'),
    }),
    shade('v-coral', 'Coral Crush', '#f88379', {
      price: 799,
      stockStatus: 'out-of-stock',
    }),
  ],
  defaultVariantId: 'v-ruby',
  attributes: [{ token: 'finish:matte', group: 'finish', groupLabel: 'Finish', label: 'Matte' }],
});

const serum = productDetail({
  id: 'prod-010',
  name: 'Vitamin C Serum',
  options: [{ name: 'Size', kind: 'other', values: ['15 ml', '30 ml'] }],
  variants: [
    variant({ id: 's-15', options: ['15 ml'], label: '15 ml', price: 499 }),
    variant({ id: 's-30', options: ['30 ml'], label: '30 ml', price: 849 }),
  ],
});

function renderProduct(product: ProductDetail, path = `/products/${product.id}`) {
  stubFetch({
    [`GET /api/store/products/${product.id}`]: json(200, product),
    'GET /api/store/info': json(404),
  });
  return renderWithRouter([{ path: '/products/:productId', element: <ProductPage /> }], {
    initialEntries: [path],
  });
}

const shadeGroup = () => screen.getByRole('group', { name: /^Shade:/ });
const mainImage = () => screen.getByRole('img', { name: /Velvet Matte Lipstick|^$/ });

describe('ProductPage with shades', () => {
  it('shows the default shade, its price and stock, with each shade a radio named by it', async () => {
    renderProduct(lipstick);
    expect(await screen.findByRole('group', { name: 'Shade: Ruby Red' })).toBeInTheDocument();
    const radios = within(shadeGroup()).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Ruby Red',
      'Berry Wine',
      'Coral Crush',
    ]);
    expect(screen.getByRole('radio', { name: 'Ruby Red' })).toBeChecked();
    expect(screen.getByText('₹799')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    // The attribute chips come with the page's lazily loaded extras.
    expect(await screen.findByRole('link', { name: 'Finish: Matte' })).toHaveAttribute(
      'href',
      '/products?attributes=finish%3Amatte',
    );
  });

  it('moves between shades with the arrow keys; the URL, price, stock and photo follow', async () => {
    const { user, router } = renderProduct(lipstick);
    await user.click(await screen.findByRole('radio', { name: 'Ruby Red' }));
    await user.keyboard('{ArrowRight}');

    expect(screen.getByRole('radio', { name: 'Berry Wine' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Berry Wine' })).toBeChecked();
    expect(shadeGroup()).toHaveAccessibleName('Shade: Berry Wine');
    expect(currentUrl(router)).toBe('/products/prod-002?shade=v-berry');
    // Replaced, not pushed: the back button leaves the product.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('₹699')).toBeInTheDocument();
    expect(screen.getByText('₹849')).toBeInTheDocument();
    expect(screen.getByText('-18%')).toBeInTheDocument();
    expect(screen.getByText('Only 4 left')).toBeInTheDocument();
    expect(mainImage()).toHaveAttribute('src', '/media/prod-002-berry-640.webp');
  });

  it('opens on the shade in the URL, and on the default one for an unknown id', async () => {
    renderProduct(lipstick, '/products/prod-002?variant=v-berry');
    expect(await screen.findByRole('radio', { name: 'Berry Wine' })).toBeChecked();
    expect(screen.getByText('₹699')).toBeInTheDocument();
  });

  it('falls back to the default shade when the URL names no shade of this product', async () => {
    renderProduct(lipstick, '/products/prod-002?variant=v-nope');
    expect(await screen.findByRole('radio', { name: 'Ruby Red' })).toBeChecked();
    expect(screen.getByText('₹799')).toBeInTheDocument();
  });

  it('crosses out a shade that is out of stock, which can still be chosen to look at', async () => {
    const { user } = renderProduct(lipstick);
    const coral = await screen.findByRole('radio', { name: 'Coral Crush' });
    const label = coral.closest('label')!;
    expect(label).toHaveAttribute('data-sold-out', 'true');
    expect(within(label).getByTestId('sold-out-stroke')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ruby Red' }).closest('label')).not.toHaveAttribute(
      'data-sold-out',
    );

    await user.click(coral);
    expect(coral).toBeChecked();
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('adds the chosen shade to the cart as its own line', async () => {
    const { user } = renderProduct(lipstick, '/products/prod-002?variant=v-berry');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    // Added: the next step is the cart; another shade brings Add to Cart back (issue #25).
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Ruby Red' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([
      {
        product: expect.objectContaining({
          id: 'prod-002',
          price: 699,
          originalPrice: 849,
          variantLabel: 'Berry Wine',
          swatchHex: '#7b2d43',
          image: '/media/prod-002-berry-640.webp',
        }),
        variantId: 'v-berry',
        quantity: 1,
      },
      {
        product: expect.objectContaining({ price: 799, variantLabel: 'Ruby Red' }),
        variantId: 'v-ruby',
        quantity: 1,
      },
    ]);
  });
});

describe('ProductPage with sizes', () => {
  it('offers sizes as labelled radios and prices the chosen one', async () => {
    const { user, router } = renderProduct(serum);
    const group = await screen.findByRole('group', { name: 'Size: 15 ml' });
    expect(within(group).getByRole('radio', { name: '15 ml' })).toBeChecked();
    expect(screen.getByText('₹499')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: '30 ml' }));
    expect(screen.getByRole('group', { name: 'Size: 30 ml' })).toBeInTheDocument();
    expect(screen.getByText('₹849')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/products/prod-010?shade=s-30'));
  });

  it('shows no picker for a plain product and adds its only variant', async () => {
    const plain = productDetail({ id: 'prod-020', name: 'Neem Face Wash' });
    const { user } = renderProduct(plain);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([
      {
        product: expect.objectContaining({ id: 'prod-020' }),
        variantId: 'prod-020-v1',
        quantity: 1,
      },
    ]);
    expect(useCartStore.getState().items[0]?.product).not.toHaveProperty('variantLabel');
  });
});
