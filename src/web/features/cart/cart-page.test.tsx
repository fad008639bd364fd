import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, meAs, sessionFor, stubFetch } from '../../test/fetch-stub';
import { quoteLine, quoteOf } from '../../test/quote-fixtures';
import { renderWithRouter } from '../../test/render';
import { useAuthStore } from '../auth/auth-store';
import { CartPage } from './cart-page';
import { useCartStore, type CartProduct } from './cart-store';
import { usePromoCode } from './promo-code';
import { startCartSync } from './cart-sync';

const product = (id: string, name: string, price: number): CartProduct => ({
  id,
  name,
  price,
  image: '',
  vendorName: 'Rani Rouge Cosmetics',
});
const lipstick = product('prod-001', 'Velvet Matte Lipstick', 899);
const serum = product('prod-002', 'Vitamin C Serum', 649);
const palette = product('prod-003', 'Sunset Eyeshadow Palette', 1499);

const summary = () => screen.getByRole('region', { name: 'Order summary' });
const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

describe('CartPage for a visitor', () => {
  it("prices the cart on the server, flags what changed and takes the server's prices", async () => {
    const api = stubFetch({
      'GET /api/auth/me': meAs(null),
      'POST /api/store/quote': json(
        200,
        quoteOf(
          [
            quoteLine({ productId: 'prod-001', name: lipstick.name, unitPrice: 949 }),
            quoteLine({
              productId: 'prod-002',
              name: serum.name,
              unitPrice: 649,
              quantity: 3,
              requestedQuantity: 5,
              maxQuantity: 3,
              issue: 'reduced',
            }),
            quoteLine({
              productId: 'prod-003',
              name: palette.name,
              unitPrice: 1499,
              quantity: 0,
              maxQuantity: 0,
              issue: 'out-of-stock',
            }),
          ],
          {
            totals: {
              itemCount: 4,
              subtotal: 2896,
              discount: 0,
              shipping: 0,
              tax: 441.76,
              total: 2896,
            },
          },
        ),
      ),
    });
    useCartStore.getState().addItem(lipstick);
    useCartStore.getState().addItem(serum, 5);
    useCartStore.getState().addItem(palette);
    renderWithRouter(<CartPage />, { initialEntries: ['/cart'] });

    expect(await within(summary()).findByText('Subtotal (4 items)')).toBeInTheDocument();
    // Subtotal and total.
    expect(within(summary()).getAllByText('₹2,896')).toHaveLength(2);
    expect(within(summary()).getByText('Free')).toBeInTheDocument();
    expect(within(summary()).getByText('Includes GST ₹442')).toBeInTheDocument();
    expect(within(summary()).getByText(/Get 20% off your first purchase/)).toBeInTheDocument();
    expect(within(summary()).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/auth/login?next=%2Fcheckout',
    );

    await waitFor(() =>
      expect(within(lineOf(lipstick.name)).getByText('Price changed')).toBeVisible(),
    );
    expect(
      within(lineOf(lipstick.name)).getByText('The price changed from ₹899 to ₹949.'),
    ).toBeVisible();
    expect(within(lineOf(serum.name)).getByText('Only 3 available')).toBeVisible();
    expect(
      within(lineOf(serum.name)).getByText('We changed the quantity from 5 to 3.'),
    ).toBeVisible();
    expect(
      within(lineOf(serum.name)).getByRole('button', {
        name: `Increase quantity of ${serum.name}`,
      }),
    ).toBeDisabled();
    expect(within(lineOf(palette.name)).getByText('Out of stock')).toBeVisible();

    // The browser's cart now holds the server's price and what can be bought.
    const items = useCartStore.getState().items;
    expect(items.find((i) => i.product.id === 'prod-001')?.product.price).toBe(949);
    expect(items.find((i) => i.product.id === 'prod-002')?.quantity).toBe(3);
    // Only ids and quantities were sent.
    expect(api.requests().find((c) => c.path === '/api/store/quote')?.body).toEqual({
      items: [
        { productId: 'prod-001', quantity: 1 },
        { productId: 'prod-002', quantity: 5 },
        { productId: 'prod-003', quantity: 1 },
      ],
    });
  });

  it('says how much more makes delivery free, and shows an empty cart with links', async () => {
    stubFetch({
      'GET /api/auth/me': meAs(null),
      'POST /api/store/quote': json(
        200,
        quoteOf([quoteLine({ productId: 'prod-002', name: serum.name, unitPrice: 399 })], {
          totals: {
            itemCount: 1,
            subtotal: 399,
            discount: 0,
            shipping: 49,
            tax: 68.34,
            total: 448,
          },
          freeDeliveryShortfall: 100,
        }),
      ),
    });
    useCartStore.getState().addItem({ ...serum, price: 399 });
    const { user } = renderWithRouter(<CartPage />, { initialEntries: ['/cart'] });
    expect(await screen.findByText('Add ₹100 more for free delivery')).toBeInTheDocument();
    expect(within(summary()).getByText('₹49')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Remove ${serum.name}` }));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });
});

describe('CartPage with shades (issue #18)', () => {
  it('shows two shades as two lines with their names, and asks an old line to choose one', async () => {
    const shadeLine = (variantId: string, variantLabel: string, swatchHex: string) =>
      quoteLine({
        productId: 'prod-001',
        variantId,
        variantLabel,
        swatchHex,
        options: [{ name: 'Shade', value: variantLabel }],
        name: lipstick.name,
        unitPrice: 699,
      });
    const api = stubFetch({
      'GET /api/auth/me': meAs(null),
      'POST /api/store/quote': json(
        200,
        quoteOf([
          shadeLine('prod-001-berry', 'Berry Wine', '#7b2d43'),
          shadeLine('prod-001-nude', 'Nude Petal', '#c98f7a'),
          // A line saved before variants, of a product that now has several.
          quoteLine({
            productId: 'prod-003',
            variantId: null,
            name: palette.name,
            quantity: 0,
            issue: 'choose-variant',
          }),
        ]),
      ),
    });
    const { addItem } = useCartStore.getState();
    addItem({ ...lipstick, price: 699 }, 1, 'prod-001-berry');
    addItem({ ...lipstick, price: 699 }, 1, 'prod-001-nude');
    addItem(palette);
    renderWithRouter(<CartPage />, { initialEntries: ['/cart'] });

    const labels = await screen.findAllByTestId('variant-label');
    expect(labels.map((l) => l.textContent)).toEqual(['Berry Wine', 'Nude Petal']);
    const [berryLink] = screen.getAllByRole('link', { name: lipstick.name });
    expect(berryLink).toHaveAttribute('href', '/products/prod-001?variant=prod-001-berry');
    const old = lineOf(palette.name);
    expect(await within(old).findByText('Choose a shade or size')).toBeVisible();
    expect(
      within(old).getByRole('link', { name: 'Choose yours on the product page' }),
    ).toHaveAttribute('href', '/products/prod-003');
    expect(api.requests().find((c) => c.path === '/api/store/quote')?.body).toEqual({
      items: [
        { productId: 'prod-001', variantId: 'prod-001-berry', quantity: 1 },
        { productId: 'prod-001', variantId: 'prod-001-nude', quantity: 1 },
        { productId: 'prod-003', quantity: 1 },
      ],
    });
  });

  it("gives a line saved before variants its product's only variant from the quote", async () => {
    stubFetch({
      'GET /api/auth/me': meAs(null),
      'POST /api/store/quote': json(
        200,
        quoteOf([quoteLine({ productId: 'prod-002', name: serum.name, unitPrice: 649 })]),
      ),
    });
    useCartStore.getState().addItem(serum);
    renderWithRouter(<CartPage />, { initialEntries: ['/cart'] });
    await waitFor(() =>
      expect(useCartStore.getState().items).toEqual([
        {
          product: expect.objectContaining({ id: 'prod-002' }),
          variantId: 'prod-002-v1',
          quantity: 1,
        },
      ]),
    );
    expect(screen.queryByTestId('line-flag')).not.toBeInTheDocument();
  });
});

describe('CartPage for a signed-in customer', () => {
  it('shows the first-purchase discount from the server cart and checks out directly', async () => {
    const firstOrder = quoteOf(
      [quoteLine({ productId: 'prod-003', name: palette.name, unitPrice: 1499 })],
      {
        firstPurchase: true,
        totals: {
          itemCount: 1,
          subtotal: 1499,
          discount: 300,
          shipping: 0,
          tax: 182.9,
          total: 1199,
        },
      },
    );
    const api = stubFetch({
      'GET /api/auth/me': meAs('customer'),
      'POST /api/store/cart/merge': json(200, firstOrder),
      'GET /api/store/cart': json(200, firstOrder),
    });
    useCartStore.getState().addItem(palette);
    useAuthStore.getState().setSession(sessionFor('customer'));
    void startCartSync('customer-1');
    renderWithRouter(<CartPage />, { initialEntries: ['/cart'] });

    expect(await within(summary()).findByText('First-purchase discount (20%)')).toBeInTheDocument();
    expect(within(summary()).getByText('−₹300')).toBeInTheDocument();
    expect(within(summary()).getByText('₹1,199')).toBeInTheDocument();
    expect(within(summary()).queryByText(/Get 20% off/)).not.toBeInTheDocument();
    expect(within(summary()).getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(api.requests().find((c) => c.path === '/api/store/cart/merge')?.body).toEqual({
      items: [{ productId: 'prod-003', quantity: 1 }],
    });
    expect(api.requests().some((c) => c.path === '/api/store/quote')).toBe(false);
  });
});

describe('CartPage offer code', () => {
  const line = quoteLine({ productId: 'prod-001', name: lipstick.name, unitPrice: 899 });
  const plain = quoteOf([line]);
  const refused = quoteOf([line], {
    code: {
      code: 'FLAT200',
      applied: false,
      message: 'FLAT200 is for orders of ₹999 or more: add ₹100 more.',
    },
  });
  const applied = quoteOf([{ ...line, quantity: 2, lineTotal: 1798 }], {
    totals: { itemCount: 2, subtotal: 1798, discount: 200, shipping: 0, tax: 243.76, total: 1598 },
    promotions: [
      {
        name: 'Flat ₹200 off',
        code: 'FLAT200',
        discount: 200,
        shippingWaived: 0,
        fundedBy: 'platform',
      },
    ],
    code: { code: 'FLAT200', applied: true, message: null },
  });

  it('says why a code does not apply, and lists it by name once it does', async () => {
    let coded = refused;
    const api = stubFetch({
      'GET /api/auth/me': meAs(null),
      'POST /api/store/quote': ({ body }) =>
        json(200, (body as { code?: string }).code ? coded : plain),
    });
    useCartStore.getState().addItem(lipstick);
    const { user } = renderWithRouter(<CartPage />, { initialEntries: ['/cart'] });
    await user.type(await within(summary()).findByLabelText('Offer code'), 'flat200{Enter}');
    expect(await within(summary()).findByRole('alert')).toHaveTextContent(
      'FLAT200 is for orders of ₹999 or more: add ₹100 more.',
    );
    expect(api.requests().find((c) => (c.body as { code?: string } | null)?.code)?.body).toEqual({
      items: [{ productId: 'prod-001', variantId: 'prod-001-v1', quantity: 1 }],
      code: 'FLAT200',
    });

    coded = applied;
    await user.click(within(summary()).getByRole('button', { name: 'Remove the code FLAT200' }));
    await user.type(within(summary()).getByLabelText('Offer code'), 'FLAT200');
    await user.click(within(summary()).getByRole('button', { name: 'Apply' }));
    expect(await within(summary()).findByText('Flat ₹200 off (FLAT200)')).toBeInTheDocument();
    expect(within(summary()).getByText('−₹200')).toBeInTheDocument();
    expect(within(summary()).getByRole('status')).toHaveTextContent('FLAT200 applied.');
  });

  it('lists the offers for this cart in "View offers" and applies one from the list', async () => {
    const api = stubFetch({
      'GET /api/auth/me': meAs(null),
      'POST /api/store/quote': ({ body }) =>
        json(200, (body as { code?: string }).code ? applied : plain),
      'POST /api/store/quote/offers': json(200, {
        applicable: [
          { code: 'FLAT200', name: 'Flat ₹200 off', saving: 200, shortfall: null, reason: null },
        ],
        notYet: [
          {
            code: 'BIG500',
            name: '₹500 off ₹2,999',
            saving: 0,
            shortfall: 2100,
            reason: 'Add ₹2,100 more',
          },
        ],
      }),
    });
    useCartStore.getState().addItem(lipstick);
    const { user } = renderWithRouter(<CartPage />, { initialEntries: ['/cart'] });
    await user.click(await within(summary()).findByRole('button', { name: 'View offers' }));
    const sheet = await screen.findByRole('dialog', { name: 'Offers for your cart' });
    expect(await within(sheet).findByText('Save ₹200')).toBeInTheDocument();
    expect(within(sheet).getByText('Add ₹2,100 more')).toBeInTheDocument();
    // Only a code that applies can be applied from the list.
    expect(within(sheet).getAllByRole('button', { name: /^Apply / })).toHaveLength(1);
    expect(api.requests().find((c) => c.path === '/api/store/quote/offers')?.body).toEqual({
      items: [{ productId: 'prod-001', variantId: 'prod-001-v1', quantity: 1 }],
    });
    await user.click(within(sheet).getByRole('button', { name: 'Apply FLAT200' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(usePromoCode.getState().code).toBe('FLAT200');
    expect(await within(summary()).findByText('Flat ₹200 off (FLAT200)')).toBeInTheDocument();
  });

  it('says when the code takes the items under the free-delivery line, and how much more to add', async () => {
    // Issue #33: ₹699 less the first-purchase ₹140 ships free; SAVE100 takes it to ₹459.
    const argan = quoteLine({ productId: 'prod-016', name: 'Argan Cream', unitPrice: 699 });
    const message =
      'Code SAVE100 applied: −₹100 on items, but delivery is now ₹49 (your items are under ₹499 after discounts). You save ₹51.';
    const firstPurchase = {
      name: 'First purchase discount',
      code: null,
      discount: 140,
      shippingWaived: 0,
      fundedBy: 'platform' as const,
    };
    const totals = { itemCount: 1, subtotal: 699, shipping: 0, tax: 85.27 };
    const free = quoteOf([argan], {
      totals: { ...totals, discount: 140, total: 559 },
      promotions: [firstPurchase],
    });
    const lost = quoteOf([argan], {
      totals: { ...totals, discount: 240, shipping: 49, total: 508 },
      promotions: [
        firstPurchase,
        { ...firstPurchase, name: 'Save ₹100', code: 'SAVE100', discount: 100 },
      ],
      freeDeliveryShortfall: 40,
      freeDeliveryLost: {
        offer: 'Save ₹100',
        code: 'SAVE100',
        discount: 100,
        deliveryFee: 49,
        saving: 51,
        message,
      },
      code: { code: 'SAVE100', applied: true, message },
    });
    stubFetch({
      'GET /api/auth/me': meAs(null),
      'POST /api/store/quote': ({ body }) =>
        json(200, (body as { code?: string }).code ? lost : free),
    });
    usePromoCode.getState().setCode(null);
    useCartStore.getState().addItem(product('prod-016', 'Argan Cream', 699));
    const { user } = renderWithRouter(<CartPage />, { initialEntries: ['/cart'] });
    expect(await within(summary()).findByText('₹559')).toBeInTheDocument();
    expect(within(summary()).queryByText(/more for free delivery/)).toBeNull();

    await user.type(within(summary()).getByLabelText('Offer code'), 'save100{Enter}');
    expect(await within(summary()).findByRole('status')).toHaveTextContent(message);
    expect(within(summary()).getByText('Add ₹40 more for free delivery')).toBeInTheDocument();
    expect(within(summary()).getByText('₹508')).toBeInTheDocument();
  });
});
