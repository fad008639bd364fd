import { describe, expect, it } from 'vitest';
import { shipByOf, urgencyOf } from './fulfilment';

describe('shipByOf', () => {
  it('is two days after the order on India’s calendar', () => {
    // Tuesday 24 Nov 2026, 10:00 IST.
    expect(shipByOf(new Date('2026-11-24T04:30:00Z'))).toBe('2026-11-26');
    // 23:30 IST on Monday is still Monday in India (18:00 UTC).
    expect(shipByOf(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-25');
    // 00:30 IST on Tuesday, though still Monday in UTC.
    expect(shipByOf(new Date('2026-11-23T19:00:00Z'))).toBe('2026-11-26');
  });

  it('moves a Sunday deadline to the Monday', () => {
    // Friday 27 Nov 2026 → Sunday 29th → Monday 30th.
    expect(shipByOf(new Date('2026-11-27T06:00:00Z'))).toBe('2026-11-30');
    // Saturday → Monday, no move needed.
    expect(shipByOf(new Date('2026-11-28T06:00:00Z'))).toBe('2026-11-30');
  });
});

describe('urgencyOf', () => {
  it('says overdue, today or later', () => {
    expect(urgencyOf('2026-11-25', '2026-11-26')).toBe('overdue');
    expect(urgencyOf('2026-11-26', '2026-11-26')).toBe('today');
    expect(urgencyOf('2026-11-27', '2026-11-26')).toBe('later');
  });
});
