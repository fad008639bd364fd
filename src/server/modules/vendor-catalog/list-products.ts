// The vendor's product table: search, filters (status, category, stock), sort and pages, plus
// how many products have each status. Archived products show only when asked for.
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { PRODUCT_STATUSES, stockStatusOf, type Category } from '../../../domain/catalog';
import { imageUrl } from '../../../domain/images';
import { paiseToRupees } from '../../../domain/money';
import type {
  VendorProductList,
  VendorProductListQuery,
  VendorProductRow,
  VendorProductSort,
} from '../../../domain/schemas/vendor-products';
import type { DbOrTx } from '../../db/client';
import { productImages, productVariants, products, type ProductRow } from '../../db/schema';

type Filters = Omit<VendorProductListQuery, 'page' | 'limit' | 'sort'>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export function filtersSql(vendorId: string, q: Filters): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(products.vendorId, vendorId),
    q.status ? eq(products.status, q.status) : ne(products.status, 'archived'),
    q.category ? eq(products.category, q.category) : undefined,
  ];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    conditions.push(
      or(
        ilike(products.name, like),
        ilike(products.id, like),
        sql`array_to_string(${products.tags}, ' ') ILIKE ${like}`,
        sql`EXISTS (SELECT 1 FROM ${productVariants} pv
          WHERE pv.product_id = ${products.id} AND pv.sku ILIKE ${like})`,
      ),
    );
  }
  if (q.stock === 'out-of-stock') conditions.push(sql`${products.stockQuantity} <= 0`);
  if (q.stock === 'low-stock') {
    conditions.push(
      sql`${products.stockQuantity} > 0 AND ${products.stockQuantity} <= ${products.lowStockThreshold}`,
    );
  }
  if (q.stock === 'in-stock') {
    conditions.push(sql`${products.stockQuantity} > ${products.lowStockThreshold}`);
  }
  return and(...conditions)!;
}

export function orderSql(sort: VendorProductSort): SQL[] {
  const byId = asc(products.id);
  switch (sort) {
    case 'updated':
      return [desc(products.updatedAt), byId];
    case 'newest':
      return [desc(products.createdAt), byId];
    case 'name-asc':
      return [asc(sql`lower(${products.name})`), byId];
    case 'name-desc':
      return [desc(sql`lower(${products.name})`), byId];
    case 'price-asc':
      return [asc(products.pricePaise), byId];
    case 'price-desc':
      return [desc(products.pricePaise), byId];
    case 'stock-asc':
      return [asc(products.stockQuantity), byId];
    case 'stock-desc':
      return [desc(products.stockQuantity), byId];
  }
}

/** Active variants at or below the product's low-stock threshold (out of stock included). */
export const lowStockVariantsSql = sql<number>`(
  SELECT count(*)::int FROM ${productVariants} pv
  WHERE pv.product_id = ${products.id} AND pv.is_active
    AND pv.stock_quantity <= ${products.lowStockThreshold})`;

function toRow(
  row: ProductRow,
  image: { key: string | null; alt: string | null } | null,
  lowStockVariants: number,
): VendorProductRow {
  return {
    id: row.id,
    name: row.name,
    category: row.category as Category,
    subcategory: (row.subcategory as VendorProductRow['subcategory']) ?? null,
    price: paiseToRupees(row.pricePaise),
    originalPrice: row.originalPricePaise === null ? null : paiseToRupees(row.originalPricePaise),
    isOnSale: row.isOnSale,
    stockQuantity: row.stockQuantity,
    stockStatus: stockStatusOf(row.stockQuantity, row.lowStockThreshold),
    status: row.status as VendorProductRow['status'],
    updatedAt: row.updatedAt.toISOString(),
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    image: image?.key ? { url: imageUrl(image.key, 320), alt: image.alt ?? row.name } : null,
    maxPrice: paiseToRupees(row.maxPricePaise),
    variantCount: row.variantCount,
    lowStockVariants,
  };
}

export async function listVendorProducts(
  db: DbOrTx,
  vendorId: string,
  q: VendorProductListQuery,
): Promise<VendorProductList> {
  const where = filtersSql(vendorId, q);
  const [rows, [totalRow], statusRows] = await Promise.all([
    db
      .select({
        product: products,
        key: productImages.storageKey,
        alt: productImages.alt,
        lowStockVariants: lowStockVariantsSql,
      })
      .from(products)
      .leftJoin(
        productImages,
        and(eq(productImages.productId, products.id), eq(productImages.position, 1)),
      )
      .where(where)
      .orderBy(...orderSql(q.sort))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(products).where(where),
    db
      .select({ status: products.status, n: count() })
      .from(products)
      .where(eq(products.vendorId, vendorId))
      .groupBy(products.status),
  ]);
  const statusCounts = Object.fromEntries(PRODUCT_STATUSES.map((s) => [s, 0])) as Record<
    (typeof PRODUCT_STATUSES)[number],
    number
  >;
  for (const { status, n } of statusRows) {
    if (status in statusCounts) statusCounts[status as keyof typeof statusCounts] = n;
  }
  return {
    items: rows.map((r) => toRow(r.product, { key: r.key, alt: r.alt }, r.lowStockVariants)),
    page: q.page,
    limit: q.limit,
    total: totalRow?.n ?? 0,
    statusCounts,
  };
}
