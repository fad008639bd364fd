// Display formatting for the web app. Money formatting itself lives in src/domain so the server's
// invoices and the screens agree to the paisa.
import { lazy } from '../../domain/lazy';
import { formatINR, formatWholeINR } from '../../domain/money';

export { formatINR, formatWholeINR };

/** "1 item", "3 items". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

// Dates are UTC in the database and shown in India's time zone (STYLE.md), whatever the
// shopper's device is set to.
const TIME_ZONE = 'Asia/Kolkata';
// Made on first use (domain/lazy.ts): most pages show no date.
const dateFormat = lazy(
  () => new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, dateStyle: 'medium' }),
);
const dateTimeFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      timeZone: TIME_ZONE,
      dateStyle: 'medium',
      timeStyle: 'short',
    }),
);
const dayFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      timeZone: TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    }),
);

/** A calendar day ("2026-11-26") is noon in India, so no time zone moves it to another day. */
function toDate(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value);
}

/** "26 Nov 2026". */
export const formatDate = (value: string) => dateFormat().format(toDate(value));
/** "26 Nov 2026, 3:04 pm". */
export const formatDateTime = (value: string) => dateTimeFormat().format(toDate(value));
/** A period of calendar days, "23 Nov 2026 to 29 Nov 2026" (payouts, settlements). */
export const formatPeriodDays = (p: { from: string; to: string }) =>
  `${formatDate(p.from)} to ${formatDate(p.to)}`;
/** "Thu, 26 Nov". */
export const formatDay = (value: string) => dayFormat().format(toDate(value));

const timeFormat = lazy(
  () => new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, timeStyle: 'short' }),
);
/** "3:04 pm", India time. */
export const formatTime = (value: string) => timeFormat().format(toDate(value));
