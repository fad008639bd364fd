// The product card (SPEC §2): image, badges, wishlist heart, add-to-cart bar, details, price.
// With a mouse the bar appears over the image's foot on hover (SPEC §2); on touch screens it sits
// under the price, never over the image (issue #25). With a mouse the card is a size container so
// the bar can find the foot of its square image (100cqw) from outside the image's box; on a touch
// screen it is not one (a container costs every layout of the page: a listing's 23 cards nearly
// doubled a full relayout on a phone).
import { Heart, ShoppingBag } from '../../components/ui/icons';
import { CATEGORY_LABELS } from '../../../domain/catalog';
import type { ProductSummary } from '../../../domain/schemas/catalog';
import { PlainLink } from '../../components/ui/plain-link';
import { Price } from '../../components/ui/price';
import { StarRating } from '../../components/ui/star-rating';
import { toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { cartProductOf, useCartStore } from '../cart/cart-store';
import { useIsWishlisted } from '../wishlist/wishlist-store';
import { toggleWishlist } from '../wishlist/wishlist-sync';
import { chooseLabelOf, hasChoices } from './variant-selection';

// The product page imports it from cart-store.ts, so its chunk does not need the card.
export { cartProductOf };

interface ProductCardProps {
  product: ProductSummary;
  /** The first cards of a page load eagerly; the rest wait until they are near the screen. */
  eager?: boolean;
  /** The first card's image is the page's largest paint: fetch it before the others. */
  priority?: boolean;
  /** The name's heading level: 2 where the cards sit right under the page's h1 (the listing). */
  headingLevel?: 2 | 3;
}

export function ProductCard({
  product: p,
  eager = false,
  priority = false,
  headingLevel = 3,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const addItem = useCartStore((s) => s.addItem);
  const wishlisted = useIsWishlisted(p.id);
  const soldOut = p.stockStatus === 'out-of-stock';
  const barClass =
    'flex w-full items-center justify-center gap-2 rounded-full bg-ink/90 px-4 py-2.5 text-sm font-medium text-white backdrop-blur transition hover:bg-ink disabled:bg-sand-500';

  return (
    <article
      className="group relative flex flex-col [@media(hover:hover)]:@container"
      data-testid="product-card"
    >
      <div className="relative overflow-hidden rounded-2xl bg-sand-100">
        <PlainLink to={`/products/${p.id}`} className="block" tabIndex={-1} aria-hidden="true">
          {p.image ? (
            <img
              src={p.image.url}
              srcSet={p.image.srcSet}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
              alt=""
              width={p.image.width}
              height={p.image.height}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              className="aspect-square w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.03]"
            />
          ) : (
            <div className="aspect-square w-full" />
          )}
        </PlainLink>
        <div className="pointer-events-none absolute top-3 left-3 flex flex-col items-start gap-1.5">
          {p.isNew ? (
            <span className="rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-ink shadow-sm">
              New
            </span>
          ) : null}
          {p.discountPercent ? (
            <span className="rounded-full bg-rose-700 px-2.5 py-0.5 text-xs font-semibold text-white">
              -{p.discountPercent}%
            </span>
          ) : null}
        </div>
        <button
          type="button"
          aria-pressed={wishlisted}
          aria-label={wishlisted ? `Remove ${p.name} from wishlist` : `Add ${p.name} to wishlist`}
          onClick={() => void toggleWishlist(p.id)}
          className="absolute top-2.5 right-2.5 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm transition hover:bg-white"
        >
          <Heart
            aria-hidden="true"
            className={cn('size-[1.1rem]', wishlisted && 'fill-rose-600 text-rose-600')}
          />
        </button>
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-1 px-0.5">
        <p className="text-[0.6875rem] font-semibold tracking-[0.14em] text-sand-600 uppercase">
          {CATEGORY_LABELS[p.category]}
        </p>
        <Heading className="font-display text-base leading-snug text-ink">
          <PlainLink to={`/products/${p.id}`} className="rounded-sm hover:text-rose-800">
            {p.name}
          </PlainLink>
        </Heading>
        <p className="text-sm text-sand-700">
          <PlainLink
            to={`/vendors/${p.vendorSlug}`}
            className="rounded-sm hover:text-rose-800 hover:underline"
          >
            {p.vendorName}
          </PlainLink>
        </p>
        {p.reviewCount > 0 ? (
          <StarRating rating={p.rating} reviewCount={p.reviewCount} />
        ) : (
          // No stars before the first review (issue #37); the line keeps the cards aligned.
          <span aria-hidden="true" className="block h-4" />
        )}
        <SwatchDots product={p} />
        <FromPrice product={p} />
      </div>
      <div
        data-testid="add-to-cart-bar"
        className="mt-3 transition duration-300 [@media(hover:hover)]:absolute [@media(hover:hover)]:inset-x-2.5 [@media(hover:hover)]:top-[calc(100cqw-3.125rem)] [@media(hover:hover)]:mt-0 [@media(hover:hover)]:translate-y-2 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:translate-y-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:group-focus-within:translate-y-0 [@media(hover:hover)]:group-focus-within:opacity-100"
      >
        {hasChoices(p) ? (
          // Several shades or sizes: the shopper chooses on the product page, none is guessed.
          <PlainLink
            to={`/products/${p.id}`}
            aria-label={`${chooseLabelOf(p)}: ${p.name}`}
            className={barClass}
          >
            <ShoppingBag aria-hidden="true" className="size-4" />
            {chooseLabelOf(p)}
          </PlainLink>
        ) : (
          <button
            type="button"
            disabled={soldOut}
            onClick={() => {
              addItem(cartProductOf(p), 1, p.defaultVariantId);
              toast.success(`${p.name} added to your cart`);
            }}
            className={barClass}
          >
            <ShoppingBag aria-hidden="true" className="size-4" />
            {soldOut ? 'Out of Stock' : 'Add to Cart'}
            <span className="sr-only">: {p.name}</span>
          </button>
        )}
      </div>
    </article>
  );
}

/** The price, as "from ₹X" when some variants cost more than the cheapest. */
export function FromPrice({ product: p }: { product: ProductSummary }) {
  return (
    <p className="mt-1 inline-flex flex-wrap items-baseline gap-x-1.5">
      {p.maxPrice > p.price ? <span className="text-sm text-sand-700">from</span> : null}
      <Price price={p.price} originalPrice={p.originalPrice} />
    </p>
  );
}

/** The first shades as dots, and "+N" for the rest; the names are on the product page. */
export function SwatchDots({ product: p }: { product: ProductSummary }) {
  if (p.swatches.length === 0) return null;
  const more = p.swatchCount - p.swatches.length;
  return (
    <div className="flex items-center gap-1.5" data-testid="swatch-dots">
      <span className="sr-only">Available in {p.swatchCount} shades</span>
      {p.swatches.map((swatch) => (
        <span
          key={swatch.name}
          title={swatch.name}
          aria-hidden="true"
          data-testid="swatch-dot"
          className="inline-block size-3.5 rounded-full ring-1 ring-ink/15"
          style={{ backgroundColor: swatch.hex ?? undefined }}
        />
      ))}
      {more > 0 ? (
        <span aria-hidden="true" className="text-xs text-sand-700">
          +{more}
        </span>
      ) : null}
    </div>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <div className="aspect-square w-full rounded-2xl bg-sand-200/70 motion-safe:animate-pulse" />
      <div className="h-3 w-1/3 rounded bg-sand-200/70" />
      <div className="h-4 w-4/5 rounded bg-sand-200/70" />
      <div className="h-3 w-1/2 rounded bg-sand-200/70" />
    </div>
  );
}
