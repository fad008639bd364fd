// Reads the visible catalogue for the catalogue index (decision 039), column by column: a card's
// values (what SUMMARY_COLUMNS gives the SQL listing), the filter values and the sort keys, in id
// order. The index keeps these columns, not 100k card objects, and makes a page's cards from
// them (catalog-index.ts): the cards held 270 MB of heap at 96k products.
import type { Swatch } from '../../../domain/schemas/catalog';
import type { Database } from '../../db/client';
import { POPULARITY_SQL } from './listing-order';
import { SUMMARY_FROM, VISIBLE } from './product-rows';
import { fold } from './trigrams';
import { StringColumn } from './string-column';

/** Rows per statement: a rebuild holds one chunk's row objects at a time (not 100k), and on
 * PGlite's single connection other requests run between the chunks. */
const CHUNK = 10_000;

/**
 * SUMMARY_COLUMNS' values and the filter and sort values, in this order. Read for the whole
 * catalogue at once, so differently from the listing's statement: the first image by a join (a
 * merge join beats a sub-select per row for every row) and as four values rather than an array;
 * the rating and popularity as text only (their numbers are the text's, as the float8 casts of
 * the listing read them); the arrays and the swatches as JSON text, parsed once per distinct
 * value; timestamps as PostgreSQL's text (a cursor's key).
 */
const COLUMNS = {
  id: 'p.id',
  name: 'p.name',
  price: 'p.price_paise',
  originalPrice: 'p.original_price_paise',
  rating: 'p.rating::text',
  reviews: 'p.review_count',
  category: 'p.category',
  subcategory: 'p.subcategory',
  tags: 'array_to_json(p.tags)::text',
  isNew: 'p.is_new',
  isFeatured: 'p.is_featured',
  isOnSale: 'p.is_on_sale',
  stock: 'p.stock_quantity',
  lowStock: 'p.low_stock_threshold',
  maxPrice: 'p.max_price_paise',
  variantCount: 'p.variant_count',
  defaultVariant: 'p.default_variant_id',
  swatches: 'p.swatches::text',
  swatchCount: 'p.swatch_count',
  optionName: 'p.option1_name',
  vendorId: 'p.vendor_id',
  vendorName: 'v.company_name',
  vendorSlug: 'v.slug',
  imageKey: 'first.storage_key',
  imageAlt: 'first.alt',
  imageWidth: 'first.width',
  imageHeight: 'first.height',
  attributes: 'array_to_json(p.attributes)::text',
  popularity: `${POPULARITY_SQL}::text`,
  created: 'p.created_at::text',
  createdUs: '(extract(epoch FROM p.created_at) * 1000000)::float8',
  // What a search reads besides the name and tags (index-search.ts).
  description: 'p.description',
  facts: 'p.search_facts',
} as const;

/** Each column's position in a row's array. */
const AT = Object.fromEntries(Object.keys(COLUMNS).map((name, k) => [name, k])) as Record<
  keyof typeof COLUMNS,
  number
>;

/**
 * One chunk of rows after an id, each row one JSON array: on PGlite the driver's decoding of 31
 * columns per row took three times the CPU of one JSON.parse per row (6–7 s against 2.5 s at
 * 96k rows); on PostgreSQL half. The join's own `> $1` lets the merge join start at the chunk.
 */
const READ_SQL = `SELECT json_build_array(${Object.values(COLUMNS).join(', ')})::text AS r
  ${SUMMARY_FROM}
  LEFT JOIN product_images first
    ON first.product_id = p.id AND first.position = 1 AND first.product_id > $1
  WHERE ${VISIBLE} AND p.id > $1
  ORDER BY p.id LIMIT ${CHUNK}`;

/** A row as READ_SQL's array gives it. */
type ReadRow = (string | number | boolean | null)[];

/** Distinct values, each kept once: rows point at them by position. */
export class Distinct<T> {
  readonly values: T[] = [];
  private readonly positions = new Map<string | null, number>();
  constructor(private readonly make: (key: string | null) => T) {}
  positionOf(key: string | null): number {
    let p = this.positions.get(key);
    if (p === undefined) {
      this.positions.set(key, (p = this.values.length));
      this.values.push(this.make(key));
    }
    return p;
  }
}

export interface Vendor {
  userId: string;
  slug: string;
  name: string;
}

/** The flags of IndexColumns.flags, a bit each. */
export const FLAG = { new: 1, featured: 2, sale: 4 } as const;

const same = <T>(key: T) => key;

/** A typed array filled row by row, doubling as it fills (one class per element type, so the
 * filling loop stays monomorphic). */
