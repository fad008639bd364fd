// /products/{id}: gallery, price, stock, quantity, add to cart, wishlist, details, related.
import { Heart, Minus, Plus, ShoppingBag, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CATEGORY_LABELS } from '../../../domain/catalog';
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
import { NotFoundPage } from '../../app/not-found-page';
import { useCartStore } from '../cart/cart-store';
import { useIsWishlisted } from '../wishlist/wishlist-store';
import { toggleWishlist } from '../wishlist/wishlist-sync';
import { useProduct } from './api';
import { cartProductOf } from './product-card';
import { ProductGallery } from './product-gallery';
import { ProductShelf } from './product-shelf';

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

function ProductView({
  product: p,
}: {
  product: NonNullable<ReturnType<typeof useProduct>['data']>;
}) {
  const [quantity, setQuantity] = useState(1);
  const addItem = useCartStore((s) => s.addItem);
  const wishlisted = useIsWishlisted(p.id);
  const soldOut = p.stockStatus === 'out-of-stock';
  const max = Math.min(MAX_PER_LINE, p.stockQuantity ?? MAX_PER_LINE);
  const info = useStoreInfo();

  return (
    <>
      <div className="container-page py-6 sm:py-10">
        <nav aria-label="Breadcrumb" className="text-sm text-sand-600">
          <ol className="flex flex-wrap gap-1.5">
            <li>
              <Link to="/" className="hover:text-ink">
                Home
              </Link>{' '}
              /
            </li>
            <li>
              <Link to={`/products?category=${p.category}`} className="hover:text-ink">
                {CATEGORY_LABELS[p.category]}
              </Link>{' '}
              /
            </li>
            <li aria-current="page" className="text-sand-800">
              {p.name}
            </li>
          </ol>
        </nav>
        <div className="mt-6 grid gap-8 md:grid-cols-2 md:gap-12">
          <ProductGallery images={p.images} name={p.name} />
          <div>
            <p className="text-xs font-semibold tracking-[0.14em] text-sand-600 uppercase">
              {CATEGORY_LABELS[p.category]}
              {p.subcategory ? ` · ${p.subcategory}` : ''}
            </p>
            <h1 className="mt-2 text-3xl leading-tight text-ink sm:text-4xl">{p.name}</h1>
            <p className="mt-2 text-sand-700">
              by{' '}
              <Link
                to={`/vendors/${p.vendorSlug}`}
                className="font-medium text-rose-800 hover:underline"
              >
                {p.vendorName}
              </Link>
            </p>
            <div className="mt-3 flex items-center gap-2">
              <StarRating rating={p.rating} reviewCount={p.reviewCount} size="md" />
            </div>
            <div className="mt-5 flex flex-wrap items-center gap-3">
              <Price price={p.price} originalPrice={p.originalPrice} size="lg" />
              {p.discountPercent ? (
                <span className="rounded-full bg-rose-700 px-2.5 py-0.5 text-sm font-semibold text-white">
                  -{p.discountPercent}%
                </span>
              ) : null}
            </div>
            <p className="mt-1 text-xs text-sand-600">Inclusive of all taxes</p>
            <p
              className={cn(
                'mt-4 text-sm font-medium',
                p.stockStatus === 'in-stock'
                  ? 'text-success'
                  : p.stockStatus === 'low-stock'
                    ? 'text-warning'
                    : 'text-danger',
              )}
            >
              {p.stockStatus === 'in-stock'
                ? 'In stock'
                : p.stockStatus === 'low-stock'
                  ? `Only ${p.stockQuantity} left`
                  : 'Out of stock'}
            </p>
            <div className="mt-6 flex flex-wrap items-center gap-3">
              <div
                className="flex items-center rounded-full border border-sand-300 bg-white"
                role="group"
                aria-label="Quantity"
              >
                <button
                  type="button"
                  aria-label="Decrease quantity"
                  disabled={quantity <= 1 || soldOut}
                  onClick={() => setQuantity((q) => q - 1)}
                  className="inline-flex size-11 items-center justify-center rounded-full disabled:opacity-40"
                >
                  <Minus aria-hidden="true" className="size-4" />
                </button>
                <output aria-live="polite" className="w-8 text-center tabular-nums">
                  {quantity}
                </output>
                <button
                  type="button"
                  aria-label="Increase quantity"
                  disabled={quantity >= max || soldOut}
                  onClick={() => setQuantity((q) => q + 1)}
                  className="inline-flex size-11 items-center justify-center rounded-full disabled:opacity-40"
                >
                  <Plus aria-hidden="true" className="size-4" />
                </button>
              </div>
              <Button
                size="lg"
                disabled={soldOut}
                className="flex-1"
                onClick={() => {
                  addItem(cartProductOf(p), quantity);
                  toast.success(`${p.name} added to your cart`);
                }}
              >
                <ShoppingBag aria-hidden="true" className="size-5" />
                {soldOut ? 'Out of Stock' : 'Add to Cart'}
              </Button>
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
            <p className="mt-4 flex items-center gap-2 text-sm text-sand-700">
              <Truck aria-hidden="true" className="size-4" /> Free delivery on orders of{' '}
              {formatINR(info.freeShippingThreshold)} and above
              {info.codEnabled ? ' · Cash on Delivery available' : ''}
            </p>
            <section
              aria-labelledby="product-description"
              className="mt-8 border-t border-sand-200 pt-6"
            >
              <h2 id="product-description" className="text-lg text-ink">
                About this product
              </h2>
              <p className="mt-2 leading-relaxed text-sand-800">{p.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
                {p.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/products?search=${encodeURIComponent(tag)}`}
                      className="rounded-full bg-sand-100 px-3 py-1 text-xs text-sand-800 hover:bg-sand-200"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </div>
      {p.related.length ? (
        <ProductShelf
          id="related-products"
          title="You may also like"
          subtitle={`More from ${CATEGORY_LABELS[p.category]}`}
          viewAll={`/products?category=${p.category}`}
          products={p.related}
        />
      ) : null}
    </>
  );
}
