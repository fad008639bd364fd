import { beforeEach, describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEY,
  cartTotals,
  lineKeyOf,
  readPersistedItems,
  useCartStore,
  type CartProduct,
} from './cart-store';

const lipstick: CartProduct = {
  id: 'prod-001',
  name: 'Velvet Matte Lipstick',
  price: 899,
  image: '/media/prod-001-640.webp',
  vendorName: 'Rosé Atelier',
};
const serum: CartProduct = {
  id: 'prod-002',
  name: 'Vitamin C Serum',
  price: 1299.5,
  image: '/media/prod-002-640.webp',
  vendorName: 'Dew Labs',
};

const cart = () => useCartStore.getState();
const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as unknown;

describe('cart store', () => {
  beforeEach(() => cart().clearCart());

  it('starts empty', () => {
    expect(cart()).toMatchObject({ items: [], itemCount: 0, subtotal: 0 });
  });

  it('adds a product with quantity 1 by default and recomputes the totals', () => {
    cart().addItem(lipstick);
    expect(cart().items).toEqual([{ product: lipstick, quantity: 1 }]);
    expect(cart().itemCount).toBe(1);
    expect(cart().subtotal).toBe(899);
  });

  it('adding an existing product increases its quantity instead of adding a line', () => {
    cart().addItem(lipstick, 2);
    cart().addItem(lipstick, 3);
    expect(cart().items).toHaveLength(1);
    expect(cart().items[0]?.quantity).toBe(5);
    expect(cart().itemCount).toBe(5);
    expect(cart().subtotal).toBe(4495);
  });

  it('keeps the newest product details when the same product is added again', () => {
    cart().addItem(lipstick);
    cart().addItem({ ...lipstick, price: 799 });
    expect(cart().items[0]?.product.price).toBe(799);
    expect(cart().subtotal).toBe(1598);
  });

  it('ignores additions of zero, negative or non-numeric quantities', () => {
    cart().addItem(lipstick, 0);
    cart().addItem(lipstick, -2);
    cart().addItem(lipstick, Number.NaN);
    expect(cart().items).toEqual([]);
  });

  it('counts quantities across lines and sums the subtotal exactly in paise', () => {
    cart().addItem(lipstick, 2);
    cart().addItem(serum, 3);
    expect(cart().itemCount).toBe(5);
    expect(cart().subtotal).toBe(2 * 899 + 3 * 1299.5);
    expect(cartTotals([{ product: { ...serum, price: 0.1 }, quantity: 3 }]).subtotal).toBe(0.3);
  });

  it('updateQuantity sets the quantity and recomputes the totals', () => {
    cart().addItem(lipstick);
    cart().addItem(serum);
    cart().updateQuantity('prod-001', 4);
    expect(cart().items.find((i) => i.product.id === 'prod-001')?.quantity).toBe(4);
    expect(cart().itemCount).toBe(5);
    expect(cart().subtotal).toBe(4 * 899 + 1299.5);
  });

  it.each([0, -1])('updateQuantity to %i removes the item', (quantity) => {
    cart().addItem(lipstick, 2);
    cart().addItem(serum);
    cart().updateQuantity('prod-001', quantity);
    expect(cart().items.map((i) => i.product.id)).toEqual(['prod-002']);
    expect(cart().itemCount).toBe(1);
    expect(cart().subtotal).toBe(1299.5);
  });

  it('updateQuantity of a product not in the cart changes nothing', () => {
    cart().addItem(lipstick);
    cart().updateQuantity('prod-999', 3);
    expect(cart().items).toEqual([{ product: lipstick, quantity: 1 }]);
  });

  it('removeItem removes only that product', () => {
    cart().addItem(lipstick);
    cart().addItem(serum, 2);
    cart().removeItem('prod-002');
    expect(cart().items).toEqual([{ product: lipstick, quantity: 1 }]);
    expect(cart()).toMatchObject({ itemCount: 1, subtotal: 899 });
  });

  it('clearCart empties the cart and zeroes the totals', () => {
    cart().addItem(lipstick, 2);
    cart().addItem(serum);
    cart().clearCart();
    expect(cart()).toMatchObject({ items: [], itemCount: 0, subtotal: 0 });
  });

  it(`persists only the items under "${CART_STORAGE_KEY}"`, () => {
    cart().addItem(lipstick, 2);
    expect(stored()).toEqual({
      state: { items: [{ product: lipstick, quantity: 2 }] },
      version: 0,
    });
  });

  it('recomputes count and subtotal when rehydrating from storage', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: {
          items: [
            { product: lipstick, quantity: 7 },
            { product: serum, quantity: 3 },
          ],
        },
        version: 0,
      }),
    );
    await useCartStore.persist.rehydrate();
    expect(cart().itemCount).toBe(10);
    expect(cart().subtotal).toBe(7 * 899 + 3 * 1299.5);
  });

  it('drops malformed lines found in storage', () => {
    const good = { product: lipstick, quantity: 1 };
    expect(
      readPersistedItems({
        items: [good, { product: { id: 'x' }, quantity: 1 }, { product: serum, quantity: 0 }, null],
      }),
    ).toEqual([good]);
    expect(readPersistedItems(null)).toEqual([]);
    expect(readPersistedItems({ items: 'nope' })).toEqual([]);
  });
});

