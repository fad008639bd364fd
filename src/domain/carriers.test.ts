import { describe, expect, it } from 'vitest';
import { CARRIERS, carrierNamed, trackingUrlOf } from './carriers';

describe('carriers', () => {
  it('knows the eight couriers Indian sellers use most', () => {
    expect(CARRIERS.map((c) => c.name)).toEqual([
      'Delhivery',
      'Blue Dart',
      'DTDC',
      'Ekart',
      'Xpressbees',
      'India Post',
      'Shadowfax',
      'Ecom Express',
    ]);
    for (const c of CARRIERS) {
      expect(c.trackingUrl).toMatch(/^https:\/\/[^/]+\/.*\{n\}/);
      expect(carrierNamed(c.name)).toBe(c);
    }
  });

  it('matches a typed name loosely and links the tracking number, encoded', () => {
    expect(trackingUrlOf(' blue-dart ', 'BD 12/34')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=BD%2012%2F34',
    );
    expect(trackingUrlOf('Speed Post', 'EE123456789IN')).toContain('EE123456789IN');
    expect(trackingUrlOf('DELHIVERY', 'DL123')).toBe(
      'https://www.delhivery.com/track-v2/package/DL123',
    );
  });

  it('gives no link for an unknown carrier or without a number', () => {
    expect(trackingUrlOf('Own van', 'X1')).toBeNull();
    expect(trackingUrlOf('Delhivery', '  ')).toBeNull();
    expect(trackingUrlOf(null, 'X1')).toBeNull();
  });
});
