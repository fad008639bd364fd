// The product and variant facts a cart or a checkout needs: today's price and stock (the
// variant's), vendor, option values and image. Quote and checkout both read them here, so what a
// shopper is shown is what an order charges.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client';

export interface CartImage {
  key: string;
  alt: string;
  width: number;
  height: number;
}

export interface CartVariant {
  id: string;
  productId: string;
  sku: string;
  /** Each option with its value, in the product's option order. */
  options: { name: string; value: string }[];
  /** The values joined for display ("Berry Wine", "Red · 50 ml"); '' for a plain product. */
  label: string;
  swatchHex: string | null;
  pricePaise: number;
  originalPricePaise: number | null;
  stockQuantity: number;
  isActive: boolean;
  /** The variant's own image, else the product's first. */
  image: CartImage | null;
}

export interface CartProduct {
  id: string;
  name: string;
  vendorId: string;
  vendorName: string;
  vendorSlug: string;
  /** The product's category: promotions may be scoped to categories (issue #20). */
  category: string;
  /** Published by an active vendor: the only products anyone may buy. */
  sellable: boolean;
  /** The summary: the cheapest active variant's price, shown on a line still to be chosen. */
  pricePaise: number;
  originalPricePaise: number | null;
  variantCount: number;
  defaultVariantId: string | null;
  /** The first option's name ("Shade", "Size"), for "Choose a shade of …". */
  option1Name: string | null;
  image: CartImage | null;
}

export interface CartCatalog {
  products: Map<string, CartProduct>;
  variants: Map<string, CartVariant>;
}

/** A line as asked for: a product and, for a product in shades or sizes, the variant. */
export interface LineRef {
  productId: string;
  variantId?: string | undefined;
}

interface Row {
  product_id: string;
  name: string;
  vendor_id: string;
  vendor_name: string;
  vendor_slug: string;
  category: string;
  sellable: boolean;
  product_price_paise: number;
  product_original_price_paise: number | null;
  variant_count: number;
  default_variant_id: string | null;
  option1_name: string | null;
  option2_name: string | null;
  variant_id: string;
  sku: string;
  option1: string | null;
  option2: string | null;
  swatch_hex: string | null;
  price_paise: number;
  original_price_paise: number | null;
  stock_quantity: number;
  is_active: boolean;
  image: [string, string, number, number] | null;
  variant_image: [string, string, number, number] | null;
}

function imageFrom(img: Row['image'], name: string): CartImage | null {
  return img
    ? { key: img[0], alt: img[1] || name, width: img[2] ?? 960, height: img[3] ?? 960 }
    : null;
}

/**
 * The catalogue rows of the variants `variantIds` selects, and of the default variant of each
 * product `productIds` selects: a line without a variant, or naming a variant that is not the
 * product's, still learns the product's name and option.
 */
function catalogRows(variantIds: SQL, productIds: SQL): SQL {
  return sql`SELECT p.id AS product_id, p.name, p.vendor_id, ve.company_name AS vendor_name,
        ve.slug AS vendor_slug, p.category, (p.status = 'published' AND ve.status = 'active') AS sellable,
        p.price_paise AS product_price_paise,
        p.original_price_paise AS product_original_price_paise,
        p.variant_count, p.default_variant_id, p.option1_name, p.option2_name,
        v.id AS variant_id, v.sku, v.option1, v.option2, v.swatch_hex, v.price_paise,
        v.original_price_paise, v.stock_quantity, v.is_active,
        (SELECT json_build_array(i.storage_key, i.alt, i.width, i.height) FROM product_images i
          WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image,
        (SELECT json_build_array(i.storage_key, i.alt, i.width, i.height) FROM product_images i
          WHERE i.id = v.image_id AND i.product_id = p.id) AS variant_image
      FROM product_variants v
      JOIN products p ON p.id = v.product_id
      JOIN vendors ve ON ve.user_id = p.vendor_id
      WHERE v.id IN (${variantIds}
        UNION SELECT d.default_variant_id FROM products d WHERE d.id IN (${productIds}))`;
}

