// Imports products from CSV: rows without an id create drafts (or the status given), rows with
// the id of one of the vendor's products update it. Every bad row is reported with its line and
// column; the good rows are saved together in one transaction.
import { and, eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import { parseRupeesText, parseWholeNumberText } from '../../../domain/money';
import {
  CSV_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  PRODUCT_LIMITS,
  ProductFieldsSchema,
  pricingIssues,
  type CsvColumn,
  type CsvImportResult,
  type CsvRowError,
  type ProductFields,
} from '../../../domain/schemas/vendor-products';
import type { Db } from '../../db/client';
import { products, type ProductRow } from '../../db/schema';
import { AppError } from '../../errors';
import { unguardCell } from './csv-export';
import { fieldsOf } from './product-dto';
import { columnsOf } from './products';

/** Which CSV column each form field comes from, to name the column in error reports. */
const COLUMN_OF: Record<keyof ProductFields, CsvColumn> = {
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
};

type Cells = Partial<Record<CsvColumn, string>>;
type RowIssue = CsvRowError['errors'][number];

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
function parseCell(
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
function rowFields(
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
    out.tags = text('tags')
      .split(/[|,]/)
      .map((t) => t.trim())
      .filter(Boolean);
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
  return out as Partial<ProductFields>;
}

const NEW_PRODUCT_DEFAULTS: Partial<ProductFields> = {
  description: '',
  subcategory: null,
  tags: [],
  originalPrice: null,
  isOnSale: false,
  isNew: false,
  lowStockThreshold: 5,
  status: 'draft',
};

function validate(candidate: unknown, issues: RowIssue[]): ProductFields | null {
  const parsed = ProductFieldsSchema.safeParse(candidate);
  if (!parsed.success) {
    // A cell already reported as unreadable is not reported again as missing.
    const reported = new Set(issues.map((i) => i.column));
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ProductFields | undefined;
      const column = field ? COLUMN_OF[field] : 'row';
      if (!reported.has(column)) issues.push({ column, message: issue.message });
    }
    return null;
  }
  for (const issue of pricingIssues(parsed.data)) {
    issues.push({ column: COLUMN_OF[issue.path], message: issue.message });
  }
  return issues.length === 0 ? parsed.data : null;
}

function readCsv(text: string) {
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

interface Plan {
  creates: ProductFields[];
  updates: { id: string; fields: ProductFields; keepArchived: boolean }[];
  errors: CsvRowError[];
}

export async function importProductsCsv(
  db: Db,
  vendorId: string,
  text: string,
): Promise<CsvImportResult> {
  const { rows, present, mismatched } = readCsv(text);
  const filled = rows.filter((r) =>
    Object.values(r).some((v) => typeof v === 'string' && v.trim() !== ''),
  );
  if (filled.length === 0) throw new AppError('unprocessable', 'The file has no product rows.');
  if (filled.length > PRODUCT_LIMITS.csvRows) {
    throw new AppError(
      'unprocessable',
      `The file has ${filled.length} rows; import at most ${PRODUCT_LIMITS.csvRows} at a time.`,
    );
  }
  const ids = rows.map((r) => (r.id ?? '').trim()).filter(Boolean);
  const owned = new Map<string, ProductRow>();
  if (ids.length > 0) {
    const found = await db
      .select()
      .from(products)
      .where(and(eq(products.vendorId, vendorId), inArray(products.id, ids)));
    for (const row of found) owned.set(row.id, row);
  }

  const plan: Plan = { creates: [], updates: [], errors: [] };
  const seen = new Set<string>();
  rows.forEach((raw, index) => {
    const cells: Cells = {};
    for (const [key, value] of Object.entries(raw)) {
      if (typeof value === 'string') cells[key as CsvColumn] = unguardCell(value);
    }
    if (!Object.values(cells).some((v) => v && v.trim() !== '')) return;
    const line = index + 2;
    const issues: RowIssue[] = [];
    const mismatch = mismatched.get(index);
    if (mismatch) issues.push({ column: 'row', message: `${mismatch}.` });
    const id = (cells.id ?? '').trim();
    const current = id ? owned.get(id) : undefined;
    if (id && !current) {
      issues.push({
        column: 'id',
        message: 'None of your products has this id. Leave the id empty to add a new product.',
      });
    } else if (id && seen.has(id)) {
      issues.push({ column: 'id', message: 'This id appears on an earlier row too.' });
    }
    if (id) seen.add(id);
    const given = rowFields(cells, present, issues);
    // An archived product stays archived unless the row gives it another status.
    const keepArchived =
      current?.status === 'archived' && (!given.status || (given.status as string) === 'archived');
    if (keepArchived) delete given.status;
    const base = current ? fieldsOf(current) : NEW_PRODUCT_DEFAULTS;
    const fields = validate({ ...base, ...given }, issues);
    if (!fields || issues.length > 0) plan.errors.push({ row: line, errors: issues });
    else if (current) plan.updates.push({ id: current.id, fields, keepArchived });
    else plan.creates.push(fields);
  });

  await db.transaction(async (tx) => {
    if (plan.creates.length > 0) {
      await tx.insert(products).values(plan.creates.map((f) => ({ ...columnsOf(f), vendorId })));
    }
    for (const { id, fields, keepArchived } of plan.updates) {
      const status = keepArchived ? 'archived' : fields.status;
      await tx
        .update(products)
        .set({ ...columnsOf(fields), status })
        .where(and(eq(products.id, id), eq(products.vendorId, vendorId)));
    }
  });
  return {
    created: plan.creates.length,
    updated: plan.updates.length,
    failed: plan.errors.length,
    errors: plan.errors,
  };
}
