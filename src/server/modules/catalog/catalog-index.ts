// The catalogue's read side in memory (issue #35, decision 039): every visible product's card,
// its filter values and its sort keys, with bitsets per filter value, so a listing's page, its
// facet counts and every sort are answered without a statement. A search's matches (which rest
// on pg_trgm's similarity and the synonyms) are read from SQL once per term, ranked by tier, and
// then filtered, counted and sorted here like any listing.
//
// Kept current by the catalogue invalidation (plugins/catalog-invalidation.ts: this instance's
// writes and, through LISTEN/NOTIFY, the other instances'): an invalidation makes the index
// stale at once (listings go to SQL, which sees the write) and schedules one rebuild after
// REBUILD_DELAY_MS, which takes in every write made meanwhile. Rebuilt at start; after TTL_MS
// without a write it is rebuilt in the background while still serving (a change made without a
// route, such as the unpaid-order sweep's stock release, as the catalogue cache's own TTL).
import { CATEGORIES, SUBCATEGORIES } from '../../../domain/catalog';
import {
  PRICE_BANDS,
  RATING_STEPS,
  type ProductList,
  type ProductListQuery,
  type ProductSummary,
  type Sort,
} from '../../../domain/schemas/catalog';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { attributeFilterOf } from './attribute-filter';
import { catalogCacheOf, TTL_MS } from './catalog-cache';
import { emptyHelpOf } from './empty-help';
import {
  Params,
  TOP_VENDORS,
  assertPriceRange,
  buildConditions,
  correctedOf,
  filterKey,
  toFacets,
  totalFromFacets,
  type FacetRow,
  listProductsSql,
  type ListFilters,
} from './list-products';
import { POPULARITY_SQL, encodeCursor, listingOrder, sortOf } from './listing-order';
import { SUMMARY_COLUMNS, SUMMARY_FROM, VISIBLE, toSummary, type SummaryRow } from './product-rows';
import { searchMeaningsOf } from './search-synonyms';

/** How long after a write the index waits before rebuilding: writes in between share the
 * rebuild, and until it is done listings are answered by SQL (so a write is visible at once). */
export const REBUILD_DELAY_MS = 1_000;
/** A test switch (CATALOGUE_INDEX_ALWAYS=1): every listing waits for a current index instead
 * of asking SQL, so the catalogue's own tests run against the index alone (decision 039). */
export const INDEX_ALWAYS = process.env.CATALOGUE_INDEX_ALWAYS === '1';
/** Search terms whose matches are kept per index (about 4 bytes per match). */
const MAX_TERMS = 2_000;

// ---------------------------------------------------------------------------------------------
// Bitsets over the index's rows.

class Bits {
  readonly words: Uint32Array;
  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }
  static all(size: number): Bits {
    const b = new Bits(size);
    b.words.fill(0xffffffff);
    if (size & 31) b.words[b.words.length - 1] = (1 << (size & 31)) - 1;
    return b;
  }
  set(i: number) {
    this.words[i >>> 5]! |= 1 << (i & 31);
  }
  has(i: number): boolean {
    return (this.words[i >>> 5]! & (1 << (i & 31))) !== 0;
  }
  /** A new set: this one and every other. */
  and(...others: Bits[]): Bits {
    const out = new Bits(this.size);
    out.words.set(this.words);
    for (const o of others) for (let w = 0; w < out.words.length; w++) out.words[w]! &= o.words[w]!;
    return out;
  }
  count(): number {
    let n = 0;
    for (let w = 0; w < this.words.length; w++) {
      let v = this.words[w]!;
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return n;
  }
  /** Calls `f` with every member, in increasing order. */
  forEach(f: (i: number) => void) {
    for (let w = 0; w < this.words.length; w++) {
      let v = this.words[w]!;
      while (v !== 0) {
        const low = v & -v;
        f((w << 5) + 31 - Math.clz32(low));
        v ^= low;
      }
    }
  }
  /** Bytes held. */
  get bytes() {
    return this.words.byteLength;
  }
}

function bitsOf(size: number, rows: Iterable<number>): Bits {
  const b = new Bits(size);
  for (const r of rows) b.set(r);
  return b;
}

// ---------------------------------------------------------------------------------------------
// The rows.

interface IndexRow extends SummaryRow {
  attributes: string[];
  rating_text: string;
  popularity: number;
  popularity_text: string;
  created_text: string;
  created_us: number;
}

