// The product page's answer from memory (issue #35, decision 054): what a product's detail
// holds beside its card — its texts, images, options and variants — for every visible product,
// read in the background once a catalogue index serves (catalog-index.ts) and kept current with
// it: the same version, read again for each new index, the variants' stock patched by the same
// stock moves. A detail is then made without a statement, from the row the SQL read would have
// given (product-detail.ts assembles both alike, so they cannot drift apart).
//
// Held as columns, not objects: every string of a kind is one UTF-8 buffer with its ends, outside
// the JavaScript heap (336k variant ids are not 336k strings for the collector to mark), the
// numbers typed arrays, and repeated values (option names and values, swatch colours, alt texts)
// positions in a table.
import type { Database } from '../../db/client';
import { Distinct, ints, type Growing } from './index-read';
import type { OptionRow, VariantJson } from './detail-variants';
import type { SummaryRow } from './product-rows';
import { StringColumn, StringColumnReader } from './string-column';

/** A product as product-detail.ts reads it: the SQL statement's row, or the same from memory. */
export interface DetailRow extends Omit<SummaryRow, 'image'>, OptionRow {
  description: string;
  ingredients: string;
  how_to_use: string;
  images:
    | { id: string; key: string; alt: string; width: number; height: number; position: number }[]
    | null;
}

/** Products per round of statements (their ids as one array parameter); a test lowers it to
 * make moves while a read is half done. */
export const detailTuning: { chunk: number; afterChunk?: () => Promise<void> } = { chunk: 5_000 };

/** The products' texts and option kinds, as one JSON array (one value for the driver). */
const TEXTS_SQL = `SELECT json_agg(json_build_array(p.id, p.description, p.ingredients,
    p.how_to_use, p.option1_kind, p.option2_name, p.option2_kind))::text AS r
  FROM products p WHERE p.id = ANY($1::text[])`;
/** Their images by position. */
const IMAGES_SQL = `SELECT json_agg(json_build_array(i.product_id, i.id, i.storage_key, i.alt,
    i.width, i.height, i.position) ORDER BY i.product_id, i.position)::text AS r
  FROM product_images i WHERE i.product_id = ANY($1::text[])`;
/** Their active variants by position, as the detail's statement orders them. */
const VARIANTS_SQL = `SELECT json_agg(json_build_array(pv.product_id, pv.id, pv.sku, pv.option1,
    pv.option2, pv.swatch_hex, pv.image_id, pv.image_ids, pv.swatch_image_id, pv.price_paise,
    pv.original_price_paise, pv.stock_quantity) ORDER BY pv.product_id, pv.position, pv.id)::text AS r
  FROM product_variants pv WHERE pv.product_id = ANY($1::text[]) AND pv.is_active`;

type TextsRead = [string, string, string, string, string, string | null, string];
type ImageRead = [string, string, string, string | null, number, number, number];
type VariantRead = [
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string[] | null,
  string | null,
  number,
  number | null,
  number,
];

const same = <T>(key: T) => key;

/** The products' detail parts, by the row of the catalogue index they belong to. */
export class DetailParts {
  constructor(
    /** Each index row's place here (-1: read without it, so it is asked of SQL). */
    private readonly slotOf: Int32Array,
    private readonly t: {
      description: StringColumn;
      ingredients: StringColumn;
      howToUse: StringColumn;
      /** Positions in `values`. */
      option1Kind: Int32Array;
      option2Name: Int32Array;
      option2Kind: Int32Array;
      imageFrom: Int32Array;
      imageKey: StringColumn;
      /** Positions in `values` (alt texts repeat: empty, or a template). */
      imageAlt: Int32Array;
      imageWidth: Int32Array;
      imageHeight: Int32Array;
      imagePosition: Int32Array;
      variantFrom: Int32Array;
      variantId: StringColumn;
      sku: StringColumn;
      /** Positions in `values`. */
      option1: Int32Array;
      option2: Int32Array;
      swatchHex: Int32Array;
      /** Places among the product's images (-1: none). */
      image: Int32Array;
      swatchImage: Int32Array;
      imagesFrom: Int32Array;
      images: Int32Array;
      price: Int32Array;
      /** -1 for none. */
      originalPrice: Int32Array;
      stock: Int32Array;
      values: (string | null)[];
    },
  ) {}

