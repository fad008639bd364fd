import type { ProductStatus, StockStatus } from '../../../domain/catalog';
import { PRODUCT_STATUS_LABELS } from '../../../domain/schemas/vendor-products';
import { Badge, type BadgeVariant } from '../../components/ui/badge';

const STATUS_VARIANT: Record<ProductStatus, BadgeVariant> = {
  published: 'success',
  draft: 'neutral',
  unpublished: 'warning',
  archived: 'neutral',
};

export function StatusBadge({ status }: { status: ProductStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{PRODUCT_STATUS_LABELS[status]}</Badge>;
}

const STOCK: Record<StockStatus, { label: string; variant: BadgeVariant }> = {
  'in-stock': { label: 'In stock', variant: 'success' },
  'low-stock': { label: 'Low stock', variant: 'warning' },
  'out-of-stock': { label: 'Out of stock', variant: 'danger' },
};

/** The quantity, with a badge only when it needs the vendor's attention. */
export function StockCell({ quantity, status }: { quantity: number; status: StockStatus }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="tabular-nums">{quantity.toLocaleString('en-IN')}</span>
      {status === 'in-stock' ? null : (
        <Badge variant={STOCK[status].variant}>{STOCK[status].label}</Badge>
      )}
    </span>
  );
}
