// The catalogue's read side in memory (issue #35, decision 039): every visible product's card
// values (as columns, index-read.ts), its filter values and its sort keys, with bitsets per
// filter value, so a listing's page, its facet counts and every sort are answered without a
// statement. A search's matches (which rest
// on pg_trgm's similarity and the synonyms) are read from SQL once per term, ranked by tier, and
// then filtered, counted and sorted here like any listing.
//
// Kept current by the catalogue invalidation (plugins/catalog-invalidation.ts: this instance's
// writes and, through LISTEN/NOTIFY, the other instances'): an invalidation makes the index
// stale at once (listings go to SQL, which sees the write) and schedules one rebuild after
// REBUILD_DELAY_MS, which takes in every write made meanwhile. A change that moved stock or sales
// and nothing else (orders, cancellations, returns, the popularity job) is patched in instead:
// the moved products' stock and popularity read by one statement (CatalogIndexHolder.patched).
// Rebuilt at start; after INDEX_TTL_MS without a write it is rebuilt in the background while
// still serving (a safety net).
import { CATEGORIES, SUBCATEGORIES, type Category } from '../../../domain/catalog';
import {
  PRICE_BANDS,
  RATING_STEPS,
  type EmptyHelp,
  type ProductList,
  type ProductListQuery,
  type ProductSummary,
  type Sort,
} from '../../../domain/schemas/catalog';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { attributeFilterOf } from './attribute-filter';
import { catalogCacheOf, type MovedProducts } from './catalog-cache';
import { BEST_SELLERS, CATEGORY_CHOICES, categoryChoiceOf } from './empty-help';
import {
  TOP_VENDORS,
  assertPriceRange,
  correctedOf,
  filterKey,
  toFacets,
  totalFromFacets,
  type FacetRow,
  listProductsSql,
  type ListFilters,
} from './list-products';
import { Bits, bitsInRange, countBy, countByEither } from './index-bits';
import { byCodePoint, orderOf, type SortKey } from './index-order';
import { FLAG, readCatalogColumns, type IndexColumns } from './index-read';
import { POPULARITY_SQL, encodeCursor, listingOrder, sortOf } from './listing-order';
import { toSummary, type SummaryRow } from './product-rows';
import { Doorkeeper } from './doorkeeper';
import { readDetailParts, type DetailParts, type DetailRow } from './detail-index';
import { SizedLru } from './sized-lru';
import {
  SearchIndex,
  ValueTable,
  rowsByValue,
  type SearchTables,
  type TermMatches,
} from './index-search';
import { readSynonymTable, type SynonymRow } from './search-synonyms';
import { fold } from './trigrams';

/** How long after a write the index waits before rebuilding: writes in between share the
 * rebuild, and until it is done listings are answered by SQL (so a write is visible at once). */
export const REBUILD_DELAY_MS = 1_000;
/** An index this old is rebuilt in the background while it serves: a safety net only, since
 * every change to what it holds invalidates it (routes; other instances' notifications and a
 * reconnection; the jobs that cancel unpaid orders change sales, which the popularity job sums
 * and reports within seconds: jobs.test.ts). A rebuild reads the whole catalogue (3–4 s of
 * PGlite's one connection at 100k), so not at the catalogue cache's 30 s. */
export const INDEX_TTL_MS = 10 * 60_000;
/** A test switch (CATALOGUE_INDEX_ALWAYS=1): every listing waits for a current index instead
 * of asking SQL, so the catalogue's own tests run against the index alone (decision 039). */
export const INDEX_ALWAYS = process.env.CATALOGUE_INDEX_ALWAYS === '1';
/** Search terms whose matches are kept per index, and the matches they may hold in all (5 bytes
 * each: a two-letter term can match most of the catalogue). */
const MAX_TERMS = 2_000;
const MAX_TERM_ROWS = 2_000_000;
/** Filter sets whose matching rows and facet counts are kept (about 14 KB each at 100k rows);
 * counting a new one takes a few milliseconds. */
const MAX_FILTER_SETS = 500;
/** Changes of stock or sales only waiting for a patch beyond which the index is rebuilt instead. */
const MAX_MOVED_CHANGES = 10_000;
/** How long the moves of stock or sales wait before a patch reads them when no listing asks:
 * a store taking orders reads a burst's products once, not once an order (a listing that finds
 * the index behind patches at once, so none waits for this). */
export const PATCH_DELAY_MS = 50;

// ---------------------------------------------------------------------------------------------
// The rows.

/** A walk longer than `deepWalk` rows keeps the listing's rows in order for the next deep page
 * (the tests lower it to compare both paths with SQL on a small catalogue); the kept rows in all
 * (4 bytes each) stay under MAX_ORDERED_ROWS. */
export const indexTuning = { deepWalk: 20_000 };
const MAX_ORDERED_ROWS = 2_000_000;

/** Rows a walk of an order visits to find `want` of `matches` spread over `size` rows. */
const walkCost = (want: number, size: number, matches: number) =>
  matches === 0 ? size : Math.min(size, (want * size) / matches);
/** What sorting `matches` rows by their place in an order costs, in the same units. */
const sortCost = (matches: number) => matches * (4 + Math.log2(matches + 1));

/** The sorts with keys page by cursor; the others by offset. */
type KeyedSort = Exclude<Sort, 'relevance' | 'discount'>;

/** A timestamp as PostgreSQL's text gives it (a cursor's key), in microseconds since 1970. */
function microsOf(text: string): number {
  const m =
    /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?(?:([+-])(\d\d)(?::?(\d\d))?|Z)?$/.exec(
      text,
    );
  if (!m) return NaN;
  const [, y, mo, d, h, mi, s, frac = '', sign, oh = '0', om = '0'] = m;
  const ms = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s!);
  const offset = (sign === '-' ? -1 : 1) * (+oh * 60 + +om) * 60_000;
  return (ms - (sign ? offset : 0)) * 1000 + Number(frac.padEnd(6, '0'));
}

/** A bitset per value of a per-row column (`values` rows' positions in a list of `count`). */
function bitsPerValue(values: ArrayLike<number>, count: number): Bits[] {
  const bits = Array.from({ length: count }, () => new Bits(values.length));
  for (let i = 0; i < values.length; i++) {
    const k = values[i]!;
    if (k >= 0) bits[k]!.set(i);
  }
  return bits;
}

/** A product's values a change of stock or sales moves, as the patch reads them. */
interface MovedRow {
  id: string;
  stock: number;
  /** As the build reads it: the score's text (a cursor's key). */
  popularity: string;
  /** The active variants' stock by position (the product page's). */
  variant_stock: number[] | null;
}

