// The catalogue index's build time, memory and listing latency (decision 039): builds it over a
// generated catalogue (bench/generate.ts) three times and reports the heap it holds, then the
// latency of the first listing of filter sets it has never seen (their facets are counted
// then), at page 1, at pages 2–50 and at page 400, and of a search whose term was read before.
// The filter sets come from a seeded generator, so two runs (before and after a change) ask the
// same listings.
//
//   node --expose-gc --import tsx bench/index-memory.ts --database-url postgres://…/angle_bench
//   node --expose-gc --import tsx bench/index-memory.ts --data-dir .tmp/bench/pglite-100000
//     [--sets 400] [--seed 35]
import { parseArgs } from 'node:util';
import { ATTRIBUTE_VALUES } from '../src/domain/attributes';
import { CATEGORIES, SUBCATEGORIES } from '../src/domain/catalog';
import { PRICE_BANDS, ProductListQuerySchema, SORTS } from '../src/domain/schemas/catalog';
import { createDb } from '../src/server/db/client';
import { buildCatalogIndex } from '../src/server/modules/catalog/catalog-index';
import { filterKey } from '../src/server/modules/catalog/list-products';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    sets: { type: 'string', default: '400' },
    seed: { type: 'string', default: '35' },
  },
});
const exposedGc = (globalThis as { gc?: () => void }).gc;
if (!exposedGc) throw new Error('Run with node --expose-gc.');
const gc = exposedGc;
const database = await createDb({
  databaseUrl: values['database-url'],
  dataDir: values['data-dir'],
});
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
};
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const before = heap();
const times: number[] = [];
let index = await buildCatalogIndex(database, 0);
for (let i = 0; i < 3; i++) {
  const started = performance.now();
  index = await buildCatalogIndex(database, 0);
  times.push(performance.now() - started);
}
const held = heap() - before;
console.log(`products: ${index.size}`);
console.log(`build: ${times.map((t) => `${Math.round(t)} ms`).join(', ')}`);
console.log(`heap held: ${mb(held)} (typed arrays and bitsets: ${mb(index.typedBytes)})`);
// The search's tables (vocabularies, trigram lists, rows by value), as the server builds them at
// start, and a rebuild that keeps them (its texts unchanged).
{
  const started = performance.now();
  index.prepareSearch();
  const prepared = performance.now() - started;
  const withSearch = heap() - before;
  const again = performance.now();
  const rebuilt = await buildCatalogIndex(database, 1, index);
  rebuilt.prepareSearch();
  const kept = performance.now() - again;
  index = rebuilt;
  console.log(
    `search tables: built in ${Math.round(prepared)} ms, heap held with them ${mb(withSearch)}; a rebuild keeping them ${Math.round(kept)} ms`,
  );
}

// A seeded generator (mulberry32): the same listings in every run.
let seed = Number(values.seed);
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const int = (max: number) => Math.floor(random() * max);
const one = <T>(list: readonly T[]) => list[int(list.length)]!;
const some = <T>(list: readonly T[], max: number) =>
  [...new Set(Array.from({ length: 1 + int(max) }, () => one(list)))].join(',');

const slugs = (await database.query<{ slug: string }>('SELECT slug FROM vendors')).map(
  (r) => r.slug,
);
const tokens = Object.entries(ATTRIBUTE_VALUES).flatMap(([group, v]) =>
  Object.keys(v).map((value) => `${group}:${value}`),
);
const FILTERS: Record<string, () => string> = {
  category: () => one(CATEGORIES),
  subcategory: () => some(SUBCATEGORIES, 3),
  vendor: () => some(slugs, 3),
  price: () =>
    some(
      PRICE_BANDS.map((b) => b.id),
      2,
    ),
  featured: () => 'true',
  new: () => 'true',
  sale: () => 'true',
  inStock: () => 'true',
  minPrice: () => String(int(3000)),
  maxPrice: () => String(500 + int(5000)),
  minRating: () => (int(45) / 10).toFixed(1),
  attributes: () => some(tokens, 3),
};
const seen = new Set<string>();
/** A listing query of a filter set not asked before: up to `most` filters drawn by `draw`. */
function newQuery(extra: Record<string, string>, most = 3, names = Object.keys(FILTERS)) {
  for (;;) {
    const query: Record<string, string> = { ...extra };
    for (let k = int(most + 1); k > 0; k--) {
      const name = one(names);
      query[name] = FILTERS[name]!();
    }
    const q = ProductListQuerySchema.parse(query);
    if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) continue;
    const key = filterKey(q);
    if (seen.has(key)) continue;
    seen.add(key);
    return q;
  }
}

/** Latency of each query's first listing; empty answers (asked of SQL for their help) apart. */
async function measure(label: string, queries: ReturnType<typeof newQuery>[]) {
  gc();
  const runs: number[] = [];
  const cpu: number[] = [];
  let empty = 0;
  for (const q of queries) {
    const started = performance.now();
    const used = process.cpuUsage();
    const list = index.list(q);
    const took = performance.now() - started;
    const { user, system } = process.cpuUsage(used);
    if (list.emptyHelp) empty++;
    else {
      runs.push(took);
      cpu.push((user + system) / 1000);
    }
  }
  const at = (times: number[], p: number) =>
    times.sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  const figures = (times: number[]) =>
    `p50 ${at(times, 0.5).toFixed(2)} ms, p99 ${at(times, 0.99).toFixed(2)} ms, max ${at(times, 1).toFixed(2)} ms`;
  // The process's CPU time beside the wall time: on a loaded machine the wall time also holds
  // the time the process waited for a core.
  console.log(
    `${label}: ${runs.length} listings, ${figures(runs)}; CPU ${figures(cpu)} ` +
      `(${empty} empty answers left out)`,
  );
}

const n = Number(values.sets);
const sort = () => ({ sort: one(SORTS.filter((s) => s !== 'relevance')) });
await measure(
  'new filter set, page 1',
  Array.from({ length: n }, () => newQuery(sort())),
);
await measure(
  'new filter set, pages 2–50',
  Array.from({ length: n }, () => newQuery({ ...sort(), page: String(2 + int(49)) })),
);
// Page 400 needs a broad filter set: one or two wide ranges, flags or a category.
await measure(
  'new filter set, page 400',
  Array.from({ length: n }, () =>
    newQuery({ ...sort(), page: '400' }, 2, ['minPrice', 'maxPrice', 'minRating', 'inStock']),
  ),
);
// A search's matches are read from SQL once per term; its filter sets are counted in memory.
const terms = ['serum', 'lipstick', 'kajal', 'oil', 'matte', 'hair', 'rose', 'gentle'];
for (const search of terms) index.list(ProductListQuerySchema.parse({ search }));
await measure(
  'search (term read before), new filter set, page 1',
  Array.from({ length: n }, () =>
    newQuery({ search: one(terms), ...(random() < 0.5 ? {} : sort()) }, 2),
  ),
);
console.log(
  `heap held after the listings: ${mb(heap() - before)}; process RSS ${mb(process.memoryUsage().rss)}`,
);
await database.close();
