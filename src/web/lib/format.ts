// Display formatting for the web app. Money formatting itself lives in src/domain so the server's
// invoices and the screens agree to the paisa.
import { formatINR, formatWholeINR } from '../../domain/money';

export { formatINR, formatWholeINR };

/** "1 item", "3 items". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

// Dates are UTC in the database and shown in India's time zone (STYLE.md), whatever the
// shopper's device is set to. They are written by hand, as en-IN's Intl.DateTimeFormat writes
// them: the first construction of an Intl formatter loads ICU's locale and time-zone data, which
// on the product page (its reviews' dates, the delivery estimate) took 13-22 ms of the app's
// evaluation and hydration on this machine, 100-180 ms at 8× CPU (issue #36's profiles; money.ts
// writes rupees by hand for the same reason). format.test.ts compares each with Intl over years
// of days and instants. India keeps +5:30 all year (no daylight saving since 1945).
const INDIA_OFFSET_MS = 330 * 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// en-IN's CLDR data writes September "Sept".
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ');

/** A calendar day ("2026-11-26") is noon in India, so no time zone moves it to another day. */
function toDate(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value);
}

/** The value's wall clock in India, read through the UTC getters; null when it is no date. */
function inIndia(value: string): Date | null {
  const time = toDate(value).getTime();
  return Number.isNaN(time) ? null : new Date(time + INDIA_OFFSET_MS);
}

const dayMonthYear = (d: Date) =>
  `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const clock = (d: Date) => {
  const hours = d.getUTCHours();
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
};

/** "26 Nov 2026". */
export function formatDate(value: string): string {
  const d = inIndia(value);
  return d ? dayMonthYear(d) : 'Invalid Date';
}
/** "26 Nov 2026, 3:04 pm". */
export function formatDateTime(value: string): string {
  const d = inIndia(value);
  return d ? `${dayMonthYear(d)}, ${clock(d)}` : 'Invalid Date';
}
/** A period of calendar days, "23 Nov 2026 to 29 Nov 2026" (payouts, settlements). */
export const formatPeriodDays = (p: { from: string; to: string }) =>
  `${formatDate(p.from)} to ${formatDate(p.to)}`;
/** "Thu, 26 Nov". */
export function formatDay(value: string): string {
  const d = inIndia(value);
  return d
    ? `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`
    : 'Invalid Date';
}
/** "26 Nov" (chart labels). */
export function formatDayMonth(value: string): string {
  const d = inIndia(value);
  return d ? `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}` : 'Invalid Date';
}
/** "Nov 2026" (a month's label). */
export function formatMonthYear(value: string): string {
  const d = inIndia(value);
  return d ? `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}` : 'Invalid Date';
}
/** "3:04 pm", India time. */
export function formatTime(value: string): string {
  const d = inIndia(value);
  return d ? clock(d) : 'Invalid Date';
}
