// Whether a search pattern runs across the spaces that join a row's searched parts ("name tags
// facts description") when no part holds it alone (index-search.ts acrossParts): a walk over the
// parts that carries, as bits, the lengths of the pattern's beginnings the text read so far ends
// with. A part's effect on the walk depends only on its value, and rows share their names, tag
// sets and attribute sets, so a value's masks are worked out once per pattern, not per row: a
// two-word search of common words ("fragrance free") has ~35k rows holding both words at 100k
// products, and joining each one's text to look for the pattern cost 15–20 ms.

/** The longest pattern whose beginnings fit in a 32-bit mask (bit k: k characters matched). */
export const LONGEST_WALKED = 30;

/** A value table's masks for one pattern, each worked out on the first row that reads it:
 * heads (the beginnings a value ends with), passes (the matched lengths it continues without
 * ending the pattern) and ends (the matched lengths it completes). */
export class PartMasks {
  private readonly known: Uint8Array;
  readonly heads: Int32Array;
  readonly passes: Int32Array;
  readonly ends: Int32Array;

  constructor(
    private readonly across: PatternAcross,
    readonly values: readonly string[],
  ) {
    this.known = new Uint8Array(values.length);
    this.heads = new Int32Array(values.length);
    this.passes = new Int32Array(values.length);
    this.ends = new Int32Array(values.length);
  }

  /** Makes value v's masks ready. */
  ready(v: number): void {
    if (!this.known[v]) {
      this.known[v] = 1;
      this.across.fill(this, v);
    }
  }
}

export class PatternAcross {
  readonly length: number;
  /** Bit k: the pattern's character k is a space (the joining space can continue it). */
  private readonly spaces: number;
  /** The pattern's beginnings and their rests, by length. */
  private readonly heads: string[];
  private readonly rests: string[];

  constructor(readonly pattern: string) {
    if (!PatternAcross.fits(pattern)) throw new RangeError('pattern too long to walk');
    this.length = pattern.length;
    let spaces = 0;
    for (let k = 0; k < pattern.length; k++) if (pattern[k] === ' ') spaces |= 1 << k;
    this.spaces = spaces;
    this.heads = Array.from({ length: pattern.length + 1 }, (_, k) => pattern.slice(0, k));
    this.rests = Array.from({ length: pattern.length + 1 }, (_, k) => pattern.slice(k));
  }

  static fits(pattern: string) {
    return pattern.length > 0 && pattern.length <= LONGEST_WALKED;
  }

  /** The masks of a table's values, for this pattern. */
  over(values: readonly string[]): PartMasks {
    return new PartMasks(this, values);
  }

  fill(m: PartMasks, v: number) {
    const value = m.values[v]!;
    const n = this.length;
    let heads = 0;
    let passes = 0;
    let ends = 0;
    for (let k = 1; k < n; k++) {
      if (value.endsWith(this.heads[k]!)) heads |= 1 << k;
      if (value.startsWith(this.rests[k]!)) ends |= 1 << k;
    }
    for (let k = 0; k + value.length < n; k++) {
      if (this.pattern.startsWith(value, k)) passes |= 1 << k;
    }
    m.heads[v] = heads;
    m.passes[v] = passes;
    m.ends[v] = ends;
  }

  /** The walk's start: before any part, only the empty beginning is matched. */
  static readonly START = 1;

  /**
   * The walk after reading value v of `m` (after a joining space unless it is the first part);
   * -1 once the pattern is found across a space.
   */
  step(at: number, m: PartMasks, v: number, first = false): number {
    if (!first && (at = this.space(at)) < 0) return -1;
    m.ready(v);
    if ((at & m.ends[v]! & ~1) !== 0) return -1;
    return ((at & m.passes[v]!) << m.values[v]!.length) | m.heads[v]! | 1;
  }

  /** Whether, after a joining space, a last part (a long description) completes the pattern;
   * only its start is compared. */
  endsIn(at: number, last: string): boolean {
    if ((at = this.space(at)) < 0) return true;
    for (let rest = at & ~1; rest !== 0; rest &= rest - 1) {
      const k = 31 - Math.clz32(rest & -rest);
      if (last.startsWith(this.rests[k]!)) return true;
    }
    return false;
  }

  /** The walk over a joining space; -1 when the pattern ends with it. */
  private space(at: number): number {
    const next = (at & this.spaces) << 1;
    return (next >>> this.length) & 1 ? -1 : next | 1;
  }
}
