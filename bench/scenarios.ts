// What the bench asks the server: each scenario makes its next request. Catalogue "cached"
// scenarios repeat one URL (the in-process cache answers); "uncached" ones draw from at least
// three times as many distinct requests as the cache holds (scenarios.test.ts checks it with the
// server's own capacities), so the database (or the renderer) answers nearly every request. The
// run reads the server's cache counters before and after each scenario and reports the hit rate
// beside its figures, with the number of distinct requests it drew (bench/run.ts).
import { MAX_PAGES, MAX_RESPONSES } from '../src/server/modules/catalog/catalog-cache';
import { MAX_FIGURES } from '../src/server/plugins/figures-cache';
import { CATEGORY_SUBCATEGORIES, type Category } from '../src/domain/catalog';
import { ATTRIBUTES } from './bench-attributes';
import type { Request } from './load';

export interface BenchData {
  /** Every published product id, and those with stock to spare for orders and carts. */
  productIds: string[];
  orderableIds: string[];
  /** Every active brand's slug, as the listing's brand filter takes it. */
  brandSlugs: string[];
  /** Signed-in shoppers (bench/generate.ts BENCH_SHOPPERS); requests go round them. */
  customerCookies: string[];
  vendorCookie: string | null;
  adminCookie: string | null;
  origin: string;
}

/** The server's cache a scenario's requests are looked up in: the kind of entry (the cache key's
 * prefix, as the server counts it: plugins/metrics.ts) and how many entries that cache holds. */
export interface ScenarioCache {
  kind: string;
  capacity: number;
  /** The server's counter of its lookups: the catalogue cache's unless named. */
  metric?: string;
}

export const CATALOG_LOOKUPS = 'angle_catalog_cache_lookups_total';
/** The dashboard's and the vendor reports' shared figures (plugins/figures-cache.ts). */
const FIGURES: Omit<ScenarioCache, 'kind'> = {
  capacity: MAX_FIGURES,
  metric: 'angle_figures_cache_lookups_total',
};

export interface Scenario {
  name: string;
  /** Storefront reads count in the 100k / 1k latency ratio. */
  storefront: boolean;
  /** Run at the small size too (the ratio needs it); writes and reports run at full size only. */
  atSmallSize: boolean;
  needs?: 'customer' | 'vendor' | 'admin';
  /** Where its answers are cached, for the hit rate; none for writes and uncached reports. */
  cache?: ScenarioCache;
  /** How an "uncached" scenario misses the cache: by drawing more distinct requests than it
   * holds, or by a session cookie, with which a page is rendered every time and never stored. */
  uncached?: 'distinct' | 'session';
  next: (data: BenchData) => () => Request;
  /** One page repeated: compared with node:http sending the same bytes as well (decision 053),
   * since the load generator's cost of reading a 10 KB body limits both. */
  sameBytes?: true;
  /** Writes run beside the measured reads for the same time, on connections of their own. */
  alongside?: { what: string; connections: number; next: (data: BenchData) => () => Request };
}

/** Orders of two products each, cash on delivery, by the bench's shoppers. */
const placeOrders = (d: BenchData) => {
  let n = 0;
  const run = `${Date.now().toString(36)}${rand(1e6)}`;
  return (): Request => ({
    method: 'POST',
    path: '/api/store/orders',
    headers: {
      cookie: shopper(d),
      origin: d.origin,
      'idempotency-key': `bench-${run}-${++n}`,
    },
    body: JSON.stringify({
      items: twoProducts(d.orderableIds).map((productId, i) => ({
        productId,
        quantity: 1 + i,
      })),
      address: BENCH_ADDRESS,
      paymentMethod: 'cod',
    }),
  });
};

const API_CACHE = { capacity: MAX_RESPONSES } as const;
const LIST: ScenarioCache = { kind: 'list', ...API_CACHE };
const PRODUCT: ScenarioCache = { kind: 'product', ...API_CACHE };
const HTML: ScenarioCache = { kind: 'html', capacity: MAX_PAGES };

/** mulberry32: a small seeded generator whose 32-bit state runs through its full period, every
 * bit of its output usable (the linear congruential one this replaced lost its low bits past
 * 2^53 and drew 162 distinct listings where it meant thousands). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One stream for the whole run: repeatable from the start, and a scenario's warm-up and its
 * measured runs draw different requests. */
let random = mulberry32(42);
/** Starts the stream again (tests). */
export function reseed(seed: number) {
  random = mulberry32(seed);
}
/** A repeatable pseudo-random integer in [0, n). */
const rand = (n: number) => Math.floor(random() * n);
const pick = <T>(xs: readonly T[]) => xs[rand(xs.length)]!;
const chance = (p: number) => random() < p;

