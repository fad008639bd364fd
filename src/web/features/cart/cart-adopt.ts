// Taking the server's answer into the browser's cart: today's prices, names and images, and the
// quantities that can be bought. What changed on the way is remembered as a notice per line, so
// the cart page can say "price changed from ₹899 to ₹949" after the store already shows ₹949.
import { create } from 'zustand';
import type { Quote, QuoteLine } from '../../../domain/schemas/order';
import { useCartStore, type CartItem, type CartProduct } from './cart-store';

export type CartNotice =
  | { kind: 'price-changed'; from: number; to: number }
  | { kind: 'reduced'; from: number; to: number };

interface NoticeState {
  notices: Record<string, CartNotice>;
  dismiss: (productId: string) => void;
}

/** This tab's notices; a line's notice goes when the shopper changes or removes that line. */
export const useCartNotices = create<NoticeState>()((set) => ({
  notices: {},
  dismiss: (productId) =>
    set(({ notices }) => {
      if (!(productId in notices)) return {};
      const { [productId]: _gone, ...rest } = notices;
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
  return {
    ...previous,
    id: line.productId,
    name: line.name,
    price: line.unitPrice,
    originalPrice: line.originalPrice,
    image: line.image?.url ?? previous?.image ?? '',
    vendorId: line.vendorId,
    vendorName: line.vendorName,
  };
}

/** A line that cannot be bought now keeps what was asked for, flagged, until it is removed. */
const quantityOf = (line: QuoteLine) =>
  line.quantity > 0 ? line.quantity : Math.max(1, line.requestedQuantity);

const sameItems = (a: readonly CartItem[], b: readonly CartItem[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * `visitor`: the browser's cart is the truth for what is in it; the quote updates prices and caps
 * quantities (lines the server does not know stay, shown as unavailable). `server`: a customer's
 * cart is the server's, lines and order included.
 */
export function adoptQuote(quote: Quote, mode: 'visitor' | 'server'): void {
  const current = useCartStore.getState().items;
  const byId = new Map(quote.lines.map((line) => [line.productId, line]));
  const localById = new Map(current.map((item) => [item.product.id, item]));
  const notices: Record<string, CartNotice> = {};

  for (const line of quote.lines) {
    const local = localById.get(line.productId);
    if (!local) continue;
    if (local.product.price !== line.unitPrice) {
      notices[line.productId] = {
        kind: 'price-changed',
        from: local.product.price,
        to: line.unitPrice,
      };
    }
    // A customer's quantities may differ because another device changed them; only the
    // server's own 'reduced' flag speaks of stock there.
    if (mode === 'visitor' && line.quantity > 0 && line.quantity < local.quantity) {
      notices[line.productId] = { kind: 'reduced', from: local.quantity, to: line.quantity };
    }
  }

  const next: CartItem[] =
    mode === 'server'
      ? quote.lines.map((line) => ({
          product: productOf(line, localById.get(line.productId)?.product),
          quantity: quantityOf(line),
        }))
      : current.map((item) => {
          const line = byId.get(item.product.id);
          return line
            ? { product: productOf(line, item.product), quantity: quantityOf(line) }
            : item;
        });

  if (Object.keys(notices).length > 0) {
    useCartNotices.setState(({ notices: kept }) => ({ notices: { ...kept, ...notices } }));
  }
  if (!sameItems(current, next)) withoutSync(() => useCartStore.getState().replaceItems(next));
}
