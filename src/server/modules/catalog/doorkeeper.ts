// Admission on second sight (issue #35): a cache keeps an entry only for a key asked for before,
// so the many keys asked for once (a shopper's filtered listing, a search, a product nobody else
// opens) are answered and forgotten while young, instead of being kept until evicted. Kept
// entries outlive the young generation; evicted ones are old-generation garbage, and at 100k
// products that churn (15 KB an answer, 13 KB a filter set's rows) made the collector's pauses
// the listings' p99: 64–79 ms with every answer kept, 23–29 ms with none (bench, PGlite).
//
// The memory of keys is one typed array of their 32-bit hashes, one slot per hash's low bits: a
// key's slot holds its hash until another key's takes it, so it remembers about as many keys as
// it has slots and allocates nothing per lookup.

/** FNV-1a over a string's UTF-16 code units. */
function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0 || 1;
}

export class Doorkeeper {
  private readonly slots: Uint32Array;
  private readonly mask: number;

  /** `size`: about how many recent keys it remembers (rounded up to a power of two). */
  constructor(size: number) {
    const slots = 2 ** Math.ceil(Math.log2(Math.max(2, size)));
    this.slots = new Uint32Array(slots);
    this.mask = slots - 1;
  }

  /** Whether `key` was asked for before (and remembers that it now has been). */
  seenBefore(key: string): boolean {
    const h = hashOf(key);
    const at = h & this.mask;
    if (this.slots[at] === h) return true;
    this.slots[at] = h;
    return false;
  }

  /** Forgets every key. */
  clear(): void {
    this.slots.fill(0);
  }
}
