// Dates and numbers on the vendor's work pages, always in India's calendar.
import type { ReportInterval } from '../../../domain/report-periods';
import { lazy } from '../../../domain/lazy';
import { formatDayMonth, formatMonthYear } from '../../lib/format';

const count = lazy(() => new Intl.NumberFormat('en-IN'));

// An instant (ISO) as "12 Mar 2025, 3:05 pm" or its India date "12 Mar 2025", a calendar day
// (YYYY-MM-DD) as "10 Mar 2025", and the chart's periods: the app's own, written without ICU
// (lib/format.ts), which writes what en-IN's Intl formatters do (format.test.ts).
export { formatDate, formatDateTime, formatDate as formatCalendarDate } from '../../lib/format';
export const formatCount = (n: number) => count().format(n);

/** A period's first day (YYYY-MM-DD) as a chart label. */
export function formatPeriod(start: string, interval: ReportInterval): string {
  if (interval === 'month') return formatMonthYear(start);
  return interval === 'week' ? `Week of ${formatDayMonth(start)}` : formatDayMonth(start);
}
