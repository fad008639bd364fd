// Reading the product CSV: its header, its cells as people write them, and a row's product
// fields with each problem named by its column (docs/csv-format.md).
import Papa from 'papaparse';
import { parseRupeesText, parseWholeNumberText } from '../../../domain/money';
import {
  CSV_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  ProductFieldsSchema,
  pricingIssues,
  type CsvColumn,
  type CsvRowError,
  type ProductFields,
} from '../../../domain/schemas/vendor-products';
import { AppError } from '../../errors';

/** Tags and attributes are lists in one cell, separated by `|` (a comma works for tags too). */
export function splitList(text: string): string[] {
  return text
    .split(/[|,]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Which CSV column each form field comes from, to name the column in error reports. */
const COLUMN_OF: Record<keyof ProductFields, CsvColumn | 'row'> = {
  name: 'name',
  description: 'description',
  category: 'category',
  subcategory: 'subcategory',
  tags: 'tags',
  price: 'price',
  originalPrice: 'original_price',
  isOnSale: 'on_sale',
  isNew: 'new',
  stockQuantity: 'stock',
  lowStockThreshold: 'low_stock_threshold',
  status: 'status',
  attributes: 'attributes',
  options: 'option1_name',
  variants: 'row',
  // No column of their own: a CSV never sets them (the row is the nearest place to name).
  ingredients: 'row',
  howToUse: 'row',
  publishOutOfStock: 'row',
};

export type Cells = Partial<Record<CsvColumn, string>>;
export type RowIssue = CsvRowError['errors'][number];

const normaliseHeader = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Cells are read as people write numbers, never with `Number()`, which takes `0x10` as 16 and
 * `1e-9` as a price (a 500 from the database's price check that failed the whole file, #16).
 * A cell that is not a number is reported on its own row and column; the field is left out.
 */
export function parseCell(
  text: string,
  column: CsvColumn,
  issues: RowIssue[],
  kind: 'rupees' | 'whole',
): number | undefined {
  const value = kind === 'rupees' ? parseRupeesText(text) : parseWholeNumberText(text);
  if (value !== null) return value;
  issues.push({
    column,
    message:
      kind === 'rupees'
        ? 'Write an amount in rupees with at most two decimals, like 399 or 399.50.'
        : 'Write a whole number, like 25.',
  });
  return undefined;
}

function parseFlag(text: string, column: CsvColumn, issues: RowIssue[]): boolean {
  const v = text.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(v)) return true;
  if (['no', 'n', 'false', '0', ''].includes(v)) return false;
  issues.push({ column, message: 'Use yes or no.' });
  return false;
}

/** The fields a row sets: all of them for a new product, the columns present for an update. */
export function rowFields(
  cells: Cells,
  present: Set<CsvColumn>,
  issues: RowIssue[],
): Partial<ProductFields> {
  const out: Record<string, unknown> = {};
  const has = (c: CsvColumn) => present.has(c);
  const text = (c: CsvColumn) => (cells[c] ?? '').trim();
  if (has('name')) out.name = text('name');
  if (has('description')) out.description = text('description');
  if (has('category')) out.category = text('category').toLowerCase();
  if (has('subcategory')) out.subcategory = text('subcategory').toLowerCase() || null;
  if (has('tags')) {
    out.tags = splitList(text('tags'));
  }
  const numberOf = (c: CsvColumn, key: keyof ProductFields, kind: 'rupees' | 'whole') => {
    const value = parseCell(text(c), c, issues, kind);
    if (value !== undefined) out[key] = value;
  };
  if (has('price')) numberOf('price', 'price', 'rupees');
  if (has('original_price')) {
    if (text('original_price') === '') out.originalPrice = null;
    else numberOf('original_price', 'originalPrice', 'rupees');
  }
  if (has('on_sale')) out.isOnSale = parseFlag(text('on_sale'), 'on_sale', issues);
  if (has('new')) out.isNew = parseFlag(text('new'), 'new', issues);
  if (has('stock')) numberOf('stock', 'stockQuantity', 'whole');
  if (has('low_stock_threshold') && text('low_stock_threshold') !== '') {
    numberOf('low_stock_threshold', 'lowStockThreshold', 'whole');
  }
  if (has('status') && text('status') !== '') out.status = text('status').toLowerCase();
  if (has('attributes')) out.attributes = splitList(text('attributes')).map((a) => a.toLowerCase());
  return out as Partial<ProductFields>;
}

export const NEW_PRODUCT_DEFAULTS: Partial<ProductFields> = {
  description: '',
  subcategory: null,
  tags: [],
  originalPrice: null,
  isOnSale: false,
  isNew: false,
  lowStockThreshold: 5,
  status: 'draft',
};

/** `pricing: false` for a product with variant rows, whose prices are checked per variant. */
export function validateFields(
  candidate: unknown,
  issues: RowIssue[],
  { pricing = true } = {},
): ProductFields | null {
  const parsed = ProductFieldsSchema.safeParse(candidate);
  if (!parsed.success) {
    // A cell already reported as unreadable is not reported again as missing.
    const reported = new Set(issues.map((i) => i.column));
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ProductFields | undefined;
      const column = field ? (COLUMN_OF[field] ?? 'row') : 'row';
      if (!reported.has(column)) issues.push({ column, message: issue.message });
    }
    return null;
  }
  for (const issue of pricing ? pricingIssues(parsed.data) : []) {
    issues.push({ column: COLUMN_OF[issue.path], message: issue.message });
  }
  return issues.length === 0 ? parsed.data : null;
}

export function readCsv(text: string) {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: false,
    transformHeader: normaliseHeader,
  });
  const headers = (parsed.meta.fields ?? []).filter((h) => h !== '');
  const known = new Set<string>(CSV_COLUMNS);
  const unknown = headers.filter((h) => !known.has(h));
  const missing = CSV_REQUIRED_COLUMNS.filter((c) => !headers.includes(c));
  if (unknown.length > 0 || missing.length > 0) {
    const parts = [
      missing.length
        ? `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`
        : '',
      unknown.length
        ? `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`
        : '',
    ];
    throw new AppError(
      'unprocessable',
      `${parts.filter(Boolean).join(' ')} Use the columns of the export: ${CSV_COLUMNS.join(', ')}.`,
    );
  }
  const mismatched = new Map<number, string>();
  for (const e of parsed.errors) {
    if (e.type === 'FieldMismatch' && e.row !== undefined) mismatched.set(e.row, e.message);
  }
  return { rows: parsed.data, present: new Set(headers as CsvColumn[]), mismatched };
}
