// pg_trgm's trigrams and similarities, computed in the process for the catalogue index's search
// (decision 039): the same words, padding and lower-casing, and the same greedy walk over a
// text's trigrams that word_similarity makes, so the index finds what the SQL listing's `<%`,
// `<<%` and `%` find. trigrams.test.ts compares every function with PostgreSQL's for random
// strings. Written from PostgreSQL's documentation and the behaviour of contrib/pg_trgm: a word
// is a run of letters and digits, padded with two spaces before and one after ("  red "); a
// similarity is the shared trigrams over all of both (as float4, the threshold compared as a
// double, as PostgreSQL does).

/** A word as pg_trgm and the search's regular expressions take it under the databases' C.UTF-8
 * locale: letters (with their combining marks, as Indian scripts write vowels) and digits. */
export const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** `pg_trgm.word_similarity_threshold`, which db/client.ts sets on every connection. */
export const WORD_SIMILARITY_THRESHOLD = 0.45;
/** pg_trgm's defaults, which Angle leaves as they are. */
export const STRICT_WORD_SIMILARITY_THRESHOLD = 0.5;
export const SIMILARITY_THRESHOLD = 0.3;

/** Lower case as the databases fold it, a character at a time. */
export const fold = (s: string) => s.toLowerCase();

/** The trigrams of a text in order, word by word, each word lower-cased and padded; `bounds`
 * (when asked for) marks each word's first trigram with 1 and its last with 2. */
export function trigramsOf(text: string, bounds?: number[]): string[] {
  const out: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const chars = [' ', ' ', ...fold(word), ' '];
    const first = out.length;
    for (let k = 0; k + 2 < chars.length; k++) out.push(chars[k]! + chars[k + 1]! + chars[k + 2]!);
    if (bounds) {
      bounds[first] = (bounds[first] ?? 0) | 1;
      bounds[out.length - 1] = (bounds[out.length - 1] ?? 0) | 2;
    }
  }
  return out;
}

/** A similarity as pg_trgm computes it: in single precision. */
const ratio = (count: number, len1: number, len2: number) =>
  Math.fround(count / (len1 + len2 - count));

/** The distinct trigrams of a text (a set). */
export const trigramSetOf = (text: string) => new Set(trigramsOf(text));

/** `similarity(a, b)`: the trigrams both hold over the trigrams either holds. */
export function similarity(a: string, b: string): number {
  return similarityOfSets(trigramSetOf(a), trigramSetOf(b));
}

export function similarityOfSets(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let count = 0;
  for (const t of a) if (b.has(t)) count++;
  return ratio(count, a.size, b.size);
}

/**
 * `word_similarity(term, text)` (strict: `strict_word_similarity`): the greatest similarity of
 * the term's trigrams with a stretch of the text's, found as PostgreSQL finds it — one pass over
 * the text's trigrams, each stretch ending at a trigram the term holds (strict: at a word's end)
 * and starting where it scores best (strict: at a word's start), trigrams the stretch holds
 * twice counted once. Not always the true greatest: the pass is greedy, and so is this.
 */
export function wordSimilarity(term: string, text: string, strict = false): number {
  return wordSimilarityOf(termTrigrams(term), text, strict);
}

/** A term's trigrams, kept for comparing it with many texts. */
export interface TermTrigrams {
  /** Each distinct trigram's number. */
  ids: Map<string, number>;
}

export function termTrigrams(term: string): TermTrigrams {
  const ids = new Map<string, number>();
  for (const t of trigramsOf(term)) if (!ids.has(t)) ids.set(t, ids.size);
  return { ids };
}

export function wordSimilarityOf(term: TermTrigrams, text: string, strict = false): number {
  // The term's trigrams are numbered 0 … size − 1, the text's others after them.
  const ids = new Map(term.ids);
  const codes = trigramCodes(text, (t) => {
    let id = ids.get(t);
    if (id === undefined) ids.set(t, (id = ids.size));
    return id;
  });
  const termIndex = new Int32Array(ids.size).fill(-1);
  for (let k = 0; k < term.ids.size; k++) termIndex[k] = k;
  const lastpos = new Int32Array(ids.size).fill(-1);
  return wordSimilarityOfCodes(codes, term.ids.size, termIndex, lastpos, strict);
}

/** A text's trigrams in order as numbers: each trigram's number (`idOf`) shifted left by two,
 * marked 1 when it is its word's first and 2 when its last (a word of one letter: both). */
export function trigramCodes(text: string, idOf: (trigram: string) => number): Int32Array {
  const bounds: number[] = [];
  const trigrams = trigramsOf(text, bounds);
  const out = new Int32Array(trigrams.length);
  for (let i = 0; i < trigrams.length; i++) out[i] = (idOf(trigrams[i]!) << 2) | (bounds[i] ?? 0);
  return out;
}

/**
 * wordSimilarityOf's walk over a text's trigramCodes, with numbers only (the catalogue index
 * keeps each compared value's codes: a typo's candidates are compared with no string made).
 * `termIndex[id]` is at least 0 for the term's own trigrams, of which it has `termSize`;
 * `lastpos` is -1 for every number, and is left so.
 */
export function wordSimilarityOfCodes(
  codes: Int32Array,
  termSize: number,
  termIndex: Int32Array,
  lastpos: Int32Array,
  strict: boolean,
): number {
  const ulen1 = termSize;
  let ulen2 = 0;
  let count = 0;
  let lower = strict ? 0 : -1;
  let best = 0;
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    const id = code >> 2;
    const found = termIndex[id]! >= 0;
    if (lower >= 0 || found) {
      if (lastpos[id]! < 0) {
        ulen2++;
        if (found) count++;
      }
      lastpos[id] = i;
    }
    if (!(strict ? (code & 2) !== 0 : found)) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = ratio(count, ulen1, ulen2);
    // Moves the stretch's start right while that scores better.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let start = lower; start <= upper; start++) {
      const startCode = codes[start]!;
      if (!strict || (startCode & 1) !== 0) {
        const s = ratio(tmpCount, ulen1, tmpUlen2);
        if (s > current) {
          current = s;
          ulen2 = tmpUlen2;
          lower = start;
          count = tmpCount;
        }
      }
      const startId = startCode >> 2;
      if (lastpos[startId] === start) {
        tmpUlen2--;
        if (termIndex[startId]! >= 0) tmpCount--;
      }
    }
    best = best > current ? best : current;
    for (let start = prevLower; start < lower; start++) {
      const startId = codes[start]! >> 2;
      if (lastpos[startId] === start) lastpos[startId] = -1;
    }
  }
  for (let i = 0; i < codes.length; i++) lastpos[codes[i]! >> 2] = -1;
  return best;
}
