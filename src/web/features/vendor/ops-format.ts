// Dates and numbers on the vendor's work pages, always in India's calendar.
import type { ReportInterval } from '../../../domain/report-periods';
import { lazy } from '../../../domain/lazy';

const dayMonth = lazy(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
);
const monthYear = lazy(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const count = lazy(() => new Intl.NumberFormat('en-IN'));

// An instant (ISO) as "12 Mar 2025, 3:05 pm" or its India date "12 Mar 2025", and a calendar day
// (YYYY-MM-DD) as "10 Mar 2025": the app's own, written without ICU (lib/format.ts), which wrote
// the same as this file's three Intl formatters did (compared over three years of instants).
export { formatDate, formatDateTime, formatDate as formatCalendarDate } from '../../lib/format';
export const formatCount = (n: number) => count().format(n);

/** A period's first day (YYYY-MM-DD) as a chart label. */
export function formatPeriod(start: string, interval: ReportInterval): string {
  const d = new Date(`${start}T00:00:00Z`);
  if (interval === 'month') return monthYear().format(d);
  return interval === 'week' ? `Week of ${dayMonth().format(d)}` : dayMonth().format(d);
}
