// The product page's parts that load beside the page, server-rendered all the same (its first
// download stays in budget, .size-limit.js): the PIN code delivery check and, on phones, the
// sticky bar with the price, Add to Cart and the wishlist heart.
import { Heart, MapPin, Plus, RotateCcw, ShoppingBag } from '../../components/ui/icons';
import { useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import type { AttributeChip } from '../../../domain/schemas/catalog';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Price } from '../../components/ui/price';
import { cn } from '../../lib/cn';
import { formatDay } from '../../lib/format';
import { useBottomBarSpace } from '../../lib/use-bottom-bar-space';
import { usePhoneScreen } from '../../lib/use-phone-screen';
import { toggleWishlist } from '../wishlist/wishlist-sync';
import { PIN_PATTERN, usePincode } from './pincode-api';
import { PlainLink } from '../../components/ui/plain-link';

/** Where the shopper's last checked PIN code is kept, so the next product shows its estimate. */
const PIN_KEY = 'angle-delivery-pin';

function rememberedPin(): string {
  try {
    return localStorage.getItem(PIN_KEY) ?? '';
  } catch {
    return '';
  }
}

const noSubscription = () => () => {};

function DeliveryCheck({ productId }: { productId: string }) {
  // The server's snapshot is empty: hydration renders the server's HTML, then the remembered code.
  const remembered = useSyncExternalStore(noSubscription, rememberedPin, () => '');
  const [typed, setDraft] = useState<string | null>(null);
  const [checked, setPin] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const draft = typed ?? remembered;
  const pin = checked ?? (PIN_PATTERN.test(remembered) ? remembered : '');
  const place = usePincode(pin, productId);

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = draft.trim();
    setInvalid(!PIN_PATTERN.test(typed));
    if (!PIN_PATTERN.test(typed)) return;
    setPin(typed);
    try {
      localStorage.setItem(PIN_KEY, typed);
    } catch {
      // Private browsing without storage: the check still works, it is just not remembered.
    }
  };

  let answer: ReactNode = null;
  if (invalid) answer = <span className="text-danger">Enter a 6-digit PIN code.</span>;
  else if (place.isError) {
    answer = (
      <span className="text-danger">We could not find PIN code {pin}. Check it and try again.</span>
    );
  } else if (place.data?.estimate) {
    const { estimate, district, state } = place.data;
    answer = (
      <>
        Delivery to {district}, {state} by{' '}
        <strong className="font-semibold text-ink">{formatDay(estimate.latest)}</strong>{' '}
        <span className="text-sand-600">
          ({formatDay(estimate.earliest)} at the earliest; {estimate.minDays}–{estimate.maxDays}{' '}
          working days)
        </span>
      </>
    );
  }

  return (
    <form
      onSubmit={check}
      noValidate
      aria-label="Check delivery"
      className="mt-4 grid gap-2 rounded-2xl border border-sand-200 bg-white p-4"
    >
      <label
        htmlFor="delivery-pin"
        className="flex items-center gap-2 text-sm font-medium text-ink"
      >
        <MapPin aria-hidden="true" className="size-4" /> Check delivery to your PIN code
      </label>
      <div className="flex gap-2">
        <Input
          id="delivery-pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="e.g. 411001"
          value={draft}
          aria-invalid={invalid || place.isError ? true : undefined}
          aria-describedby="delivery-answer"
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit" variant="outline" loading={place.isFetching}>
          Check
        </Button>
      </div>
      <p id="delivery-answer" aria-live="polite" className="min-h-5 text-sm text-sand-700">
        {answer}
      </p>
    </form>
  );
}

interface StickyBuyBarProps {
  productId: string;
  price: number;
  originalPrice: number | null;
  soldOut: boolean;
  justAdded: boolean;
  wishlisted: boolean;
  onAdd: () => void;
}

