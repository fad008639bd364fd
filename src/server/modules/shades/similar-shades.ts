// "Similar shades from other brands" and the Find my shade page (issue #37): the published,
// in-stock shades of the same product type (category and subcategory) from other brands,
// nearest first by CIEDE2000 on the swatch colours (src/domain/colour.ts).
import { and, asc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { closenessWord, hexToLab, ciede2000, isHexColour } from '../../../domain/colour';
import { imageUrl } from '../../../domain/images';
import { paiseToRupees } from '../../../domain/money';
import type { ShadeBrands, ShadeProducts, SimilarShades } from '../../../domain/schemas/shades';
import { shadeSlug } from '../../../domain/shades';
import type { Db } from '../../db/client';
import { productImages, productVariants, products, vendors } from '../../db/schema';
import { notFound } from '../../errors';
import { productVendor, shadeLabel, variantProduct } from './shade-sql';

/** How many matches a page lists. */
export const SIMILAR_LIMIT = 6;

const visible = and(
  eq(products.status, 'published'),
  eq(vendors.status, 'active'),
  eq(productVariants.isActive, true),
  eq(products.option1Kind, 'shade'),
  isNotNull(productVariants.swatchHex),
);

/** The shade asked about: a published shade with a swatch colour, else 404. */
async function shadeOf(db: Db, variantId: string) {
  const [row] = await db
    .select({
      variantId: productVariants.id,
      label: shadeLabel,
      swatchHex: productVariants.swatchHex,
      vendorId: products.vendorId,
      category: products.category,
      subcategory: products.subcategory,
    })
    .from(productVariants)
    .innerJoin(products, variantProduct)
    .innerJoin(vendors, productVendor)
    .where(and(eq(productVariants.id, variantId), visible));
  if (!row?.swatchHex || !isHexColour(row.swatchHex)) throw notFound('The shade');
  return { ...row, swatchHex: row.swatchHex };
}

export async function similarShades(db: Db, variantId: string): Promise<SimilarShades> {
  const shade = await shadeOf(db, variantId);
  // Every candidate in one statement; the distance is computed here, where the maths is tested.
  // A product type holds a few hundred shades at most, so this reads a few hundred short rows.
  const candidates = await db
    .select({
      productId: products.id,
      productName: products.name,
      vendorName: vendors.companyName,
      variantId: productVariants.id,
      shade: shadeLabel,
      swatchHex: productVariants.swatchHex,
      pricePaise: productVariants.pricePaise,
      imageKey: sql<string | null>`coalesce(
        (SELECT i.storage_key FROM ${productImages} i WHERE i.id = ${productVariants.imageId}),
        (SELECT i.storage_key FROM ${productImages} i WHERE i.product_id = ${products.id}
          ORDER BY i.position LIMIT 1))`,
    })
    .from(productVariants)
    .innerJoin(products, variantProduct)
    .innerJoin(vendors, productVendor)
    .where(
      and(
        visible,
        ne(products.vendorId, shade.vendorId),
        eq(products.category, shade.category),
        shade.subcategory === null
          ? sql`${products.subcategory} IS NULL`
          : eq(products.subcategory, shade.subcategory),
        gt(productVariants.stockQuantity, 0),
      ),
    );
  const target = hexToLab(shade.swatchHex);
  const items = candidates
    .filter((c) => c.swatchHex !== null && isHexColour(c.swatchHex))
    .map((c) => ({ c, deltaE: ciede2000(target, hexToLab(c.swatchHex!)) }))
    .sort((x, y) => x.deltaE - y.deltaE || x.c.variantId.localeCompare(y.c.variantId))
    .slice(0, SIMILAR_LIMIT)
    .map(({ c, deltaE }) => ({
      productId: c.productId,
      productName: c.productName,
      vendorName: c.vendorName,
      variantId: c.variantId,
      shade: c.shade,
      shadeSlug: shadeSlug(c.shade),
      swatchHex: c.swatchHex!,
      price: paiseToRupees(c.pricePaise),
      image: c.imageKey ? imageUrl(c.imageKey, 320) : null,
      deltaE: Math.round(deltaE * 100) / 100,
      closeness: closenessWord(deltaE),
    }));
  return {
    shade: { variantId: shade.variantId, label: shade.label, swatchHex: shade.swatchHex },
    items,
  };
}

/** The brands with at least one published product in shades with swatch colours. */
export async function shadeBrands(db: Db): Promise<ShadeBrands> {
  const rows = await db
    .select({
      slug: vendors.slug,
      name: vendors.companyName,
      products: sql<number>`count(DISTINCT ${products.id})::int`,
    })
    .from(productVariants)
    .innerJoin(products, variantProduct)
    .innerJoin(vendors, productVendor)
    .where(visible)
    .groupBy(vendors.userId)
    .orderBy(asc(vendors.companyName));
  return { items: rows };
}

/** A brand's products in shades, each with its shades in the vendor's order. */
export async function shadeProducts(db: Db, vendorSlug: string): Promise<ShadeProducts> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      subcategory: products.subcategory,
      variantId: productVariants.id,
      label: shadeLabel,
      swatchHex: productVariants.swatchHex,
    })
    .from(productVariants)
    .innerJoin(products, variantProduct)
    .innerJoin(vendors, productVendor)
    .where(and(visible, eq(vendors.slug, vendorSlug)))
    .orderBy(asc(products.name), asc(products.id), asc(productVariants.position));
  const byProduct = new Map<string, ShadeProducts['items'][number]>();
  for (const r of rows) {
    const product = byProduct.get(r.id) ?? {
      id: r.id,
      name: r.name,
      subcategory: r.subcategory,
      shades: [],
    };
    product.shades.push({ variantId: r.variantId, label: r.label, swatchHex: r.swatchHex! });
    byProduct.set(r.id, product);
  }
  return { items: [...byProduct.values()] };
}
