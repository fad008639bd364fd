// Which products' stock a request moved (issue #35): the order and return routes run in a
// collector of their own (plugins/catalog-invalidation.ts), and orders/stock.ts adds each product
// whose stock it moved. After the answer, the catalogue index patches those products' stock in
// place instead of reading the whole catalogue again: a store taking orders all day keeps its
// index current (decision 039).
import { AsyncLocalStorage } from 'node:async_hooks';

const moves = new AsyncLocalStorage<Set<string>>();

/** Runs `work` with a fresh collector, which it returns for reading once the work is done. */
export function collectStockMoves(work: () => void): Set<string> {
  const moved = new Set<string>();
  moves.run(moved, work);
  return moved;
}

/** Notes products whose stock moved (outside a collector: nothing to note). */
export function noteStockMoves(productIds: Iterable<string>): void {
  const moved = moves.getStore();
  if (moved) for (const id of productIds) moved.add(id);
}
