// What the bench asks the server: each scenario makes its next request. Catalogue "cached"
// scenarios repeat one URL (the in-process cache answers); "uncached" ones draw from more URLs
// than the cache holds (500), so the database answers nearly every request.
import type { Request } from './load';

export interface BenchData {
  /** Every published product id, and those with stock to spare for orders and carts. */
  productIds: string[];
  orderableIds: string[];
  /** Signed-in shoppers (bench/generate.ts BENCH_SHOPPERS); requests go round them. */
  customerCookies: string[];
  vendorCookie: string | null;
  origin: string;
}

export interface Scenario {
  name: string;
  /** Storefront reads count in the 100k / 1k latency ratio. */
  storefront: boolean;
  /** Run at the small size too (the ratio needs it); writes and reports run at full size only. */
  atSmallSize: boolean;
  needs?: 'customer' | 'vendor';
  next: (data: BenchData) => () => Request;
}

let seed = 42;
/** A repeatable pseudo-random integer in [0, n). */
const rand = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const pick = <T>(xs: readonly T[]) => xs[rand(xs.length)]!;

const CATEGORIES = ['', 'makeup', 'skin', 'hair', 'personal-care', 'appliances'];
const SORTS = ['newest', 'price-asc', 'price-desc', 'rating'];
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
];
const ADDRESS = {
  fullName: 'Bench Shopper',
  phone: '9876543210',
  line1: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

/** A session cookie's name with no session behind it: the page is rendered for this request
 * alone, never cached (plugins/storefront-render.ts checks the name, not the value). */
const RENDER_EVERY_TIME = 'angle.session_token=bench';

export const SCENARIOS: Scenario[] = [
  {
    name: 'product list, cached',
    storefront: true,
    atSmallSize: true,
    next: () => () => ({ path: '/api/store/products?category=skin&sort=newest' }),
  },
  {
    name: 'product list with filters, uncached',
    storefront: true,
    atSmallSize: true,
    next: () => () => {
      const category = pick(CATEGORIES);
      const limit = 10 + rand(40);
      const q = `${category ? `category=${category}&` : ''}sort=${pick(SORTS)}&page=${1 + rand(20)}&limit=${limit}`;
      return { path: `/api/store/products?${q}` };
    },
  },
  {
    name: 'product detail, cached',
    storefront: true,
    atSmallSize: true,
    next: () => () => ({ path: '/api/store/products/prod-004' }),
  },
  {
    name: 'product detail, uncached',
    storefront: true,
    atSmallSize: true,
    next: (d) => () => ({ path: `/api/store/products/${pick(d.productIds)}` }),
  },
  {
    name: 'search, uncached',
    storefront: true,
    atSmallSize: true,
    next: () => () => ({
      path: `/api/store/products?search=${encodeURIComponent(pick(TERMS))}&limit=${12 + rand(30)}&page=${1 + rand(3)}`,
    }),
  },
  {
    name: 'home data',
    storefront: true,
    atSmallSize: true,
    next: () => () => ({ path: '/api/store/home' }),
  },
  // Server-rendered storefront HTML (issue #24). "Cached" repeats one page, answered from the
  // HTML cache; "uncached" carries a session cookie, which turns the HTML cache off (as for any
  // signed-in visitor), so every request renders (its API reads still use the catalogue cache).
  {
    name: 'rendered product page, cached',
    storefront: true,
    atSmallSize: true,
    next: () => () => ({ path: '/products/prod-004' }),
  },
  {
    name: 'rendered product page, uncached',
    storefront: true,
    atSmallSize: true,
    next: (d) => () => ({
      path: `/products/${pick(d.productIds)}`,
      headers: { cookie: RENDER_EVERY_TIME },
    }),
  },
  {
    name: 'rendered home, cached',
    storefront: true,
    atSmallSize: true,
    next: () => () => ({ path: '/' }),
  },
  {
    name: 'rendered home, uncached',
    storefront: true,
    atSmallSize: true,
    next: () => () => ({ path: '/', headers: { cookie: RENDER_EVERY_TIME } }),
  },
  {
    name: 'add to cart',
    storefront: false,
    atSmallSize: false,
    needs: 'customer',
    // A bounded set of products, so the cart stays under its 50-line cap.
    next: (d) => () => ({
      method: 'PUT',
      path: `/api/store/cart/items/${d.orderableIds[rand(Math.min(40, d.orderableIds.length))]}`,
      headers: { cookie: shopper(d), origin: d.origin },
      body: JSON.stringify({ quantity: 1 + rand(3) }),
    }),
  },
  {
    name: 'order placement',
    storefront: false,
    atSmallSize: false,
    needs: 'customer',
    next: (d) => {
      let n = 0;
      const run = `${Date.now().toString(36)}${rand(1e6)}`;
      return () => ({
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
          address: ADDRESS,
          paymentMethod: 'cod',
        }),
      });
    },
  },
  {
    name: 'vendor report, one year',
    storefront: false,
    atSmallSize: false,
    needs: 'vendor',
    // The vendor portal's report for the last year, month by month (web: vendor Reports page).
    next: (d) => () => ({
      path: `/api/vendor/reports?from=${yearAgo()}&to=${today()}&interval=month`,
      headers: { cookie: d.vendorCookie! },
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
