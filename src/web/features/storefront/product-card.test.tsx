import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productSummary } from '../../test/product-fixtures';
import { renderWithRouter } from '../../test/render';
import { useCartStore } from '../cart/cart-store';
import { ProductCard } from './product-card';

const SHADES = [
  { name: 'Ruby Red', hex: '#9b111e' },
  { name: 'Berry Wine', hex: '#7b2d43' },
  { name: 'Nude Petal', hex: '#c98f7a' },
  { name: 'Plum Velvet', hex: '#5d2a42' },
  { name: 'Rose Dust', hex: '#b76e79' },
];

const lipstick = productSummary({
  id: 'prod-002',
  name: 'Velvet Matte Lipstick',
  price: 699,
  maxPrice: 799,
  variantCount: 7,
  swatches: SHADES,
  swatchCount: 7,
});

describe('ProductCard', () => {
  it('shows no stars before the first review, and the rating with its count after (issue #37)', () => {
    renderWithRouter(
      <>
        <ProductCard product={productSummary({ id: 'p-new', rating: 0, reviewCount: 0 })} />
        <ProductCard product={productSummary({ id: 'p-rated', rating: 4.5, reviewCount: 12 })} />
      </>,
    );
    expect(screen.getAllByRole('img', { name: /^Rated / })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
    expect(screen.queryByText('(0)')).not.toBeInTheDocument();
  });

  it('shows the first five shades as dots, "+N" for the rest and the price "from"', () => {
    renderWithRouter(<ProductCard product={lipstick} />);
    const dots = screen.getAllByTestId('swatch-dot');
    expect(dots.map((d) => d.getAttribute('title'))).toEqual(SHADES.map((s) => s.name));
    expect(dots[1]).toHaveStyle({ backgroundColor: '#7b2d43' });
    expect(screen.getByText('+2')).toBeInTheDocument();
    expect(screen.getByText('Available in 7 shades')).toBeInTheDocument();
    expect(screen.getByText('from')).toBeInTheDocument();
    expect(screen.getByText('₹699')).toBeInTheDocument();
  });

  it('sends the shopper to choose a shade instead of adding one it picked itself', () => {
    renderWithRouter(<ProductCard product={lipstick} />);
    const bar = screen.getByTestId('add-to-cart-bar');
    expect(within(bar).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(bar).getByRole('link', { name: 'Choose shade: Velvet Matte Lipstick' }),
    ).toHaveAttribute('href', '/products/prod-002');
  });

  it('names the option to choose for several variants without shades', () => {
    renderWithRouter(
      <>
        <ProductCard
          product={productSummary({
            id: 'prod-012',
            name: 'Serum',
            variantCount: 2,
            optionName: 'Size',
          })}
        />
        <ProductCard product={productSummary({ id: 'prod-010', name: 'Kit', variantCount: 2 })} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Choose size: Serum' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose option: Kit' })).toBeInTheDocument();
  });

  it('adds a plain product with its only variant, without dots or "from"', async () => {
    const plain = productSummary({ id: 'prod-020', name: 'Neem Face Wash', price: 299 });
    const { user } = renderWithRouter(<ProductCard product={plain} />);
    expect(screen.queryByTestId('swatch-dots')).not.toBeInTheDocument();
    expect(screen.queryByText('from')).not.toBeInTheDocument();
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Neem Face Wash' }));
    expect(useCartStore.getState().items).toEqual([
      {
        product: expect.objectContaining({ id: 'prod-020', price: 299 }),
        variantId: 'prod-020-v1',
        quantity: 1,
      },
    ]);
  });

  it('shows no "+N" when every shade has its dot', () => {
    renderWithRouter(
      <ProductCard product={{ ...lipstick, swatches: SHADES.slice(0, 3), swatchCount: 3 }} />,
    );
    expect(screen.getAllByTestId('swatch-dot')).toHaveLength(3);
    expect(screen.queryByText(/^\+\d/)).not.toBeInTheDocument();
  });
});
