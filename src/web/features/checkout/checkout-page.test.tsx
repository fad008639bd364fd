import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../../domain/schemas/address';
import type { Order } from '../../../domain/schemas/order';
import { json, meAs, problem, sessionFor, stubFetch, type StubAnswer } from '../../test/fetch-stub';
import { quoteLine, quoteOf } from '../../test/quote-fixtures';
import { currentUrl, renderWithRouter } from '../../test/render';
import { useAuthStore } from '../auth/auth-store';
import { useCartStore } from '../cart/cart-store';
import { startCartSync } from '../cart/cart-sync';
import { CheckoutPage } from './checkout-page';

const home: Address = {
  id: 'addr-1',
  fullName: 'Asha Rao',
  phone: '9876543210',
  line1: '12 MG Road',
  line2: null,
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  isDefault: true,
};

const cart = quoteOf(
  [
    quoteLine({ productId: 'prod-002', name: 'Vitamin C Serum', unitPrice: 649, quantity: 2 }),
    quoteLine({ productId: 'prod-009', name: 'Kajal', quantity: 0, issue: 'out-of-stock' }),
  ],
  { firstPurchase: true },
);

const placed = { id: 'order-1', number: 'ANG-2611-7KQ4M2' } as Order;

function renderCheckout(addresses: Address[], placeOrder: StubAnswer, quote = cart) {
  // The server takes the ordered lines out of its cart.
  let ordered = false;
  const serverCart = () =>
    json(200, ordered ? { ...quote, lines: quote.lines.filter((l) => l.quantity === 0) } : quote);
  const api = stubFetch({
    'GET /api/auth/me': meAs('customer'),
    'POST /api/store/cart/merge': json(200, quote),
    'GET /api/store/cart': serverCart,
    'GET /api/store/account/addresses': json(200, { items: addresses }),
    'GET /api/store/info': json(200, {
      storeName: 'Angle',
      supportPhone: '+91 20 4567 8900',
      supportEmail: 'care@angle.example',
      address: 'Pune',
      shippingFee: 49,
      freeShippingThreshold: 499,
      codEnabled: true,
    }),
    'GET /api/store/pincodes/411001': json(200, {
      pincode: '411001',
      district: 'Pune',
      state: 'Maharashtra',
      deliverable: true,
      estimate: { minDays: 2, maxDays: 3, earliest: '2026-12-04', latest: '2026-12-05' },
    }),
    'POST /api/store/orders': async (request) => {
      const answer = typeof placeOrder === 'function' ? await placeOrder(request) : placeOrder;
      ordered = answer.status === 201;
      return answer;
    },
  });
  useAuthStore.getState().setSession(sessionFor('customer'));
  void startCartSync('customer-1');
  const rendered = renderWithRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/confirm-order', element: <p>Order placed</p> },
      { path: '/my-orders/:orderId', element: <p>Pay for the order</p> },
    ],
    { initialEntries: ['/checkout'] },
  );
  const orderCalls = () => api.requests().filter((c) => c.path === '/api/store/orders');
  return { ...rendered, api, orderCalls };
}

const placeButton = () => screen.getByRole('button', { name: 'Place Order' });

