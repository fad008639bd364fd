// The vendor's products as CSV, with the list's filters. Cells that a spreadsheet would run as a
// formula are defused with a leading apostrophe (CSV injection); the import removes it again.
import Papa from 'papaparse';
import {
  CSV_COLUMNS,
  type CsvColumn,
  type VendorProductExportQuerySchema,
} from '../../../domain/schemas/vendor-products';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { fieldsOf } from './product-dto';
import { filtersSql, orderSql } from './list-products';

const FORMULA_START = /^[=+\-@\t\r]/;
const EXPORT_LIMIT = 10_000;

export function guardCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes `guardCell` for a round trip: `'=1+1` comes back as `=1+1`, which is then just text. */
export function unguardCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

const yesNo = (v: boolean) => (v ? 'yes' : 'no');

export async function exportProductsCsv(
  db: DbOrTx,
  vendorId: string,
  q: z.output<typeof VendorProductExportQuerySchema>,
): Promise<string> {
  const rows = await db
    .select()
    .from(products)
    .where(filtersSql(vendorId, q))
    .orderBy(...orderSql(q.sort))
    .limit(EXPORT_LIMIT);
  const data = rows.map((row) => {
    const f = fieldsOf(row);
    const cells: Record<CsvColumn, string> = {
      id: row.id,
      name: f.name,
      description: f.description,
      category: f.category,
      subcategory: f.subcategory ?? '',
      tags: f.tags.join('|'),
      price: String(f.price),
      original_price: f.originalPrice === null ? '' : String(f.originalPrice),
      on_sale: yesNo(f.isOnSale),
      new: yesNo(f.isNew),
      stock: String(f.stockQuantity),
      low_stock_threshold: String(f.lowStockThreshold),
      status: row.status,
    };
    return CSV_COLUMNS.map((c) => guardCell(cells[c]));
  });
  // The byte-order mark makes Excel read the file as UTF-8 (names with ₹, é, Devanagari).
  return `\uFEFF${Papa.unparse({ fields: [...CSV_COLUMNS], data }, { newline: '\r\n' })}\r\n`;
}
