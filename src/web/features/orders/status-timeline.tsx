// A shipment's history, oldest first: each status it reached, when (India time) and who moved it.
import { STATUS_LABELS } from '../../../domain/order-status';
import type { OrderGroup } from '../../../domain/schemas/order';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';

const ACTOR: Record<string, string> = {
  customer: 'by you',
  vendor: 'by the seller',
  admin: 'by Angle',
  system: '',
};

export function StatusTimeline({ events }: { events: OrderGroup['events'] }) {
  return (
    <ol className="grid gap-0" aria-label="Status history">
      {events.map((event, index) => {
        const last = index === events.length - 1;
        return (
          <li
            key={`${event.at}-${event.to}`}
            className="relative grid grid-cols-[1.25rem_1fr] gap-3 pb-4 last:pb-0"
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className="absolute top-4 left-[0.55rem] h-full w-px bg-sand-300"
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative mt-1 size-3 justify-self-center rounded-full ring-4 ring-white',
                event.to === 'cancelled' ? 'bg-danger' : last ? 'bg-rose-700' : 'bg-sand-400',
              )}
            />
            <div className="text-sm">
              <p className="font-medium text-ink">
                {STATUS_LABELS[event.to]}
                {ACTOR[event.by] ? (
                  <span className="font-normal text-sand-600"> {ACTOR[event.by]}</span>
                ) : null}
              </p>
              <p className="text-sand-600">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </p>
              {event.note ? <p className="mt-0.5 text-sand-700">{event.note}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
