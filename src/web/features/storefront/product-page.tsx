// /products/{id}: gallery, price, stock, quantity, add to cart, wishlist, details, related.
import { Heart, Minus, Plus, ShoppingBag, Truck } from '../../components/ui/icons';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CATEGORY_LABELS } from '../../../domain/catalog';
import type { ProductDetail, Variant } from '../../../domain/schemas/catalog';
import { Button } from '../../components/ui/button';
import { Price } from '../../components/ui/price';
import { Spinner } from '../../components/ui/spinner';
import { StarRating } from '../../components/ui/star-rating';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatINR } from '../../lib/format';
import { useStoreInfo } from '../../lib/store-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cartProductOf, lineKeyOf, useCartStore, type CartProduct } from '../cart/cart-store';
import { useIsWishlisted } from '../wishlist/wishlist-store';
import { toggleWishlist } from '../wishlist/wishlist-sync';
import { useProduct } from './api';
import { ProductGallery } from './product-gallery';
import { VariantPicker } from './variant-picker';
import { selectedVariantOf, shadeParamOf } from './variant-selection';
import { PlainLink } from '../../components/ui/plain-link';

// The reviews and the questions sit below the fold with their forms and schemas: their code loads
// beside the page, not inside its first download (the product route's budget in .size-limit.js).
// The Offers strip (issue #20) is in the same module: one import, one chunk for both.
const feedback = () => import('./product-feedback');
const ProductFeedback = lazy(() => feedback().then((m) => ({ default: m.ProductFeedback })));
const ProductOffers = lazy(() => feedback().then((m) => ({ default: m.ProductOffers })));

// The returns line, the PIN code check and the phone's sticky bar (issue #25): a chunk beside
// the page's, which keeps the first download in budget (.size-limit.js).
// Server-rendered all the same: the server waits for every boundary (decision 013).
const Extra = lazy(() => import('./product-page-extras'));
// "You may also like" closes the page, below the reviews: the product cards' code downloads
// after the page's, outside the first visit's JavaScript (issue #24).
// Issue #37: "Notify me" and "Similar shades from other brands", beside the page's chunk.
const shades = () => import('../shades/product-shades');
const NotifyMe = lazy(() => shades().then((m) => ({ default: m.NotifyMe })));
const SimilarShades = lazy(() => shades().then((m) => ({ default: m.SimilarShades })));
const ProductShelf = lazy(() =>
  import('./product-shelf').then((m) => ({ default: m.ProductShelf })),
);

