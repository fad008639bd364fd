// The status words of back-office lists and pages: a product's status and stock, an account's
// standing, a payment's state.
import type { ProductStatus, StockStatus } from '../../../domain/catalog';
import type { PaymentMethod, PaymentStatus } from '../../../domain/order-status';
import { PRODUCT_STATUS_LABELS } from '../../../domain/schemas/vendor-products';
import { Badge, type BadgeVariant } from '../ui/badge';

// Each side marks what it acts on: the admin a draft not yet ready for the store, the vendor a
// product it took out of the store.
const PRODUCT_STATUS: Record<ProductStatus, { admin: BadgeVariant; vendor: BadgeVariant }> = {
  published: { admin: 'success', vendor: 'success' },
  unpublished: { admin: 'neutral', vendor: 'warning' },
  draft: { admin: 'warning', vendor: 'neutral' },
  archived: { admin: 'neutral', vendor: 'neutral' },
};

export function ProductStatusBadge({
  status,
  reader,
}: {
  status: ProductStatus;
  reader: 'admin' | 'vendor';
}) {
  return <Badge variant={PRODUCT_STATUS[status][reader]}>{PRODUCT_STATUS_LABELS[status]}</Badge>;
}

export const STOCK_STATUS: Record<StockStatus, { label: string; variant: BadgeVariant }> = {
  'in-stock': { label: 'In stock', variant: 'success' },
  'low-stock': { label: 'Low stock', variant: 'warning' },
  'out-of-stock': { label: 'Out of stock', variant: 'danger' },
};

export const STOCK_LABELS = Object.fromEntries(
  Object.entries(STOCK_STATUS).map(([k, v]) => [k, v.label]),
) as Record<StockStatus, string>;

/** The stock status with the quantity: "Low stock · 3". */
export function StockBadge({ status, quantity }: { status: StockStatus; quantity: number }) {
  const { label, variant } = STOCK_STATUS[status];
  return (
    <Badge variant={variant}>
      {label} · {quantity}
    </Badge>
  );
}

/** The quantity, with a badge only when it needs the vendor's attention. */
export function StockCell({ quantity, status }: { quantity: number; status: StockStatus }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="tabular-nums">{quantity.toLocaleString('en-IN')}</span>
      {status === 'in-stock' ? null : (
        <Badge variant={STOCK_STATUS[status].variant}>{STOCK_STATUS[status].label}</Badge>
      )}
    </span>
  );
}

/** Active, or shut out with the word for it ("Blocked", "Suspended"). */
export function AccountStatusBadge({ shutOut, label }: { shutOut: boolean; label: string }) {
  return <Badge variant={shutOut ? 'danger' : 'success'}>{shutOut ? label : 'Active'}</Badge>;
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

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { label, variant } = PAYMENT_STATUS[status];
  return <Badge variant={variant}>{label}</Badge>;
}

/** The back office's short names of payment methods (checkout words them for shoppers). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  razorpay: 'Online (Razorpay)',
};
