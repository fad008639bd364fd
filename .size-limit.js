// The storefront's bundle budget (issue #10), checked by `npm run size` after every build in CI.
// What a first visit to the home page downloads: the entry chunk (which holds the storefront's
// layout and, since issue #36, the toast outlet), everything it imports and the home page's lazy
// chunk, with their imports, found through Vite's manifest so hashed
// names never go stale. The root layout's cart sync is not counted since issue #24: it loads
// only for a signed-in visitor or a cart that is an account's copy, never on a first visit.
// The limits below are today's sizes plus a little headroom, so they can only go down
// (docs/benchmarks-notes.md, "Bundle"; decision 036 for the React runtime's share).
import fs from 'node:fs';

const MANIFEST = 'dist/web/.vite/manifest.json';
if (!fs.existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run "npm run build" first.`);
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));

// The page's small entry (index.html's, main.tsx) and the app it loads after the first paint
// (start.tsx, docs/decisions/029): both are downloaded on every first visit.
const entry = 'index.html';
const app = 'start.tsx';
/** What a first visit to a storefront page downloads: the entries and the page's own chunk, with
 * their imports. */
const routeOf = (page) => [entry, app, `features/storefront/${page}.tsx`];
const HOME_ROUTE = routeOf('home-page');

function withImports(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key])
      throw new Error(`${key} is not in the Vite manifest: update .size-limit.js`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

const jsOf = (route) => withImports(route).map((k) => `dist/web/${manifest[k].file}`);
const chunks = withImports(HOME_ROUTE);
const css = [...new Set(chunks.flatMap((k) => manifest[k].css ?? []))].map((f) => `dist/web/${f}`);

// Per storefront route. The goals of issue #24 (110 KB for home, 100 KB for a product page) were
// met with Preact in the browser (decision 028); the shipped build runs React 19 since issue #36
// (decision 036), whose react-dom alone is about 58 KB gzipped, so the limits are React's sizes:
// what a first visit downloads after the page has painted (decision 029). The page's own entry,
// which runs before the first paint, has the budget that stands between a phone and its largest
// paint: 10 KB (1.7 KB, 2.27 KB with the forms' guard).
export default [
  {
    name: 'page entry before the first paint (goal 10 KB)',
    path: jsOf([entry]),
    gzip: true,
    limit: '10 KB',
  },
  {
    name: 'home route: initial JavaScript',
    path: jsOf(HOME_ROUTE),
    gzip: true,
    // 138.9 KB until tailwind-merge left the bundle (docs/decisions/019); 128.63 KB before issue
    // #24's cuts (one entry chunk, no cart sync for a visitor, lazy closing sections:
    // docs/benchmarks-notes.md); 120.05 KB on React after them. On Preact (decision 028) 62.2 KB,
    // 64.45 KB with the small page entry (029), its early taps and issues #37 and #38. 122.23 KB
    // on React 19 again (decision 036: react-dom's client about 58 KB of it; the toast outlet
    // now in the entry chunk, not a chunk of its own); 122.76 KB with the page entry's guard of its forms, 123.12 KB with the signed-in header rendered by the server
    // (lib/early-forms.ts); 124.46 KB with issue #39's pages (the COD code step, the failed-delivery
    // page) and the cart merge's key in the router table and entry; 124.12 KB with the star rating
    // drawn by CSS instead of ten icons. 125.95 KB with React's runtime and the libraries in
    // chunks of their own, each evaluated in a task of its own (decision 043: 1.4 KB more for
    // less than half the blocking time at 8× CPU).
    limit: '126.3 KB',
  },
  {
    name: 'product route: initial JavaScript',
    path: jsOf(routeOf('product-page')),
    gzip: true,
    // The reviews section loads beside the page (React.lazy), not in this budget; since issue
    // #19 item 6 the same lazy module holds the questions and answers too. 139.5 KB before
    // tailwind-merge left the bundle (decision 019); 129.36 KB before issue #24's cuts, 119.16 KB
    // after them on React. 61.0–62.52 KB on Preact (decisions 028, 029, issue #37); 120.24 KB on
    // React 19 (decision 036), 120.76 KB with the forms' guard, 121.13 KB with the signed-in header,
    // 122.35 KB with issue #39's pages in the router table, 122.02 KB with the star rating by CSS,
    // 123.81 KB with React's runtime and the libraries in chunks of their own (decision 043).
    limit: '124.2 KB',
  },
  {
    name: 'listing route: initial JavaScript',
    path: jsOf(routeOf('products-page')),
    gzip: true,
    // 154 KB before tailwind-merge left the bundle (decision 019); 145.22 KB before issue #24's
    // cuts, 138 KB after them on React. 80.1–84.02 KB on Preact (decisions 028, 029, issue #37's
    // filter sheet); 141.99 KB on React 19 (decision 036), 142.52 KB with the forms' guard, 142.88 KB with the signed-in header, 144.15 KB with
    // issue #39's pages in the router table, 143.81 KB with the star rating by CSS, 145.89 KB with
    // React's runtime and the libraries in chunks of their own (decision 043).
    limit: '146.3 KB',
  },
  { name: 'home route: CSS', path: css, gzip: true, limit: '20 KB' },
];
