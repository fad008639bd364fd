// The catalogue index's sort orders (decision 039), computed without a comparison function: a
// sort through a closure over 100k rows costs about 1.7M calls, seven sorts took seconds of the
// index's build. Here each key becomes a dense rank, packed with the rows' order so far into
// one float, and a Float64Array is sorted natively.

/** Strings in code-point order, as the databases' C collation orders them (a comparator for the
 * index's few small sorts: brands, suggestions, category choices). */
export const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface SortKey {
  values: ArrayLike<number>;
  descending: boolean;
}

/**
 * Each row's dense rank by `values` (0 for the smallest value; equal values share a rank),
 * reversed when `descending`. Values compare as numbers (`-0` equals `0`), as the subtraction
 * of a comparator did.
 */
function denseRanks({ values, descending }: SortKey): Float64Array {
  const n = values.length;
  const sorted = Float64Array.from(values).sort();
  let distinct = 0;
  for (let k = 0; k < n; k++) {
    if (k === 0 || sorted[k] !== sorted[distinct - 1]) sorted[distinct++] = sorted[k]!;
  }
  const ranks = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const x = values[i]!;
    let lo = 0;
    let hi = distinct - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    ranks[i] = descending ? distinct - 1 - lo : lo;
  }
  return ranks;
}

/**
 * The rows 0…n-1 ordered by `keys` (the first the most significant), ties broken by the row
 * number itself, ascending or descending: the index keeps its rows in id order, so this is
 * SQL's `ORDER BY key…, p.id`. Keys are applied from the least significant, each one a stable
 * pass: rank × n + the row's position after the previous pass is unique and below 2^53 for
 * up to 2^26 rows, so a plain numeric sort of those floats is the pass.
 */
export function orderOf(n: number, keys: SortKey[], idDescending: boolean): Int32Array {
  let order = new Int32Array(n);
  for (let p = 0; p < n; p++) order[p] = idDescending ? n - 1 - p : p;
  const positionOf = new Float64Array(n);
  const packed = new Float64Array(n);
  for (let k = keys.length - 1; k >= 0; k--) {
    const ranks = denseRanks(keys[k]!);
    for (let p = 0; p < n; p++) positionOf[order[p]!] = p;
    for (let i = 0; i < n; i++) packed[i] = ranks[i]! * n + positionOf[i]!;
    packed.sort();
    const next = new Int32Array(n);
    for (let p = 0; p < n; p++) next[p] = order[packed[p]! % n]!;
    order = next;
  }
  return order;
}