interface Vendor {
  userId: string;
  slug: string;
  name: string;
}

interface TermMatches {
  /** Each matching row's relevance tier (0 the best), -1 for the others. */
  tiers: Int8Array;
  bits: Bits;
  correction: string | null;
}

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

export class CatalogIndex {
  readonly size: number;
  private readonly ids: string[];
  private readonly rowOf = new Map<string, number>();
  private readonly cards: ProductSummary[];
  private readonly category: Uint8Array;
  private readonly subcategory: Int16Array;
  private readonly vendor: Int32Array;
  private readonly vendors: Vendor[] = [];
  private readonly price: Int32Array;
  private readonly rating: Float64Array;
  private readonly reviews: Int32Array;
  private readonly popularity: Float64Array;
  private readonly created: Float64Array;
  private readonly keyText: { created: string[]; rating: string[]; popularity: string[] };
  private readonly attrSet: Int32Array;
  /** Each row's price band (PRICE_BANDS' position). */
  private readonly band: Int8Array;
  /** Per filter set (filterKey): its matching rows and facet rows, as the SQL listing caches
   * its facets; a page or sort of a filter set seen before walks an order only. */
  private readonly byFilter = new Map<string, { matching: Bits; facetRows: FacetRow[] }>();
  private readonly attrSets: string[][] = [];
  private readonly all: Bits;
  private readonly flags: Record<'featured' | 'new' | 'sale' | 'inStock', Bits>;
  private readonly byCategory: Bits[];
  private readonly bySubcategory: Bits[];
  private readonly byVendor: Int32Array[];
  private readonly byToken = new Map<string, Bits>();
  private readonly orders = new Map<Sort, Int32Array>();
  private readonly terms = new Map<string, Promise<TermMatches>>();

  constructor(
    rows: IndexRow[],
    /** The catalogue cache's version this index was read at: it serves while they agree. */
    readonly version: number,
    readonly builtAt: number,
  ) {
    const n = (this.size = rows.length);
    this.ids = rows.map((r) => r.id);
    this.ids.forEach((id, i) => this.rowOf.set(id, i));
    this.cards = rows.map(toSummary);
    this.category = new Uint8Array(n);
    this.subcategory = new Int16Array(n);
    this.vendor = new Int32Array(n);
    this.price = new Int32Array(n);
    this.rating = new Float64Array(n);
    this.reviews = new Int32Array(n);
    this.popularity = new Float64Array(n);
    this.created = new Float64Array(n);
    this.attrSet = new Int32Array(n);
    this.band = new Int8Array(n);
    this.keyText = { created: [], rating: [], popularity: [] };
    const vendorIds = new Map<string, number>();
    const setIds = new Map<string, number>();
    const featured: number[] = [];
    const fresh: number[] = [];
    const sale: number[] = [];
    const inStock: number[] = [];
    const tokenRows = new Map<string, number[]>();
    rows.forEach((r, i) => {
      this.category[i] = CATEGORIES.indexOf(r.category);
      this.subcategory[i] =
        r.subcategory === null ? -1 : (SUBCATEGORIES as readonly string[]).indexOf(r.subcategory);
      let v = vendorIds.get(r.vendor_id);
      if (v === undefined) {
        vendorIds.set(r.vendor_id, (v = this.vendors.length));
        this.vendors.push({ userId: r.vendor_id, slug: r.vendor_slug, name: r.vendor_name });
      }
      this.vendor[i] = v;
      this.price[i] = r.price_paise;
      this.band[i] = PRICE_BANDS.findIndex(
        (b) => r.price_paise >= b.min * 100 && (b.max === null || r.price_paise < b.max * 100),
      );
      this.rating[i] = Number(r.rating);
      this.reviews[i] = r.review_count;
      this.popularity[i] = Number(r.popularity);
      this.created[i] = Number(r.created_us);
      this.keyText.created.push(r.created_text);
      this.keyText.rating.push(r.rating_text);
      this.keyText.popularity.push(r.popularity_text);
      const setKey = r.attributes.join('\u0000');
      let s = setIds.get(setKey);
      if (s === undefined) {
        setIds.set(setKey, (s = this.attrSets.length));
        this.attrSets.push(r.attributes);
      }
      this.attrSet[i] = s;
      for (const token of new Set(r.attributes)) {
        let list = tokenRows.get(token);
        if (!list) tokenRows.set(token, (list = []));
        list.push(i);
      }
      if (r.is_featured) featured.push(i);
      if (r.is_new) fresh.push(i);
      if (r.is_on_sale) sale.push(i);
      if (r.stock_quantity > 0) inStock.push(i);
    });
    this.all = Bits.all(n);
    this.flags = {
      featured: bitsOf(n, featured),
      new: bitsOf(n, fresh),
      sale: bitsOf(n, sale),
      inStock: bitsOf(n, inStock),
    };
    const rowsWhere = (pred: (i: number) => boolean) => {
      const b = new Bits(n);
      for (let i = 0; i < n; i++) if (pred(i)) b.set(i);
      return b;
    };
    this.byCategory = CATEGORIES.map((_, c) => rowsWhere((i) => this.category[i] === c));
    this.bySubcategory = SUBCATEGORIES.map((_, c) => rowsWhere((i) => this.subcategory[i] === c));
    const perVendor: number[][] = this.vendors.map(() => []);
    for (let i = 0; i < n; i++) perVendor[this.vendor[i]!]!.push(i);
    this.byVendor = perVendor.map((list) => Int32Array.from(list));
    for (const [token, list] of tokenRows) this.byToken.set(token, bitsOf(n, list));
    this.buildOrders(rows);
  }

