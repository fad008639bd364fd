// Issue #39: the shopper's answer to a failed delivery, in words (the order page and the NDR page).
import type { DeliveryIssue } from '../../../domain/schemas/delivery-issues';
import { formatDay } from '../../lib/format';

/** What the shopper chose, in words. */
export function answerSummary(issue: DeliveryIssue): string {
  if (issue.choice === 'cancel') return 'You cancelled it: the parcel goes back to the seller.';
  const day = issue.reattemptOn ? formatDay(issue.reattemptOn) : 'the next working day';
  return issue.choice === 'correct-address'
    ? `Corrected, and to be delivered again on ${day}.`
    : `To be delivered again on ${day}.`;
}
