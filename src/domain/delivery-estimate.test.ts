import { describe, expect, it } from 'vitest';
import { addWorkingDays, deliveryDaysBetween, estimateDelivery } from './delivery-estimate';

describe('deliveryDaysBetween', () => {
  it('is 2–3 days inside a state, 3–5 inside a zone and 5–7 across India', () => {
    expect(deliveryDaysBetween('Maharashtra', 'Maharashtra')).toEqual([2, 3]);
    expect(deliveryDaysBetween('Maharashtra', 'Gujarat')).toEqual([3, 5]);
    expect(deliveryDaysBetween('Maharashtra', 'West Bengal')).toEqual([5, 7]);
    expect(deliveryDaysBetween('Delhi', 'Assam')).toEqual([5, 7]);
  });

  it('gives the islands 7–10 days from the mainland, and a vendor without a pickup address the rest of India', () => {
    expect(deliveryDaysBetween('Tamil Nadu', 'Andaman and Nicobar Islands')).toEqual([7, 10]);
    expect(
      deliveryDaysBetween('Andaman and Nicobar Islands', 'Andaman and Nicobar Islands'),
    ).toEqual([2, 3]);
    expect(deliveryDaysBetween(null, 'Karnataka')).toEqual([5, 7]);
  });
});

describe('addWorkingDays', () => {
  it('skips Sundays', () => {
    // 2026-11-27 is a Friday: Saturday counts, Sunday does not.
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-28');
    expect(addWorkingDays('2026-11-27', 2)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 7)).toBe('2026-12-07');
  });
});

describe('estimateDelivery', () => {
  it('counts from the day in India, not in UTC', () => {
    // 20:00 UTC on Friday is 01:30 on Saturday in India: the count starts from Saturday.
    const estimate = estimateDelivery(
      'Maharashtra',
      'Maharashtra',
      new Date('2026-11-27T20:00:00Z'),
    );
    expect(estimate).toEqual({
      minDays: 2,
      maxDays: 3,
      earliest: '2026-12-01',
      latest: '2026-12-02',
    });
  });
});
