// How the vendor's product list shows a product: the table's columns from 768 px, and a card on
// phones (a six-column table would need sideways scrolling there).
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORY_LABELS } from '../../../domain/catalog';
import type { VendorProductRow } from '../../../domain/schemas/vendor-products';
import type { ListColumn } from '../../components/back-office/list-rows';
import { ProductStatusBadge, StockCell } from '../../components/back-office/status-badges';
import { PriceRange, VariantCount } from '../../components/back-office/variant-summary';
import { StarRating } from '../../components/ui/star-rating';
import { ProductRowActions } from './product-row-actions';
import { lazy } from '../../../domain/lazy';

const updatedFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
);

function Thumb({ product: p, size }: { product: VendorProductRow; size: string }) {
  return p.image ? (
    <img
      src={p.image.url}
      alt=""
      width={320}
      height={320}
      loading="lazy"
      className={`${size} shrink-0 rounded-lg bg-sand-100 object-cover`}
    />
  ) : (
    <span
      className={`${size} flex shrink-0 items-center justify-center rounded-lg bg-sand-100 text-sand-500`}
    >
      <ImageOff aria-hidden="true" className="size-4" />
    </span>
  );
}

function Name({ product: p }: { product: VendorProductRow }) {
  return (
    <div className="min-w-0">
      <Link
        to={`/vendor/products/${p.id}`}
        className="line-clamp-2 font-medium text-ink hover:text-rose-800"
      >
        {p.name}
      </Link>
      <p className="truncate text-xs text-sand-600">
        {CATEGORY_LABELS[p.category]}
        {p.subcategory ? ` · ${p.subcategory}` : ''}
      </p>
    </div>
  );
}

function ProductPrice({
  product: p,
  className,
}: {
  product: VendorProductRow;
  className?: string;
}) {
  return (
    <PriceRange
      price={p.price}
      maxPrice={p.maxPrice}
      originalPrice={p.isOnSale ? p.originalPrice : null}
      className={className}
    />
  );
}

/** The average of its published reviews and how many there are. */
function ProductRating({ product: p }: { product: VendorProductRow }) {
  if (p.reviewCount === 0) return <span className="text-sm text-sand-600">No reviews</span>;
  return <StarRating rating={p.rating} reviewCount={p.reviewCount} />;
}

type OnDelete = (product: VendorProductRow) => void;

export const productColumns = (onDelete: OnDelete): ListColumn<VendorProductRow>[] => [
  {
    header: 'Product',
    cell: (p) => (
      <div className="flex items-center gap-3">
        <Thumb product={p} size="size-11" />
        <Name product={p} />
      </div>
    ),
  },
  {
    header: 'Price',
    align: 'right',
    cell: (p) => <ProductPrice product={p} className="justify-end" />,
  },
  {
    header: 'Stock',
    cell: (p) => (
      <div className="grid justify-items-start gap-1">
        <StockCell quantity={p.stockQuantity} status={p.stockStatus} />
        <VariantCount count={p.variantCount} low={p.lowStockVariants} />
      </div>
    ),
  },
  { header: 'Status', cell: (p) => <ProductStatusBadge status={p.status} reader="vendor" /> },
  {
    header: 'Rating',
    headClassName: 'hidden lg:table-cell',
    className: 'hidden whitespace-nowrap lg:table-cell',
    cell: (p) => <ProductRating product={p} />,
  },
  {
    header: 'Updated',
    headClassName: 'hidden lg:table-cell',
    tone: 'text-sand-700',
    className: 'hidden whitespace-nowrap lg:table-cell',
    cell: (p) => updatedFormat().format(new Date(p.updatedAt)),
  },
  {
    header: <span className="sr-only">Actions</span>,
    headClassName: 'text-right',
    padY: 'py-2',
    cell: (p) => <ProductRowActions product={p} onDelete={onDelete} />,
  },
];

export function productCard(p: VendorProductRow, onDelete: OnDelete) {
  return (
    <>
      <div className="flex gap-3">
        <Thumb product={p} size="size-16" />
        <div className="min-w-0 flex-1">
          <Name product={p} />
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <ProductPrice product={p} />
            <ProductStatusBadge status={p.status} reader="vendor" />
            <ProductRating product={p} />
          </div>
        </div>
      </div>
      <div className="mt-2 flex items-center justify-between border-t border-sand-100 pt-2 text-sm text-sand-700">
        <span className="inline-flex flex-wrap items-center gap-1.5">
          Stock <StockCell quantity={p.stockQuantity} status={p.stockStatus} />
          <VariantCount count={p.variantCount} low={p.lowStockVariants} />
        </span>
        <ProductRowActions product={p} onDelete={onDelete} />
      </div>
    </>
  );
}
