// The dates are written by hand (issue #36: the first Intl.DateTimeFormat loads ICU's data on the
// product page); each must write what en-IN's Intl writes in India's time zone, for calendar days
// and for instants.
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatMonthYear,
  formatTime,
} from './format';

const india = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', ...options });
const INTL = {
  formatDate: india({ dateStyle: 'medium' }),
  formatDateTime: india({ dateStyle: 'medium', timeStyle: 'short' }),
  formatDay: india({ weekday: 'short', day: 'numeric', month: 'short' }),
  formatDayMonth: india({ day: 'numeric', month: 'short' }),
  formatMonthYear: india({ month: 'short', year: 'numeric' }),
  formatTime: india({ timeStyle: 'short' }),
};
const BY_HAND = {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatMonthYear,
  formatTime,
};
const NAMES = Object.keys(BY_HAND) as (keyof typeof BY_HAND)[];

describe("the dates, written by hand as en-IN's Intl writes them", () => {
  it('every calendar day of 2024-2028', () => {
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      const noonInIndia = new Date(`${day}T12:00:00+05:30`);
      for (const name of NAMES)
        expect(BY_HAND[name](day), `${name} ${day}`).toBe(INTL[name].format(noonInIndia));
    }
  });

  it("instants through the day and either side of India's midnight and noon", () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is the next day there; 06:30 UTC is noon.
    expect(formatDateTime('2026-11-26T18:29:59Z')).toBe('26 Nov 2026, 11:59 pm');
    expect(formatDateTime('2026-11-26T18:30:00Z')).toBe('27 Nov 2026, 12:00 am');
    expect(formatDay('2026-11-26T18:30:00Z')).toBe('Fri, 27 Nov');
    expect(formatTime('2026-11-26T06:30:00.000Z')).toBe('12:00 pm');
    // A step that is no whole number of minutes, hours or days visits every minute of the clock.
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 1_777_777) {
      const instant = new Date(t).toISOString();
      for (const name of NAMES)
        expect(BY_HAND[name](instant), `${name} ${instant}`).toBe(INTL[name].format(new Date(t)));
    }
  });

  it('says "Invalid Date" for what is no date, instead of a wrong day', () => {
    for (const name of NAMES) expect(BY_HAND[name]('not a date')).toBe('Invalid Date');
  });
});
