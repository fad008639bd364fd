import { describe, expect, it } from 'vitest';
import { splitAtMonths } from './report-periods';

describe('splitAtMonths', () => {
  it('reads whole months as months and the partial months at the edges as days', () => {
    expect(splitAtMonths('2024-11-28', '2025-11-27')).toEqual({
      months: { from: '2024-12-01', until: '2025-11-01' },
      days: [
        { from: '2024-11-28', to: '2024-11-30' },
        { from: '2025-11-01', to: '2025-11-27' },
      ],
    });
  });

  it('needs no days when the range starts and ends with its months', () => {
    expect(splitAtMonths('2025-03-01', '2025-04-30')).toEqual({
      months: { from: '2025-03-01', until: '2025-05-01' },
      days: [],
    });
    // February of a leap year ends on the 29th.
    expect(splitAtMonths('2024-02-01', '2024-02-29')).toEqual({
      months: { from: '2024-02-01', until: '2024-03-01' },
      days: [],
    });
    expect(splitAtMonths('2024-12-01', '2025-01-15').days).toEqual([
      { from: '2025-01-01', to: '2025-01-15' },
    ]);
  });

  it('reads days alone when no whole month is inside', () => {
    for (const [from, to] of [
      ['2025-03-31', '2025-04-01'],
      ['2025-04-02', '2025-04-29'],
      ['2024-02-01', '2024-02-28'],
      ['2025-04-01', '2025-04-01'],
    ] as const) {
      expect(splitAtMonths(from, to)).toEqual({ months: null, days: [{ from, to }] });
    }
  });
});
