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
  const bounds: number[] = [];
  const trigrams = trigramsOf(text, strict ? bounds : undefined);
  const ulen1 = term.ids.size;
  // Each of the text's trigrams as a number: the term's own first (`found` below them).
  const others = new Map<string, number>();
  const index = new Int32Array(trigrams.length);
  for (let i = 0; i < trigrams.length; i++) {
    const t = trigrams[i]!;
    let id = term.ids.get(t) ?? others.get(t);
    if (id === undefined) others.set(t, (id = ulen1 + others.size));
    index[i] = id;
  }
  const found = (id: number) => id < ulen1;
  const lastpos = new Int32Array(ulen1 + others.size).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let lower = strict ? 0 : -1;
  let best = 0;
  for (let i = 0; i < trigrams.length; i++) {
    const id = index[i]!;
    if (lower >= 0 || found(id)) {
      if (lastpos[id]! < 0) {
        ulen2++;
        if (found(id)) count++;
      }
      lastpos[id] = i;
    }
    if (!(strict ? ((bounds[i] ?? 0) & 2) !== 0 : found(id))) continue;
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
      if (!strict || ((bounds[start] ?? 0) & 1) !== 0) {
        const s = ratio(tmpCount, ulen1, tmpUlen2);
        if (s > current) {
          current = s;
          ulen2 = tmpUlen2;
          lower = start;
          count = tmpCount;
        }
      }
      const startId = index[start]!;
      if (lastpos[startId] === start) {
        tmpUlen2--;
        if (found(startId)) tmpCount--;
      }
    }
    best = best > current ? best : current;
    for (let start = prevLower; start < lower; start++) {
      const startId = index[start]!;
      if (lastpos[startId] === start) lastpos[startId] = -1;
    }
  }
  return best;
}