  /** Every sort's order of all rows, as SQL's ORDER BY gives it (ids compared as C strings). */
  private buildOrders(rows: IndexRow[]) {
    const byId = (a: number, b: number) => (this.ids[a]! < this.ids[b]! ? -1 : 1);
    const discount = rows.map((r) =>
      r.is_on_sale && r.original_price_paise !== null && r.original_price_paise > r.price_paise
        ? (r.original_price_paise - r.price_paise) / r.original_price_paise
        : 0,
    );
    const featured = rows.map((r) => (r.is_featured ? 1 : 0));
    const sorts: Record<Sort, (a: number, b: number) => number> = {
      newest: (a, b) => this.created[b]! - this.created[a]! || byId(b, a),
      'price-asc': (a, b) => this.price[a]! - this.price[b]! || byId(a, b),
      'price-desc': (a, b) => this.price[b]! - this.price[a]! || byId(b, a),
      popularity: (a, b) => this.popularity[b]! - this.popularity[a]! || byId(b, a),
      rating: (a, b) =>
        this.rating[b]! - this.rating[a]! || this.reviews[b]! - this.reviews[a]! || byId(b, a),
      discount: (a, b) => discount[b]! - discount[a]! || byId(a, b),
      relevance: (a, b) =>
        featured[b]! - featured[a]! || this.rating[b]! - this.rating[a]! || byId(a, b),
    };
    const every = Array.from({ length: this.size }, (_, i) => i);
    for (const [sort, compare] of Object.entries(sorts) as [Sort, typeof byId][]) {
      this.orders.set(sort, Int32Array.from([...every].sort(compare)));
    }
  }

  /** Roughly the bytes the index holds beside its cards (typed arrays and bitsets). */
  get typedBytes(): number {
    const arrays = [
      this.category,
      this.subcategory,
      this.vendor,
      this.price,
      this.rating,
      this.reviews,
      this.popularity,
      this.created,
      this.attrSet,
      ...this.byVendor,
      ...this.orders.values(),
    ];
    const bits = [
      this.all,
      ...Object.values(this.flags),
      ...this.byCategory,
      ...this.bySubcategory,
      ...this.byToken.values(),
    ];
    return arrays.reduce((s, a) => s + a.byteLength, 0) + bits.reduce((s, b) => s + b.bytes, 0);
  }

  // -------------------------------------------------------------------------------------------
  // Filters: the same conditions as buildConditions (list-products.ts), as bitsets.