/** In one statement: the catalogue of the lines (catalogRows). */
export async function loadCartCatalog(db: DbOrTx, refs: readonly LineRef[]): Promise<CartCatalog> {
  const productIds = [...new Set(refs.map((r) => r.productId))];
  const variantIds = [...new Set(refs.flatMap((r) => (r.variantId ? [r.variantId] : [])))];
  if (productIds.length === 0) return { products: new Map(), variants: new Map() };
  const rows = await rowsOf<Row>(
    db,
    catalogRows(
      sql`SELECT unnest(${sql.param(variantIds)}::text[])`,
      sql`SELECT unnest(${sql.param(productIds)}::text[])`,
    ),
  );
  return catalogOf(rows);
}

/**
 * catalogRows as one JSON column, for a statement that reads other facts beside it (issue #35:
 * each round trip counts); `catalogFrom` reads it back. The ids are subqueries, so a statement
 * can name its lines by what it reads (the cart's own lines).
 */
export function catalogColumn(variantIds: SQL, productIds: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(r), '[]'::json) FROM (${catalogRows(variantIds, productIds)}) r)`;
}

/** A JSON column as the drivers answer it: parsed already (PGlite, node-postgres) or as text. */
export function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function catalogFrom(column: unknown): CartCatalog {
  return catalogOf(parsedJson<Row[] | null>(column) ?? []);
}

function catalogOf(rows: readonly Row[]): CartCatalog {
  const products = new Map<string, CartProduct>();
  const variants = new Map<string, CartVariant>();
  for (const r of rows) {
    const image = imageFrom(r.image, r.name);
    products.set(r.product_id, {
      id: r.product_id,
      name: r.name,
      vendorId: r.vendor_id,
      vendorName: r.vendor_name,
      vendorSlug: r.vendor_slug,
      category: r.category,
      sellable: r.sellable,
      pricePaise: r.product_price_paise,
      originalPricePaise: r.product_original_price_paise,
      variantCount: r.variant_count,
      defaultVariantId: r.default_variant_id,
      option1Name: r.option1_name,
      image,
    });
    const options = [
      ...(r.option1 !== null ? [{ name: r.option1_name ?? 'Option', value: r.option1 }] : []),
      ...(r.option2 !== null ? [{ name: r.option2_name ?? 'Option', value: r.option2 }] : []),
    ];
    variants.set(r.variant_id, {
      id: r.variant_id,
      productId: r.product_id,
      sku: r.sku,
      options,
      label: options.map((o) => o.value).join(' · '),
      swatchHex: r.swatch_hex,
      pricePaise: r.price_paise,
      originalPricePaise: r.original_price_paise,
      stockQuantity: r.stock_quantity,
      isActive: r.is_active,
      image: imageFrom(r.variant_image, r.name) ?? image,
    });
  }
  return { products, variants };
}

export type Resolved =
  | { kind: 'variant'; product: CartProduct; variant: CartVariant }
  /** A product in several shades or sizes, asked for without one. */
  | { kind: 'choose'; product: CartProduct }
  /** The product is on sale but the variant is hidden or is not one of its variants. */
  | { kind: 'unavailable'; product: CartProduct }
  /** Nothing anyone may buy: not found, not published, or its vendor suspended. */
  | { kind: 'missing' };

/** What a line means: its variant, or the product's only one when none is named. */
export function resolveLine(catalog: CartCatalog, ref: LineRef): Resolved {
  const product = catalog.products.get(ref.productId);
  if (!product?.sellable) return { kind: 'missing' };
  const variantId = ref.variantId ?? (product.variantCount === 1 ? product.defaultVariantId : null);
  if (!variantId) return { kind: 'choose', product };
  const variant = catalog.variants.get(variantId);
  if (!variant || variant.productId !== product.id || !variant.isActive) {
    return { kind: 'unavailable', product };
  }
  return { kind: 'variant', product, variant };
}

/** "Choose a shade of X." / "Choose a size of X." / "Choose an option of X." */
export function chooseVariantMessage(product: CartProduct): string {
  const option = product.option1Name?.trim().toLowerCase();
  return option
    ? `Choose a${/^[aeiou]/.test(option) ? 'n' : ''} ${option} of ${product.name}.`
    : `Choose an option of ${product.name}.`;
}

/** The product's name and, for a variant, its label: "Matte Velvet Lipstick (Berry Wine)". */
export function lineName(product: CartProduct, variant: CartVariant): string {
  return variant.label ? `${product.name} (${variant.label})` : product.name;
}

/** The most of one variant a cart line may hold now: its stock, capped by the room left. */
export function lineCap(variant: CartVariant, room: number): number {
  return Math.max(0, Math.min(variant.stockQuantity, room));
}
