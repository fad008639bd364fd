import { describe, expect, it } from 'vitest';
import {
  computeInvoice,
  documentNumber,
  financialYearOf,
  gstinCheckCharacter,
  gstinProblem,
  shareShipping,
  splitInclusive,
} from './gst';

describe('GSTIN', () => {
  it('accepts real GSTINs, whose 15th character is their checksum', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8']) {
      expect(gstinProblem(gstin)).toBeNull();
    }
  });

  it('refuses a typing mistake by its check character, and a wrong shape or state code', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character/);
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('Enter a 15-character GSTIN.');
    expect(gstinProblem('99AAPFU0939F1Z' + gstinCheckCharacter('99AAPFU0939F1Z'))).toMatch(
      /state code/,
    );
  });
});

describe('financial year', () => {
  it('turns on 1 April at midnight India time, not UTC', () => {
    // 31 March 2026 23:59 IST = 18:29 UTC; 1 April 2026 00:00 IST = 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T12:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('2099-00');
  });

  it('numbers invoices and credit notes in their own series, six digits', () => {
    expect(documentNumber('invoice', 'KKN', '2026-27', 123)).toBe('KKN/2026-27/000123');
    expect(documentNumber('credit-note', 'KKN', '2026-27', 4)).toBe('KKN/CN/2026-27/000004');
  });
});

describe('tax inside a GST-inclusive price', () => {
  it('splits into CGST + SGST within a state and IGST between states', () => {
    expect(splitInclusive(118_00, 1800, true)).toEqual({
      taxablePaise: 100_00,
      cgstPaise: 9_00,
      sgstPaise: 9_00,
      igstPaise: 0,
    });
    expect(splitInclusive(118_00, 1800, false)).toEqual({
      taxablePaise: 100_00,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_00,
    });
  });

  it('is paise exact for every amount: taxable + tax = paid, CGST and SGST a paisa apart at most', () => {
    for (const rate of [0, 500, 1800, 4000]) {
      for (let paid = 0; paid < 20_000; paid += 7) {
        const intra = splitInclusive(paid, rate, true);
        expect(intra.taxablePaise + intra.cgstPaise + intra.sgstPaise).toBe(paid);
        expect(intra.cgstPaise - intra.sgstPaise).toBeGreaterThanOrEqual(0);
        expect(intra.cgstPaise - intra.sgstPaise).toBeLessThanOrEqual(1);
        const inter = splitInclusive(paid, rate, false);
        expect(inter.taxablePaise + inter.igstPaise).toBe(paid);
        expect(Math.abs(inter.taxablePaise * (10_000 + rate) - paid * 10_000)).toBeLessThanOrEqual(
          (10_000 + rate) / 2,
        );
      }
    }
  });

  it('rounds the taxable value to the nearest paisa: ₹399 at 18% is ₹338.14 + ₹60.86', () => {
    expect(splitInclusive(399_00, 1800, false)).toMatchObject({
      taxablePaise: 338_14,
      igstPaise: 60_86,
    });
    expect(splitInclusive(399_00, 1800, true)).toMatchObject({
      cgstPaise: 30_43,
      sgstPaise: 30_43,
    });
    expect(splitInclusive(1, 1800, true)).toEqual({
      taxablePaise: 1,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
  });
});

describe('an invoice', () => {
  const lines = [
    { description: 'Lipstick', hsnCode: '3304', quantity: 2, rateBp: 1800, paidPaise: 798_00 },
    { description: 'Shampoo', hsnCode: '3305', quantity: 1, rateBp: 500, paidPaise: 249_50 },
  ];

  it('totals exactly what the customer paid, shipping taxed at the highest rate', () => {
    const invoice = computeInvoice({
      sellerStateCode: '29',
      placeOfSupplyCode: '29',
      lines,
      shippingPaise: 49_00,
    });
    expect(invoice.intraState).toBe(true);
    expect(invoice.shipping?.rateBp).toBe(1800);
    const t = invoice.totals;
    expect(t.totalPaise).toBe(798_00 + 249_50 + 49_00);
    expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(t.totalPaise);
    expect(t.igstPaise).toBe(0);
  });

  it('charges IGST when the place of supply is another state', () => {
    const invoice = computeInvoice({
      sellerStateCode: '29',
      placeOfSupplyCode: '27',
      lines,
      shippingPaise: 0,
    });
    expect(invoice.intraState).toBe(false);
    expect(invoice.shipping).toBeNull();
    expect(invoice.totals.cgstPaise + invoice.totals.sgstPaise).toBe(0);
    expect(invoice.lines.map((l) => l.igstPaise)).toEqual([121_73, 11_88]);
  });

  it('shares an order’s shipping over its shipments paise exact', () => {
    expect(shareShipping(99_00, [1000_00, 500_00])).toEqual([66_00, 33_00]);
    expect(shareShipping(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareShipping(49_00, [0, 0])).toEqual([24_50, 24_50]);
  });
});
