// Dates and numbers on the vendor's work pages, always in India's calendar.
import type { ReportInterval } from '../../../domain/report-periods';
import { lazy } from '../../../domain/lazy';

const dateTime = lazy(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }),
);
const date = lazy(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }),
);
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

/** An instant (ISO), e.g. "12 Mar 2025, 3:05 pm". */
export const formatDateTime = (iso: string) => dateTime().format(new Date(iso));
/** An instant (ISO) as its India date, e.g. "12 Mar 2025". */
export const formatDate = (iso: string) => date().format(new Date(iso));
export const formatCount = (n: number) => count().format(n);

/** A period's first day (YYYY-MM-DD) as a chart label. */
export function formatPeriod(start: string, interval: ReportInterval): string {
  const d = new Date(`${start}T00:00:00Z`);
  if (interval === 'month') return monthYear().format(d);
  return interval === 'week' ? `Week of ${dayMonth().format(d)}` : dayMonth().format(d);
}

/** A calendar day (YYYY-MM-DD), e.g. "10 Mar 2025". */
export const formatCalendarDate = (day: string) => date().format(new Date(`${day}T12:00:00+05:30`));
