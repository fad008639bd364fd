// An order's or a shipment's place in the lifecycle, for every audience. The colour marks what
// its reader acts on or waits for: a placed order is work for the vendor and the admin; for the
// customer it is the shipped parcel that is on its way.
import { STATUS_LABELS, type GroupStatus } from '../../domain/order-status';
import { Badge, type BadgeVariant } from './ui/badge';

const VARIANTS: Record<GroupStatus, { staff: BadgeVariant; customer: BadgeVariant }> = {
  placed: { staff: 'warning', customer: 'neutral' },
  confirmed: { staff: 'rose', customer: 'rose' },
  packed: { staff: 'rose', customer: 'rose' },
  shipped: { staff: 'neutral', customer: 'warning' },
  delivered: { staff: 'success', customer: 'success' },
  cancelled: { staff: 'danger', customer: 'danger' },
};

export function OrderStatusBadge({
  status,
  reader = 'staff',
}: {
  status: GroupStatus;
  /** Vendors and the admin (staff), or the customer who ordered. */
  reader?: 'staff' | 'customer';
}) {
  return <Badge variant={VARIANTS[status][reader]}>{STATUS_LABELS[status]}</Badge>;
}