export class CatalogIndex {
  readonly size: number;
  /** The columns read (index-read.ts): row i's card is made from them when a page shows it. */
  private readonly c: IndexColumns;
  /** Each row's position in CATEGORIES and SUBCATEGORIES (-1 for none or a value not listed). */
  private readonly category: Int32Array;
  private readonly subcategory: Int32Array;
  private readonly price: Int32Array;
  private readonly rating: Float64Array;
  private readonly reviews: Int32Array;
  private readonly popularity: Float64Array;
  private readonly created: Float64Array;
  private readonly vendor: Int32Array;
  /** Each row's attribute set (the position in c.attributeSets). */
  private readonly attrSet: Int32Array;
  /** Each attribute set's tokens as positions in `tokens`, repeats kept (as SQL's unnest). */
  private readonly setTokens: Int32Array[];
  /** Every token of an attribute set, and its group. */
  private readonly tokens: string[];
  private readonly tokenGroups: string[];
  /** Per filter set (filterKey): its matching rows and facet rows, as the SQL listing caches
   * its facets; a page or sort of a filter set seen before walks an order only. */
  private readonly byFilter = new Map<string, { matching: Bits; facetRows: FacetRow[] }>();
  private readonly all: Bits;
  private readonly flags: Record<'featured' | 'new' | 'sale' | 'inStock', Bits>;
  private readonly byCategory: Bits[];
  private readonly bySubcategory: Bits[];
  /** PRICE_BANDS' rows and RATING_STEPS' rows (rating at least the step). */
  private readonly byBand: Bits[];
  /** Each row's position in PRICE_BANDS. */
  private readonly band: Int32Array;
  private readonly byStep: Bits[];
  private readonly byToken = new Map<string, Bits>();
  private readonly orders = new Map<Sort, Int32Array>();
  /** Search terms' matches, the least recently used forgotten beyond MAX_TERMS and MAX_TERM_ROWS. */
  private readonly terms = new SizedLru<TermMatches>(
    (m) => m.rows.length,
    MAX_TERM_ROWS,
    MAX_TERMS,
    new Doorkeeper(8 * MAX_TERMS),
  );
  /** The tiers of the terms kept, as row sets; forgotten with their term. */
  private readonly tiersOf = new WeakMap<TermMatches, { tier0: Bits; tier1: Bits }>();
  private readonly ranks = new Map<Sort, Int32Array>();
  private readonly ordered = new SizedLru<Int32Array>(
    (rows) => rows.length,
    MAX_ORDERED_ROWS,
    Infinity,
    new Doorkeeper(4_096),
  );
  /** The filter sets kept are those asked for before (doorkeeper.ts). */
  private readonly filterDoor = new Doorkeeper(8 * MAX_FILTER_SETS);
  /** Each brand's rows (rows[from[v] … from[v + 1])) and the counts over every row of the two
   * facets counted by value, made on first use. */
  private vendorRowsKept: { from: Int32Array; rows: Int32Array } | null = null;
  private brandRankKept: Int32Array | null = null;
  private totalsKept: { vendor: Int32Array; attrSet: Int32Array } | null = null;
  private kindKept: Int32Array | null = null;
  private searchIndex: SearchIndex | null = null;

  constructor(
    columns: IndexColumns,
    /** The catalogue cache's version this index reflects (read at, or patched to): it serves
     * while they agree. */
    public version: number,
    readonly builtAt: number,
    /** The catalogue's words (search_words) and the synonyms table, for searches. */
    private readonly words: string[] = [],
    private readonly synonyms: readonly SynonymRow[] = [],
    /** The previous index's search tables (kept where their values did not change). */
    private earlierTables: SearchTables | null = null,
  ) {
    const c = (this.c = columns);
    const n = (this.size = c.size);
    this.price = c.price;
    this.rating = c.rating;
    this.reviews = c.reviews;
    this.popularity = c.popularity;
    this.created = c.createdUs;
    this.vendor = c.vendor;
    this.attrSet = c.attributes;
    const positions = (
      column: ArrayLike<number>,
      values: readonly unknown[],
      listed: unknown[],
    ) => {
      const of = values.map((v) => listed.indexOf(v));
      return Int32Array.from(column, (k) => of[k]!);
    };
    this.category = positions(c.category, c.categories, [...CATEGORIES]);
    this.subcategory = positions(c.subcategory, c.subcategories, [...SUBCATEGORIES]);
    this.byCategory = bitsPerValue(this.category, CATEGORIES.length);
    this.bySubcategory = bitsPerValue(this.subcategory, SUBCATEGORIES.length);
    const band = Int32Array.from(c.price, (p) =>
      PRICE_BANDS.findIndex((b) => p >= b.min * 100 && (b.max === null || p < b.max * 100)),
    );
    this.band = band;
    this.byBand = bitsPerValue(band, PRICE_BANDS.length);
    this.byStep = RATING_STEPS.map((step) => bitsInRange(this.rating, step));
    this.all = Bits.all(n);
    const flag = (bit: number) => {
      const b = new Bits(n);
      for (let i = 0; i < n; i++) if (c.flags[i]! & bit) b.set(i);
      return b;
    };
    this.flags = {
      featured: flag(FLAG.featured),
      new: flag(FLAG.new),
      sale: flag(FLAG.sale),
      inStock: bitsInRange(c.stock, 1),
    };
    // Attribute tokens: a position each, a bitset each (a row once, however often it has one).
    const tokenOf = new Map<string, number>();
    this.tokens = [];
    this.setTokens = c.attributeSets.map((set) =>
      Int32Array.from(set, (token) => {
        let t = tokenOf.get(token);
        if (t === undefined) tokenOf.set(token, (t = this.tokens.push(token) - 1));
        return t;
      }),
    );
    this.tokenGroups = this.tokens.map((token) => token.split(':')[0]!);
    const tokenBits = this.tokens.map(() => new Bits(n));
    for (let i = 0; i < n; i++) {
      for (const t of this.setTokens[this.attrSet[i]!]!) tokenBits[t]!.set(i);
    }
    this.tokens.forEach((token, t) => this.byToken.set(token, tokenBits[t]!));
    this.buildOrders();
  }

