import { STATUS_LABELS, type GroupStatus } from '../../../domain/order-status';
import { Badge, type BadgeVariant } from '../../components/ui/badge';

const VARIANT: Record<GroupStatus, BadgeVariant> = {
  placed: 'neutral',
  confirmed: 'rose',
  packed: 'rose',
  shipped: 'warning',
  delivered: 'success',
  cancelled: 'danger',
};

export function OrderStatusBadge({ status }: { status: GroupStatus }) {
  return <Badge variant={VARIANT[status]}>{STATUS_LABELS[status]}</Badge>;
}
