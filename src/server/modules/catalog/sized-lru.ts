// A map that forgets its least recently used entries beyond a total size (each entry's own, in
// the caller's units) and a count: the catalogue index keeps search terms' matches, deep listings'
// rows in order, a table's runs and a pattern's word rows this way.
import type { Doorkeeper } from './doorkeeper';

export class SizedLru<V> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(
    private readonly sizeOf: (value: V) => number,
    private readonly maxSize: number,
    private readonly maxCount = Infinity,
    /** With one, a value is kept only for a key asked for before (doorkeeper.ts). */
    private readonly door?: Doorkeeper,
  ) {}

  /** The value kept for `key` (now the most recently used), or one made now and kept. */
  get(key: string, make: () => V): V {
    let value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    value = make();
    if (this.door && !this.door.seenBefore(key)) return value;
    this.entries.set(key, value);
    this.total += this.sizeOf(value);
    for (const [old, kept] of this.entries) {
      if (this.entries.size <= this.maxCount && this.total <= this.maxSize) break;
      this.entries.delete(old);
      this.total -= this.sizeOf(kept);
    }
    return value;
  }

  /** Forgets every entry. */
  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