const CATEGORIES = ['', 'makeup', 'skin', 'hair', 'personal-care', 'appliances'];
/** The listing's sorts other than its default (popularity) and a search's (relevance). */
const SORTS = ['price-asc', 'price-desc', 'newest', 'rating', 'discount'];
const PRICE_BANDS = ['under-500', '500-999', '1000-1999', '2000-plus'];
/** The listing's page size (src/web/features/storefront/listing-params.ts PAGE_SIZE). */
const PAGE_SIZE = 24;
/** What shoppers search for: the catalogue's words (bench/generate.ts: names, tags, attribute
 * words) and a few it does not hold, some misspelt as typed here, more by typo() below. */
const TERMS = [
  'serum',
  'lipstick',
  'kajal',
  'shampoo',
  'sunscreen',
  'rose',
  'saffron',
  'hair oil',
  'matte',
  'vegan',
  'neem',
  'face wash',
  'mascara',
  'dryer',
  'attar',
  'moisturiser',
  'golden',
  'charcoal',
  'shampo',
  'lipstik',
  'sunscren',
  'moisturizer',
  'kajl',
  'serun',
  'velvet',
  'ayurvedic',
  'foundation',
  'compact',
  'eyeliner',
  'blush',
  'palette',
  'toner',
  'night cream',
  'conditioner',
  'hair mask',
  'styling gel',
  'body lotion',
  'deodorant',
  'perfume',
  'body wash',
  'soap',
  'straightener',
  'face roller',
  'trimmer',
  'curler',
  'organic',
  'paraben free',
  'waterproof',
  'long lasting',
  'spf',
  'bestseller',
  'fragrance free',
  'oily skin',
  'dry skin',
  'acne',
  'pigmentation',
  'frizz',
  'dandruff',
  'hair fall',
  'nude',
  'pink',
  'radiant',
  'hydrating',
  'botanical',
  'silk',
  'herbal',
  'vitamin c',
  'kumkum',
  'sindoor',
  'bindi',
];
/** A term as typed: now and then with a letter dropped, doubled or swapped with the next. */
function typed(term: string): string {
  if (!chance(0.4) || term.length < 4) return term;
  const k = 1 + rand(term.length - 2);
  switch (rand(3)) {
    case 0:
      return term.slice(0, k) + term.slice(k + 1);
    case 1:
      return term.slice(0, k + 1) + term.slice(k);
    default:
      return term.slice(0, k) + term[k + 1]! + term[k]! + term.slice(k + 2);
  }
}

/** What shoppers page through: most stay on pages 1–3, a tail reaches page 50. */
export function shopperPage(): number {
  const u = random();
  if (u < 0.45) return 1;
  if (u < 0.6) return 2;
  if (u < 0.7) return 3;
  // The tail, thinning out: pages 4…50.
  return 4 + Math.floor(47 * random() ** 2);
}

/** Some distinct values of a list, in the list's order. */
const some = <T>(xs: readonly T[], n: number) =>
  xs.filter((_, i) => rand(xs.length - i) < n - xs.slice(0, i).length);

/** A shopper's listing: a category or none and, as shoppers narrow one, now and then a type,
 * one or two attributes, a price band, a brand, in stock only, four stars and up, on sale or
 * new; a sort and a page; as the listing's URL carries them (page 1 and the default sort left
 * out). */
function shopperListing(d: BenchData, page = shopperPage()): URLSearchParams {
  const q = new URLSearchParams();
  const category = pick(CATEGORIES);
  if (category) {
    q.set('category', category);
    if (chance(0.5)) q.set('subcategory', pick(CATEGORY_SUBCATEGORIES[category as Category]));
    if (chance(0.5))
      q.set('attributes', some(ATTRIBUTES[category as Category], 1 + rand(2)).join(','));
  }
  if (chance(0.4)) q.set('price', some(PRICE_BANDS, 1 + rand(2)).join(','));
  if (chance(0.45)) q.set('vendor', pick(d.brandSlugs));
  if (chance(0.35)) q.set('inStock', 'true');
  if (chance(0.25)) q.set('minRating', pick(['3.5', '4']));
  if (chance(0.15)) q.set('sale', 'true');
  if (chance(0.1)) q.set('new', 'true');
  if (chance(0.75)) q.set('sort', pick(SORTS));
  if (page > 1) q.set('page', String(page));
  return q;
}

