// /wishlist: the products whose heart is on, newest first, with move-to-cart and remove. A
// visitor's list lives in this browser; a signed-in customer's is read from the server.
import { useQueries } from '@tanstack/react-query';
import { Heart, RotateCw, ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductSummary } from '../../../domain/schemas/catalog';
import { WISHLIST_MERGE_LIMIT } from '../../../domain/wishlist';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCartStore } from '../cart/cart-store';
import { useCustomerId, useServerWishlist } from '../wishlist/use-wishlist';
import { useWishlistStore } from '../wishlist/wishlist-store';
import { addToWishlist, removeFromWishlist } from '../wishlist/wishlist-sync';
import { productListQuery } from './api';
import { cartProductOf, FromPrice, ProductCardSkeleton, SwatchDots } from './product-card';
import { chooseLabelOf, hasChoices } from './variant-selection';

/** The listing answers at most 100 ids at a time. */
function batchesOf(ids: string[]): string[][] {
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += WISHLIST_MERGE_LIMIT) {
    batches.push(ids.slice(i, i + WISHLIST_MERGE_LIMIT));
  }
  return batches;
}

/** The saved products in the list's order; hidden or unknown ids are left out. */
function useSavedProducts(ids: string[]) {
  return useQueries({
    queries: batchesOf(ids).map((batch) =>
      productListQuery(`ids=${batch.map(encodeURIComponent).join(',')}&limit=100`),
    ),
    combine: (results) => {
      const byId = new Map<string, ProductSummary>();
      for (const r of results) for (const p of r.data?.items ?? []) byId.set(p.id, p);
      return {
        products: ids.map((id) => byId.get(id)).filter((p) => p !== undefined),
        pending: results.some((r) => r.data === undefined && r.isPending),
        failed: results.some((r) => r.isError && r.data === undefined),
        retry: () => results.forEach((r) => void r.refetch()),
      };
    },
  });
}

export function WishlistPage() {
  useDocumentTitle('My Wishlist');
  const ids = useWishlistStore((s) => s.ids);
  const signedIn = useCustomerId() !== null;
  const server = useServerWishlist();
  const saved = useSavedProducts(ids);

  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader
        title="My Wishlist"
        description={
          signedIn
            ? 'Products you saved for later, kept with your account on every device.'
            : 'Products you saved for later, kept in this browser. Sign in to keep them with your account.'
        }
      />
      {server.isError ? (
        <div
          role="alert"
          className="mt-6 flex flex-col gap-3 rounded-2xl bg-danger-soft px-4 py-3 text-sm text-danger sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{server.error.message} Showing the products saved in this browser.</p>
          <Button size="sm" variant="outline" onClick={() => void server.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : null}
      {ids.length > 0 && saved.failed ? (
        <div role="alert" className="mt-10 text-center">
          <p className="text-sand-700">We could not load your saved products.</p>
          <Button variant="outline" className="mt-4" onClick={saved.retry}>
            Try again
          </Button>
        </div>
      ) : ids.length > 0 && saved.pending ? (
        <ul className="mt-8 grid grid-cols-2 gap-6 sm:grid-cols-4" aria-busy="true">
          {ids.slice(0, 4).map((id) => (
            <li key={id}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : saved.products.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <ul
          aria-label="Saved products"
          className="mt-8 divide-y divide-sand-200 border-y border-sand-200"
        >
          {saved.products.map((p) => (
            <SavedProduct key={p.id} product={p} />
          ))}
        </ul>
      )}
    </div>
  );
}

function EmptyWishlist() {
  return (
    <div className="mt-10 rounded-3xl bg-sand-100/70 px-6 py-14 text-center">
      <Heart aria-hidden="true" className="mx-auto size-10 text-rose-300" />
      <h2 className="mt-4 text-2xl text-ink">Your wishlist is empty</h2>
      <p className="mt-2 text-sand-700">Tap the heart on any product to keep it here.</p>
      <Button asChild className="mt-6">
        <Link to="/products">Browse Products</Link>
      </Button>
    </div>
  );
}

function SavedProduct({ product: p }: { product: ProductSummary }) {
  const addItem = useCartStore((s) => s.addItem);

  const remove = () => {
    void removeFromWishlist(p.id);
    toast(`${p.name} removed from your wishlist`, {
      action: { label: 'Undo', onClick: () => void addToWishlist(p.id) },
    });
  };

  return (
    <li className="flex gap-4 py-4">
      <Link to={`/products/${p.id}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {p.image ? (
          <img
            src={p.image.url}
            alt={p.image.alt}
            width={96}
            height={96}
            className="size-20 rounded-xl object-cover sm:size-24"
          />
        ) : null}
      </Link>
      {/* Phones: details, then the buttons below them; wider screens: one row. */}
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <Link
            to={`/products/${p.id}`}
            className="font-display text-lg break-words text-ink hover:text-rose-800"
          >
            {p.name}
          </Link>
          <p className="text-sm text-sand-700">
            <Link to={`/vendors/${p.vendorSlug}`} className="hover:text-rose-800 hover:underline">
              {p.vendorName}
            </Link>
          </p>
          <SwatchDots product={p} />
          <FromPrice product={p} />
        </div>
        <div className="flex flex-wrap gap-2">
          {hasChoices(p) ? (
            // Several shades or sizes: the shopper picks one on the product page.
            <Button size="sm" asChild>
              <Link to={`/products/${p.id}`} aria-label={`${chooseLabelOf(p)}: ${p.name}`}>
                <ShoppingBag aria-hidden="true" className="size-4" />
                {chooseLabelOf(p)}
              </Link>
            </Button>
          ) : (
            <Button
              size="sm"
              aria-label={`Move to cart: ${p.name}`}
              disabled={p.stockStatus === 'out-of-stock'}
              onClick={() => {
                addItem(cartProductOf(p), 1, p.defaultVariantId);
                void removeFromWishlist(p.id);
                toast.success(`${p.name} moved to your cart`);
              }}
            >
              <ShoppingBag aria-hidden="true" className="size-4" />
              Move to cart
            </Button>
          )}
          <Button size="sm" variant="ghost" aria-label={`Remove: ${p.name}`} onClick={remove}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
