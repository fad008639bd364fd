import type { ProductStatus, StockStatus } from '../../../domain/catalog';
import {
  STATUS_LABELS,
  type GroupStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../domain/order-status';
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

const ORDER_STATUS: Record<GroupStatus, BadgeVariant> = {
  placed: 'warning',
  confirmed: 'rose',
  packed: 'rose',
  shipped: 'neutral',
  delivered: 'success',
  cancelled: 'danger',
};

/** An order's or a shipment's place in the lifecycle. */
export function OrderStatusBadge({ status }: { status: GroupStatus }) {
  return <Badge variant={ORDER_STATUS[status]}>{STATUS_LABELS[status]}</Badge>;
}

const PAYMENT_STATUS: Record<PaymentStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'warning' },
  paid: { label: 'Paid', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
  refunded: { label: 'Refunded', variant: 'neutral' },
};

export const PAYMENT_STATUS_LABELS = Object.fromEntries(
  Object.entries(PAYMENT_STATUS).map(([k, v]) => [k, v.label]),
) as Record<PaymentStatus, string>;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  razorpay: 'Online (Razorpay)',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { label, variant } = PAYMENT_STATUS[status];
  return <Badge variant={variant}>{label}</Badge>;
}
