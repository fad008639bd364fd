import { ShoppingBag } from '../../components/ui/icons';
import { useCartStore } from '../../features/cart/cart-store';
import { pluralize } from '../../lib/format';
import { iconButtonClasses } from './styles';
import { PlainLink } from '../../components/ui/plain-link';

/** SPEC §9: the badge caps at 9+, and there is none for an empty cart. */
export function cartBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

export function CartLink() {
  const count = useCartStore((state) => state.itemCount);
  const badge = cartBadgeText(count);
  return (
    <>
      <PlainLink
        to="/cart"
        aria-describedby={badge ? 'cart-count-description' : undefined}
        className={iconButtonClasses}
      >
        <ShoppingBag aria-hidden="true" />
        {/* Named by its content, so the visible badge is part of the name (WCAG 2.5.3). */}
        <span className="sr-only">Cart</span>
        {badge ? (
          <span
            data-testid="cart-count"
            className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-700 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-cream"
          >
            {badge}
          </span>
        ) : null}
      </PlainLink>
      {badge ? (
        <span id="cart-count-description" hidden>
          {`${pluralize(count, 'item')} in your cart`}
        </span>
      ) : null}
    </>
  );
}
