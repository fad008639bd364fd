import { describe, expect, it } from 'vitest';
import { splitAtMonths } from './report-periods';

describe('splitAtMonths', () => {
  it('reads a year up to today as months, less the days still to come', () => {
    expect(splitAtMonths('2025-11-28', '2026-11-27')).toEqual({
      months: { from: '2025-12-01', until: '2026-12-01' },
      days: [{ from: '2025-11-28', to: '2025-11-30' }],
      lessDays: [{ from: '2026-11-28', to: '2026-11-30' }],
    });
  });

  it('needs no days when the range starts and ends with its months', () => {
    expect(splitAtMonths('2025-03-01', '2025-04-30')).toEqual({
      months: { from: '2025-03-01', until: '2025-05-01' },
      days: [],
      lessDays: [],
    });
    // February of a leap year ends on the 29th.
    expect(splitAtMonths('2024-02-01', '2024-02-29')).toEqual({
      months: { from: '2024-02-01', until: '2024-03-01' },
      days: [],
      lessDays: [],
    });
  });

  it('reads an edge month as its days in the range when as many or more are outside it', () => {
    expect(splitAtMonths('2024-12-01', '2025-01-15')).toEqual({
      months: { from: '2024-12-01', until: '2025-01-01' },
      days: [{ from: '2025-01-01', to: '2025-01-15' }],
      lessDays: [],
    });
    // February 2025: 14 days each side of the 15th.
    expect(splitAtMonths('2025-02-15', '2025-04-05')).toEqual({
      months: { from: '2025-03-01', until: '2025-04-01' },
      days: [
        { from: '2025-02-15', to: '2025-02-28' },
        { from: '2025-04-01', to: '2025-04-05' },
      ],
      lessDays: [],
    });
  });

  it('reads a month less the few days of it outside the range', () => {
    expect(splitAtMonths('2025-03-02', '2025-04-30')).toEqual({
      months: { from: '2025-03-01', until: '2025-05-01' },
      days: [],
      lessDays: [{ from: '2025-03-01', to: '2025-03-01' }],
    });
    expect(splitAtMonths('2025-03-02', '2025-03-30')).toEqual({
      months: { from: '2025-03-01', until: '2025-04-01' },
      days: [],
      lessDays: [
        { from: '2025-03-01', to: '2025-03-01' },
        { from: '2025-03-31', to: '2025-03-31' },
      ],
    });
  });

  it('reads days alone when most of a month is outside the range', () => {
    expect(splitAtMonths('2025-03-31', '2025-04-01')).toEqual({
      months: null,
      days: [
        { from: '2025-03-31', to: '2025-03-31' },
        { from: '2025-04-01', to: '2025-04-01' },
      ],
      lessDays: [],
    });
    for (const [from, to] of [
      ['2025-04-02', '2025-04-08'],
      ['2025-04-01', '2025-04-01'],
      ['2024-02-01', '2024-02-14'],
    ] as const) {
      expect(splitAtMonths(from, to)).toEqual({ months: null, days: [{ from, to }], lessDays: [] });
    }
  });
});