  /** The detail's own values of index row `row` (assigned onto `base`, its card's values and its
   * attributes, a new object it takes), as product-detail.ts's statement gives them; undefined
   * when not read. */
  rowOf(
    row: number,
    base: Omit<SummaryRow, 'image'> & { attributes: string[] },
  ): DetailRow | undefined {
    const s = this.slotOf[row]!;
    if (s < 0) return undefined;
    const t = this.t;
    const value = (k: number) => t.values[k]!;
    const imageFrom = t.imageFrom[s]!;
    const imageCount = t.imageFrom[s + 1]! - imageFrom;
    const images: NonNullable<DetailRow['images']> = [];
    for (let k = 0; k < imageCount; k++) {
      const at = imageFrom + k;
      images.push({
        id: String(k),
        key: t.imageKey.at(at),
        alt: value(t.imageAlt[at]!)!,
        width: t.imageWidth[at]!,
        height: t.imageHeight[at]!,
        position: t.imagePosition[at]!,
      });
    }
    const place = (k: number) => (k < 0 ? null : String(k));
    const variants: VariantJson[] = [];
    for (let v = t.variantFrom[s]!; v < t.variantFrom[s + 1]!; v++) {
      const imageIds: string[] = [];
      for (let k = t.imagesFrom[v]!; k < t.imagesFrom[v + 1]!; k++)
        imageIds.push(String(t.images[k]));
      const original = t.originalPrice[v]!;
      variants.push({
        id: t.variantId.at(v),
        sku: t.sku.at(v),
        option1: value(t.option1[v]!),
        option2: value(t.option2[v]!),
        swatchHex: value(t.swatchHex[v]!),
        imageId: place(t.image[v]!),
        imageIds,
        swatchImageId: place(t.swatchImage[v]!),
        price: t.price[v]!,
        originalPrice: original === -1 ? null : original,
        stock: t.stock[v]!,
      });
    }
    return Object.assign(base, {
      description: t.description.at(s),
      ingredients: t.ingredients.at(s),
      how_to_use: t.howToUse.at(s),
      option1_kind: value(t.option1Kind[s]!)!,
      option2_name: value(t.option2Name[s]!),
      option2_kind: value(t.option2Kind[s]!)!,
      images: imageCount === 0 ? null : images,
      variants: variants.length === 0 ? null : variants,
    });
  }

  /** Sets row `row`'s variants' stock as a patch read it (by position); false when their
   * number changed (not a change of stock alone: the row is then asked of SQL). */
  patchStock(row: number, stock: readonly number[]): boolean {
    const s = this.slotOf[row]!;
    if (s < 0) return true;
    const from = this.t.variantFrom[s]!;
    if (this.t.variantFrom[s + 1]! - from !== stock.length) {
      this.slotOf[row] = -1;
      return false;
    }
    this.t.stock.set(stock, from);
    return true;
  }

  /** Variants' stock of index row `row` (the order-life test compares it with the table's). */
  variantStockOf(row: number): number[] | undefined {
    const s = this.slotOf[row]!;
    if (s < 0) return undefined;
    return [...this.t.stock.subarray(this.t.variantFrom[s], this.t.variantFrom[s + 1])];
  }

  /** The bytes held: the strings' UTF-8 buffers, their ends and the typed arrays. */
  get bytes(): number {
    let bytes = this.slotOf.byteLength;
    for (const column of Object.values(this.t)) {
      if (column instanceof StringColumn) bytes += column.bytes;
      else if (ArrayBuffer.isView(column)) bytes += column.byteLength;
    }
    return bytes;
  }
}

/** A statement's one JSON array, grouped by its rows' first value (the product id). */
async function byProduct<T extends [string, ...unknown[]]>(
  database: Database,
  sql: string,
  ids: string[],
): Promise<Map<string, T[]>> {
  const [row] = await database.query<{ r: string | null }>(sql, [ids]);
  const grouped = new Map<string, T[]>();
  for (const item of JSON.parse(row?.r ?? '[]') as T[]) {
    const list = grouped.get(item[0]);
    if (list) list.push(item);
    else grouped.set(item[0], [item]);
  }
  return grouped;
}

/**
 * Reads the detail parts of the products of an index (`ids`, its rows in order), a chunk of ids
 * at a time. A write meanwhile is seen by some chunks and not others: the holder keeps the parts
 * only when no change but stock moves came during the read, and patches those moves' stock in
 * (catalog-index.ts). `wanted` stops the read once its index is replaced.
 */