export class Growing<A extends Int32Array | Float64Array> {
  private array: A;
  length = 0;
  constructor(private readonly Type: { new (length: number): A }) {
    this.array = new Type(1024);
  }
  push(value: number) {
    if (this.length === this.array.length) {
      const larger = new this.Type(this.length * 2);
      larger.set(this.array);
      this.array = larger;
    }
    this.array[this.length++] = value;
  }
  /** The values pushed, exactly as many. */
  values(): A {
    return this.array.slice(0, this.length) as A;
  }
  /** The values in `order` (positions), exactly as many. */
  in(order: Int32Array): A {
    const out = new this.Type(order.length);
    for (let i = 0; i < order.length; i++) out[i] = this.array[order[i]!]!;
    return out;
  }
}

export const ints = () => new Growing(Int32Array);
const floats = () => new Growing(Float64Array);

/** The number columns while reading. */
const numberColumns = () => ({
  price: ints(),
  /** -1 for none. */
  originalPrice: ints(),
  maxPrice: ints(),
  reviews: ints(),
  stock: ints(),
  lowStock: ints(),
  variantCount: ints(),
  swatchCount: ints(),
  imageWidth: ints(),
  imageHeight: ints(),
  /** FLAG bits. */
  flags: ints(),
  // Positions in the tables of distinct values (IndexColumns) and in `vendors`.
  category: ints(),
  subcategory: ints(),
  optionName: ints(),
  tags: ints(),
  swatches: ints(),
  attributes: ints(),
  description: ints(),
  vendor: ints(),
  rating: floats(),
  popularity: floats(),
  createdUs: floats(),
});
type Reading = ReturnType<typeof numberColumns>;

/** Every visible product's values, one array per column, row i the i-th id in order. */
export type IndexColumns = {
  [K in keyof Reading]: Reading[K] extends Growing<infer A> ? A : never;
} & {
  size: number;
  ids: string[];
  // Read for a card or a cursor only: kept outside the heap (string-column.ts).
  names: StringColumn;
  defaultVariants: StringColumn;
  /** Null where a product has no image. */
  imageKeys: StringColumn;
  imageAlts: StringColumn;
  /** Sort keys as PostgreSQL's text gives them (a cursor's keys). */
  createdText: StringColumn;
  ratingText: string[];
  popularityText: string[];
  categories: string[];
  subcategories: (string | null)[];
  optionNames: (string | null)[];
  tagSets: string[][];
  swatchSets: Swatch[][];
  attributeSets: string[][];
  /** Each attribute set's searched words (search_facts), and the distinct descriptions, lower
   * case: what a search reads (index-search.ts). */
  factTexts: string[];
  descriptions: string[];
  vendors: Vendor[];
};

/** Collects the rows of READ_SQL into IndexColumns. */
class ColumnReader {
  private readonly ids: string[] = [];
  private readonly names: string[] = [];
  private readonly defaultVariants: string[] = [];
  private readonly imageKeys: (string | null)[] = [];
  private readonly imageAlts: (string | null)[] = [];
  private readonly createdText: string[] = [];
  private readonly ratingText: string[] = [];
  private readonly popularityText: string[] = [];
  private readonly numbers = numberColumns();
  private readonly categories = new Distinct<string>((key) => key!);
  private readonly subcategories = new Distinct<string | null>(same);
  private readonly optionNames = new Distinct<string | null>(same);
  private readonly tagSets = new Distinct<string[]>((key) => JSON.parse(key!) as string[]);
  private readonly swatchSets = new Distinct<Swatch[]>((key) => JSON.parse(key!) as Swatch[]);
  private readonly attributeSets = new Distinct<string[]>((key) => JSON.parse(key!) as string[]);
  private readonly vendors = new Distinct<Vendor | null>(() => null);
  private readonly descriptions = new Distinct<string>((key) => fold(key!));
  private readonly factTexts: string[] = [];
  /** Equal key texts share one string (ratings have a few dozen values). */
  private readonly texts = new Map<string, string>();

  get lastId() {
    return this.ids.at(-1);
  }

  private text(value: string): string {
    const kept = this.texts.get(value);
    if (kept !== undefined) return kept;
    this.texts.set(value, value);
    return value;
  }

