// /wishlist: the products whose heart is on, with move-to-cart and remove.
import { useQuery } from '@tanstack/react-query';
import { Heart, ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Price } from '../../components/ui/price';
import { toast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCartStore } from '../cart/cart-store';
import { useWishlistStore } from '../wishlist/wishlist-store';
import { productListQuery } from './api';
import { cartProductOf, ProductCardSkeleton } from './product-card';

export function WishlistPage() {
  useDocumentTitle('My Wishlist');
  const ids = useWishlistStore((s) => s.ids);
  const remove = useWishlistStore((s) => s.remove);
  const addItem = useCartStore((s) => s.addItem);
  const query = `ids=${ids.map(encodeURIComponent).join(',')}&limit=100`;
  const list = useQuery({ ...productListQuery(query), enabled: ids.length > 0 });
  const products = ids.length ? (list.data?.items ?? null) : [];

  return (
    <div className="container-page py-8 sm:py-12">
      <PageHeader
        title="My Wishlist"
        description="Products you saved for later, kept in this browser."
      />
      {products === null ? (
        <ul className="mt-8 grid grid-cols-2 gap-6 sm:grid-cols-4" aria-busy="true">
          {ids.slice(0, 4).map((id) => (
            <li key={id}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : products.length === 0 ? (
        <div className="mt-10 rounded-3xl bg-sand-100/70 px-6 py-14 text-center">
          <Heart aria-hidden="true" className="mx-auto size-10 text-rose-300" />
          <h2 className="mt-4 text-2xl text-ink">Your wishlist is empty</h2>
          <p className="mt-2 text-sand-700">Tap the heart on any product to keep it here.</p>
          <Button asChild className="mt-6">
            <Link to="/products">Browse Products</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-8 divide-y divide-sand-200 border-y border-sand-200">
          {products.map((p) => (
            <li key={p.id} className="flex gap-4 py-4 sm:items-center">
              <Link to={`/products/${p.id}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
                {p.image ? (
                  <img
                    src={p.image.url}
                    alt={p.image.alt}
                    width={96}
                    height={96}
                    className="size-24 rounded-xl object-cover"
                  />
                ) : null}
              </Link>
              <div className="min-w-0 flex-1">
                <Link
                  to={`/products/${p.id}`}
                  className="font-display text-lg text-ink hover:text-rose-800"
                >
                  {p.name}
                </Link>
                <p className="text-sm text-sand-700">
                  <Link
                    to={`/vendors/${p.vendorSlug}`}
                    className="hover:text-rose-800 hover:underline"
                  >
                    {p.vendorName}
                  </Link>
                </p>
                <Price price={p.price} originalPrice={p.originalPrice} className="mt-1" />
              </div>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button
                  size="sm"
                  aria-label={`Move to cart: ${p.name}`}
                  disabled={p.stockStatus === 'out-of-stock'}
                  onClick={() => {
                    addItem(cartProductOf(p), 1);
                    remove(p.id);
                    toast.success(`${p.name} moved to your cart`);
                  }}
                >
                  <ShoppingBag aria-hidden="true" className="size-4" />
                  Move to cart
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove: ${p.name}`}
                  onClick={() => remove(p.id)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