describe('lines of shades and sizes (issue #18)', () => {
  beforeEach(() => cart().clearCart());
  const berry = { ...lipstick, price: 699, variantLabel: 'Berry Wine', swatchHex: '#7b2d43' };
  const nude = { ...lipstick, price: 899, variantLabel: 'Nude Petal', swatchHex: '#c98f7a' };

  it('keeps two shades of one product as two lines, keyed by variant', () => {
    cart().addItem(berry, 1, 'prod-001-berry');
    cart().addItem(nude, 2, 'prod-001-nude');
    cart().addItem(berry, 1, 'prod-001-berry');
    expect(cart().items).toEqual([
      { product: berry, variantId: 'prod-001-berry', quantity: 2 },
      { product: nude, variantId: 'prod-001-nude', quantity: 2 },
    ]);
    expect(cart().items.map(lineKeyOf)).toEqual(['prod-001-berry', 'prod-001-nude']);
    expect(cart().subtotal).toBe(2 * 699 + 2 * 899);
  });

  it('changes and removes one shade by its key, leaving the other', () => {
    cart().addItem(berry, 1, 'prod-001-berry');
    cart().addItem(nude, 1, 'prod-001-nude');
    cart().updateQuantity('prod-001-nude', 3);
    cart().removeItem('prod-001-berry');
    expect(cart().items).toEqual([{ product: nude, variantId: 'prod-001-nude', quantity: 3 }]);
  });

  it('persists the variant id on the line under the same storage key', () => {
    cart().addItem(berry, 1, 'prod-001-berry');
    expect(stored()).toEqual({
      state: { items: [{ product: berry, variantId: 'prod-001-berry', quantity: 1 }] },
      version: 0,
    });
  });

  it('still loads a cart saved before variants: its lines are keyed by product', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { items: [{ product: serum, quantity: 2 }] }, version: 0 }),
    );
    await useCartStore.persist.rehydrate();
    expect(cart().items).toEqual([{ product: serum, quantity: 2 }]);
    expect(lineKeyOf(cart().items[0]!)).toBe('prod-002');
    expect(readPersistedItems({ items: [{ product: serum, variantId: 7, quantity: 1 }] })).toEqual(
      [],
    );
  });
});

describe('replaceItems', () => {
  beforeEach(() => cart().clearCart());

  it('puts the given lines in place and recomputes the totals, dropping invalid ones', () => {
    cart().addItem(lipstick, 2);
    cart().replaceItems([
      { product: serum, quantity: 3 },
      { product: lipstick, quantity: 0 },
    ]);
    expect(cart().items).toEqual([{ product: serum, quantity: 3 }]);
    expect(cart()).toMatchObject({ itemCount: 3, subtotal: 3 * 1299.5 });
  });
});
