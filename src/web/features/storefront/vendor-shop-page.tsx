// '/vendors/:slug': a brand's shop, its story and its published products, sorted and paged.
import { Mail, Store } from '../../components/ui/icons';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Pagination, pageCountOf } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import { pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductList, useVendorShop } from './api';
import { PAGE_SIZE, pageHref, SHOP_SORTS, shopListingOf, type ShopSort } from './listing-params';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { lazy } from '../../../domain/lazy';

const SORT_LABELS: Record<ShopSort, string> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
  discount: 'Biggest discount',
};

const sinceFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
);

export function VendorShopPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const shop = useVendorShop(slug);
  const { sort, page, query } = shopListingOf(slug, params);
  const list = useProductList(query);
  useDocumentTitle(shop.data?.companyName ?? (shop.isError ? 'Shop not found' : 'Shop'));

  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  if (shop.isError) {
    const missing = (shop.error as { status?: number }).status === 404;
    return (
      <div className="container-page py-16 text-center">
        <h1 className="text-3xl text-ink">
          {missing ? 'Shop not found' : 'We could not load this shop'}
        </h1>
        <p className="mx-auto mt-3 max-w-md text-sand-700">
          {missing
            ? 'This brand is not selling on Angle right now.'
            : 'Please check your connection and try again.'}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          {missing ? null : <Button onClick={() => void shop.refetch()}>Try again</Button>}
          <Button asChild variant="outline">
            <Link to="/products">Browse Products</Link>
          </Button>
        </div>
      </div>
    );
  }

  const v = shop.data;
  return (
    <div className="container-page py-8 sm:py-12">
      <section
        aria-labelledby="shop-name"
        className="flex flex-col gap-5 rounded-3xl bg-sand-100/70 p-6 sm:flex-row sm:items-center sm:p-8"
      >
        {v?.logo ? (
          <img
            src={v.logo.url}
            alt=""
            width={96}
            height={96}
            className="size-20 rounded-2xl bg-white object-contain sm:size-24"
          />
        ) : (
          <span className="flex size-20 shrink-0 items-center justify-center rounded-2xl bg-white text-rose-700 sm:size-24">
            <Store aria-hidden="true" className="size-9" />
          </span>
        )}
        <div className="grid gap-2">
          <p className="text-xs font-semibold tracking-[0.18em] text-rose-700 uppercase">
            Brand on Angle
          </p>
          {v ? (
            <h1 id="shop-name" className="text-3xl text-ink sm:text-4xl">
              {v.companyName}
            </h1>
          ) : (
            <Skeleton className="h-10 w-64" />
          )}
          {v?.description ? <p className="max-w-2xl text-sand-700">{v.description}</p> : null}
          {v ? (
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-sand-700">
              <span>{pluralize(v.productCount, 'product')}</span>
              <span>Selling since {sinceFormat().format(new Date(v.memberSince))}</span>
              {v.supportEmail ? (
                <a
                  href={`mailto:${v.supportEmail}`}
                  className="inline-flex items-center gap-1.5 text-rose-800 hover:underline"
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {v.supportEmail}
                </a>
              ) : null}
            </p>
          ) : null}
        </div>
      </section>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-b border-sand-200 pb-4">
        <h2 className="text-xl text-ink">Products</h2>
        <div className="flex items-center gap-2">
          <label htmlFor="shop-sort" className="text-sm text-sand-700">
            Sort by
          </label>
          <select
            id="shop-sort"
            value={sort}
            onChange={(e) => set('sort', e.target.value === 'newest' ? null : e.target.value)}
            className="h-9 rounded-full border border-sand-300 bg-white px-3 text-sm text-ink"
          >
            {SHOP_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.isError ? (
        <div role="alert" className="py-16 text-center">
          <p className="text-ink">We could not load the products.</p>
          <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.data && list.data.items.length === 0 ? (
        <p className="py-16 text-center text-sand-700">
          This brand has no products in the store right now.
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
          {list.data
            ? list.data.items.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} eager={i < 4} />
                </li>
              ))
            : Array.from({ length: 8 }, (_, i) => (
                <li key={i}>
                  <ProductCardSkeleton />
                </li>
              ))}
        </ul>
      )}
      {list.data ? (
        <Pagination
          className="mt-10"
          page={page}
          pageCount={pageCountOf(list.data.total, PAGE_SIZE)}
          hrefOf={(p) => pageHref(`/vendors/${encodeURIComponent(slug)}`, params, p)}
          onPageChange={(p) => {
            set('page', p > 1 ? String(p) : null);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </div>
  );
}
