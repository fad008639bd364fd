// EXPLAIN ANALYZE of the statements the catalogue services really send: the services run once
// against a recording wrapper, then each recorded statement is explained. The report keeps the
// plan lines that show which index (or scan) answers.
import type { Database } from '../src/server/db/client';
import { listProductsSql } from '../src/server/modules/catalog/list-products';
import { getHome, getProduct } from '../src/server/modules/catalog/product-detail';
import { invalidateCatalogCache } from '../src/server/modules/catalog/catalog-cache';
import { ProductListQuerySchema } from '../src/domain/schemas/catalog';

export interface Plan {
  label: string;
  lines: string[];
}

export async function explainCatalog(database: Database, productId: string): Promise<Plan[]> {
  const recorded: { label: string; text: string; params?: unknown[] }[] = [];
  let label = '';
  const recording: Database = {
    ...database,
    query: (text, params) => {
      recorded.push({ label, text, params });
      return database.query(text, params);
    },
  };
  const list = (q: Record<string, string>) =>
    listProductsSql(recording, ProductListQuerySchema.parse(q));
  const steps: [string, () => Promise<unknown>][] = [
    ['listing, newest first', () => list({})],
    [
      'listing, a category by price, page 40',
      () => list({ category: 'hair', sort: 'price-asc', page: '40' }),
    ],
    ['search "serum"', () => list({ search: 'serum' })],
    ['search with a typo "lipstik"', () => list({ search: 'lipstik' })],
    ['product detail', () => getProduct(recording, productId)],
    ['home shelves', () => getHome(recording)],
  ];
  for (const [name, run] of steps) {
    label = name;
    invalidateCatalogCache(recording);
    await run();
  }
  const plans: Plan[] = [];
  for (const r of recorded) {
    const rows = await database.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, COSTS OFF) ${r.text}`,
      r.params,
    );
    const lines = rows
      .map((row) => row['QUERY PLAN'])
      .filter((l) => /Scan|Execution Time|Sort Method|Limit|Join/.test(l))
      .slice(0, 14);
    plans.push({ label: r.label, lines });
  }
  return plans;
}