export async function readDetailParts(
  database: Database,
  ids: readonly string[],
  wanted: () => boolean = () => true,
): Promise<DetailParts | null> {
  const slotOf = new Int32Array(ids.length).fill(-1);
  const values = new Distinct<string | null>(same);
  const position = (value: string | null) => values.positionOf(value);
  const col = () => new StringColumnReader();
  const r = {
    description: col(),
    ingredients: col(),
    howToUse: col(),
    option1Kind: ints(),
    option2Name: ints(),
    option2Kind: ints(),
    imageFrom: ints(),
    imageKey: col(),
    imageAlt: ints(),
    imageWidth: ints(),
    imageHeight: ints(),
    imagePosition: ints(),
    variantFrom: ints(),
    variantId: col(),
    sku: col(),
    option1: ints(),
    option2: ints(),
    swatchHex: ints(),
    image: ints(),
    swatchImage: ints(),
    imagesFrom: ints(),
    images: ints(),
    price: ints(),
    originalPrice: ints(),
    stock: ints(),
  };
  let slots = 0;
  let images = 0;
  let variants = 0;
  for (let from = 0, chunkSize = detailTuning.chunk; from < ids.length; from += chunkSize) {
    if (from > 0) await detailTuning.afterChunk?.();
    if (!wanted()) return null;
    const chunk = ids.slice(from, from + chunkSize);
    const texts = await byProduct<TextsRead>(database, TEXTS_SQL, chunk);
    const imagesOf = await byProduct<ImageRead>(database, IMAGES_SQL, chunk);
    const variantsOf = await byProduct<VariantRead>(database, VARIANTS_SQL, chunk);
    for (let k = 0; k < chunk.length; k++) {
      const id = chunk[k]!;
      const text = texts.get(id)?.[0];
      // Deleted since the index read it: its index is stale already.
      if (!text) continue;
      const [, description, ingredients, howToUse, kind1, name2, kind2] = text;
      slotOf[from + k] = slots++;
      r.description.push(description);
      r.ingredients.push(ingredients);
      r.howToUse.push(howToUse);
      r.option1Kind.push(position(kind1));
      r.option2Name.push(position(name2));
      r.option2Kind.push(position(kind2));
      r.imageFrom.push(images);
      r.variantFrom.push(variants);
      const placeOf = new Map<string, number>();
      for (const [, imageId, key, alt, width, height, at] of imagesOf.get(id) ?? []) {
        placeOf.set(imageId, placeOf.size);
        r.imageKey.push(key);
        // '' and null alike: the detail shows the product's name for either.
        r.imageAlt.push(position(alt ?? ''));
        r.imageWidth.push(width);
        r.imageHeight.push(height);
        r.imagePosition.push(at);
        images++;
      }
      // A reference to an image the product does not have is none, as the statement's map of
      // the product's own images makes it.
      const place = (imageId: string | null) =>
        imageId === null ? -1 : (placeOf.get(imageId) ?? -1);
      for (const v of variantsOf.get(id) ?? []) {
        const [, vid, sku, option1, option2, hex, imageId, imageIds, swatchImageId] = v;
        r.variantId.push(vid);
        r.sku.push(sku);
        r.option1.push(position(option1));
        r.option2.push(position(option2));
        r.swatchHex.push(position(hex));
        r.image.push(place(imageId));
        r.swatchImage.push(place(swatchImageId));
        r.imagesFrom.push(r.images.length);
        for (const one of imageIds ?? []) {
          const k = place(one);
          if (k >= 0) r.images.push(k);
        }
        r.price.push(v[9]);
        r.originalPrice.push(v[10] ?? -1);
        r.stock.push(v[11]);
        variants++;
      }
    }
  }
  r.imageFrom.push(images);
  r.variantFrom.push(variants);
  r.imagesFrom.push(r.images.length);
  const done = (g: Growing<Int32Array>) => g.values();
  return new DetailParts(slotOf, {
    description: r.description.done(),
    ingredients: r.ingredients.done(),
    howToUse: r.howToUse.done(),
    option1Kind: done(r.option1Kind),
    option2Name: done(r.option2Name),
    option2Kind: done(r.option2Kind),
    imageFrom: done(r.imageFrom),
    imageKey: r.imageKey.done(),
    imageAlt: done(r.imageAlt),
    imageWidth: done(r.imageWidth),
    imageHeight: done(r.imageHeight),
    imagePosition: done(r.imagePosition),
    variantFrom: done(r.variantFrom),
    variantId: r.variantId.done(),
    sku: r.sku.done(),
    option1: done(r.option1),
    option2: done(r.option2),
    swatchHex: done(r.swatchHex),
    image: done(r.image),
    swatchImage: done(r.swatchImage),
    imagesFrom: done(r.imagesFrom),
    images: done(r.images),
    price: done(r.price),
    originalPrice: done(r.originalPrice),
    stock: done(r.stock),
    values: values.values,
  });
}
