// The products list's view of a product's variants: "7 variants · 2 low", opening to each
// variant's stock. A product with one variant shows nothing more than its stock badge.
import type { AdminProduct } from '../../../domain/schemas/admin';
import { STOCK_STATUS } from '../../components/back-office/status-badges';
import { SwatchDot } from '../../components/back-office/variant-label';
import { pluralize } from '../../lib/format';
import { cn } from '../../lib/cn';

export function VariantStock({ product }: { product: AdminProduct }) {
  if (product.variants.length < 2) return null;
  const low = product.variants.filter((v) => v.stockStatus !== 'in-stock').length;
  return (
    <details className="group mt-1.5 text-xs" data-testid="admin-variant-stock">
      <summary className="cursor-pointer text-sand-700 select-none hover:text-ink">
        {pluralize(product.variants.length, 'variant')}
        {low > 0 ? <span className="font-medium text-warning"> · {low} low</span> : null}
      </summary>
      <ul
        className="mt-1.5 grid w-40 gap-1.5 whitespace-normal"
        aria-label={`Stock of each variant of ${product.name}`}
      >
        {product.variants.map((v) => (
          <li key={v.id} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-2">
            <span className="flex min-w-0 items-center gap-1.5">
              {v.swatchHex ? <SwatchDot hex={v.swatchHex} size="size-3" /> : null}
              <span className="truncate text-ink">{v.label}</span>
            </span>
            <span
              className={cn(
                'shrink-0 tabular-nums',
                v.stockStatus === 'in-stock' ? 'text-sand-800' : STOCK_TEXT[v.stockStatus],
              )}
              title={STOCK_STATUS[v.stockStatus].label}
            >
              {v.stockQuantity.toLocaleString('en-IN')}
              <span className="sr-only">, {STOCK_STATUS[v.stockStatus].label.toLowerCase()}</span>
            </span>
            <span className="col-span-2 truncate font-mono text-[0.6875rem] text-sand-600">
              {v.sku}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

const STOCK_TEXT = {
  'low-stock': 'font-medium text-warning',
  'out-of-stock': 'font-medium text-danger',
};