  private conditions(q: ListFilters, term: TermMatches | null) {
    assertPriceRange(q);
    const groups = attributeFilterOf(q.attributes);
    const n = this.size;
    const base: Bits[] = [];
    if (q.featured) base.push(this.flags.featured);
    if (q.new) base.push(this.flags.new);
    if (q.sale) base.push(this.flags.sale);
    if (q.inStock) base.push(this.flags.inStock);
    if (q.ids) {
      const rows = q.ids.map((id) => this.rowOf.get(id)).filter((r) => r !== undefined);
      base.push(bitsOf(n, rows));
    }
    if (term) base.push(term.bits);
    const facet = new Map<string, Bits>();
    if (q.category) facet.set('category', this.byCategory[CATEGORIES.indexOf(q.category)]!);
    if (q.subcategory) {
      const b = new Bits(n);
      for (const s of q.subcategory) {
        const words = this.bySubcategory[(SUBCATEGORIES as readonly string[]).indexOf(s)]!.words;
        for (let w = 0; w < b.words.length; w++) b.words[w]! |= words[w]!;
      }
      facet.set('subcategory', b);
    }
    if (q.vendor) {
      const wanted = new Set(q.vendor);
      const rows: number[] = [];
      this.vendors.forEach((v, i) => {
        if (wanted.has(v.slug) || wanted.has(v.userId))
          for (const r of this.byVendor[i]!) rows.push(r);
      });
      facet.set('vendor', bitsOf(n, rows));
    }
    const price = this.priceTest(q);
    if (price) facet.set('price', this.rowsWhere(price));
    if (q.minRating !== undefined) {
      const min = q.minRating;
      facet.set(
        'rating',
        this.rowsWhere((i) => this.rating[i]! >= min),
      );
    }
    for (const [group, tokens] of groups) {
      const b = new Bits(n);
      for (const token of tokens) {
        const words = this.byToken.get(token)?.words;
        if (words) for (let w = 0; w < b.words.length; w++) b.words[w]! |= words[w]!;
      }
      facet.set(`attributes:${group}`, b);
    }
    const baseBits = this.all.and(...base);
    const allBut = (except: string | null) =>
      baseBits.and(...[...facet].filter(([k]) => k !== except).map(([, b]) => b));
    return { facet, allBut, matching: allBut(null) };
  }

  private priceTest(q: ListFilters): ((i: number) => boolean) | null {
    const tests: ((paise: number) => boolean)[] = [];
    if (q.price) {
      const bands = PRICE_BANDS.filter((b) => q.price?.includes(b.id));
      tests.push((p) => bands.some((b) => p >= b.min * 100 && (b.max === null || p < b.max * 100)));
    }
    if (q.minPrice !== undefined) {
      const min = Math.round(q.minPrice * 100);
      tests.push((p) => p >= min);
    }
    if (q.maxPrice !== undefined) {
      const max = Math.round(q.maxPrice * 100);
      tests.push((p) => p <= max);
    }
    if (tests.length === 0) return null;
    return (i) => tests.every((t) => t(this.price[i]!));
  }

  private rowsWhere(pred: (i: number) => boolean): Bits {
    const b = new Bits(this.size);
    for (let i = 0; i < this.size; i++) if (pred(i)) b.set(i);
    return b;
  }

  // -------------------------------------------------------------------------------------------
  // Facets: facetsSql's rows (list-products.ts), counted over the bitsets.

