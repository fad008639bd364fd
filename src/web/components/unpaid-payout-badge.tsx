// A payout's status while it is unpaid, as the admin's and the vendor's payout lists show it.
import type { Payout } from '../../domain/schemas/payouts';
import { ON_HOLD_LABEL } from '../../domain/seller-verification';
import { Badge } from './ui/badge';

/** Held until the seller is verified, or due. */
export function UnpaidPayoutBadge({ status }: { status: Exclude<Payout['status'], 'paid'> }) {
  return status === 'on-hold' ? (
    <Badge variant="danger">{ON_HOLD_LABEL}</Badge>
  ) : (
    <Badge variant="warning">Due</Badge>
  );
}
