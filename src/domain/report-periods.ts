// Calendar periods for the vendor's dashboard and reports. Dates are India's calendar days
// (Asia/Kolkata) written YYYY-MM-DD; the database groups its UTC timestamps the same way.
import {
  addDays,
  addMonths,
  addWeeks,
  differenceInCalendarDays,
  format,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

export const REPORT_TIME_ZONE = 'Asia/Kolkata';
export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

/** Longest range a report may span, in days (two years of daily points is already plenty). */
export const MAX_RANGE_DAYS = 731;
export const DEFAULT_RANGE_DAYS = 30;

const IST_OFFSET_MS = 330 * 60_000;

/** The calendar day in India at `at`, as YYYY-MM-DD (India has no daylight saving time). */
export function indianDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

export function isCalendarDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    isValid(parseISO(value)) &&
    format(parseISO(value), 'yyyy-MM-dd') === value
  );
}

export function shiftDate(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from)) + 1;
}

/** The last `days` days up to and including `today`. */
export function lastDays(today: string, days: number): { from: string; to: string } {
  return { from: shiftDate(today, -(days - 1)), to: today };
}

/** The first day of the period holding `date` (weeks start on Monday, as in India's calendars). */
export function periodStart(date: string, interval: ReportInterval): string {
  const d = parseISO(date);
  if (interval === 'day') return date;
  const start = interval === 'week' ? startOfWeek(d, { weekStartsOn: 1 }) : startOfMonth(d);
  return format(start, 'yyyy-MM-dd');
}

/** Every period touching the range, in order: the chart's x axis, with no gaps. */
export function periodStarts(from: string, to: string, interval: ReportInterval): string[] {
  const step = { day: addDays, week: addWeeks, month: addMonths }[interval];
  const out: string[] = [];
  const last = parseISO(to);
  for (let d = parseISO(periodStart(from, interval)); d <= last; d = step(d, 1)) {
    out.push(format(d, 'yyyy-MM-dd'));
  }
  return out;
}

/**
 * A range cut at whole calendar months: the first days of the whole months inside it (`months`,
 * `from` ≤ first < `until`, null when it holds no whole month) and the days of the partial
 * months at its edges. A report over a year reads month totals for the months and day totals
 * only for the edges (docs/decisions/024-report-totals.md).
 */
export function splitAtMonths(
  from: string,
  to: string,
): { months: { from: string; until: string } | null; days: Array<{ from: string; to: string }> } {
  const firstOfFrom = periodStart(from, 'month');
  const monthsFrom =
    firstOfFrom === from ? from : format(addMonths(parseISO(firstOfFrom), 1), 'yyyy-MM-dd');
  // The first of the month holding the day after `to`: `to` + 1 when `to` ends its month.
  const monthsUntil = periodStart(shiftDate(to, 1), 'month');
  if (monthsFrom >= monthsUntil) return { months: null, days: [{ from, to }] };
  const days: Array<{ from: string; to: string }> = [];
  if (from < monthsFrom) days.push({ from, to: shiftDate(monthsFrom, -1) });
  if (monthsUntil <= to) days.push({ from: monthsUntil, to });
  return { months: { from: monthsFrom, until: monthsUntil }, days };
}