  add(r: ReadRow) {
    const c = this.numbers;
    this.ids.push(r[AT.id] as string);
    this.names.push(r[AT.name] as string);
    this.defaultVariants.push(r[AT.defaultVariant] as string);
    this.imageKeys.push(r[AT.imageKey] as string | null);
    this.imageAlts.push(r[AT.imageAlt] as string | null);
    this.createdText.push(r[AT.created] as string);
    const rating = r[AT.rating] as string;
    const popularity = r[AT.popularity] as string;
    this.ratingText.push(this.text(rating));
    this.popularityText.push(this.text(popularity));
    c.rating.push(Number(rating));
    c.popularity.push(Number(popularity));
    c.createdUs.push(r[AT.createdUs] as number);
    c.price.push(r[AT.price] as number);
    c.originalPrice.push((r[AT.originalPrice] as number | null) ?? -1);
    c.maxPrice.push(r[AT.maxPrice] as number);
    c.reviews.push(r[AT.reviews] as number);
    c.stock.push(r[AT.stock] as number);
    c.lowStock.push(r[AT.lowStock] as number);
    c.variantCount.push(r[AT.variantCount] as number);
    c.swatchCount.push(r[AT.swatchCount] as number);
    c.imageWidth.push((r[AT.imageWidth] as number | null) ?? 0);
    c.imageHeight.push((r[AT.imageHeight] as number | null) ?? 0);
    c.flags.push(
      (r[AT.isNew] ? FLAG.new : 0) |
        (r[AT.isFeatured] ? FLAG.featured : 0) |
        (r[AT.isOnSale] ? FLAG.sale : 0),
    );
    c.category.push(this.categories.positionOf(r[AT.category] as string));
    c.subcategory.push(this.subcategories.positionOf(r[AT.subcategory] as string | null));
    c.optionName.push(this.optionNames.positionOf(r[AT.optionName] as string | null));
    c.tags.push(this.tagSets.positionOf(r[AT.tags] as string));
    c.swatches.push(this.swatchSets.positionOf(r[AT.swatches] as string));
    const attributes = this.attributeSets.positionOf(r[AT.attributes] as string);
    c.attributes.push(attributes);
    this.factTexts[attributes] ??= fold(r[AT.facts] as string);
    c.description.push(this.descriptions.positionOf(r[AT.description] as string));
    const vendor = this.vendors.positionOf(r[AT.vendorId] as string);
    this.vendors.values[vendor] ??= {
      userId: r[AT.vendorId] as string,
      slug: r[AT.vendorSlug] as string,
      name: r[AT.vendorName] as string,
    };
    c.vendor.push(vendor);
  }

  /**
   * The columns with the rows in id order as JavaScript compares strings (the index breaks ties
   * and finds ids by it). The database's order is that order under the C collation the
   * databases use (`C.UTF-8`); under another the rows are sorted here.
   */
  done(): IndexColumns {
    const n = this.ids.length;
    const ids = this.ids;
    let inOrder = true;
    for (let i = 1; i < n && inOrder; i++) inOrder = ids[i - 1]! < ids[i]!;
    const order = Int32Array.from({ length: n }, (_, i) => i);
    if (!inOrder) order.sort((a, b) => (ids[a]! < ids[b]! ? -1 : 1));
    const strings = <T>(column: T[]) => (inOrder ? column : Array.from(order, (i) => column[i]!));
    const numbers = Object.fromEntries(
      Object.entries(this.numbers).map(([name, column]) => [name, column.in(order)]),
    ) as { [K in keyof Reading]: IndexColumns[K] };
    return {
      ...numbers,
      size: n,
      ids: strings(this.ids),
      names: StringColumn.of(strings(this.names)),
      defaultVariants: StringColumn.of(strings(this.defaultVariants)),
      imageKeys: StringColumn.of(strings(this.imageKeys)),
      imageAlts: StringColumn.of(strings(this.imageAlts)),
      createdText: StringColumn.of(strings(this.createdText)),
      ratingText: strings(this.ratingText),
      popularityText: strings(this.popularityText),
      categories: this.categories.values,
      subcategories: this.subcategories.values,
      optionNames: this.optionNames.values,
      tagSets: this.tagSets.values,
      swatchSets: this.swatchSets.values,
      attributeSets: this.attributeSets.values,
      factTexts: this.factTexts,
      descriptions: this.descriptions.values,
      vendors: this.vendors.values as Vendor[],
    };
  }
}

/** Reads every visible product, a chunk at a time in id order. A write between two chunks may
 * be half seen: the index built from them is then already stale (its version is the one before
 * that write's invalidation) and never serves (CatalogIndexHolder). */
export async function readCatalogColumns(database: Database): Promise<IndexColumns> {
  const reader = new ColumnReader();
  for (;;) {
    const rows = await database.query<{ r: string }>(READ_SQL, [reader.lastId ?? '']);
    for (const { r } of rows) reader.add(JSON.parse(r) as ReadRow);
    if (rows.length < CHUNK) return reader.done();
  }
}
