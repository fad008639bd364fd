import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, problem, stubFetch } from '../../test/fetch-stub';
import { quoteLine, quoteOf } from '../../test/quote-fixtures';
import { useCartStore, type CartProduct } from './cart-store';
import { CART_MERGE_KEY, CART_PENDING_KEY } from './cart-copy';
import {
  CART_COPY_KEY,
  attachCartSync,
  forgetCustomerCart,
  startCartSync,
  stopCartSync,
  useCartSyncStatus,
} from './cart-sync';

const toner: CartProduct = {
  id: 'prod-008',
  name: 'Rose Water Toner',
  price: 399,
  image: '',
  vendorName: 'Neem & Tulsi Co.',
};
const cart = () => useCartStore.getState();
const storedValues = () =>
  Array.from({ length: localStorage.length }, (_, i) =>
    localStorage.getItem(localStorage.key(i)!)!,
  );
const live = () => waitFor(() => expect(useCartSyncStatus.getState().status).toBe('live'));

let detach: () => void;
beforeEach(() => {
  detach = attachCartSync(new QueryClient());
});
afterEach(() => detach());

describe('the server cart of a signed-in customer', () => {
  it("merges the visitor's lines at sign-in and adopts the server's answer", async () => {
    const api = stubFetch({
      'POST /api/store/cart/merge': json(
        200,
        quoteOf([
          quoteLine({ productId: 'prod-001', name: 'Kept from another device', unitPrice: 899 }),
          quoteLine({ productId: 'prod-008', name: toner.name, unitPrice: 389, quantity: 3 }),
        ]),
      ),
    });
    cart().addItem(toner, 2);
    await startCartSync('customer-1');
    expect(api.requests()[0]?.body).toEqual({ items: [{ productId: 'prod-008', quantity: 2 }] });
    expect(cart().items.map((i) => [i.product.id, i.quantity, i.product.price])).toEqual([
      ['prod-001', 1, 899],
      ['prod-008', 3, 389],
    ]);
    expect(localStorage.getItem(CART_COPY_KEY)).toBe('account');
    expect(storedValues().filter((v) => v.includes('customer-1'))).toEqual([]);
  });

  it("reads the server cart (never merges twice) once this browser's cart is the customer's", async () => {
    localStorage.setItem(CART_COPY_KEY, 'account');
    cart().addItem(toner, 2);
    const api = stubFetch({
      'GET /api/store/cart': json(
        200,
        quoteOf([quoteLine({ productId: 'prod-008', quantity: 2 })]),
      ),
    });
    await startCartSync('customer-1');
    expect(api.requests().map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/store/cart']);
    expect(cart().itemCount).toBe(2);
  });

  it('sends a merge whose page went away before the answer again, with its key and lines', async () => {
    // The first page sends the visitor's line and is reloaded before the server answers.
    const unanswered = stubFetch({ 'POST /api/store/cart/merge': () => new Promise(() => {}) });
    cart().addItem(toner, 1, 'prod-008-v1');
    void startCartSync('customer-1');
    await waitFor(() => expect(unanswered.requests()).toHaveLength(1));
    const [first] = unanswered.requests();
    const key = first!.headers['idempotency-key'];
    expect(key).toMatch(/^[\w-]{32,36}$/);
    stopCartSync();
    // The next page: one more toner added before the sync starts. The merge goes again as it
    // was (the server adds it once under that key), and the newer unit follows as a change.
    cart().addItem(toner, 1, 'prod-008-v1');
    const api = stubFetch({
      'POST /api/store/cart/merge': json(
        200,
        quoteOf([quoteLine({ productId: 'prod-008', variantId: 'prod-008-v1' })]),
      ),
      'PUT /api/store/cart/items/prod-008-v1': json(
        200,
        quoteOf([quoteLine({ productId: 'prod-008', variantId: 'prod-008-v1', quantity: 2 })]),
      ),
    });
    await startCartSync('customer-1');
    const [again] = api.requests();
    expect(again!.headers['idempotency-key']).toBe(key);
    expect(again!.body).toEqual(first!.body);
    await waitFor(() =>
      expect(api.requests().at(-1)).toMatchObject({ method: 'PUT', body: { quantity: 2 } }),
    );
    expect(cart().itemCount).toBe(2);
    // Answered: the next sign-in's merge has a key of its own.
    expect(localStorage.getItem(CART_MERGE_KEY)).toBeNull();
  });

  it('sends a line change whose page went away before the answer again before adopting the cart', async () => {
    // The first page adds a toner and is left (a typed address) before the server answers.
    const unanswered = stubFetch({
      'POST /api/store/cart/merge': json(200, quoteOf([])),
      'PUT /api/store/cart/items/prod-008-v1': () => new Promise(() => {}),
    });
    await startCartSync('customer-1');
    await live();
    cart().addItem(toner, 1, 'prod-008-v1');
    await waitFor(() => expect(unanswered.requests().at(-1)?.method).toBe('PUT'));
    stopCartSync();
    // The next page reads a server cart the change had not reached: the change goes again, and
    // the answer to it is what the page shows.
    const api = stubFetch({
      'GET /api/store/cart': json(200, quoteOf([])),
      'PUT /api/store/cart/items/prod-008-v1': json(
        200,
        quoteOf([quoteLine({ productId: 'prod-008', variantId: 'prod-008-v1' })]),
      ),
    });
    await startCartSync('customer-1');
    expect(
      api.requests().map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body ?? '')}`),
    ).toEqual(['GET /api/store/cart ""', 'PUT /api/store/cart/items/prod-008-v1 {"quantity":1}']);
    expect(cart().itemCount).toBe(1);
    expect(localStorage.getItem(CART_PENDING_KEY)).toBeNull();
    // Answered: a third page only reads.
    stopCartSync();
    const third = stubFetch({
      'GET /api/store/cart': json(
        200,
        quoteOf([quoteLine({ productId: 'prod-008', variantId: 'prod-008-v1' })]),
      ),
    });
    await startCartSync('customer-1');
    expect(third.requests().map((c) => c.method)).toEqual(['GET']);
  });

  it('sends later changes to the server by variant and undoes one the server refuses', async () => {
    let refuse = false;
    const api = stubFetch({
      'POST /api/store/cart/merge': json(200, quoteOf([])),
      'PUT /api/store/cart/items/prod-008-v1': ({ body }) =>
        refuse
          ? problem(409, 'Rose Water Toner is out of stock.')
          : json(
              200,
              quoteOf([
                quoteLine({
                  productId: 'prod-008',
                  quantity: (body as { quantity: number }).quantity,
                }),
              ]),
            ),
      'DELETE /api/store/cart/items/prod-008-v1': json(200, quoteOf([])),
    });
    await startCartSync('customer-1');
    await live();
    cart().addItem(toner, 2, 'prod-008-v1');
    await waitFor(() =>
      expect(api.requests().at(-1)).toMatchObject({ method: 'PUT', body: { quantity: 2 } }),
    );
    refuse = true;
    cart().updateQuantity('prod-008-v1', 5);
    await waitFor(() => expect(cart().items[0]?.quantity).toBe(2));
    refuse = false;
    cart().removeItem('prod-008-v1');
    await waitFor(() => expect(api.requests().at(-1)?.method).toBe('DELETE'));
  });

  it("forgets the customer's lines here when no one is signed in any more", async () => {
    stubFetch({
      'POST /api/store/cart/merge': json(200, quoteOf([quoteLine({ productId: 'prod-008' })])),
    });
    await startCartSync('customer-1');
    expect(cart().itemCount).toBe(1);
    forgetCustomerCart();
    expect(cart().items).toEqual([]);
    expect(localStorage.getItem(CART_COPY_KEY)).toBeNull();
  });

  it("replaces, never merges, a copy of some account's cart (another customer's, say)", async () => {
    localStorage.setItem(CART_COPY_KEY, 'account');
    cart().addItem(toner, 4);
    const api = stubFetch({ 'GET /api/store/cart': json(200, quoteOf([])) });
    await startCartSync('customer-2');
    expect(api.requests().map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/store/cart']);
    expect(cart().items).toEqual([]);
  });

  it('clears at once when the page switches from one customer to another', async () => {
    stubFetch({
      'POST /api/store/cart/merge': json(200, quoteOf([quoteLine({ productId: 'prod-008' })])),
      'GET /api/store/cart': () => new Promise(() => {}),
    });
    await startCartSync('customer-1');
    expect(cart().itemCount).toBe(1);
    void startCartSync('customer-3');
    expect(cart().items).toEqual([]);
    forgetCustomerCart();
  });

  it('drops the account id older builds stored, keeping only the mark', async () => {
    localStorage.setItem('angle-cart-owner', 'customer-1');
    const api = stubFetch({ 'GET /api/store/cart': json(200, quoteOf([])) });
    await startCartSync('customer-1');
    expect(localStorage.getItem('angle-cart-owner')).toBeNull();
    expect(api.requests().map((c) => c.method)).toEqual(['GET']);
    expect(storedValues().filter((v) => v.includes('customer-1'))).toEqual([]);
  });

  it("keeps a visitor's cart in the browser only", () => {
    const api = stubFetch({});
    cart().addItem(toner);
    forgetCustomerCart();
    expect(cart().itemCount).toBe(1);
    expect(api.calls).toEqual([]);
  });
});