/** The API query the listing page asks for its URL (listing-params.ts listingApiQueryOf). */
function apiListing(q: URLSearchParams): string {
  const api = new URLSearchParams(q);
  if (!api.has('sort')) api.set('sort', api.has('search') ? 'relevance' : 'popularity');
  api.set('limit', String(PAGE_SIZE));
  return `/api/store/products?${api.toString()}`;
}

/** A search as shoppers type it: a word or two (typos included), sometimes in a category, a
 * price band or a brand, in stock only, or re-sorted; mostly its first page. */
function shopperSearch(d: BenchData): URLSearchParams {
  const q = new URLSearchParams();
  q.set('search', chance(0.5) ? typed(pick(TERMS)) : `${typed(pick(TERMS))} ${typed(pick(TERMS))}`);
  if (chance(0.4)) q.set('category', pick(CATEGORIES.slice(1)));
  if (chance(0.25)) q.set('price', pick(PRICE_BANDS));
  if (chance(0.1)) q.set('vendor', pick(d.brandSlugs));
  if (chance(0.2)) q.set('inStock', 'true');
  if (chance(0.35)) q.set('sort', pick(SORTS));
  const u = random();
  const page = u < 0.8 ? 1 : u < 0.95 ? 2 : 3;
  if (page > 1) q.set('page', String(page));
  return q;
}

/** Products the unknown-parameter scenario visits: few, so its warm-up renders them all. */
const CAMPAIGN_PRODUCTS = 20;
const campaignProduct = (d: BenchData) =>
  d.productIds[rand(Math.min(CAMPAIGN_PRODUCTS, d.productIds.length))]!;
