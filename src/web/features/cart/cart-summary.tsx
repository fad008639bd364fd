// The cart's summary: the server's totals, what is left for free delivery, the first-purchase
// offer for visitors, and the way to checkout (visitors sign in first and come back).
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import type { Quote } from '../../../domain/schemas/order';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { formatINR } from '../../lib/format';
import { useBottomBarSpace } from '../../lib/use-bottom-bar-space';
import { usePhoneScreen } from '../../lib/use-phone-screen';
import { OrderTotals } from '../orders/order-totals';
import { FreeDeliveryNudge } from './free-delivery-nudge';
import { PromoCodeField, shownQuote, useCodedQuote } from './promo-code';
import type { CartMode } from './use-cart-quote';

const CHECKOUT = '/checkout';

interface CartSummaryProps {
  mode: CartMode;
  quote: Quote | undefined;
  /** The totals are being recomputed for the latest change. */
  updating: boolean;
}

/** On phones the total and the way on stay in reach at the bottom of the screen (issue #37). */
function CartStickyBar({
  total,
  href,
  ready,
}: {
  total: number | null;
  href: string;
  ready: boolean;
}) {
  useBottomBarSpace();
  return (
    <div
      data-testid="cart-sticky-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-4 border-t border-sand-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-soft sm:hidden"
    >
      <p className="grid text-sm leading-tight text-sand-700">
        Total
        <span className="text-lg font-semibold whitespace-nowrap text-ink tabular-nums">
          {total === null ? '…' : formatINR(total)}
        </span>
      </p>
      {ready ? (
        <Button asChild size="lg" layout="inline-flex flex-1">
          <Link to={href}>Proceed to Checkout</Link>
        </Button>
      ) : (
        <Button size="lg" layout="inline-flex flex-1" disabled>
          Proceed to Checkout
        </Button>
      )}
    </div>
  );
}

export function CartSummary({ mode, quote, updating }: CartSummaryProps) {
  const buyable = quote?.lines.some((line) => line.quantity > 0) ?? false;
  const coded = useCodedQuote(quote);
  const shown = shownQuote(quote, coded);
  const checkoutHref =
    mode === 'customer' ? CHECKOUT : `/auth/login?next=${encodeURIComponent(CHECKOUT)}`;
  const phone = usePhoneScreen();
  const ready = buyable && !updating;
  return (
    <section
      aria-labelledby="cart-summary"
      className="grid gap-5 rounded-2xl border border-sand-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id="cart-summary" className="text-xl text-ink">
        Order summary
      </h2>
      {quote ? (
        <div aria-busy={updating} className={cn('grid gap-4', updating && 'opacity-60')}>
          <OrderTotals
            totals={shown!.totals}
            discountPct={quote.firstPurchaseDiscountPct}
            promotions={shown!.promotions}
          />
          {buyable ? <PromoCodeField quote={quote} coded={coded} /> : null}
          {buyable ? <FreeDeliveryNudge quote={shown!} /> : null}
        </div>
      ) : (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Working out your total…</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-6 w-full" />
        </div>
      )}
      {mode !== 'customer' && quote && quote.firstPurchaseDiscountPct > 0 ? (
        <p className="flex items-start gap-2 rounded-xl border border-rose-200 bg-rose-50 px-3 py-2.5 text-sm text-rose-900">
          <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Get {quote.firstPurchaseDiscountPct}% off your first purchase:{' '}
            <Link
              to={`/auth/register?next=${encodeURIComponent(CHECKOUT)}`}
              className="font-medium underline hover:text-rose-700"
            >
              sign up
            </Link>{' '}
            and it comes off your first order.
          </span>
        </p>
      ) : null}
      {phone ? (
        <CartStickyBar
          total={shown ? shown.totals.total : null}
          href={checkoutHref}
          ready={ready}
        />
      ) : ready ? (
        <Button asChild size="lg" className="w-full">
          <Link to={checkoutHref}>Proceed to Checkout</Link>
        </Button>
      ) : (
        <Button size="lg" className="w-full" disabled>
          Proceed to Checkout
        </Button>
      )}
      {mode !== 'customer' ? (
        <p className="-mt-2 text-center text-xs text-sand-600">
          You’ll sign in or create an account before you pay.
        </p>
      ) : null}
    </section>
  );
}