  private facetRows(c: ReturnType<CatalogIndex['conditions']>): FacetRow[] {
    const rows: FacetRow[] = [];
    const byCategory = c.allBut('category');
    CATEGORIES.forEach((category, k) => {
      const n = byCategory.and(this.byCategory[k]!).count();
      if (n > 0) rows.push({ facet: 'category', value: category, label: null, n });
    });
    const subs = new Int32Array(SUBCATEGORIES.length);
    c.allBut('subcategory').forEach((i) => {
      if (this.subcategory[i]! >= 0) subs[this.subcategory[i]!]!++;
    });
    subs.forEach((n, k) => {
      if (n > 0) rows.push({ facet: 'subcategory', value: SUBCATEGORIES[k]!, label: null, n });
    });
    const brands = new Int32Array(this.vendors.length);
    c.allBut('vendor').forEach((i) => brands[this.vendor[i]!]!++);
    const found = [...brands.keys()].filter((v) => brands[v]! > 0);
    const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    found.sort(
      (a, b) =>
        brands[b]! - brands[a]! ||
        cmp(this.vendors[a]!.name, this.vendors[b]!.name) ||
        cmp(this.vendors[a]!.slug, this.vendors[b]!.slug),
    );
    for (const v of found.slice(0, TOP_VENDORS)) {
      const { slug, name } = this.vendors[v]!;
      rows.push({ facet: 'vendor', value: slug, label: name, n: brands[v]! });
    }
    rows.push({ facet: 'vendorTotal', value: '', label: null, n: found.length });
    const bands = new Int32Array(PRICE_BANDS.length);
    c.allBut('price').forEach((i) => {
      if (this.band[i]! >= 0) bands[this.band[i]!]!++;
    });
    PRICE_BANDS.forEach((b, k) =>
      rows.push({ facet: 'price', value: b.id, label: null, n: bands[k]! }),
    );
    const steps = new Int32Array(RATING_STEPS.length);
    c.allBut('rating').forEach((i) => {
      const rating = this.rating[i]!;
      for (let k = 0; k < RATING_STEPS.length; k++) if (rating >= RATING_STEPS[k]!) steps[k]!++;
    });
    RATING_STEPS.forEach((r, k) =>
      rows.push({ facet: 'rating', value: String(r), label: null, n: steps[k]! }),
    );
    // Attribute sets counted first, then unfolded into tokens (as facetsSql does): a token of a
    // filtered group counts the rows passing every filter but its group's.
    const perSet = (bits: Bits) => {
      const counts = new Int32Array(this.attrSets.length);
      bits.forEach((i) => counts[this.attrSet[i]!]!++);
      return counts;
    };
    const countsAll = perSet(c.matching);
    const countsOf = new Map<string, Int32Array>();
    for (const key of c.facet.keys()) {
      if (key.startsWith('attributes:'))
        countsOf.set(key.slice('attributes:'.length), perSet(c.allBut(key)));
    }
    const tokens = new Map<string, number>();
    this.attrSets.forEach((set, s) => {
      for (const token of set) {
        const group = token.split(':')[0]!;
        const n = (countsOf.get(group) ?? countsAll)[s]!;
        tokens.set(token, (tokens.get(token) ?? 0) + n);
      }
    });
    for (const [token, n] of tokens) {
      if (n > 0) rows.push({ facet: 'attributes', value: token, label: null, n });
    }
    return rows;
  }

  // -------------------------------------------------------------------------------------------
  // Search: the rows matching a term and their relevance tiers, read from SQL once per term.

  private matchesOf(database: Database, search: string): Promise<TermMatches> {
    let found = this.terms.get(search);
    if (found) {
      this.terms.delete(search);
      this.terms.set(search, found);
      return found;
    }
    found = (async () => {
      const meanings = await searchMeaningsOf(database, search);
      const params = new Params();
      const c = buildConditions({ search } as ListFilters, params, meanings);
      const [tier0, tier1] = c.tiers!;
      const rows = await database.query<{
        id: string;
        tier: number;
        corrected_search: string | null;
      }>(
        `SELECT p.id, CASE WHEN ${tier0} THEN 0 WHEN ${tier1} THEN 1 ELSE 2 END AS tier, ${c.correction}
          ${SUMMARY_FROM} WHERE ${c.base}`,
        params.values,
      );
      const tiers = new Int8Array(this.size).fill(-1);
      const bits = new Bits(this.size);
      for (const r of rows) {
        const i = this.rowOf.get(r.id);
        if (i === undefined) continue;
        tiers[i] = r.tier;
        bits.set(i);
      }
      return { tiers, bits, correction: rows[0]?.corrected_search ?? null };
    })();
    found.catch(() => this.terms.delete(search));
    this.terms.set(search, found);
    if (this.terms.size > MAX_TERMS) this.terms.delete(this.terms.keys().next().value!);
    return found;
  }

  // -------------------------------------------------------------------------------------------
  // The listing.

