// '/cart' (SPEC §2, issue #5): the lines with today's prices and stock, what changed, the totals
// the server computes, and the way to checkout.
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-parts';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { quoteLineFor, useCartNotices } from './cart-adopt';
import { CartLine, flagOf } from './cart-line';
import { lineKeyOf, useCartStore, type CartItem } from './cart-store';
import { CartSummary } from './cart-summary';
import { retryCartSync } from './cart-sync';
import { useCartQuote } from './use-cart-quote';

function EmptyCart() {
  return (
    <div className="mt-10 grid justify-items-center gap-4 rounded-2xl border border-dashed border-sand-300 bg-white px-6 py-14 text-center">
      <ShoppingBag aria-hidden="true" className="size-10 text-sand-500" />
      <h2 className="text-xl text-ink">Your cart is empty</h2>
      <p className="max-w-sm text-sm text-sand-600">
        Find something you love among makeup, skin, hair and personal-care products from independent
        brands.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/products">Start Shopping</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/wishlist">View Wishlist</Link>
        </Button>
      </div>
    </div>
  );
}

/** Takes a line out, with a toast that puts it back where it was. */
function removeWithUndo(item: CartItem) {
  const { items, removeItem } = useCartStore.getState();
  const key = lineKeyOf(item);
  const at = items.findIndex((i) => lineKeyOf(i) === key);
  removeItem(key);
  useCartNotices.getState().dismiss(key);
  const name = item.product.variantLabel
    ? `${item.product.name} (${item.product.variantLabel})`
    : item.product.name;
  toast(`${name} removed from your cart`, {
    action: {
      label: 'Undo',
      onClick: () => {
        const now = useCartStore.getState().items;
        if (now.some((i) => lineKeyOf(i) === key)) return;
        const next = [...now];
        next.splice(Math.min(at, next.length), 0, item);
        useCartStore.getState().replaceItems(next);
      },
    },
  });
}

export function CartPage() {
  useDocumentTitle('Shopping Cart');
  const items = useCartStore((state) => state.items);
  const itemCount = useCartStore((state) => state.itemCount);
  const updateQuantity = useCartStore((state) => state.updateQuantity);
  const notices = useCartNotices((state) => state.notices);
  const { mode, syncStatus, quote, isStale, error, refetch } = useCartQuote();
  const priced = quote !== undefined && !isStale;

  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader
        title="Shopping Cart"
        description={
          itemCount === 0
            ? 'Your cart is empty. Products you add to your cart are kept here.'
            : `You have ${pluralize(itemCount, 'item')} in your cart.`
        }
      />
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <section aria-labelledby="cart-lines">
            <h2 id="cart-lines" className="sr-only">
              Items in your cart
            </h2>
            {syncStatus === 'error' && mode === 'customer' ? (
              <div className="mb-4 grid gap-2">
                <FormAlert message="We could not load the cart saved in your account." />
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => void retryCartSync()}
                >
                  Try Again
                </Button>
              </div>
            ) : null}
            {error && !quote ? (
              <div className="mb-4 grid gap-2">
                <FormAlert message={`We could not check today’s prices. ${error.message}`} />
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => void refetch()}
                >
                  Try Again
                </Button>
              </div>
            ) : null}
            <ul className="divide-y divide-sand-200 border-y border-sand-200">
              {items.map((item) => {
                const key = lineKeyOf(item);
                const line = quote ? quoteLineFor(quote.lines, item) : undefined;
                return (
                  <CartLine
                    key={key}
                    item={item}
                    line={line}
                    flag={flagOf(item, line, notices[key], priced)}
                    onQuantity={(quantity) => {
                      useCartNotices.getState().dismiss(key);
                      updateQuantity(key, quantity);
                    }}
                    onRemove={() => removeWithUndo(item)}
                  />
                );
              })}
            </ul>
            <Link
              to="/products"
              className="mt-6 inline-block rounded-sm text-sm font-medium text-rose-700 hover:underline"
            >
              Continue shopping
            </Link>
          </section>
          <div className="lg:sticky lg:top-24">
            <CartSummary mode={mode} quote={quote} updating={isStale} />
          </div>
        </div>
      )}
    </div>
  );
}