  /** Every sort's order of all rows, as SQL's ORDER BY gives it (ids compared as C strings;
   * the rows are in id order, so a row's number breaks ties). */
  private buildOrders() {
    const n = this.size;
    const c = this.c;
    const discount = new Float64Array(n);
    const featured = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const original = c.originalPrice[i]!;
      const price = this.price[i]!;
      const onSale = (c.flags[i]! & FLAG.sale) !== 0;
      discount[i] =
        onSale && original !== -1 && original > price ? (original - price) / original : 0;
      featured[i] = c.flags[i]! & FLAG.featured ? 1 : 0;
    }
    const desc = (values: ArrayLike<number>): SortKey => ({ values, descending: true });
    const asc = (values: ArrayLike<number>): SortKey => ({ values, descending: false });
    const sorts: Record<Sort, [SortKey[], idDescending: boolean]> = {
      newest: [[desc(this.created)], true],
      'price-asc': [[asc(this.price)], false],
      'price-desc': [[desc(this.price)], true],
      popularity: [[this.popularityKey], true],
      rating: [[desc(this.rating), desc(this.reviews)], true],
      discount: [[desc(discount)], false],
      relevance: [[desc(featured), desc(this.rating)], false],
    };
    for (const [sort, [keys, idDescending]] of Object.entries(sorts) as [
      Sort,
      [SortKey[], boolean],
    ][]) {
      this.orders.set(sort, orderOf(n, keys, idDescending));
    }
  }

  /** Row i's card: toSummary of the values SUMMARY_COLUMNS would have read, made when a page
   * shows it (holding 100k ready-made cards took 270 MB). */
  private card(i: number): ProductSummary {
    return toSummary(this.summaryRow(i));
  }

  /** Row i's values as SUMMARY_COLUMNS reads them. */
  private summaryRow(i: number): SummaryRow {
    const c = this.c;
    const imageKey = c.imageKeys.nullable(i);
    const image: SummaryRow['image'] =
      imageKey === null ? null : [imageKey, c.imageAlts.at(i), c.imageWidth[i]!, c.imageHeight[i]!];
    return Object.assign(this.baseRow(i), { image });
  }

  /**
   * summaryRow without the image, as a new object for the caller to add to: fields are assigned
   * onto it, never spread with more after them (V8 builds such an object field by field through
   * new shapes: 15 µs for a detail's row against 0.3 µs, issue #35).
   */
  private baseRow(i: number): Omit<SummaryRow, 'image'> {
    const c = this.c;
    const vendor = c.vendors[this.vendor[i]!]!;
    const original = c.originalPrice[i]!;
    const flags = c.flags[i]!;
    return {
      id: c.ids[i]!,
      name: c.names.at(i),
      price_paise: this.price[i]!,
      original_price_paise: original === -1 ? null : original,
      rating: this.rating[i]!,
      review_count: this.reviews[i]!,
      category: c.categories[c.category[i]!]! as Category,
      subcategory: c.subcategories[c.subcategory[i]!]!,
      tags: c.tagSets[c.tags[i]!]!,
      is_new: (flags & FLAG.new) !== 0,
      is_featured: (flags & FLAG.featured) !== 0,
      is_on_sale: (flags & FLAG.sale) !== 0,
      stock_quantity: c.stock[i]!,
      low_stock_threshold: c.lowStock[i]!,
      max_price_paise: c.maxPrice[i]!,
      variant_count: c.variantCount[i]!,
      default_variant_id: c.defaultVariants.at(i),
      swatches: c.swatchSets[c.swatches[i]!]!,
      swatch_count: c.swatchCount[i]!,
      option1_name: c.optionNames[c.optionName[i]!]!,
      vendor_id: vendor.userId,
      vendor_name: vendor.name,
      vendor_slug: vendor.slug,
    };
  }

  /** The product page's parts of every row (detail-index.ts), read once the index serves. */
  details: DetailParts | null = null;

  /** The products' ids, in row order. */
  get ids(): readonly string[] {
    return this.c.ids;
  }

  /**
   * A product's detail as product-detail.ts's statement reads it: null when the product is not
   * visible (not in the index), undefined when its parts were not read (ask SQL).
   */
  detailRow(id: string): DetailRow | null | undefined {
    const i = this.rowOf(id);
    if (i === undefined) return null;
    if (!this.details) return undefined;
    const base = Object.assign(this.baseRow(i), {
      attributes: this.c.attributeSets[this.attrSet[i]!]!,
    });
    return this.details.rowOf(i, base);
  }

  /** A listed product's variants' stock as the index holds it (the order-life test). */
  variantStockOf(id: string): number[] | undefined {
    const i = this.rowOf(id);
    return i === undefined ? undefined : this.details?.variantStockOf(i);
  }

  /** The popularity sort's key (its ties by id descending). */
  private get popularityKey(): SortKey {
    return { values: this.popularity, descending: true };
  }

  /**
   * Products' stock and popularity as read after a change of stock or sales only (an order, a
   * cancellation, a return, the popularity job): the cards show them; a product that ran out or
   * came back moves in or out of the in-stock rows, which drops the filter sets kept; a moved
   * score sorts the popularity order again; either drops the deep listings kept in order. A
   * product not in the index is not visible and stays out.
   */
  applyMoves(rows: readonly MovedRow[], version: number): void {
    const c = this.c;
    let flipped = false;
    let resort = false;
    for (const { id, stock, popularity, variant_stock } of rows) {
      const i = this.rowOf(id);
      if (i === undefined) continue;
      this.details?.patchStock(i, variant_stock ?? []);
      const score = Number(popularity);
      if (score !== this.popularity[i]) {
        this.popularity[i] = score;
        c.popularityText[i] = popularity;
        resort = true;
      }
      const was = c.stock[i]!;
      c.stock[i] = stock;
      if (was > 0 === stock > 0) continue;
      flipped = true;
      if (stock > 0) this.flags.inStock.set(i);
      else this.flags.inStock.unset(i);
    }
    if (flipped) this.byFilter.clear();
    if (resort) {
      this.orders.set('popularity', orderOf(this.size, [this.popularityKey], true));
      this.ranks.delete('popularity');
    }
    if (flipped || resort) this.ordered.clear();
    this.version = version;
  }

  /** A listed product's stock as the index holds it (the order-life test compares it with the
   * stored stock: a card shows only whether it is low, so a missed move could hide there). */
  stockOf(id: string): number | undefined {
    const i = this.rowOf(id);
    return i === undefined ? undefined : this.c.stock[i];
  }

  /** The row of a product id (rows are in id order), or undefined. */
  rowOf(id: string): number | undefined {
    const ids = this.c.ids;
    let lo = 0;
    let hi = ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ids[mid]! < id) lo = mid + 1;
      else hi = mid;
    }
    return ids[lo] === id ? lo : undefined;
  }

  /** Roughly the bytes the index holds in typed arrays, bitsets and string columns (beside its
   * strings in the heap). */
  get typedBytes(): number {
    const c = this.c;
    const arrays = [
      c.price,
      c.originalPrice,
      c.maxPrice,
      c.rating,
      c.reviews,
      c.stock,
      c.lowStock,
      c.variantCount,
      c.swatchCount,
      c.imageWidth,
      c.imageHeight,
      c.popularity,
      c.createdUs,
      c.flags,
      c.category,
      c.subcategory,
      c.optionName,
      c.tags,
      c.swatches,
      c.attributes,
      c.vendor,
      this.category,
      this.subcategory,
      ...this.orders.values(),
    ];
    const bits = [
      this.all,
      ...Object.values(this.flags),
      ...this.byCategory,
      ...this.bySubcategory,
      ...this.byBand,
      ...this.byStep,
      ...this.byToken.values(),
    ];
    const strings = [c.names, c.defaultVariants, c.imageKeys, c.imageAlts, c.createdText];
    return (
      arrays.reduce((s, a) => s + a.byteLength, 0) +
      bits.reduce((s, b) => s + b.bytes, 0) +
      strings.reduce((s, column) => s + column.bytes, 0)
    );
  }

  // -------------------------------------------------------------------------------------------
  // Filters: the same conditions as buildConditions (list-products.ts), as bitsets.

  private conditions(q: ListFilters, term: TermMatches | null) {
    const groups = attributeFilterOf(q.attributes);
    assertPriceRange(q);
    const n = this.size;
    const base: Bits[] = [];
    if (q.featured) base.push(this.flags.featured);
    if (q.new) base.push(this.flags.new);
    if (q.sale) base.push(this.flags.sale);
    if (q.inStock) base.push(this.flags.inStock);
    if (q.ids) {
      const rows = q.ids.map((id) => this.rowOf(id)).filter((r) => r !== undefined);
      base.push(Bits.of(n, rows));
    }
    if (term) base.push(Bits.of(n, term.rows));
    const facet = new Map<string, Bits>();
    if (q.category) facet.set('category', this.byCategory[CATEGORIES.indexOf(q.category)]!);
    if (q.subcategory) {
      const b = new Bits(n);
      for (const s of q.subcategory)
        b.orWith(this.bySubcategory[(SUBCATEGORIES as readonly string[]).indexOf(s)]!);
      facet.set('subcategory', b);
    }
    if (q.vendor) {
      const wanted = new Set(q.vendor);
      const chosen = Uint8Array.from(this.c.vendors, (v) =>
        wanted.has(v.slug) || wanted.has(v.userId) ? 1 : 0,
      );
      const b = new Bits(n);
      const { from, rows } = this.vendorRows;
      chosen.forEach((yes, v) => {
        if (yes) for (let k = from[v]!; k < from[v + 1]!; k++) b.set(rows[k]!);
      });
      facet.set('vendor', b);
    }
    const price = this.priceRows(q);
    if (price) facet.set('price', price);
    if (q.minRating !== undefined) {
      // A step the rating facet offers has its rows already (never changed in place).
      const step = (RATING_STEPS as readonly number[]).indexOf(q.minRating);
      facet.set(
        'rating',
        step >= 0
          ? this.byStep[step]!
          : this.rowsBetween('rating', this.rating, q.minRating, Infinity),
      );
    }
    for (const [group, tokens] of groups) {
      const b = new Bits(n);
      for (const token of tokens) {
        const rows = this.byToken.get(token);
        if (rows) b.orWith(rows);
      }
      facet.set(`attributes:${group}`, b);
    }
    const baseBits = this.all.and(...base);
    const entries = [...facet];
    const matching = baseBits.and(...entries.map(([, b]) => b));
    /** The rows passing every filter but the group `except`'s (decision 027). */
    const allBut = (except: string) =>
      facet.has(except)
        ? baseBits.and(...entries.filter(([k]) => k !== except).map(([, b]) => b))
        : matching;
    return { facet, allBut, matching };
  }

  /** The price filter's rows: any chosen band, within the custom range; null without one. */
  private priceRows(q: ListFilters): Bits | null {
    let rows: Bits | null = null;
    if (q.price) {
      rows = new Bits(this.size);
      PRICE_BANDS.forEach((b, k) => {
        if (q.price?.includes(b.id)) rows!.orWith(this.byBand[k]!);
      });
    }
    if (q.minPrice !== undefined || q.maxPrice !== undefined) {
      const min = q.minPrice === undefined ? -Infinity : Math.round(q.minPrice * 100);
      const max = q.maxPrice === undefined ? Infinity : Math.round(q.maxPrice * 100);
      const range = this.rowsBetween('price-asc', this.price, min, max);
      rows = rows ? rows.and(range) : range;
    }
    return rows;
  }

  /**
   * The rows whose `key` lies in [min, max], as a run of a sort order by that key (ascending or
   * descending) found by binary search: the range filters cost the rows they keep, not a pass
   * over every row.
   */
  private rowsBetween(
    sort: 'price-asc' | 'rating',
    key: ArrayLike<number>,
    min: number,
    max: number,
  ) {
    const order = this.orders.get(sort)!;
    const ascending = sort === 'price-asc';
    /** The first position of the order from which `past` holds (it holds for every later one). */
    const firstWhere = (past: (x: number) => boolean) => {
      let lo = 0;
      let hi = order.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (past(key[order[mid]!]!)) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    };
    const start = ascending ? firstWhere((x) => x >= min) : firstWhere((x) => x <= max);
    const end = ascending ? firstWhere((x) => x > max) : firstWhere((x) => x < min);
    // A range holding most rows (a rating of 3.5 or more, a price up to ₹2,000) is every row
    // but those outside it: fewer rows to touch.
    if ((end - start) * 2 <= order.length) {
      const rows = new Bits(this.size);
      for (let p = start; p < end; p++) rows.set(order[p]!);
      return rows;
    }
    const rows = Bits.all(this.size);
    for (let p = 0; p < start; p++) rows.unset(order[p]!);
    for (let p = end; p < order.length; p++) rows.unset(order[p]!);
    return rows;
  }

  // -------------------------------------------------------------------------------------------
  // Facets: facetsSql's rows (list-products.ts), counted over the bitsets a word at a time.

  private facetRows(c: ReturnType<CatalogIndex['conditions']>): FacetRow[] {
    const rows: FacetRow[] = [];
    const categories = this.countPer(c.allBut('category'), this.category, this.byCategory);
    CATEGORIES.forEach((category, k) => {
      const n = categories[k]!;
      if (n > 0) rows.push({ facet: 'category', value: category, label: null, n });
    });
    const subcategories = this.countPer(
      c.allBut('subcategory'),
      this.subcategory,
      this.bySubcategory,
    );
    SUBCATEGORIES.forEach((subcategory, k) => {
      const n = subcategories[k]!;
      if (n > 0) rows.push({ facet: 'subcategory', value: subcategory, label: null, n });
    });
    const vendors = this.c.vendors;
    const brands = new Int32Array(vendors.length);
    countByEither(c.allBut('vendor'), this.vendor, brands, this.totals.vendor);
    // The first TOP_VENDORS by count, then name, kept in order as they are met (an insertion
    // into a short list): sorting every brand with a count was 2 % of a search's time at 100k.
    const byName = this.brandRank;
    const before = (a: number, b: number) =>
      brands[a]! > brands[b]! || (brands[a] === brands[b] && byName[a]! < byName[b]!);
    const top: number[] = [];
    let brandsFound = 0;
    for (let v = 0; v < brands.length; v++) {
      if (brands[v] === 0) continue;
      brandsFound++;
      if (top.length === TOP_VENDORS && !before(v, top[TOP_VENDORS - 1]!)) continue;
      let at = top.length === TOP_VENDORS ? TOP_VENDORS - 1 : top.length;
      while (at > 0 && before(v, top[at - 1]!)) {
        top[at] = top[at - 1]!;
        at--;
      }
      top[at] = v;
    }
    for (const v of top) {
      const { slug, name } = vendors[v]!;
      rows.push({ facet: 'vendor', value: slug, label: name, n: brands[v]! });
    }
    rows.push({ facet: 'vendorTotal', value: '', label: null, n: brandsFound });
    const bands = this.countPer(c.allBut('price'), this.band, this.byBand);
    PRICE_BANDS.forEach((b, k) =>
      rows.push({ facet: 'price', value: b.id, label: null, n: bands[k]! }),
    );
    const byRating = c.allBut('rating');
    RATING_STEPS.forEach((r, k) =>
      rows.push({
        facet: 'rating',
        value: String(r),
        label: null,
        n: byRating.andCount(this.byStep[k]!),
      }),
    );
    // Attribute sets counted first, then unfolded into tokens (as facetsSql does): a token of a
    // filtered group counts the rows passing every filter but its group's.
    const sets = this.setTokens.length;
    const countsAll = new Int32Array(sets);
    countByEither(c.matching, this.attrSet, countsAll, this.totals.attrSet);
    const countsOf = new Map<string, Int32Array>();
    for (const key of c.facet.keys()) {
      if (!key.startsWith('attributes:')) continue;
      const counts = new Int32Array(sets);
      countByEither(c.allBut(key), this.attrSet, counts, this.totals.attrSet);
      countsOf.set(key.slice('attributes:'.length), counts);
    }
    const perToken = this.tokens.map((_, t) => countsOf.get(this.tokenGroups[t]!) ?? countsAll);
    const tokens = new Float64Array(this.tokens.length);
    for (let s = 0; s < sets; s++) {
      for (const t of this.setTokens[s]!) tokens[t]! += perToken[t]![s]!;
    }
    tokens.forEach((n, t) => {
      if (n > 0) rows.push({ facet: 'attributes', value: this.tokens[t]!, label: null, n });
    });
    return rows;
  }

  // -------------------------------------------------------------------------------------------
  // Search: the rows matching a term and their relevance tiers (index-search.ts), found once
  // per term and kept while the index serves.

  private get search(): SearchIndex {
    if (this.searchIndex) return this.searchIndex;
    const c = this.c;
    // The names as a table of distinct values, as the other searched parts already are.
    const nameOf = new Map<string, number>();
    const names: string[] = [];
    const name = Int32Array.from({ length: c.size }, (_, i) => {
      const folded = fold(c.names.at(i));
      let k = nameOf.get(folded);
      if (k === undefined) nameOf.set(folded, (k = names.push(folded) - 1));
      return k;
    });
    const earlier = this.earlierTables;
    this.searchIndex = new SearchIndex({
      size: this.size,
      name,
      tags: c.tags,
      attributes: c.attributes,
      description: c.description,
      names: ValueTable.of(names, earlier?.names),
      tagTexts: ValueTable.of(
        c.tagSets.map((set) => fold(set.join(' '))),
        earlier?.tagTexts,
      ),
      factTexts: ValueTable.of(c.factTexts, earlier?.factTexts),
      descriptions: ValueTable.of(c.descriptions, earlier?.descriptions),
      words: ValueTable.of(this.words.map(fold), earlier?.words),
      synonyms: this.synonyms,
    });
    this.earlierTables = null;
    return this.searchIndex;
  }

  /** The search's tables, for the next index to keep those that did not change. */
  get searchTables(): SearchTables | null {
    return this.searchIndex?.tables ?? this.earlierTables;
  }

  /** Builds what searches read now (at start) rather than on the first search. */
  prepareSearch() {
    this.search.prepare();
  }

  /** The product ids of rows. */
  idsOf(rows: ArrayLike<number>): string[] {
    return Array.from(rows, (i) => this.c.ids[i]!);
  }

  /** A search's rows and tiers (built on its first search, then kept). */
  searchMatches(search: string): TermMatches {
    return this.terms.get(search, () => this.search.matches(search));
  }

  // -------------------------------------------------------------------------------------------
  // The listing.

  list(q: ProductListQuery): ProductList {
    const term = q.search ? this.searchMatches(q.search) : null;
    const key = filterKey(q);
    let filtered = this.byFilter.get(key);
    if (!filtered) {
      const c = this.conditions(q, term);
      filtered = { matching: c.matching, facetRows: this.facetRows(c) };
      if (this.filterDoor.seenBefore(key)) {
        this.byFilter.set(key, filtered);
        if (this.byFilter.size > MAX_FILTER_SETS)
          this.byFilter.delete(this.byFilter.keys().next().value!);
      }
    }
    const { matching, facetRows } = filtered;
    const sort = sortOf(q, term !== null);
    // Validates the cursor as the SQL listing does; its values are the keys to start after.
    const order = listingOrder(sort, q.cursor, () => '');
    const offset = order.after ? 0 : (q.page - 1) * q.limit;
    const want = q.limit + 1;
    let rows: number[];
    if (sort === 'relevance' && term) {
      rows = this.byRelevance(term, matching, offset + want).slice(offset);
    } else {
      const all = this.orders.get(sort)!;
      const start = order.after ? this.firstAfter(sort as KeyedSort, all, order.after.values) : 0;
      const matches = matching.count();
      const walk = walkCost(offset + want, this.size, matches);
      // Kept only when this walk goes most of the way anyway (keeping costs one whole walk) and
      // its matches are too many to sort.
      const kept =
        walk > indexTuning.deepWalk && walk * 2 > this.size && walk <= sortCost(matches)
          ? this.inOrder(`${sort} ${key}`, all, matching, matches)
          : null;
      if (kept) {
        // A deep page of a listing walked before: its rows in order, kept.
        const rank = this.rankIn(sort);
        let lo = 0;
        let hi = kept.length;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (rank[kept[mid]!]! < start) lo = mid + 1;
          else hi = mid;
        }
        rows = Array.from(kept.subarray(lo + offset, lo + offset + want));
      } else if (walk > sortCost(matches)) {
        // Few matches: sort them by their place in the order rather than walk it to the end.
        const rank = this.rankIn(sort);
        rows = Array.from(matching.toArray())
          .filter((i) => rank[i]! >= start)
          .sort((a, b) => rank[a]! - rank[b]!)
          .slice(offset, offset + want);
      } else {
        const words = matching.words;
        rows = [];
        let skip = offset;
        for (let k = start; k < all.length && rows.length < want; k++) {
          const i = all[k]!;
          if ((words[i >>> 5]! & (1 << (i & 31))) === 0) continue;
          if (skip > 0) skip--;
          else rows.push(i);
        }
      }
    }
    const facets = toFacets(facetRows);
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    const keyed = sort !== 'relevance' && sort !== 'discount';
    const nextCursor =
      rows.length > q.limit && keyed && last !== undefined
        ? encodeCursor(sort, this.keysOf(sort, last))
        : null;
    return {
      items: page.map((i) => this.card(i)),
      page: q.page,
      limit: q.limit,
      total: totalFromFacets(facets, q.category),
      nextCursor,
      facets,
      correctedSearch: correctedOf(q.search, rows.length > 0 ? term?.correction : null),
      emptyHelp: page.length === 0 && q.page === 1 && !q.cursor ? this.emptyHelp(q) : null,
    };
  }

  /** empty-help.ts's emptyHelpOf from the index: suggestions, the categories of most products
   * they find, the best-sellers in stock. */
  private emptyHelp(q: ProductListQuery): EmptyHelp {
    const c = this.c;
    const suggestions = q.search ? this.search.suggestions(q.search) : [];
    const categories: EmptyHelp['categories'] = [];
    if (suggestions.length) {
      // Counted a word of rows at a time by each row's category and type as one number.
      const types = c.subcategories.length;
      const counts = new Int32Array(c.categories.length * types);
      countBy(this.search.rowsHolding(suggestions.map((s) => s.search)), this.kindOf, counts);
      const text = (s: string | null) => s ?? '\uffff';
      const ranked: { category: Category; subcategory: string | null; n: number }[] = [];
      counts.forEach((n, k) => {
        if (n > 0)
          ranked.push({
            category: c.categories[Math.floor(k / types)] as Category,
            subcategory: c.subcategories[k % types]!,
            n,
          });
      });
      ranked.sort(
        (a, b) =>
          b.n - a.n ||
          byCodePoint(a.category, b.category) ||
          byCodePoint(text(a.subcategory), text(b.subcategory)),
      );
      for (const r of ranked.slice(0, CATEGORY_CHOICES))
        categories.push(categoryChoiceOf(r.category, r.subcategory));
    }
    // The best-sellers: the popularity sort's first rows in stock.
    const bestSellers: ProductSummary[] = [];
    for (const i of this.orders.get('popularity')!) {
      if (bestSellers.length === BEST_SELLERS) break;
      if (this.flags.inStock.has(i)) bestSellers.push(this.card(i));
    }
    return { suggestions, categories, bestSellers };
  }

  /**
   * The first `count` matching rows by relevance: tier, then rating, reviews and id descending,
   * which within a tier is the rating sort's order. One walk of that order, a bucket per tier
   * (none needs more than `count`), stopping once the best tier has `count`.
   */
  private byRelevance(term: TermMatches, matching: Bits, count: number): number[] {
    const { tier0, tier1 } = this.tierBits(term);
    const matches = matching.count();
    if (walkCost(count, this.size, matches) > sortCost(matches)) {
      // Few matches: sort them by tier, then by their place in the rating order.
      const rank = this.rankIn('rating');
      const keyOf = (i: number) => (tier0.has(i) ? 0 : tier1.has(i) ? 1 : 2) * this.size + rank[i]!;
      return Array.from(matching.toArray())
        .map((i) => [keyOf(i), i] as const)
        .sort((a, b) => a[0] - b[0])
        .slice(0, count)
        .map(([, i]) => i);
    }
    // How many of each tier the answer takes: the walk stops once it has them all.
    const in0 = matching.andCount(tier0);
    const in1 = matching.andCount(tier1);
    const need0 = Math.min(count, in0);
    const need1 = Math.min(count - need0, in1);
    const need2 = Math.min(count - need0 - need1, matches - in0 - in1);
    const buckets: number[][] = [[], [], []];
    const words = matching.words;
    for (const i of this.orders.get('rating')!) {
      if ((words[i >>> 5]! & (1 << (i & 31))) === 0) continue;
      const bucket = buckets[tier0.has(i) ? 0 : tier1.has(i) ? 1 : 2]!;
      if (bucket.length < count) bucket.push(i);
      if (buckets[0]!.length >= need0 && buckets[1]!.length >= need1 && buckets[2]!.length >= need2)
        break;
    }
    return buckets.flat().slice(0, count);
  }

  /** Each brand's place by name, then slug (the brand facet's order among equal counts). */
  private get brandRank(): Int32Array {
    if (!this.brandRankKept) {
      const vendors = this.c.vendors;
      const order = [...vendors.keys()].sort(
        (a, b) =>
          byCodePoint(vendors[a]!.name, vendors[b]!.name) ||
          byCodePoint(vendors[a]!.slug, vendors[b]!.slug),
      );
      this.brandRankKept = new Int32Array(vendors.length);
      order.forEach((v, k) => (this.brandRankKept![v] = k));
    }
    return this.brandRankKept;
  }

  /** Each row's category and type as one number (category × types + type), made on first use. */
  private get kindOf(): Int32Array {
    if (!this.kindKept) {
      const c = this.c;
      const types = c.subcategories.length;
      this.kindKept = Int32Array.from(
        c.category,
        (category, i) => category * types + c.subcategory[i]!,
      );
    }
    return this.kindKept;
  }

  private get vendorRows() {
    return (this.vendorRowsKept ??= rowsByValue(this.vendor, this.c.vendors.length));
  }

  private get totals() {
    if (!this.totalsKept) {
      const vendor = new Int32Array(this.c.vendors.length);
      const attrSet = new Int32Array(this.setTokens.length);
      countBy(this.all, this.vendor, vendor);
      countBy(this.all, this.attrSet, attrSet);
      this.totalsKept = { vendor, attrSet };
    }
    return this.totalsKept;
  }

  /** How many members of `bits` have each value: walking its members when they are few, else
   * intersecting it with each value's bitset (`perValue[k]`: the rows whose value is k). */
  private countPer(bits: Bits, value: Int32Array, perValue: Bits[]): ArrayLike<number> {
    if (bits.count() * 4 < (perValue.length - 1) * bits.words.length) {
      const counts = new Int32Array(perValue.length);
      countBy(bits, value, counts);
      return counts;
    }
    return perValue.map((b) => bits.andCount(b));
  }

  /** A filter set's rows in a sort's order, kept for deep pages (the least recently used
   * forgotten beyond MAX_ORDERED_ROWS). */
  private inOrder(key: string, all: Int32Array, matching: Bits, matches: number): Int32Array {
    return this.ordered.get(key, () => {
      const rows = new Int32Array(matches);
      const words = matching.words;
      let k = 0;
      for (let j = 0; j < all.length && k < matches; j++) {
        const i = all[j]!;
        if ((words[i >>> 5]! & (1 << (i & 31))) !== 0) rows[k++] = i;
      }
      return rows;
    });
  }

  /** Each row's place in a sort's order (made on first use). */
  private rankIn(sort: Sort): Int32Array {
    let rank = this.ranks.get(sort);
    if (!rank) {
      const order = this.orders.get(sort)!;
      rank = new Int32Array(this.size);
      for (let k = 0; k < order.length; k++) rank[order[k]!] = k;
      this.ranks.set(sort, rank);
    }
    return rank;
  }

  /** A search's first two tiers as row sets (made once per term). */
  private tierBits(term: TermMatches): { tier0: Bits; tier1: Bits } {
    let bits = this.tiersOf.get(term);
    if (!bits) {
      bits = { tier0: new Bits(this.size), tier1: new Bits(this.size) };
      for (let k = 0; k < term.rows.length; k++) {
        if (term.tiers[k] === 0) bits.tier0.set(term.rows[k]!);
        else if (term.tiers[k] === 1) bits.tier1.set(term.rows[k]!);
      }
      this.tiersOf.set(term, bits);
    }
    return bits;
  }

  /** A row's sort keys as the SQL listing's `sort_key` column gives them (its cursor). */
  private keysOf(sort: KeyedSort, i: number): string[] {
    const c = this.c;
    const id = c.ids[i]!;
    switch (sort) {
      case 'newest':
        return [c.createdText.at(i), id];
      case 'price-asc':
      case 'price-desc':
        return [String(this.price[i]), id];
      case 'popularity':
        return [c.popularityText[i]!, id];
      case 'rating':
        return [c.ratingText[i]!, String(this.reviews[i]), id];
    }
  }

  /** The first position of `order` after the cursor's keys (a binary search: the order is
   * sorted by the same keys). */
  private firstAfter(sort: KeyedSort, order: Int32Array, keys: string[]): number {
    const ids = this.c.ids;
    const cmpId = (i: number, id: string) => (ids[i]! < id ? -1 : ids[i]! > id ? 1 : 0);
    // Sign of (row's keys − cursor's keys) in the keys' own (ascending) order.
    const compare: (i: number) => number = (() => {
      switch (sort) {
        case 'newest': {
          const t = microsOf(keys[0]!);
          return (i: number) => Math.sign(this.created[i]! - t) || cmpId(i, keys[1]!);
        }
        case 'price-asc':
        case 'price-desc': {
          const p = Number(keys[0]);
          return (i: number) => Math.sign(this.price[i]! - p) || cmpId(i, keys[1]!);
        }
        case 'popularity': {
          const p = Number(keys[0]);
          return (i: number) => Math.sign(this.popularity[i]! - p) || cmpId(i, keys[1]!);
        }
        case 'rating': {
          const r = Number(keys[0]);
          const n = Number(keys[1]);
          return (i: number) =>
            Math.sign(this.rating[i]! - r) || Math.sign(this.reviews[i]! - n) || cmpId(i, keys[2]!);
        }
      }
    })();
    const ascending = sort === 'price-asc';
    // The first row strictly after the cursor: > in an ascending order, < in a descending one.
    const after = (i: number) => (ascending ? compare(i) > 0 : compare(i) < 0);
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (after(order[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

// ---------------------------------------------------------------------------------------------
// Building and keeping it current.

/** Reads every visible product once (index-read.ts): the cards' values and the filter and sort
 * values. */
export async function buildCatalogIndex(
  database: Database,
  version: number,
  earlier?: CatalogIndex | null,
): Promise<CatalogIndex> {
  const columns = await readCatalogColumns(database);
  const words = await database.query<{ word: string }>('SELECT word FROM search_words');
  const synonyms = await readSynonymTable(database);
  return new CatalogIndex(
    columns,
    version,
    Date.now(),
    words.map((w) => w.word),
    synonyms,
    earlier?.searchTables ?? null,
  );
}

/** The index of one database's catalogue and its rebuilds. A rebuild starts from a listing
 * request that finds the index stale once the catalogue has been quiet for REBUILD_DELAY_MS,
 * never from a timer: an idle process does no work, and no request's statements are mixed with
 * a rebuild it did not start. Under writes closer than that (decision 039) SQL keeps serving. */
export class CatalogIndexHolder {
  private index: CatalogIndex | null = null;
  private building: Promise<CatalogIndex> | null = null;
  /** The last write the index has not seen yet. */
  private lastChange: number | null = null;
  /** The last build's duration (ms), for the log and the bench. */
  lastBuildMs = 0;
  closed = false;
  /** The changes of stock or sales only (catalog-cache.ts) by the version each made, not yet
   * patched into every index that may still serve; the last version any other change made. */
  private movedChanges: { version: number; ids: readonly string[] }[] = [];
  private lastFullChange = 0;
  private patching: Promise<void> | null = null;
  private patchTimer: NodeJS.Timeout | null = null;
  /** Patches done (for the tests and the bench). */
  patches = 0;
  /** Listings answered by a current index, by one patched first, and by SQL (the metrics). */
  readonly answers = { index: 0, patched: 0, sql: 0 };
  /** Product details answered by the index and by SQL (the metrics and the bench). */
  readonly details = { index: 0, sql: 0 };
  /** The last read of the product pages' parts (ms; 0 before the first), for the log and the
   * bench. */
  lastDetailsMs = 0;
  /** The read of an index's detail parts in flight, and the variants' stock patched meanwhile. */
  private readingDetails: {
    index: CatalogIndex;
    moved: Map<string, number[]>;
    done: Promise<void>;
    /** What the database answered when the read failed. */
    failure?: { error: unknown };
  } | null = null;

  constructor(private readonly database: Database) {
    catalogCacheOf(database).invalidated.add(this.onInvalidated);
  }

  private readonly onInvalidated = (moves: MovedProducts | undefined) => {
    const version = this.version;
    if (moves && this.movedChanges.length < MAX_MOVED_CHANGES) {
      this.movedChanges.push({ version, ids: moves.moved });
      this.patchLater();
      return;
    }
    this.lastFullChange = version;
    this.movedChanges = [];
    this.lastChange = Date.now();
  };

  /** Starts a patch in PATCH_DELAY_MS unless one is running or due (the moves meanwhile join it). */
  private patchLater() {
    if (this.patching || this.patchTimer || this.closed) return;
    this.patchTimer = setTimeout(() => this.patchSoon(), PATCH_DELAY_MS);
    this.patchTimer.unref();
  }

  /** Starts a patch now unless one is running (it looks again when it ends). */
  private patchSoon() {
    if (this.patchTimer) clearTimeout(this.patchTimer);
    this.patchTimer = null;
    if (this.patching || this.closed) return;
    this.patching = this.patch()
      .catch(() => {
        // The database failed the read: the index stays stale, and rebuilds when it can.
        this.lastFullChange = this.version;
        this.lastChange ??= Date.now();
      })
      .finally(() => {
        this.patching = null;
        const from = this.index?.version ?? Infinity;
        if (this.lastFullChange <= from && this.movedChanges.some((c) => c.version > from))
          this.patchLater();
      });
  }

  /**
   * Brings the index from its version to the latest by changes of stock or sales only: reads the
   * stock and popularity of the products they moved (after they committed) and patches the rows.
   * Only when no other change came after the index's version; a rebuild in flight then takes the
   * changes in.
   */
  private async patch() {
    const index = this.index;
    if (!index) return;
    const from = index.version;
    const target = this.version;
    if (this.lastFullChange > from) return;
    const ids = new Set<string>();
    for (const change of this.movedChanges) {
      if (change.version > from && change.version <= target)
        change.ids.forEach((id) => ids.add(id));
    }
    let rows: MovedRow[] = [];
    if (ids.size > 0) {
      rows = await this.database.query<MovedRow>(
        `SELECT id, stock_quantity AS stock, ${POPULARITY_SQL}::text AS popularity,
            (SELECT json_agg(pv.stock_quantity ORDER BY pv.position, pv.id) FROM product_variants pv
              WHERE pv.product_id = p.id AND pv.is_active) AS variant_stock
          FROM products p WHERE id = ANY($1::text[])`,
        [[...ids]],
      );
    }
    // Another change arrived during the read, or another index took over: the next look decides.
    if (this.index !== index || index.version !== from || this.lastFullChange > from) return;
    index.applyMoves(rows, target);
    // Parts being read keep these too: a chunk read before the move would be older.
    if (this.readingDetails?.index === index)
      for (const row of rows) this.readingDetails.moved.set(row.id, row.variant_stock ?? []);
    this.patches++;
    this.movedChanges = this.movedChanges.filter((c) => c.version > target);
  }

  /** Whether the index is behind by changes of stock or sales only alone (a patch brings it up). */
  private patchable(index: CatalogIndex | null): index is CatalogIndex {
    return index !== null && this.lastFullChange <= index.version;
  }

  /**
   * The index once it has every change made before this call, when they were all stock-only
   * (a patch reads a few products' stock: far less than the SQL listing); otherwise null.
   */
  async patched(): Promise<CatalogIndex | null> {
    const wanted = this.version;
    for (let round = 0; round < 3; round++) {
      const index = this.index;
      if (!this.patchable(index) || this.closed) return null;
      if (index.version >= wanted) return index;
      this.patchSoon();
      await this.patching;
    }
    return null;
  }

  private get version() {
    return catalogCacheOf(this.database).version;
  }

  /** The index when it reflects every write this instance has heard of; otherwise null (the
   * caller asks SQL) and, when it is time, a rebuild starts. An index older than the TTL is
   * rebuilt in the background while it serves. */
  current(): CatalogIndex | null {
    const index = this.index;
    const now = Date.now();
    if (index && index.version === this.version) {
      if (now - index.builtAt > INDEX_TTL_MS && !this.building && !this.closed)
        this.rebuild().catch(() => {});
      return index;
    }
    if (this.patchable(index)) {
      this.patchSoon();
      return null;
    }
    this.lastChange ??= now;
    if (now - this.lastChange >= REBUILD_DELAY_MS && !this.building && !this.closed)
      this.rebuild().catch(() => {});
    return null;
  }

  /** The index when it reflects every write this instance has heard of, without starting a
   * rebuild or a patch; otherwise null. */
  currentAsIs(): CatalogIndex | null {
    const index = this.index;
    return index && index.version === this.version ? index : null;
  }

  /** Builds now (sharing a build in flight). */
  rebuild(): Promise<CatalogIndex> {
    if (this.building) return this.building;
    const version = this.version;
    const started = performance.now();
    const building = buildCatalogIndex(this.database, version, this.index).then(
      (index) => {
        this.building = null;
        this.lastBuildMs = performance.now() - started;
        if (!this.index || this.index.version <= version) this.index = index;
        if (version === this.version) this.lastChange = null;
        // Changes of stock or sales only after the read's start are patched in.
        else this.patchSoon();
        if (this.index === index) this.readDetails(index);
        return index;
      },
      (err: unknown) => {
        this.building = null;
        throw err;
      },
    );
    this.building = building;
    return building;
  }

  /**
   * Reads the product pages' parts of a new index in the background (detail-index.ts): until
   * they are in, product details are asked of SQL. Stock moves patched into the index meanwhile
   * are patched into the parts before they join it; any other change replaces the index, and
   * its parts are read again.
   */
  private readDetails(index: CatalogIndex) {
    if (index.details || this.readingDetails?.index === index || this.closed) return;
    const moved = new Map<string, number[]>();
    const started = performance.now();
    const wanted = () => this.index === index && !this.closed;
    const done = readDetailParts(this.database, index.ids, wanted).then((parts) => {
      if (!parts || !wanted()) return;
      for (const [id, stock] of moved) {
        const row = index.rowOf(id);
        if (row !== undefined) parts.patchStock(row, stock);
      }
      index.details = parts;
      this.lastDetailsMs = performance.now() - started;
    });
    const reading: NonNullable<CatalogIndexHolder['readingDetails']> = {
      index,
      moved,
      // The database failed the read: details stay on SQL until the next index.
      done: done
        .catch((error: unknown) => {
          reading.failure = { error };
        })
        .finally(() => {
          if (this.readingDetails === reading) this.readingDetails = null;
        }),
    };
    this.readingDetails = reading;
  }

  /** The parts being read once they are in (null if the read stopped or failed). */
  async detailsRead(): Promise<DetailParts | null> {
    const reading = this.readingDetails;
    await reading?.done;
    return reading?.index.details ?? this.index?.details ?? null;
  }

  /** A current index with its detail parts (tests, and CATALOGUE_INDEX_ALWAYS). A failed read
   * of the parts is thrown, not tried again: the database's error is the caller's to see. */
  async readyWithDetails(): Promise<CatalogIndex> {
    for (;;) {
      const index = await this.ready();
      if (index.details) return index;
      this.readDetails(index);
      const reading = this.readingDetails;
      if (!reading) throw new Error('The catalogue index is closed');
      await reading.done;
      if (reading.failure) throw reading.failure.error;
      if (index.details && this.index === index) return index;
    }
  }

  /** A current index, built now if need be (start-up, tests). */
  async ready(): Promise<CatalogIndex> {
    for (;;) {
      const index = this.index;
      if (index && index.version === this.version) return index;
      await this.rebuild();
    }
  }

  close() {
    this.closed = true;
    if (this.patchTimer) clearTimeout(this.patchTimer);
    this.patchTimer = null;
    catalogCacheOf(this.database).invalidated.delete(this.onInvalidated);
  }
}

const holders = new WeakMap<Database, CatalogIndexHolder>();

/** The catalogue index of one database, as the catalogue cache is kept per database. */
export function catalogIndexOf(database: Database): CatalogIndexHolder {
  let holder = holders.get(database);
  if (!holder || holder.closed) holders.set(database, (holder = new CatalogIndexHolder(database)));
  return holder;
}

/** Stops the index's rebuilds when the app closes. */
export function registerCatalogIndex(app: FastifyInstance) {
  app.addHook('onClose', async () => catalogIndexOf(app.database).close());
}

/** Builds the index before the server listens (main.ts), logging its size and build time. */
export async function buildCatalogIndexAtStart(app: FastifyInstance) {
  const holder = catalogIndexOf(app.database);
  const index = await holder.ready();
  const started = performance.now();
  index.prepareSearch();
  app.log.info(
    {
      products: index.size,
      buildMs: Math.round(holder.lastBuildMs),
      searchMs: Math.round(performance.now() - started),
    },
    'catalogue index built',
  );
  // The product pages' parts follow in the background (decision 054).
  void holder.detailsRead().then((parts) => {
    if (parts)
      app.log.info(
        { readMs: Math.round(holder.lastDetailsMs), megabytes: Math.round(parts.bytes / 1e6) },
        "product pages' parts read",
      );
  });
}

/** A product's detail row from the index (detail-index.ts): null when it is not visible,
 * undefined when the index cannot say (stale, or without the product's parts): ask SQL. A
 * detail starts no rebuild or patch (the listings do, and stock moves patch themselves within
 * PATCH_DELAY_MS), so a product page's statements are its own, as decision 039 keeps them. */
export async function indexedDetailRow(
  database: Database,
  id: string,
): Promise<DetailRow | null | undefined> {
  const holder = catalogIndexOf(database);
  const index = INDEX_ALWAYS ? await holder.readyWithDetails() : holder.currentAsIs();
  const row = index?.detailRow(id);
  holder.details[row === undefined ? 'sql' : 'index']++;
  return row;
}

/**
 * The listing: from the in-process index when it is current (decision 039),
 * otherwise from SQL — after a write, until the index has been rebuilt, and for the index's
 * own comparison with SQL (catalog-index.test.ts).
 */
export async function listProducts(database: Database, q: ProductListQuery): Promise<ProductList> {
  const holder = catalogIndexOf(database);
  const current = holder.current();
  const index = current ?? (await holder.patched()) ?? (INDEX_ALWAYS ? await holder.ready() : null);
  holder.answers[current ? 'index' : index ? 'patched' : 'sql']++;
  return index ? index.list(q) : listProductsSql(database, q);
}
