// The HSN code and GST rate of each line: the product's own when its vendor set one, else its
// subcategory's, else its category's (hsn_codes, edited by the admin).
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { hsnCodes } from '../../db/schema-commerce';

/** When a category has no row (a new category not yet given one): cosmetics at 18%. */
export const FALLBACK_HSN = { hsnCode: '3304', rateBp: 1800 };

export interface ProductTax {
  hsnCode: string;
  rateBp: number;
}

export async function taxOfProducts(
  db: DbOrTx,
  productIds: readonly string[],
): Promise<Map<string, ProductTax>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      category: products.category,
      subcategory: products.subcategory,
      hsnCode: products.hsnCode,
      rateBp: products.gstRateBp,
    })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  const categories = [...new Set(rows.map((r) => r.category))];
  const codes =
    categories.length > 0
      ? await db.select().from(hsnCodes).where(inArray(hsnCodes.category, categories))
      : [];
  const codeOf = (category: string, subcategory: string) =>
    codes.find((c) => c.category === category && c.subcategory === subcategory);
  return new Map(
    rows.map((r) => {
      const inherited =
        codeOf(r.category, r.subcategory ?? '') ?? codeOf(r.category, '') ?? FALLBACK_HSN;
      return [
        r.id,
        { hsnCode: r.hsnCode ?? inherited.hsnCode, rateBp: r.rateBp ?? inherited.rateBp },
      ];
    }),
  );
}

export async function listHsnCodes(db: DbOrTx) {
  return db
    .select({
      category: hsnCodes.category,
      subcategory: hsnCodes.subcategory,
      hsnCode: hsnCodes.hsnCode,
      rateBp: hsnCodes.rateBp,
    })
    .from(hsnCodes)
    .orderBy(hsnCodes.category, hsnCodes.subcategory);
}

export async function setHsnCode(
  db: DbOrTx,
  row: { category: string; subcategory: string; hsnCode: string; rateBp: number },
) {
  await db
    .insert(hsnCodes)
    .values(row)
    .onConflictDoUpdate({
      target: [hsnCodes.category, hsnCodes.subcategory],
      set: { hsnCode: row.hsnCode, rateBp: row.rateBp, updatedAt: new Date() },
    });
  return listHsnCodes(db);
}

/** The vendor's product's own HSN code and rate (each null: its category's), or null when the
 * product is not the vendor's. */
export async function productTaxOf(
  db: DbOrTx,
  vendorId: string,
  productId: string,
): Promise<{ hsnCode: string | null; rateBp: number | null } | null> {
  const [row] = await db
    .select({ hsnCode: products.hsnCode, rateBp: products.gstRateBp })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)));
  return row ?? null;
}

export async function setProductTax(
  db: DbOrTx,
  vendorId: string,
  productId: string,
  tax: { hsnCode: string | null; rateBp: number | null },
): Promise<boolean> {
  const updated = await db
    .update(products)
    .set({ hsnCode: tax.hsnCode, gstRateBp: tax.rateBp })
    .where(and(eq(products.id, productId), eq(products.vendorId, vendorId)))
    .returning({ id: products.id });
  return updated.length === 1;
}