describe('CheckoutPage', () => {
  it('gives the delivery date for the chosen address’s PIN code, as the product page does', async () => {
    const { api } = renderCheckout([home], json(201, placed));
    const line = await screen.findByTestId('checkout-delivery');
    await waitFor(() => expect(line).toHaveTextContent('Delivery to Pune (411001) by Sat, 5 Dec'));
    expect(api.requests().some((c) => c.path === '/api/store/pincodes/411001')).toBe(true);
  });

  it("checks a new address's Indian fields before anything is sent", async () => {
    const { user, orderCalls } = renderCheckout([], json(201, placed));
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    // The PIN code comes first (issue #25): it fills city and state.
    expect(await screen.findByText('Enter a 6-digit PIN code.')).toBeInTheDocument();
    expect(screen.getByText('Enter a 10-digit mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Choose a state or union territory.')).toBeInTheDocument();
    expect(screen.getByLabelText('PIN code')).toHaveFocus();
    expect(orderCalls()).toEqual([]);
  });

  it('orders a shade by its variant and leaves a line without a chosen shade in the cart', async () => {
    const shades = quoteOf([
      quoteLine({
        productId: 'prod-002',
        variantId: 'prod-002-v2',
        variantLabel: 'Berry Wine',
        swatchHex: '#7b1e3a',
        name: 'Matte Velvet Lipstick',
        unitPrice: 699,
      }),
      quoteLine({
        productId: 'prod-014',
        variantId: null,
        name: 'Dewy Skin Tint',
        quantity: 0,
        issue: 'choose-variant',
      }),
    ]);
    const { user, orderCalls } = renderCheckout([home], json(201, placed), shades);
    expect(
      await screen.findByText(/Dewy Skin Tint comes in more than one shade or size/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('variant-label')).toHaveTextContent('Berry Wine');
    await user.click(placeButton());
    await waitFor(() => expect(orderCalls()).toHaveLength(1));
    expect(orderCalls()[0]?.body).toMatchObject({
      items: [{ productId: 'prod-002', variantId: 'prod-002-v2', quantity: 1 }],
    });
  });

  it('sends only ids and quantities for the lines that can be bought, with an Idempotency-Key', async () => {
    const { user, orderCalls, router } = renderCheckout([home], json(201, placed));
    expect(await screen.findByText(/Kajal is not available now/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
    await user.click(placeButton());
    await waitFor(() => expect(currentUrl(router)).toBe('/confirm-order?order=order-1'));
    const [call] = orderCalls();
    expect(call?.body).toEqual({
      items: [{ productId: 'prod-002', variantId: 'prod-002-v1', quantity: 2 }],
      addressId: 'addr-1',
      paymentMethod: 'cod',
    });
    expect(call?.headers['idempotency-key']).toMatch(/^[\w-]{8,}$/);
    // The ordered line leaves the browser's cart.
    await waitFor(() =>
      expect(useCartStore.getState().items.map((i) => i.product.id)).toEqual(['prod-009']),
    );
  });

  it('names the product that ran short (409) and offers to update the cart', async () => {
    const { user, api } = renderCheckout(
      [home],
      problem(409, 'Only 1 of Vitamin C Serum is left.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 1 of Vitamin C Serum is left. Update your cart and try again.',
    );
    expect(screen.getByRole('link', { name: 'Review Cart' })).toHaveAttribute('href', '/cart');
    const reads = () => api.requests().filter((c) => c.path === '/api/store/cart').length;
    const before = reads();
    await user.click(screen.getByRole('button', { name: 'Update My Cart' }));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it("shows the server's reason for a 422", async () => {
    const { user } = renderCheckout(
      [home],
      problem(422, 'Cash on Delivery is available for orders up to ₹50,000.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cash on Delivery is available for orders up to ₹50,000.',
    );
  });

  it('retries a lost request with the same Idempotency-Key, and the button waits meanwhile', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const { user, orderCalls, router } = renderCheckout([home], async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      await new Promise<void>((resolve) => (release = resolve));
      return json(201, placed);
    });
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /We could not reach Angle.*it will not be placed twice/,
    );
    await user.click(placeButton());
    await waitFor(() => expect(placeButton()).toBeDisabled());
    release();
    await waitFor(() => expect(currentUrl(router)).toBe('/confirm-order?order=order-1'));
    const [first, second] = orderCalls();
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });

  it('disables cash on delivery, and Place Order, with the reason when the quote refuses it', async () => {
    renderCheckout([home], json(201, placed), { ...cart, paymentMethods: [] });
    const cod = await screen.findByRole('radio', { name: /Cash on Delivery/ });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription(
      'Cash on Delivery isn’t available for an order of this value. Remove some items to use it.',
    );
    expect(placeButton()).toBeDisabled();
  });

  it('pays online when chosen: the order is placed for Razorpay and its page opens to pay', async () => {
    const order = { ...placed, paymentMethod: 'razorpay' } as Order;
    const { user, orderCalls, router } = renderCheckout([home], json(201, order), {
      ...cart,
      paymentMethods: ['cod', 'razorpay'],
    });
    expect(await screen.findByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Pay online \(UPI, cards, netbanking\)/ }));
    await user.click(screen.getByRole('button', { name: 'Place Order and Pay' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/my-orders/order-1?pay=1'));
    expect(orderCalls()[0]?.body).toMatchObject({ paymentMethod: 'razorpay' });
  });

  it('offers only online payment when cash on delivery is not available for the order', async () => {
    renderCheckout([home], json(201, placed), { ...cart, paymentMethods: ['razorpay'] });
    expect(await screen.findByRole('radio', { name: /^Pay online \(UPI/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
    expect(screen.getByText(/Pay online instead, or remove some items/)).toBeInTheDocument();
  });
});
