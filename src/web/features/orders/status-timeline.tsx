// A shipment's history, oldest first: each status it reached, when (India time) and who moved it;
// then, greyed, the steps still to come (issue #25), the shipping one with its ship-by day.
import { shipByOf } from '../../../domain/fulfilment';
import { GROUP_STATUSES, STATUS_LABELS, type GroupStatus } from '../../../domain/order-status';
import type { OrderGroup } from '../../../domain/schemas/order';
import { cn } from '../../lib/cn';
import { formatDate, formatDateTime } from '../../lib/format';

const ACTOR: Record<string, string> = {
  customer: 'by you',
  vendor: 'by the seller',
  admin: 'by Angle',
  system: '',
};

/** The lifecycle's steps after `status`, none once delivered or cancelled. */
export function stepsToCome(status: GroupStatus): GroupStatus[] {
  const path: GroupStatus[] = GROUP_STATUSES.filter((s) => s !== 'cancelled');
  const at = path.indexOf(status);
  return at < 0 ? [] : path.slice(at + 1);
}

export function StatusTimeline({
  events,
  status,
}: {
  events: OrderGroup['events'];
  status: GroupStatus;
}) {
  const toCome = stepsToCome(status);
  const placedAt = events[0]?.at;
  return (
    <ol className="grid gap-0" aria-label="Status history">
      {events.map((event, index) => {
        const last = index === events.length - 1 && toCome.length === 0;
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
      {toCome.map((step, index) => (
        <li
          key={step}
          className="relative grid grid-cols-[1.25rem_1fr] gap-3 pb-4 last:pb-0"
          data-testid="step-to-come"
        >
          {index === toCome.length - 1 ? null : (
            <span
              aria-hidden="true"
              className="absolute top-4 left-[0.55rem] h-full w-px border-l border-dashed border-sand-300"
            />
          )}
          <span
            aria-hidden="true"
            className="relative mt-1 size-3 justify-self-center rounded-full border-2 border-sand-300 bg-white ring-4 ring-white"
          />
          <div className="text-sm text-sand-600">
            <p>
              {STATUS_LABELS[step]}
              <span className="sr-only"> (still to come)</span>
            </p>
            {step === 'shipped' && placedAt ? (
              <p className="text-xs">Ships by {formatDate(shipByOf(new Date(placedAt)))}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
