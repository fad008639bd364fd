// One line of the cart: picture, name (to the product), vendor, unit price, a stepper capped by
// what can be bought (stock, and 10 per line), remove, and what changed since it was added.
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { rupeesToPaise, paiseToRupees } from '../../../domain/money';
import { MAX_LINE_QUANTITY, type QuoteLine } from '../../../domain/schemas/order';
import { Badge } from '../../components/ui/badge';
import { Price } from '../../components/ui/price';
import { formatINR } from '../../lib/format';
import { VariantLabel } from '../../components/variant-label';
import type { CartNotice } from './cart-adopt';
import type { CartItem } from './cart-store';

/** What is wrong with a line, if anything, in the shopper's words, and where to fix it. */
export type LineFlag = {
  tone: 'danger' | 'warning';
  label: string;
  text: string;
  link?: { to: string; label: string };
};

/** The product page, opened on the line's shade or size when it has one. */
export function productHrefOf(item: Pick<CartItem, 'product' | 'variantId'>): string {
  const path = `/products/${encodeURIComponent(item.product.id)}`;
  return item.variantId ? `${path}?variant=${encodeURIComponent(item.variantId)}` : path;
}

export function flagOf(
  item: CartItem,
  line: QuoteLine | undefined,
  notice: CartNotice | undefined,
  priced: boolean,
): LineFlag | null {
  if (priced && (!line || line.issue === 'unavailable')) {
    return {
      tone: 'danger',
      label: 'No longer available',
      text: 'This product can’t be ordered any more. Remove it from your cart.',
    };
  }
  if (line?.issue === 'choose-variant') {
    return {
      tone: 'danger',
      label: 'Choose a shade or size',
      text: `${item.product.name} comes in more than one shade or size.`,
      link: { to: productHrefOf(item), label: `Choose yours on the product page` },
    };
  }
  if (line?.issue === 'out-of-stock') {
    return {
      tone: 'danger',
      label: 'Out of stock',
      text: 'It won’t be included in your order until it is back in stock.',
    };
  }
  if (notice?.kind === 'reduced' || line?.issue === 'reduced') {
    const now = notice?.kind === 'reduced' ? notice.to : (line?.quantity ?? item.quantity);
    const text =
      notice?.kind === 'reduced'
        ? `We changed the quantity from ${notice.from} to ${notice.to}.`
        : `Your order will include ${now}.`;
    return { tone: 'warning', label: `Only ${now} available`, text };
  }
  if (notice?.kind === 'price-changed') {
    return {
      tone: 'warning',
      label: notice.to < notice.from ? 'Price dropped' : 'Price changed',
      text: `The price changed from ${formatINR(notice.from)} to ${formatINR(notice.to)}.`,
    };
  }
  if (line?.issue === 'price-changed') {
    return {
      tone: 'warning',
      label: 'Price changed',
      text: 'The price has changed since you added it.',
    };
  }
  return null;
}

interface CartLineProps {
  item: CartItem;
  line: QuoteLine | undefined;
  flag: LineFlag | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLine({ item, line, flag, onQuantity, onRemove }: CartLineProps) {
  const { product, quantity } = item;
  const buyable = !flag || flag.tone !== 'danger';
  const max = Math.min(line?.maxQuantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  const lineTotal = paiseToRupees(rupeesToPaise(product.price) * quantity);
  const href = productHrefOf(item);
  const image = line?.image;
  return (
    <li className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-4 py-6 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-6">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        {image || product.image ? (
          <img
            src={image?.url ?? product.image}
            srcSet={image?.srcSet}
            sizes="112px"
            alt=""
            width={image?.width ?? 112}
            height={image?.height ?? 112}
            className="aspect-square w-full rounded-xl bg-sand-100 object-cover"
          />
        ) : (
          <div className="aspect-square w-full rounded-xl bg-sand-100" />
        )}
      </Link>
      <div className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 className="font-display text-base leading-snug text-ink sm:text-lg">
              <Link to={href} className="rounded-sm hover:text-rose-800">
                {product.name}
              </Link>
            </h3>
            {product.variantLabel ? (
              <VariantLabel label={product.variantLabel} swatchHex={product.swatchHex} />
            ) : null}
            <p className="text-sm text-sand-700">{line?.vendorName ?? product.vendorName}</p>
            <Price
              price={product.price}
              originalPrice={product.originalPrice}
              size="sm"
              className="mt-1"
            />
          </div>
          <p className="font-semibold text-ink tabular-nums">
            <span className="sr-only">Line total: </span>
            {buyable ? formatINR(lineTotal) : '—'}
          </p>
        </div>
        {flag ? (
          <div className="grid gap-1" data-testid="line-flag">
            <Badge variant={flag.tone} className="justify-self-start">
              {flag.label}
            </Badge>
            <p className="text-sm text-sand-700">
              {flag.text}
              {flag.link ? (
                <>
                  {' '}
                  <Link to={flag.link.to} className="font-medium text-rose-800 underline">
                    {flag.link.label}
                  </Link>
                </>
              ) : null}
            </p>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <div
            role="group"
            aria-label={`Quantity of ${product.name}`}
            className="flex items-center rounded-full border border-sand-300 bg-white"
          >
            <button
              type="button"
              aria-label={`Decrease quantity of ${product.name}`}
              disabled={!buyable || quantity <= 1}
              onClick={() => onQuantity(quantity - 1)}
              className="inline-flex size-10 items-center justify-center rounded-full disabled:opacity-40"
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <output aria-live="polite" className="w-8 text-center text-sm tabular-nums">
              {quantity}
            </output>
            <button
              type="button"
              aria-label={`Increase quantity of ${product.name}`}
              disabled={!buyable || quantity >= max}
              onClick={() => onQuantity(quantity + 1)}
              className="inline-flex size-10 items-center justify-center rounded-full disabled:opacity-40"
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          {buyable && quantity >= max && max > 0 ? (
            <p className="text-xs text-sand-600">
              {max === MAX_LINE_QUANTITY ? `Up to ${max} per order` : `Only ${max} in stock`}
            </p>
          ) : null}
          <button
            type="button"
            onClick={onRemove}
            className="ml-auto inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-sand-700 hover:bg-sand-100 hover:text-ink"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove <span className="sr-only">{product.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
