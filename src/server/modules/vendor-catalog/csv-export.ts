// The vendor's products as CSV, one row per variant, with the list's filters. Cells that a spreadsheet would run as a
// formula are defused with a leading apostrophe (CSV injection); the import removes it again.
import { and, asc, eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import { FORMULA_START, safeCsvCell } from '../../../domain/csv';
import { paiseToRupees } from '../../../domain/money';
import {
  CSV_COLUMNS,
  type CsvColumn,
  type VendorProductExportQuerySchema,
} from '../../../domain/schemas/vendor-products';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { products, productVariants } from '../../db/schema';
import { fieldsOf, optionsOf } from './product-dto';
import type { VariantRow } from './variant-writes';
import { filtersSql, orderSql } from './list-products';

const EXPORT_LIMIT = 10_000;

export function guardCell(value: string): string {
  return safeCsvCell(value);
}

/** Undoes `guardCell` for a round trip: `'=1+1` comes back as `=1+1`, which is then just text. */
export function unguardCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

const yesNo = (v: boolean) => (v ? 'yes' : 'no');

/** One row per active variant, the product's columns repeated on each (docs/csv-format.md). */
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
  const ids = rows.map((r) => r.id);
  const variants =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(productVariants)
          .where(and(inArray(productVariants.productId, ids), eq(productVariants.isActive, true)))
          .orderBy(asc(productVariants.position), asc(productVariants.id));
  const byProduct = new Map<string, VariantRow[]>();
  for (const v of variants) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
  const data = rows.flatMap((row) => {
    const f = fieldsOf(row);
    const [option1, option2] = optionsOf(row);
    const product = {
      id: row.id,
      name: f.name,
      description: f.description,
      category: f.category,
      subcategory: f.subcategory ?? '',
      tags: f.tags.join('|'),
      on_sale: yesNo(f.isOnSale),
      new: yesNo(f.isNew),
      low_stock_threshold: String(f.lowStockThreshold),
      status: row.status,
      attributes: row.attributes.join('|'),
      option1_name: option1?.name ?? '',
      option2_name: option2?.name ?? '',
    };
    return (byProduct.get(row.id) ?? []).map((v) => {
      const cells: Record<CsvColumn, string> = {
        ...product,
        sku: v.sku,
        option1_value: v.option1 ?? '',
        option2_value: v.option2 ?? '',
        swatch_hex: v.swatchHex ?? '',
        price: String(paiseToRupees(v.pricePaise)),
        original_price:
          v.originalPricePaise === null ? '' : String(paiseToRupees(v.originalPricePaise)),
        stock: String(v.stockQuantity),
      };
      return CSV_COLUMNS.map((c) => guardCell(cells[c]));
    });
  });
  // The byte-order mark makes Excel read the file as UTF-8 (names with ₹, é, Devanagari).
  return `\uFEFF${Papa.unparse({ fields: [...CSV_COLUMNS], data }, { newline: '\r\n' })}\r\n`;
}
