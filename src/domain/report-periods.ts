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

type Days = { from: string; to: string };

/**
 * A range read from month totals and day totals (docs/decisions/024-report-totals.md): the
 * months whose first days are `from` ≤ first < `until` (null for none), plus the `days`, less
 * the `lessDays`. Whole months inside the range are read as months. A partial month at an edge
 * is read as its days inside the range, or, when fewer of its days are outside the range, as the
 * month less those (a year up to today: the current month less the days still to come, which
 * have no sales).
 */
export function splitAtMonths(
  from: string,
  to: string,
): { months: { from: string; until: string } | null; days: Days[]; lessDays: Days[] } {
  const nextMonth = (first: string) => format(addMonths(parseISO(first), 1), 'yyyy-MM-dd');
  const firstOfFrom = periodStart(from, 'month');
  const firstOfTo = periodStart(to, 'month');
  const days: Days[] = [];
  const lessDays: Days[] = [];
  if (firstOfFrom === firstOfTo) {
    // One month: its days in the range, or the month less the days before and after it.
    const before = { from: firstOfFrom, to: shiftDate(from, -1) };
    const after = { from: shiftDate(to, 1), to: shiftDate(nextMonth(firstOfFrom), -1) };
    const outside = [before, after].filter((d) => d.from <= d.to);
    const outsideDays = outside.reduce((n, d) => n + daysInRange(d.from, d.to), 0);
    if (outsideDays === 0 || outsideDays < daysInRange(from, to)) {
      return {
        months: { from: firstOfFrom, until: nextMonth(firstOfFrom) },
        days,
        lessDays: outside,
      };
    }
    return { months: null, days: [{ from, to }], lessDays };
  }
  let monthsFrom = firstOfFrom;
  if (from !== firstOfFrom) {
    const before = { from: firstOfFrom, to: shiftDate(from, -1) };
    const inside = { from, to: shiftDate(nextMonth(firstOfFrom), -1) };
    if (daysInRange(before.from, before.to) < daysInRange(inside.from, inside.to)) {
      lessDays.push(before);
    } else {
      days.push(inside);
      monthsFrom = nextMonth(firstOfFrom);
    }
  }
  let monthsUntil = nextMonth(firstOfTo);
  const lastOfTo = shiftDate(monthsUntil, -1);
  if (to !== lastOfTo) {
    const after = { from: shiftDate(to, 1), to: lastOfTo };
    const inside = { from: firstOfTo, to };
    if (daysInRange(after.from, after.to) < daysInRange(inside.from, inside.to)) {
      lessDays.push(after);
    } else {
      days.push(inside);
      monthsUntil = firstOfTo;
    }
  }
  return {
    months: monthsFrom < monthsUntil ? { from: monthsFrom, until: monthsUntil } : null,
    days,
    lessDays,
  };
}
