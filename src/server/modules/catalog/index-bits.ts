// Bitsets over the catalogue index's rows (decision 039), and the counts a facet needs, done a
// 32-bit word at a time: a first listing of a new filter set counts every facet over 100k rows,
// so these loops allocate nothing per row and call nothing per row.

/** Set bits in a 32-bit word (the classic SWAR popcount). */
function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export class Bits {
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
  /** The rows of `rows` (any order, repeats allowed). */
  static of(size: number, rows: Iterable<number>): Bits {
    const b = new Bits(size);
    for (const r of rows) b.set(r);
    return b;
  }
  set(i: number) {
    this.words[i >>> 5]! |= 1 << (i & 31);
  }
  unset(i: number) {
    this.words[i >>> 5]! &= ~(1 << (i & 31));
  }
  has(i: number): boolean {
    return (this.words[i >>> 5]! & (1 << (i & 31))) !== 0;
  }
  /** A new set: this one and every other. */
  and(...others: Bits[]): Bits {
    const out = new Bits(this.size);
    const words = out.words;
    words.set(this.words);
    for (const o of others) {
      const theirs = o.words;
      for (let w = 0; w < words.length; w++) words[w]! &= theirs[w]!;
    }
    return out;
  }
  /** Adds every member of `other` to this set (in place). */
  orWith(other: Bits) {
    const words = this.words;
    const theirs = other.words;
    for (let w = 0; w < words.length; w++) words[w]! |= theirs[w]!;
  }
  /** Keeps only the members `other` has too. */
  andWith(other: Bits) {
    const words = this.words;
    const theirs = other.words;
    for (let w = 0; w < words.length; w++) words[w]! &= theirs[w]!;
  }
  /** Drops the members `other` has. */
  andNotWith(other: Bits) {
    const words = this.words;
    const theirs = other.words;
    for (let w = 0; w < words.length; w++) words[w]! &= ~theirs[w]!;
  }
  count(): number {
    let n = 0;
    const words = this.words;
    for (let w = 0; w < words.length; w++) n += popcount(words[w]!);
    return n;
  }
  /** How many members this set shares with `other`, without building the intersection. */
  andCount(other: Bits): number {
    let n = 0;
    const words = this.words;
    const theirs = other.words;
    for (let w = 0; w < words.length; w++) n += popcount(words[w]! & theirs[w]!);
    return n;
  }
  /** Every member, in increasing order. */
  toArray(): Int32Array {
    const out = new Int32Array(this.count());
    let k = 0;
    const words = this.words;
    for (let w = 0; w < words.length; w++) {
      let v = words[w]!;
      while (v !== 0) {
        const low = v & -v;
        out[k++] = (w << 5) + 31 - Math.clz32(low);
        v ^= low;
      }
    }
    return out;
  }
  /** Bytes held. */
  get bytes() {
    return this.words.byteLength;
  }
}

/**
 * Counts the members of `bits` by a per-row value: `counts[value[i]]` goes up by one for every
 * member i. Values below 0 (no value) are skipped. One walk over the set bits, for groups with
 * too many values to keep a bitset each (brands, attribute sets).
 */
export function countBy(bits: Bits, value: Int32Array, counts: Int32Array) {
  const words = bits.words;
  for (let w = 0; w < words.length; w++) {
    let v = words[w]!;
    while (v !== 0) {
      const low = v & -v;
      const k = value[(w << 5) + 31 - Math.clz32(low)]!;
      if (k >= 0) counts[k]!++;
      v ^= low;
    }
  }
}

/**
 * countBy for a set that may hold most rows: when it does, the rows it lacks are counted and
 * taken from `totals` (the counts over every row), so a listing with few filters walks the few
 * rows they leave out rather than nearly all of them.
 */
export function countByEither(
  bits: Bits,
  value: Int32Array,
  counts: Int32Array,
  totals: Int32Array,
) {
  if (bits.count() * 2 <= bits.size) return countBy(bits, value, counts);
  const missing = new Bits(bits.size);
  const words = bits.words;
  for (let w = 0; w < words.length; w++) missing.words[w] = ~words[w]!;
  if (bits.size & 31) missing.words[words.length - 1]! &= (1 << (bits.size & 31)) - 1;
  countBy(missing, value, counts);
  for (let k = 0; k < counts.length; k++) counts[k] = totals[k]! - counts[k]!;
}

/** The rows whose value in `values` lies in [min, max] (either end may be open); a word is
 * put together in a local and stored once. */
export function bitsInRange(
  values: Int32Array | Float64Array,
  min: number = -Infinity,
  max: number = Infinity,
): Bits {
  const n = values.length;
  const b = new Bits(n);
  const words = b.words;
  for (let w = 0; w < words.length; w++) {
    const first = w << 5;
    const end = Math.min(32, n - first);
    let word = 0;
    for (let bit = 0; bit < end; bit++) {
      const x = values[first + bit]!;
      if (x >= min && x <= max) word |= 1 << bit;
    }
    words[w] = word;
  }
  return b;
}
