import { STATUS_LABELS, type GroupStatus } from '../../../domain/order-status';
import { Badge, type BadgeVariant } from '../../components/ui/badge';

const VARIANTS: Record<GroupStatus, BadgeVariant> = {
  placed: 'warning',
  confirmed: 'rose',
  packed: 'rose',
  shipped: 'neutral',
  delivered: 'success',
  cancelled: 'danger',
};

export function OrderStatusBadge({ status }: { status: GroupStatus }) {
  return <Badge variant={VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
