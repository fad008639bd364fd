import type { ProductStatus, StockStatus } from '../../../domain/catalog';
import { Badge, type BadgeVariant } from '../../components/ui/badge';

const PRODUCT_STATUS: Record<ProductStatus, { label: string; variant: BadgeVariant }> = {
  published: { label: 'Published', variant: 'success' },
  unpublished: { label: 'Unpublished', variant: 'neutral' },
  draft: { label: 'Draft', variant: 'warning' },
  archived: { label: 'Archived', variant: 'neutral' },
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { label, variant } = PRODUCT_STATUS[status];
  return <Badge variant={variant}>{label}</Badge>;
}

const STOCK: Record<StockStatus, { label: string; variant: BadgeVariant }> = {
  'in-stock': { label: 'In stock', variant: 'success' },
  'low-stock': { label: 'Low stock', variant: 'warning' },
  'out-of-stock': { label: 'Out of stock', variant: 'danger' },
};

export function StockBadge({ status, quantity }: { status: StockStatus; quantity: number }) {
  const { label, variant } = STOCK[status];
  return (
    <Badge variant={variant}>
      {label} · {quantity}
    </Badge>
  );
}

export function AccountStatusBadge({ shutOut, label }: { shutOut: boolean; label: string }) {
  return <Badge variant={shutOut ? 'danger' : 'success'}>{shutOut ? label : 'Active'}</Badge>;
}
