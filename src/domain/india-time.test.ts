import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInRange,
  eachDay,
  indianDateOf,
  isCalendarDate,
  startOfIndianDay,
} from './india-time';

describe('India time', () => {
  it('puts an evening in UTC on the next Indian day', () => {
    expect(indianDateOf(new Date('2025-03-31T18:29:59Z'))).toBe('2025-03-31');
    expect(indianDateOf(new Date('2025-03-31T18:30:00Z'))).toBe('2025-04-01');
  });

  it('starts an Indian day at 18:30 UTC the day before', () => {
    expect(startOfIndianDay('2025-04-01').toISOString()).toBe('2025-03-31T18:30:00.000Z');
  });

  it('counts and lists days across a month end and a leap day', () => {
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(daysInRange('2025-01-30', '2025-02-02')).toBe(4);
    expect(eachDay('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(eachDay('2025-01-02', '2025-01-01')).toEqual([]);
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-2-1')).toBe(false);
    expect(isCalendarDate('yesterday')).toBe(false);
  });
});
