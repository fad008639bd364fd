import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { safeCsvCell, toCsv } from './csv';

describe('safeCsvCell', () => {
  it.each(['=HYPERLINK("http://x")', '+91 98765', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'prefixes %j so a spreadsheet shows it as text',
    (value) => {
      expect(safeCsvCell(value)).toBe(`'${value}`);
    },
  );

  it('leaves ordinary text, numbers and empty values alone', () => {
    expect(safeCsvCell('priya@example.in')).toBe('priya@example.in');
    expect(safeCsvCell(42)).toBe('42');
    // Refunds and commissions on statements: numbers, not formulas.
    expect(safeCsvCell('-45.00')).toBe('-45.00');
    expect(safeCsvCell(-120.5)).toBe('-120.5');
    expect(safeCsvCell('+12')).toBe('+12');
    expect(safeCsvCell(null)).toBe('');
    expect(safeCsvCell(new Date('2025-01-02T03:04:05Z'))).toBe('2025-01-02T03:04:05.000Z');
  });
});

describe('toCsv', () => {
  it('quotes commas, quotes and new lines, and round-trips through a parser', () => {
    const rows = [
      { name: 'Asha, "A"', note: 'line 1\nline 2' },
      { name: '=cmd', note: '' },
    ];
    const csv = toCsv(rows, [
      { header: 'Name', value: (r) => r.name },
      { header: 'Note', value: (r) => r.note },
    ]);
    expect(csv.split('\r\n')[0]).toBe('"Name","Note"');
    expect(Papa.parse(csv).data).toEqual([
      ['Name', 'Note'],
      ['Asha, "A"', 'line 1\nline 2'],
      ["'=cmd", ''],
    ]);
  });
});
