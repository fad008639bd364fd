// The vendor's products: a table from 768 px, a list of cards on phones (a nine-column table
// would need sideways scrolling there).
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { CATEGORY_LABELS } from '../../../domain/catalog';
import type { VendorProductRow } from '../../../domain/schemas/vendor-products';
import { Price } from '../../components/ui/price';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { StatusBadge, StockCell } from './product-badges';
import { ProductRowActions } from './product-row-actions';

const updatedFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

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

interface ProductTableProps {
  items: VendorProductRow[];
  onDelete: (product: VendorProductRow) => void;
}

export function ProductTable({ items, onDelete }: ProductTableProps) {
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Product</TableHead>
              <TableHead className="text-right">Price</TableHead>
              <TableHead>Stock</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="hidden lg:table-cell">Updated</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((p) => (
              <TableRow key={p.id}>
                <TableCell>
                  <div className="flex items-center gap-3">
                    <Thumb product={p} size="size-11" />
                    <Name product={p} />
                  </div>
                </TableCell>
                <TableCell className="text-right">
                  <Price
                    price={p.price}
                    originalPrice={p.isOnSale ? p.originalPrice : null}
                    size="sm"
                    className="justify-end"
                  />
                </TableCell>
                <TableCell>
                  <StockCell quantity={p.stockQuantity} status={p.stockStatus} />
                </TableCell>
                <TableCell>
                  <StatusBadge status={p.status} />
                </TableCell>
                <TableCell className="hidden whitespace-nowrap text-sand-700 lg:table-cell">
                  {updatedFormat.format(new Date(p.updatedAt))}
                </TableCell>
                <TableCell className="py-2">
                  <ProductRowActions product={p} onDelete={onDelete} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Products">
        {items.map((p) => (
          <li key={p.id} className="rounded-xl border border-sand-200 bg-white p-3">
            <div className="flex gap-3">
              <Thumb product={p} size="size-16" />
              <div className="min-w-0 flex-1">
                <Name product={p} />
                <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <Price
                    price={p.price}
                    originalPrice={p.isOnSale ? p.originalPrice : null}
                    size="sm"
                  />
                  <StatusBadge status={p.status} />
                </div>
              </div>
            </div>
            <div className="mt-2 flex items-center justify-between border-t border-sand-100 pt-2 text-sm text-sand-700">
              <span className="inline-flex items-center gap-1.5">
                Stock <StockCell quantity={p.stockQuantity} status={p.stockStatus} />
              </span>
              <ProductRowActions product={p} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