/** Under the delivery line: returns, the PIN code check, and the phone's sticky bar. */
function PurchaseExtras(props: StickyBuyBarProps) {
  const phone = usePhoneScreen();
  return (
    <>
      <p className="mt-2 flex items-center gap-2 text-sm text-sand-700">
        <RotateCcw aria-hidden="true" className="size-4" /> Easy returns within 7 days of delivery ·{' '}
        <PlainLink to="/refund-policy" className="font-medium text-rose-800 hover:underline">
          Returns policy
        </PlainLink>
      </p>
      <DeliveryCheck productId={props.productId} />
      {phone ? <StickyBuyBar {...props} /> : null}
    </>
  );
}

/** Phones only (under 640 px): the page pads its bottom by the bar's height. */
function StickyBuyBar(p: StickyBuyBarProps) {
  useBottomBarSpace();
  return (
    <div
      data-testid="product-sticky-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-sand-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-soft sm:hidden"
    >
      <Price price={p.price} originalPrice={p.originalPrice} />
      {p.justAdded ? (
        <Button asChild layout="inline-flex flex-1">
          <PlainLink to="/cart">
            <ShoppingBag aria-hidden="true" className="size-4" />
            Go to Cart
          </PlainLink>
        </Button>
      ) : (
        <Button disabled={p.soldOut} layout="inline-flex flex-1" onClick={p.onAdd}>
          <ShoppingBag aria-hidden="true" className="size-4" />
          {p.soldOut ? 'Out of Stock' : 'Add to Cart'}
        </Button>
      )}
      <Button
        variant="outline"
        size="icon"
        aria-pressed={p.wishlisted}
        aria-label={p.wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
        onClick={() => void toggleWishlist(p.productId)}
      >
        <Heart
          aria-hidden="true"
          className={cn('size-5', p.wishlisted && 'fill-rose-600 text-rose-600')}
        />
      </Button>
    </div>
  );
}

/** A collapsible part of the description the vendor filled (a native details element: it opens
 * without JavaScript, in the server's HTML too); nothing when empty. */
function ProductFact({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <details className="group mt-4 border-t border-sand-200 pt-4">
      <summary className="flex cursor-pointer list-none items-center justify-between font-medium text-ink">
        {title}
        <Plus aria-hidden="true" className="size-4 transition-transform group-open:rotate-45" />
      </summary>
      <p className="mt-2 leading-relaxed whitespace-pre-line text-sand-800">{text}</p>
    </details>
  );
}

/** The beauty attributes, then the vendor's "Ingredients" and "How to use" when filled. */
function ProductFacts({
  chips,
  ingredients,
  howToUse,
}: {
  chips: AttributeChip[];
  ingredients: string;
  howToUse: string;
}) {
  return (
    <>
      <AttributeChips chips={chips} />
      <ProductFact title="Ingredients" text={ingredients} />
      <ProductFact title="How to use" text={howToUse} />
    </>
  );
}

/** The product's beauty attributes, each a link to the listing filtered by it. */
function AttributeChips({ chips }: { chips: AttributeChip[] }) {
  if (chips.length === 0) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-2" aria-label="Product attributes">
      {chips.map((chip) => (
        <li key={chip.token}>
          <PlainLink
            to={`/products?attributes=${encodeURIComponent(chip.token)}`}
            className="inline-flex items-center gap-1 rounded-full border border-sand-300 bg-white px-3 py-1 text-xs text-sand-800 hover:border-rose-700"
          >
            <span className="text-sand-600">{chip.groupLabel}:</span> {chip.label}
          </PlainLink>
        </li>
      ))}
    </ul>
  );
}

type ExtraProps =
  | ({ part: 'purchase' } & StickyBuyBarProps)
  | ({ part: 'facts' } & Parameters<typeof ProductFacts>[0]);

/** The page loads this module once, lazily, for both its places. */
export default function ProductPageExtra(props: ExtraProps) {
  return props.part === 'purchase' ? <PurchaseExtras {...props} /> : <ProductFacts {...props} />;
}
