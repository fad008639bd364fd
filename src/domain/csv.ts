// CSV exports for the admin (newsletter, contact messages). A cell a spreadsheet would read as a
// formula (=, +, -, @, tab, CR) is prefixed with ' so opening an export never runs a formula
// someone typed into a public form (OWASP "CSV injection"). A plain number ("-45.00", a refund
// or a commission on a statement) is not a formula and stays a number an accountant can add up.
import Papa from 'papaparse';

export const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export function safeCsvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** RFC 4180 text with a header row and CRLF line ends, every cell made safe. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((c) => safeCsvCell(c.header)),
      data: rows.map((row) => columns.map((c) => safeCsvCell(c.value(row)))),
    },
    { newline: '\r\n', quotes: true },
  );
}