// An unknown product's page (the server sends the shell for it, so it is never hydrated).
const NotFoundPage = lazy(() =>
  import('../../app/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

const MAX_PER_LINE = 10;

export function ProductPage() {
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  useDocumentTitle(product.data?.name ?? 'Product');

  if (product.error instanceof ApiError && product.error.status === 404) return <NotFoundPage />;
  if (product.isError) {
    return (
      <div role="alert" className="container-page py-20 text-center">
        <h1 className="text-2xl text-ink">We could not load this product</h1>
        <Button variant="outline" className="mt-4" onClick={() => void product.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!product.data) {
    // A screen's height while loading keeps the footer below the fold, so the product arriving
    // does not push it down the screen (Lighthouse counted that as a 0.5 layout shift).
    return (
      <div className="container-page flex min-h-dvh justify-center py-24" role="status">
        <Spinner />
        <span className="sr-only">Loading product…</span>
      </div>
    );
  }
  return <ProductView product={product.data} />;
}

/** What the cart keeps of the chosen variant: its price, photo and label. */
export function cartProductOfVariant(p: ProductDetail, v: Variant | undefined): CartProduct {
  const product = cartProductOf(p);
  if (!v) return product;
  return {
    ...product,
    price: v.price,
    originalPrice: v.originalPrice,
    image: v.image?.url ?? product.image,
    ...(v.label ? { variantLabel: v.label, swatchHex: v.swatchHex } : {}),
  };
}

/** The gallery starts with the chosen shade's own photos (issue #37), then the product's. */
export function galleryOf(p: ProductDetail, v: Variant | undefined): ProductDetail['images'] {
  const own = v?.images.length ? v.images : v?.image ? [v.image] : [];
  // Other shades' photos stay with their shades: Rani Pink never shows Berry Wine's lips.
  const shadePhotos = new Set(p.variants.flatMap((x) => x.images.map((image) => image.url)));
  const urls = new Set(own.map((image) => image.url));
  return [
    ...own,
    ...p.images.filter((image) => !urls.has(image.url) && !shadePhotos.has(image.url)),
  ];
}

function ProductView({ product: p }: { product: ProductDetail }) {
  const [params, setParams] = useSearchParams();
  const [quantity, setQuantity] = useState(1);
  const addItem = useCartStore((s) => s.addItem);
  const wishlisted = useIsWishlisted(p.id);
  const info = useStoreInfo();
  const selected = selectedVariantOf(p, params.get('shade') ?? params.get('variant'));
  // What the page shows follows the chosen variant; a product without variants shows its own.
  const shown = selected ?? p;
  const soldOut = shown.stockStatus === 'out-of-stock';
  const max = Math.min(MAX_PER_LINE, shown.stockQuantity ?? MAX_PER_LINE);
  const amount = Math.max(1, Math.min(quantity, max));
  const lineKey = selected?.id ?? p.id;
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const justAdded = useCartStore(
    (s) => addedKey === lineKey && s.items.some((i) => lineKeyOf(i) === lineKey),
  );

  const add = () => {
    addItem(cartProductOfVariant(p, selected), amount, selected?.id);
    setAddedKey(lineKey);
    const what = selected?.label ? `${p.name} (${selected.label})` : p.name;
    toast.success(`${what} added to your cart`);
  };

  const choose = (variant: Variant) => {
    // Replace, not push: trying shades does not fill the back button's history.
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        // `?shade=rani-pink`: a link that opens this shade (issue #37).
        next.delete('variant');
        next.set('shade', shadeParamOf(variant));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <>
      <div className="container-page py-6 sm:py-10">
        <nav aria-label="Breadcrumb" className="text-sm text-sand-600">
          <ol className="flex flex-wrap gap-1.5">
            <li>
              <PlainLink to="/" className="hover:text-ink">
                Home
              </PlainLink>{' '}
              /
            </li>
            <li>
              <PlainLink to={`/products?category=${p.category}`} className="hover:text-ink">
                {CATEGORY_LABELS[p.category]}
              </PlainLink>{' '}
              /
            </li>
            <li aria-current="page" className="text-sand-800">
              {p.name}
            </li>
          </ol>
        </nav>
        <div className="mt-6 grid gap-8 md:grid-cols-2 md:gap-12">
          <ProductGallery
            key={selected?.id ?? 'product'}
            images={galleryOf(p, selected)}
            name={p.name}
          />
          <div>
            <p className="text-xs font-semibold tracking-[0.14em] text-sand-600 uppercase">
              {CATEGORY_LABELS[p.category]}
              {p.subcategory ? ` · ${p.subcategory}` : ''}
            </p>
            <h1 className="mt-2 text-3xl leading-tight text-ink sm:text-4xl">{p.name}</h1>
            <p className="mt-2 text-sand-700">
              by{' '}
              <PlainLink
                to={`/vendors/${p.vendorSlug}`}
                className="font-medium text-rose-800 hover:underline"
              >
                {p.vendorName}
              </PlainLink>
            </p>
            {/* No rating row before the first review (issue #37): 5 hollow stars and "(0)"
                say nothing. */}
            {p.reviewCount > 0 ? (
              <div className="mt-3 flex items-center gap-2">
                <StarRating rating={p.rating} reviewCount={p.reviewCount} size="md" />
              </div>
            ) : null}
            <div className="mt-5 flex flex-wrap items-center gap-3">
              <Price price={shown.price} originalPrice={shown.originalPrice} size="lg" />
              {shown.discountPercent ? (
                <span className="rounded-full bg-rose-700 px-2.5 py-0.5 text-sm font-semibold text-white">
                  -{shown.discountPercent}%
                </span>
              ) : null}
            </div>
            <p className="mt-1 text-xs text-sand-600">Inclusive of all taxes</p>
            <Suspense fallback={null}>
              <ProductOffers productId={p.id} />
            </Suspense>
            {selected && p.options.length > 0 ? (
              <VariantPicker product={p} selected={selected} onSelect={choose} />
            ) : null}
            <p
              aria-live="polite"
              className={cn(
                'mt-4 text-sm font-medium',
                shown.stockStatus === 'in-stock'
                  ? 'text-success'
                  : shown.stockStatus === 'low-stock'
                    ? 'text-warning'
                    : 'text-danger',
              )}
            >
              {shown.stockStatus === 'in-stock'
                ? 'In stock'
                : shown.stockStatus === 'low-stock'
                  ? `Only ${shown.stockQuantity} left`
                  : 'Out of stock'}
            </p>
            {soldOut && selected ? (
              <Suspense fallback={null}>
                <NotifyMe key={selected.id} variantId={selected.id} shade={selected.label} />
              </Suspense>
            ) : null}
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <div
                className="flex items-center rounded-full border border-sand-300 bg-white"
                role="group"
                aria-label="Quantity"
              >
                <button
                  type="button"
                  aria-label="Decrease quantity"
                  disabled={amount <= 1 || soldOut}
                  onClick={() => setQuantity(amount - 1)}
                  className="inline-flex size-11 items-center justify-center rounded-full disabled:opacity-40"
                >
                  <Minus aria-hidden="true" className="size-4" />
                </button>
                <output aria-live="polite" className="w-8 text-center tabular-nums">
                  {amount}
                </output>
                <button
                  type="button"
                  aria-label="Increase quantity"
                  disabled={amount >= max || soldOut}
                  onClick={() => setQuantity(amount + 1)}
                  className="inline-flex size-11 items-center justify-center rounded-full disabled:opacity-40"
                >
                  <Plus aria-hidden="true" className="size-4" />
                </button>
              </div>
              {/* Below 640 px the sticky bar holds these (issue #25). Added on this visit and
                  still in the cart: the next step is the cart; another shade brings Add back. */}
              <div className="hidden flex-1 gap-3 sm:flex">
                {justAdded ? (
                  <Button asChild size="lg" layout="inline-flex flex-1">
                    <PlainLink to="/cart">
                      <ShoppingBag aria-hidden="true" className="size-5" />
                      Go to Cart
                    </PlainLink>
                  </Button>
                ) : (
                  <Button size="lg" disabled={soldOut} layout="inline-flex flex-1" onClick={add}>
                    <ShoppingBag aria-hidden="true" className="size-5" />
                    {soldOut ? 'Out of Stock' : 'Add to Cart'}
                  </Button>
                )}
                <Button
                  size="lg"
                  variant="outline"
                  aria-pressed={wishlisted}
                  aria-label={wishlisted ? 'Remove from wishlist' : 'Add to wishlist'}
                  onClick={() => void toggleWishlist(p.id)}
                >
                  <Heart
                    aria-hidden="true"
                    className={cn('size-5', wishlisted && 'fill-rose-600 text-rose-600')}
                  />
                </Button>
              </div>
            </div>
            <p className="mt-4 flex items-center gap-2 text-sm text-sand-700">
              <Truck aria-hidden="true" className="size-4" /> Free delivery on orders of{' '}
              {formatINR(info.freeShippingThreshold)} and above
              {info.codEnabled ? ' · Cash on Delivery available' : ''}
            </p>
            <Suspense fallback={<div className="h-44" />}>
              <Extra
                part="purchase"
                productId={p.id}
                price={shown.price}
                originalPrice={shown.originalPrice}
                soldOut={soldOut}
                justAdded={justAdded}
                wishlisted={wishlisted}
                onAdd={add}
              />
            </Suspense>
            <section
              aria-labelledby="product-description"
              className="mt-8 border-t border-sand-200 pt-6"
            >
              <h2 id="product-description" className="text-lg text-ink">
                About this product
              </h2>
              <p className="mt-2 leading-relaxed text-sand-800">{p.description}</p>
              <Suspense fallback={null}>
                <Extra
                  part="facts"
                  chips={p.attributes}
                  ingredients={p.ingredients}
                  howToUse={p.howToUse}
                />
              </Suspense>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
                {p.tags.map((tag) => (
                  <li key={tag}>
                    <PlainLink
                      to={`/products?search=${encodeURIComponent(tag)}`}
                      className="rounded-full bg-sand-100 px-3 py-1 text-xs text-sand-800 hover:bg-sand-200"
                    >
                      {tag}
                    </PlainLink>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </div>
      {selected?.swatchHex ? (
        <Suspense fallback={null}>
          <SimilarShades variantId={selected.id} shade={selected.label} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <ProductFeedback productId={p.id} rating={p.rating} reviewCount={p.reviewCount} />
      </Suspense>
      {p.related.length ? (
        <Suspense fallback={null}>
          <ProductShelf
            id="related-products"
            title="You may also like"
            subtitle={`More from ${CATEGORY_LABELS[p.category]}`}
            viewAll={`/products?category=${p.category}`}
            products={p.related}
          />
        </Suspense>
      ) : null}
    </>
  );
}