  async list(database: Database, q: ProductListQuery): Promise<ProductList> {
    const term = q.search ? await this.matchesOf(database, q.search) : null;
    const key = filterKey(q);
    let filtered = this.byFilter.get(key);
    if (!filtered) {
      const c = this.conditions(q, term);
      filtered = { matching: c.matching, facetRows: this.facetRows(c) };
      this.byFilter.set(key, filtered);
      if (this.byFilter.size > MAX_TERMS) this.byFilter.delete(this.byFilter.keys().next().value!);
    }
    const { matching, facetRows } = filtered;
    const sort = sortOf(q, term !== null);
    // Validates the cursor as the SQL listing does; its values are the keys to start after.
    const order = listingOrder(sort, q.cursor, () => '');
    const offset = order.after ? 0 : (q.page - 1) * q.limit;
    const want = q.limit + 1;
    let rows: number[];
    if (sort === 'relevance' && term) {
      const found: number[] = [];
      matching.forEach((i) => found.push(i));
      const byId = (a: number, b: number) => (this.ids[a]! < this.ids[b]! ? 1 : -1);
      found.sort(
        (a, b) =>
          term.tiers[a]! - term.tiers[b]! ||
          this.rating[b]! - this.rating[a]! ||
          this.reviews[b]! - this.reviews[a]! ||
          byId(a, b),
      );
      rows = found.slice(offset, offset + want);
    } else {
      const all = this.orders.get(sort)!;
      const start = order.after ? this.firstAfter(sort as KeyedSort, all, order.after.values) : 0;
      rows = [];
      let skip = offset;
      for (let k = start; k < all.length && rows.length < want; k++) {
        const i = all[k]!;
        if (!matching.has(i)) continue;
        if (skip > 0) skip--;
        else rows.push(i);
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
      items: page.map((i) => this.cards[i]!),
      page: q.page,
      limit: q.limit,
      total: totalFromFacets(facets, q.category),
      nextCursor,
      facets,
      correctedSearch: correctedOf(q.search, rows.length > 0 ? term?.correction : null),
      emptyHelp:
        page.length === 0 && q.page === 1 && !q.cursor ? await emptyHelpOf(database, q) : null,
    };
  }

  /** A row's sort keys as the SQL listing's `sort_key` column gives them (its cursor). */
  private keysOf(sort: KeyedSort, i: number): string[] {
    const id = this.ids[i]!;
    switch (sort) {
      case 'newest':
        return [this.keyText.created[i]!, id];
      case 'price-asc':
      case 'price-desc':
        return [String(this.price[i]), id];
      case 'popularity':
        return [this.keyText.popularity[i]!, id];
      case 'rating':
        return [this.keyText.rating[i]!, String(this.reviews[i]), id];
    }
  }

  /** The first position of `order` after the cursor's keys (a binary search: the order is
   * sorted by the same keys). */
  private firstAfter(sort: KeyedSort, order: Int32Array, keys: string[]): number {
    const cmpId = (i: number, id: string) => (this.ids[i]! < id ? -1 : this.ids[i]! > id ? 1 : 0);
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

/** Reads every visible product once: the cards and the filter and sort values. */
export async function buildCatalogIndex(
  database: Database,
  version: number,
): Promise<CatalogIndex> {
  const rows = await database.query<IndexRow>(
    `SELECT ${SUMMARY_COLUMNS}, p.attributes, p.rating::text AS rating_text,
        ${POPULARITY_SQL}::float8 AS popularity, ${POPULARITY_SQL}::text AS popularity_text,
        p.created_at::text AS created_text,
        (extract(epoch FROM p.created_at) * 1000000)::float8 AS created_us
      ${SUMMARY_FROM} WHERE ${VISIBLE}`,
  );
  return new CatalogIndex(rows, version, Date.now());
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

  constructor(private readonly database: Database) {
    catalogCacheOf(database).invalidated.add(this.onInvalidated);
  }

  private readonly onInvalidated = () => {
    this.lastChange = Date.now();
  };

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
      if (now - index.builtAt > TTL_MS && !this.building && !this.closed)
        this.rebuild().catch(() => {});
      return index;
    }
    this.lastChange ??= now;
    if (now - this.lastChange >= REBUILD_DELAY_MS && !this.building && !this.closed)
      this.rebuild().catch(() => {});
    return null;
  }

  /** Builds now (sharing a build in flight). */
  rebuild(): Promise<CatalogIndex> {
    if (this.building) return this.building;
    const version = this.version;
    const started = performance.now();
    const building = buildCatalogIndex(this.database, version).then(
      (index) => {
        this.building = null;
        this.lastBuildMs = performance.now() - started;
        if (!this.index || this.index.version <= version) this.index = index;
        if (version === this.version) this.lastChange = null;
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
  app.log.info(
    { products: index.size, buildMs: Math.round(holder.lastBuildMs) },
    'catalogue index built',
  );
}

/**
 * The listing: from the in-process index when it is current (decision 039),
 * otherwise from SQL — after a write, until the index has been rebuilt, and for the index's
 * own comparison with SQL (catalog-index.test.ts).
 */
export async function listProducts(database: Database, q: ProductListQuery): Promise<ProductList> {
  const holder = catalogIndexOf(database);
  const index = holder.current() ?? (INDEX_ALWAYS ? await holder.ready() : null);
  return index ? index.list(database, q) : listProductsSql(database, q);
}
