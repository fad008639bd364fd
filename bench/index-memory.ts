// The catalogue index's build time and memory (decision 039): builds it over a generated
// catalogue (bench/generate.ts) and reports the heap it holds, and the time of some listings.
//
//   node --expose-gc --import tsx bench/index-memory.ts --database-url postgres://…/angle_bench
//   node --expose-gc --import tsx bench/index-memory.ts --data-dir .tmp/bench/pglite-100000
import { parseArgs } from 'node:util';
import { ProductListQuerySchema } from '../src/domain/schemas/catalog';
import { createDb } from '../src/server/db/client';
import { buildCatalogIndex } from '../src/server/modules/catalog/catalog-index';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } },
});
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc.');
const database = await createDb({
  databaseUrl: values['database-url'],
  dataDir: values['data-dir'],
});
const heap = () => {
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
for (const query of [
  {},
  { category: 'makeup', sort: 'popularity' },
  { category: 'skin', inStock: 'true', price: '500-999,1000-1999', sort: 'price-asc', page: '3' },
  { attributes: 'finish:matte,skin-type:oily', minRating: '3', sort: 'rating', page: '50' },
  { sort: 'newest', page: '400' },
]) {
  const q = ProductListQuerySchema.parse(query);
  const runs: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await index.list(database, q);
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `${JSON.stringify(query)}: median ${runs[10]!.toFixed(2)} ms, max ${runs[19]!.toFixed(2)} ms`,
  );
}
await database.close();
