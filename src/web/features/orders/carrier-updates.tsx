// Issue #39: what the courier reported about a parcel booked through the aggregator, newest
// first, each with its time (India) and place: the shopper's tracker without leaving Angle.
import type { OrderGroup } from '../../../domain/schemas/order';
import { formatDateTime } from '../../lib/format';

export function CarrierUpdates({ tracking }: { tracking: OrderGroup['tracking'] }) {
  if (tracking.length === 0) return null;
  const newestFirst = [...tracking].reverse();
  return (
    <section aria-label="Courier updates" className="grid gap-2">
      <h3 className="text-sm font-medium text-ink">Courier updates</h3>
      <ol className="grid gap-1.5 text-sm">
        {newestFirst.map((e) => (
          <li key={`${e.at}-${e.kind}`} className="grid grid-cols-[9.5rem_1fr] gap-3">
            <time dateTime={e.at} className="text-sand-700">
              {formatDateTime(e.at)}
            </time>
            <span className="text-ink">
              {e.label}
              {e.location ? <span className="text-sand-700"> · {e.location}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
