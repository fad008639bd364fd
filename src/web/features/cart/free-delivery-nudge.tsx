// How much more the items need for free delivery, and the offer that took them under the line
// (issue #33). Both are the server's: the browser only shows them.
import { Truck } from 'lucide-react';
import type { Quote } from '../../../domain/schemas/order';
import { formatINR } from '../../lib/format';

export function FreeDeliveryNudge({ quote }: { quote: Quote }) {
  const shortfall = quote.freeDeliveryShortfall;
  if (shortfall === null) return null;
  // A code's own message already says it cost free delivery; an automatic offer's is said here.
  const lost = quote.freeDeliveryLost?.code === null ? quote.freeDeliveryLost : null;
  return (
    <div className="flex items-start gap-2 rounded-xl bg-sand-100 px-3 py-2.5 text-sm text-sand-800">
      <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-1">
        <p className="font-medium">Add {formatINR(shortfall)} more for free delivery</p>
        {lost ? <p>{lost.message}</p> : null}
      </div>
    </div>
  );
}
