// Taking the server's answer into the browser's cart: today's prices, names and images, and the
// quantities that can be bought. What changed on the way is remembered as a notice per line, so
// the cart page can say "price changed from ₹899 to ₹949" after the store already shows ₹949.
import { create } from 'zustand';
import type { Quote, QuoteLine } from '../../../domain/schemas/order';
import { lineKeyOf, useCartStore, type CartItem, type CartProduct } from './cart-store';

export type CartNotice =
  | { kind: 'price-changed'; from: number; to: number }
  | { kind: 'reduced'; from: number; to: number };

interface NoticeState {
  /** By the line's key (`lineKeyOf`). */
  notices: Record<string, CartNotice>;
  dismiss: (key: string) => void;
}

/** This tab's notices; a line's notice goes when the shopper changes or removes that line. */
export const useCartNotices = create<NoticeState>()((set) => ({
  notices: {},
  dismiss: (key) =>
    set(({ notices }) => {
      if (!(key in notices)) return {};
      const { [key]: _gone, ...rest } = notices;
      return { notices: rest };
    }),
}));

let muted = 0;

/** Runs a change to the cart that must not be sent to the server (it came from there, or it
 * undoes a change the server refused). */
export function withoutSync(change: () => void): void {
  muted += 1;
  try {
    change();
  } finally {
    muted -= 1;
  }
}

export const isSyncMuted = () => muted > 0;

function productOf(line: QuoteLine, previous?: CartProduct): CartProduct {
  const product: CartProduct = {
    ...previous,
    id: line.productId,
    name: line.name,
    price: line.unitPrice,
    originalPrice: line.originalPrice,
    image: line.image?.url ?? previous?.image ?? '',
    vendorId: line.vendorId,
    vendorName: line.vendorName,
  };
  if (line.variantLabel) {
    product.variantLabel = line.variantLabel;
    product.swatchHex = line.swatchHex;
  }
  return product;
}

/** The quote's key for a line: its variant, or its product on a 'choose-variant' line. */
const quoteKeyOf = (line: QuoteLine) => line.variantId ?? line.productId;

/**
 * The quote's line for a cart line: the same variant, or for a line saved before variants (no
 * `variantId`), the line of its product that the server read it as.
 */
export function quoteLineFor(
  lines: readonly QuoteLine[],
  item: Pick<CartItem, 'product' | 'variantId'>,
): QuoteLine | undefined {
  if (item.variantId) return lines.find((line) => line.variantId === item.variantId);
  return (
    lines.find((line) => line.productId === item.product.id && line.variantId === null) ??
    lines.find((line) => line.productId === item.product.id)
  );
}

function itemOf(line: QuoteLine, previous: CartProduct | undefined): CartItem {
  const product = productOf(line, previous);
  const quantity = quantityOf(line);
  return line.variantId ? { product, variantId: line.variantId, quantity } : { product, quantity };
}

/** A line saved before variants and one added since may turn out to be the same variant. */
function mergeSameLines(items: readonly CartItem[]): CartItem[] {
  const byKey = new Map<string, CartItem>();
  for (const item of items) {
    const key = lineKeyOf(item);
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, quantity: seen.quantity + item.quantity } : item);
  }
  return [...byKey.values()];
}

/** A line that cannot be bought now keeps what was asked for, flagged, until it is removed. */
const quantityOf = (line: QuoteLine) =>
  line.quantity > 0 ? line.quantity : Math.max(1, line.requestedQuantity);

const sameItems = (a: readonly CartItem[], b: readonly CartItem[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * `visitor`: the browser's cart is the truth for what is in it; the quote updates prices and caps
 * quantities (lines the server does not know stay, shown as unavailable). `server`: a customer's
 * cart is the server's, lines and order included. Notices are keyed by the line's key as it is
 * after the quote (`lineKeyOf`).
 */
export function adoptQuote(quote: Quote, mode: 'visitor' | 'server'): void {
  const current = useCartStore.getState().items;
  const localByKey = new Map(current.map((item) => [lineKeyOf(item), item]));
  const notices: Record<string, CartNotice> = {};

  for (const item of current) {
    const line = quoteLineFor(quote.lines, item);
    if (!line) continue;
    const key = quoteKeyOf(line);
    if (item.product.price !== line.unitPrice && line.issue !== 'choose-variant') {
      notices[key] = { kind: 'price-changed', from: item.product.price, to: line.unitPrice };
    }
    // A customer's quantities may differ because another device changed them; only the
    // server's own 'reduced' flag speaks of stock there.
    if (mode === 'visitor' && line.quantity > 0 && line.quantity < item.quantity) {
      notices[key] = { kind: 'reduced', from: item.quantity, to: line.quantity };
    }
  }

  const next: CartItem[] =
    mode === 'server'
      ? quote.lines.map((line) => {
          const local = localByKey.get(quoteKeyOf(line)) ?? localByKey.get(line.productId);
          return itemOf(line, local?.product);
        })
      : mergeSameLines(
          current.map((item) => {
            const line = quoteLineFor(quote.lines, item);
            return line ? itemOf(line, item.product) : item;
          }),
        );

  if (Object.keys(notices).length > 0) {
    useCartNotices.setState(({ notices: kept }) => ({ notices: { ...kept, ...notices } }));
  }
  if (!sameItems(current, next)) withoutSync(() => useCartStore.getState().replaceItems(next));
}