/** Where the bench's orders are delivered. */
export const BENCH_ADDRESS = {
  fullName: 'Bench Shopper',
  phone: '9876543210',
  line1: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

/** A session cookie's name with no session behind it: the page is rendered for this request
 * alone, never cached (plugins/storefront-render.ts checks the name, not the value). */
export const RENDER_EVERY_TIME = 'angle.session_token=bench';

/**
 * The products "add to cart" draws from, so a cart stays under its 50-line cap. A shopper's cart
 * soon holds all of them, and every add prices that cart: bench/write-floor.ts fills the carts
 * the same way before it records its adds, so both price carts of this size.
 */
export const CART_PRODUCTS = 40;

export const SCENARIOS: Scenario[] = [
  {
    name: 'product list, cached',
    storefront: true,
    atSmallSize: true,
    cache: LIST,
    next: () => () => ({ path: '/api/store/products?category=skin&sort=newest' }),
  },
  {
    // Filters, sorts and pages as shoppers use them: pages 1–3 mostly, a tail to page 50.
    name: 'product list with filters, uncached',
    storefront: true,
    atSmallSize: true,
    cache: LIST,
    uncached: 'distinct',
    next: (d) => () => ({ path: apiListing(shopperListing(d)) }),
  },
  {
    // Deep pages on their own: a category (or none), a sort, in stock or not, at pages 400–799
    // (a category holds about 800 pages of 24 at 100k products).
    name: 'product list, page 400, uncached',
    storefront: true,
    atSmallSize: true,
    cache: LIST,
    uncached: 'distinct',
    next: () => () => {
      const q = new URLSearchParams();
      const category = pick(CATEGORIES);
      if (category) q.set('category', category);
      if (chance(5 / 6)) q.set('sort', pick(SORTS));
      if (chance(0.5)) q.set('inStock', 'true');
      q.set('page', String(400 + rand(400)));
      return { path: apiListing(q) };
    },
  },
  {
    name: 'product detail, cached',
    storefront: true,
    atSmallSize: true,
    cache: PRODUCT,
    next: () => () => ({ path: '/api/store/products/prod-004' }),
  },
  {
    name: 'product detail, uncached',
    storefront: true,
    atSmallSize: true,
    cache: PRODUCT,
    uncached: 'distinct',
    next: (d) => () => ({ path: `/api/store/products/${pick(d.productIds)}` }),
  },
  {
    name: 'search, uncached',
    storefront: true,
    atSmallSize: true,
    cache: LIST,
    uncached: 'distinct',
    next: (d) => () => ({ path: apiListing(shopperSearch(d)) }),
  },
  {
    name: 'home data',
    storefront: true,
    atSmallSize: true,
    cache: { kind: 'home', ...API_CACHE },
    next: () => () => ({ path: '/api/store/home' }),
  },
  // Server-rendered storefront HTML (issue #24). "Cached" repeats one page, answered from the
  // HTML cache; "uncached" pages are anonymous visits to more distinct pages than it holds (the
  // run lifts the per-address render limit: bench/run.ts). The signed-in home carries a session
  // cookie, with which every request renders and nothing is stored (its API reads still use the
  // catalogue cache).
  {
    name: 'rendered product page, cached',
    storefront: true,
    atSmallSize: true,
    cache: HTML,
    sameBytes: true,
    next: () => () => ({ path: '/products/prod-004' }),
  },
  {
    name: 'rendered product page, uncached',
    storefront: true,
    atSmallSize: true,
    cache: HTML,
    uncached: 'distinct',
    next: (d) => () => ({ path: `/products/${pick(d.productIds)}` }),
  },
  {
    // The campaign's products without parameters: the rate the campaign scenario is held to.
    // One repeated page is not that rate: the load generator decodes every answer's body, which
    // costs it three times as much for twenty different bodies as for one (a bare node:http
    // server answering one 10 KB body or twenty: 23k against 6.6k req/s), so the same twenty
    // pages are compared with and without parameters (docs/benchmarks-notes.md).
    name: 'rendered campaign pages, cached',
    storefront: true,
    atSmallSize: true,
    cache: HTML,
    next: (d) => () => ({ path: `/products/${campaignProduct(d)}` }),
  },
  {
    // Campaign links: a few products, each visit with its own tracking parameters, which the
    // page does not read: the HTML cache answers them as the plain page (issue #35).
    name: 'rendered product page, unknown parameters',
    storefront: true,
    atSmallSize: true,
    cache: HTML,
    next: (d) => () => ({
      path: `/products/${campaignProduct(d)}?utm_source=bench&utm_campaign=c${rand(1e9)}`,
    }),
  },
  {
    name: 'rendered listing, uncached',
    storefront: true,
    atSmallSize: true,
    cache: HTML,
    uncached: 'distinct',
    next: (d) => () => {
      const q = shopperListing(d).toString();
      return { path: q ? `/products?${q}` : '/products' };
    },
  },
  {
    name: 'rendered home, cached',
    storefront: true,
    atSmallSize: true,
    cache: HTML,
    sameBytes: true,
    next: () => () => ({ path: '/' }),
  },
  {
    name: 'rendered home, uncached',
    storefront: true,
    atSmallSize: true,
    uncached: 'session',
    next: () => () => ({ path: '/', headers: { cookie: RENDER_EVERY_TIME } }),
  },
  {
    name: 'add to cart',
    storefront: false,
    atSmallSize: false,
    needs: 'customer',
    next: (d) => () => ({
      method: 'PUT',
      path: `/api/store/cart/items/${d.orderableIds[rand(Math.min(CART_PRODUCTS, d.orderableIds.length))]}`,
      headers: { cookie: shopper(d), origin: d.origin },
      body: JSON.stringify({ quantity: 1 + rand(3) }),
    }),
  },
  {
    name: 'order placement',
    storefront: false,
    atSmallSize: false,
    needs: 'customer',
    next: placeOrders,
  },
  {
    // The store taking orders while shoppers search: each order moves stock, which the
    // catalogue index takes in by a patch (decision 039) rather than leaving searches to SQL.
    name: 'search while orders are placed, uncached',
    storefront: false,
    atSmallSize: false,
    needs: 'customer',
    cache: LIST,
    uncached: 'distinct',
    next: (d) => () => ({ path: apiListing(shopperSearch(d)) }),
    alongside: { what: 'orders', connections: 2, next: placeOrders },
  },
  {
    name: 'vendor report, one year',
    storefront: false,
    atSmallSize: false,
    needs: 'vendor',
    cache: { kind: 'vendor-report', ...FIGURES },
    // The vendor portal's report for the last year, month by month (web: vendor Reports page).
    next: (d) => () => ({
      path: `/api/vendor/reports?from=${yearAgo()}&to=${today()}&interval=month`,
      headers: { cookie: d.vendorCookie! },
    }),
  },
  {
    name: 'admin dashboard, 30 days',
    storefront: false,
    atSmallSize: false,
    needs: 'admin',
    cache: { kind: 'dashboard', ...FIGURES },
    // Angle Admin's first screen: the default period's figures, top sellers and alerts.
    next: (d) => () => ({
      path: '/api/admin/dashboard?range=30d',
      headers: { cookie: d.adminCookie! },
    }),
  },
];

const shopper = (d: BenchData) => d.customerCookies[rand(d.customerCookies.length)]!;

function twoProducts(ids: string[]): [string, string] {
  const i = rand(ids.length);
  return [ids[i]!, ids[(i + 1 + rand(ids.length - 1)) % ids.length]!];
}

const today = () => new Date().toISOString().slice(0, 10);
const yearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
