// The shopper's cart (SPEC §3, §4): items kept in the browser under `angle-cart-storage`; the
// count and subtotal are derived and recomputed after every change, including on rehydrate.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { paiseToRupees, rupeesToPaise } from '../../../domain/money';
import type { ProductSummary } from '../../../domain/schemas/catalog';

export const CART_STORAGE_KEY = 'angle-cart-storage';

/** What the cart keeps of a product: enough to draw a cart line without asking the server. */
export interface CartProduct {
  id: string;
  name: string;
  /** Rupees, as the API sends them. */
  price: number;
  originalPrice?: number | null;
  image: string;
  vendorId?: string;
  vendorName: string;
  category?: string;
  /** The shade or size as shown on the line ("Berry Wine", "Red · 50 ml"); absent for a plain product. */
  variantLabel?: string;
  /** The shade's colour for the line's dot. */
  swatchHex?: string | null;
}

/** The cart's copy of a product from the catalogue (a card, the product page, the wishlist). */
export function cartProductOf(p: ProductSummary): CartProduct {
  return {
    id: p.id,
    name: p.name,
    price: p.price,
    originalPrice: p.originalPrice,
    image: p.image?.url ?? '',
    vendorId: p.vendorId,
    vendorName: p.vendorName,
    category: p.category,
  };
}

export interface CartItem {
  product: CartProduct;
  /**
   * The shade or size this line holds (issue #18). Lines saved before variants have none: for a
   * plain product they mean its only variant, the quote fills it in.
   */
  variantId?: string;
  quantity: number;
}

/** What tells two lines apart: the variant, or the product for a line without one. Two shades of
 * one product are two lines; the server's cart item routes take the same key. */
export function lineKeyOf(item: Pick<CartItem, 'product' | 'variantId'>): string {
  return item.variantId ?? item.product.id;
}

export interface CartTotals {
  /** Sum of the quantities: what the header badge shows. */
  itemCount: number;
  /** Rupees; summed in paise so ₹0.10 + ₹0.20 is exactly ₹0.30. */
  subtotal: number;
}

export interface CartState extends CartTotals {
  items: CartItem[];
  /** Adds to the line of this variant (or, without one, of this product), or starts one. */
  addItem: (product: CartProduct, quantity?: number, variantId?: string) => void;
  /** `key` is the line's `lineKeyOf`. */
  updateQuantity: (key: string, quantity: number) => void;
  removeItem: (key: string) => void;
  clearCart: () => void;
  /** Puts these lines in place of the cart's (the server's answer; an undo). */
  replaceItems: (items: CartItem[]) => void;
}

export function cartTotals(items: readonly CartItem[]): CartTotals {
  let itemCount = 0;
  let subtotalPaise = 0;
  for (const { product, quantity } of items) {
    itemCount += quantity;
    subtotalPaise += rupeesToPaise(product.price) * quantity;
  }
  return { itemCount, subtotal: paiseToRupees(subtotalPaise) };
}

/** Whole, positive quantities only; anything else is treated as "no quantity". */
function wholeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.trunc(quantity) : 0;
}

function withTotals(items: CartItem[]): Pick<CartState, 'items' | 'itemCount' | 'subtotal'> {
  return { items, ...cartTotals(items) };
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const { product, quantity, variantId } = value as Partial<CartItem>;
  return (
    (variantId === undefined || typeof variantId === 'string') &&
    typeof product === 'object' &&
    product !== null &&
    typeof product.id === 'string' &&
    typeof product.price === 'number' &&
    Number.isFinite(product.price) &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity > 0
  );
}

/** Whatever is in localStorage came from an older build or another hand: keep only valid lines. */
export function readPersistedItems(persisted: unknown): CartItem[] {
  const items = (persisted as { items?: unknown } | null | undefined)?.items;
  return Array.isArray(items) ? items.filter(isCartItem) : [];
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      itemCount: 0,
      subtotal: 0,

      addItem: (product, quantity = 1, variantId) => {
        const added = wholeQuantity(quantity);
        if (added <= 0) return;
        const line: CartItem = variantId
          ? { product, variantId, quantity: added }
          : { product, quantity: added };
        const key = lineKeyOf(line);
        set(({ items }) => {
          const existing = items.find((item) => lineKeyOf(item) === key);
          const next = existing
            ? items.map((item) =>
                item === existing ? { ...line, quantity: item.quantity + added } : item,
              )
            : [...items, line];
          return withTotals(next);
        });
      },

      updateQuantity: (key, quantity) => {
        const q = wholeQuantity(quantity);
        set(({ items }) =>
          withTotals(
            q <= 0
              ? items.filter((item) => lineKeyOf(item) !== key)
              : items.map((item) => (lineKeyOf(item) === key ? { ...item, quantity: q } : item)),
          ),
        );
      },

      removeItem: (key) => {
        set(({ items }) => withTotals(items.filter((item) => lineKeyOf(item) !== key)));
      },

      clearCart: () => set(withTotals([])),

      replaceItems: (items) => set(withTotals(items.filter(isCartItem))),
    }),
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items }) => ({ items }),
      merge: (persisted, current) => ({ ...current, ...withTotals(readPersistedItems(persisted)) }),
    },
  ),
);

/** Keeps carts in several tabs in step: another tab's write rehydrates this one. */
export function syncCartAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
