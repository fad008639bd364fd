// A search answered by the catalogue index (decision 039) with no statement: the rows a term
// matches and their relevance tiers, exactly as list-products.ts's SQL finds them — the term or
// a synonym inside the name, the keywords (tags and attribute words) or the whole searched text
// (ILIKE), or a typo of a name, tag or attribute word (pg_trgm's word similarity: trigrams.ts).
//
// Each searched part is a table of distinct lower-cased values (names, tag sets, attribute sets,
// descriptions) that rows point at. "Contains" is answered from a value table's words: a term
// without spaces or punctuation lies inside one word, so the values holding it are those of the
// vocabulary's words that contain it (one scan of the vocabulary, not of every value); a longer
// term is looked for in the values holding each of its words. A typo is looked for among the
// values sharing enough of the term's trigrams (none can reach the threshold with fewer), and
// checked with pg_trgm's own walk. The tables' words and trigrams are built at start (main.ts)
// and, after a rebuild, on its first search; a rebuild keeps the tables whose texts did not change.
import { Bits } from './index-bits';
import { byCodePoint } from './index-order';
import type { SearchMeanings, SynonymRow } from './search-synonyms';
import { searchMeaningsIn, synonymPhraseOf } from './search-synonyms';
import { SUGGESTIONS } from './empty-help';
import { PatternAcross } from './pattern-across';
import { SizedLru } from './sized-lru';
import {
  SIMILARITY_THRESHOLD,
  STRICT_WORD_SIMILARITY_THRESHOLD,
  WORD,
  WORD_SIMILARITY_THRESHOLD,
  fold,
  similarityOfSets,
  termTrigrams,
  trigramCodes,
  trigramSetOf,
  wordSimilarityOfCodes,
  type TermTrigrams,
} from './trigrams';

/** What a term matches: its rows, increasing, each with its tier (0 the best, 2 the last), and
 * the correction of a misspelt term. */
export interface TermMatches {
  rows: Int32Array;
  tiers: Uint8Array;
  correction: string | null;
}

/** Separates a vocabulary's words in one string; never inside a word. */
const GAP = '\u0001';

/** What separates words (WORD's complement). */
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/** A text's last run of letters and digits. */
const LAST_RUN = /[\p{L}\p{M}\p{N}]+$/u;
/** A pattern of letters and digits only (one run). */
const ONE_RUN = /^[\p{L}\p{M}\p{N}]+$/u;

const longestOf = (runs: string[]) => runs.reduce((a, b) => (b.length > a.length ? b : a));

/** The values a table keeps for runs looked up before (4 bytes each). */
const MAX_KEPT_VALUES = 500_000;

/** The members of two increasing lists that both hold. */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out[n++] = a[i]!;
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}

const runsOf = (pattern: string) => [...new Set(Array.from(pattern.matchAll(WORD), (m) => m[0]))];

/** A table of distinct lower-cased values: what each holds, by word and by trigram. */
export class ValueTable {
  private vocabulary: {
    /** Every word, GAP before each and at the end. */
    text: string;
    /** Each word's start in `text`, and one past the last. */
    starts: Int32Array;
    /** The values holding word k: values[from[k] … from[k + 1]). */
    from: Int32Array;
    values: Int32Array;
  } | null = null;
  /** The values' distinct trigrams, each numbered (`ids`), and the values holding each. */
  private trigrams: { ids: Map<string, number>; holding: Int32Array[] } | null = null;

  constructor(readonly values: string[]) {}

  /** A table of these values: `earlier`, with what it has built, when it holds the same ones
   * (a rebuild of the index after a price or stock write keeps every text). */
  static of(values: string[], earlier: ValueTable | undefined): ValueTable {
    if (earlier && earlier.values.length === values.length) {
      let same = true;
      for (let v = 0; v < values.length && same; v++) same = earlier.values[v] === values[v];
      if (same) return earlier;
    }
    return new ValueTable(values);
  }

  /** Builds what searches read (its words, its trigrams) now rather than on the first one. */
  prepare(what: { words?: boolean; trigrams?: boolean }) {
    if (what.words) this.words();
    if (what.trigrams) this.byTrigram();
  }

  private words() {
    if (this.vocabulary) return this.vocabulary;
    const ids = new Map<string, number>();
    const words: string[] = [];
    const pairs: number[] = [];
    let last = new Int32Array(1024).fill(-1);
    this.values.forEach((value, v) => {
      for (const word of value.split(NOT_WORD)) {
        if (!word) continue;
        let id = ids.get(word);
        if (id === undefined) {
          ids.set(word, (id = words.length));
          words.push(word);
          if (id >= last.length) {
            const larger = new Int32Array(last.length * 2).fill(-1);
            larger.set(last);
            last = larger;
          }
        }
        if (last[id] === v) continue;
        last[id] = v;
        pairs.push(id, v);
      }
    });
    const from = new Int32Array(words.length + 1);
    for (let k = 0; k < pairs.length; k += 2) from[pairs[k]! + 1]!++;
    for (let k = 0; k < words.length; k++) from[k + 1]! += from[k]!;
    const fill = from.slice(0, words.length);
    const values = new Int32Array(pairs.length / 2);
    for (let k = 0; k < pairs.length; k += 2) values[fill[pairs[k]!]!++] = pairs[k + 1]!;
    const starts = new Int32Array(words.length + 1);
    let at = 1;
    words.forEach((w, k) => {
      starts[k] = at;
      at += w.length + 1;
    });
    starts[words.length] = at;
    this.vocabulary = { text: GAP + words.join(GAP) + GAP, starts, from, values };
    return this.vocabulary;
  }

  /** A scratch mark per value, left cleared after each use. */
  private scratch: Uint8Array | null = null;
  /** A scratch list of values (lookUpRun's). */
  private found: Int32Array | null = null;
  private marks() {
    return (this.scratch ??= new Uint8Array(this.values.length));
  }

  /** Runs looked up before and their values, increasing (the least recently used forgotten
   * beyond MAX_KEPT_VALUES values in all): the words of two-word searches come back often. */
  private readonly runs = new SizedLru<Int32Array>((values) => values.length, MAX_KEPT_VALUES);

  /** The values holding a word that contains `run` (letters and digits only), increasing. */
  private valuesWithRun(run: string): Int32Array {
    return this.runs.get(run, () => this.lookUpRun(run));
  }

  private lookUpRun(run: string): Int32Array {
    const { text, starts, from, values } = this.words();
    const marks = this.marks();
    // Into a scratch list as long as the table (a value is listed once): a JS array grown to
    // tens of thousands of values went to the old generation on every uncached search (#35).
    const found = (this.found ??= new Int32Array(this.values.length));
    let n = 0;
    for (let at = text.indexOf(run); at >= 0;) {
      // The word holding position `at`: the last start at or before it.
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (starts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      for (let k = from[lo]!; k < from[lo + 1]!; k++) {
        const v = values[k]!;
        if (!marks[v]) {
          marks[v] = 1;
          found[n++] = v;
        }
      }
      at = text.indexOf(run, starts[lo + 1]!);
    }
    // Increasing: a run inside common words ("nde" of "independent") marks most values, which
    // one pass over the marks puts in order sooner than a sort would.
    if (n * 16 < marks.length) {
      for (let k = 0; k < n; k++) marks[found[k]!] = 0;
      return found.slice(0, n).sort();
    }
    const sorted = new Int32Array(n);
    for (let v = 0, k = 0; k < sorted.length; v++) {
      if (marks[v]) {
        sorted[k++] = v;
        marks[v] = 0;
      }
    }
    return sorted;
  }

  /** The values containing `pattern` (lower case), as ILIKE '%pattern%' finds them. */
  containing(pattern: string): ArrayLike<number> {
    const runs = runsOf(pattern);
    if (runs.length === 1 && runs[0] === pattern) return this.valuesWithRun(pattern);
    if (runs.length === 0) {
      const out: number[] = [];
      this.values.forEach((value, v) => value.includes(pattern) && out.push(v));
      return out;
    }
    // The values holding every word of the pattern (of two letters or more: a single letter
    // sifts nothing), then the pattern itself.
    const sifting = runs.filter((r) => r.length > 1);
    let kept: Int32Array = this.valuesWithRun(longestOf(runs));
    for (const run of sifting) kept = intersect(kept, this.valuesWithRun(run));
    return Array.from(kept).filter((v) => this.values[v]!.includes(pattern));
  }

  /** The values ending with any of `ends` (each non-empty); a value may be listed more than
   * once. Those ending with a word's letters are among the values holding a word that contains
   * them (the vocabulary's lists), so only those are compared. */
  endingWith(ends: readonly string[]): number[] {
    const out: number[] = [];
    for (const end of ends) {
      const last = LAST_RUN.exec(end)?.[0];
      const candidates = last ? this.valuesWithRun(last) : this.values.keys();
      for (const v of candidates) if (this.values[v]!.endsWith(end)) out.push(v);
    }
    return out;
  }

  /** The values holding a word that contains any of `words` (each letters and digits only);
   * a value may be listed more than once. */
  containingAnyWord(words: readonly string[]): number[] {
    return words.flatMap((w) => Array.from(this.valuesWithRun(w)));
  }

  private byTrigram() {
    if (this.trigrams) return this.trigrams;
    const ids = new Map<string, number>();
    const lists: number[][] = [];
    this.values.forEach((value, v) => {
      for (const t of trigramSetOf(value)) {
        const id = ids.get(t);
        if (id !== undefined) lists[id]!.push(v);
        else ids.set(t, lists.push([v]) - 1);
      }
    });
    this.trigrams = { ids, holding: lists.map((list) => Int32Array.from(list)) };
    return this.trigrams;
  }

  /** What a comparison uses besides the trigrams' numbers (trigrams.ts wordSimilarityOfCodes):
   * each value's trigramCodes, made on its first comparison, and two scratch arrays. */
  private comparing: {
    codes: (Int32Array | undefined)[];
    termIndex: Int32Array;
    lastpos: Int32Array;
  } | null = null;
  private comparisons() {
    if (this.comparing) return this.comparing;
    const size = this.byTrigram().ids.size;
    this.comparing = {
      codes: new Array<Int32Array | undefined>(this.values.length),
      termIndex: new Int32Array(size).fill(-1),
      lastpos: new Int32Array(size).fill(-1),
    };
    return this.comparing;
  }

  /** The values sharing at least `least` of the term's trigrams (a typo's candidates). */
  private sharing(term: TermTrigrams, least: number): number[] {
    const { ids, holding } = this.byTrigram();
    const counts = new Uint16Array(this.values.length);
    const out: number[] = [];
    for (const t of term.ids.keys()) {
      const id = ids.get(t);
      if (id === undefined) continue;
      for (const v of holding[id]!) if (++counts[v]! === least) out.push(v);
    }
    return out;
  }

  /** The values for which `term <% value` (strict: `term <<% value`) holds; those containing
   * `found` may be left out (the caller has their rows already: no similarity is computed). */
  similarTo(term: TermTrigrams, strict: boolean, found?: string): number[] {
    const threshold = strict ? STRICT_WORD_SIMILARITY_THRESHOLD : WORD_SIMILARITY_THRESHOLD;
    // A stretch's similarity is at most the shared trigrams over the term's own.
    const least = Math.max(1, Math.ceil(threshold * term.ids.size - 1e-9));
    const candidates = this.sharing(term, least);
    if (!candidates.length) return candidates;
    // The term's trigrams marked in the table's numbering (a trigram no value holds has none),
    // and unmarked after.
    const { ids } = this.byTrigram();
    const { codes, termIndex, lastpos } = this.comparisons();
    const marked: number[] = [];
    for (const [t, k] of term.ids) {
      const id = ids.get(t);
      if (id === undefined) continue;
      marked.push(id);
      termIndex[id] = k;
    }
    try {
      return candidates.filter((v) => {
        const value = this.values[v]!;
        if (found !== undefined && value.includes(found)) return false;
        const own = (codes[v] ??= trigramCodes(value, (t) => ids.get(t)!));
        return wordSimilarityOfCodes(own, term.ids.size, termIndex, lastpos, strict) >= threshold;
      });
    } finally {
      for (const id of marked) termIndex[id] = -1;
    }
  }

  /** Each value's trigram set, made on its first comparison (the catalogue's words: every
   * correction and empty answer compares the search with them). */
  private trigramSets: (Set<string> | undefined)[] | null = null;

  /** The values similar to a text's trigrams (`%`: similarity at least the threshold), with
   * their similarity. */
  similarValues(own: Set<string>): { value: string; s: number }[] {
    const out: { value: string; s: number }[] = [];
    const sets = (this.trigramSets ??= new Array<Set<string> | undefined>(this.values.length));
    for (const v of this.sharing({ ids: new Map([...own].map((t, k) => [t, k])) }, 1)) {
      const value = this.values[v]!;
      const s = similarityOfSets((sets[v] ??= trigramSetOf(value)), own);
      if (s >= SIMILARITY_THRESHOLD) out.push({ value, s });
    }
    return out;
  }

  /** The value most similar to `word` (`%`: similarity at least the threshold; ties by the value
   * in code point order), or null. */
  mostSimilar(word: string): string | null {
    let best: { value: string; s: number } | null = null;
    for (const found of this.similarValues(trigramSetOf(word))) {
      if (!best || found.s > best.s || (found.s === best.s && found.value < best.value))
        best = found;
    }
    return best?.value ?? null;
  }
}

/** What the search index reads from the catalogue index's columns. */
export interface SearchColumns {
  size: number;
  /** Each row's name, tag set and attribute set, as positions in the tables. */
  name: Int32Array;
  tags: Int32Array;
  attributes: Int32Array;
  description: Int32Array;
  names: ValueTable;
  /** Each tag set as array_to_string(tags, ' '). */
  tagTexts: ValueTable;
  /** Each attribute set's searched words (the products' search_facts). */
  factTexts: ValueTable;
  descriptions: ValueTable;
  /** The catalogue's words (search_words), for typos and corrections. */
  words: ValueTable;
  synonyms: readonly SynonymRow[];
}

/** Rows holding some patterns: in the name, in the keywords, anywhere in the searched text. */
interface Hits {
  name: Bits;
  keywords: Bits;
  text: Bits;
}

/** The rows of each value of a table (rows[from[v] … from[v + 1])). */
interface RowsByValue {
  from: Int32Array;
  rows: Int32Array;
}

export function rowsByValue(rowValue: Int32Array, values: number): RowsByValue {
  const from = new Int32Array(values + 1);
  for (let i = 0; i < rowValue.length; i++) from[rowValue[i]! + 1]!++;
  for (let v = 0; v < values; v++) from[v + 1]! += from[v]!;
  const fill = from.slice(0, values);
  const rows = new Int32Array(rowValue.length);
  for (let i = 0; i < rowValue.length; i++) rows[fill[rowValue[i]!]!++] = i;
  return { from, rows };
}

type Part = 'name' | 'tags' | 'facts' | 'description';
/** Every searched part: the whole searched text. */
const EVERY_PART: readonly Part[] = ['name', 'tags', 'facts', 'description'];

/** Words of longer patterns whose rows a search index keeps (a bitset each: 12.5 KB at 100k). */
const MAX_KEPT_WORDS = 400;

/** A suggestion with its similarity to the search. */
interface Scored {
  search: string;
  kind: 'spelling' | 'synonym';
  s: number;
}

/** The value tables a search reads, kept for the next index (ValueTable.of). */
export type SearchTables = Pick<
  SearchColumns,
  'names' | 'tagTexts' | 'factTexts' | 'descriptions' | 'words'
>;

export class SearchIndex {
  /** Each searched table's rows by value, made on first use. */
  private readonly byValue = new Map<Part, RowsByValue>();
  private readonly wordRows = new SizedLru<Bits>(() => 0, Infinity, MAX_KEPT_WORDS);

  constructor(private readonly c: SearchColumns) {}

  get tables(): SearchTables {
    return this.c;
  }

  /** Builds every table's words and trigrams, as searches will read them. */
  prepare() {
    const c = this.c;
    for (const t of [c.names, c.tagTexts, c.factTexts]) t.prepare({ words: true, trigrams: true });
    c.descriptions.prepare({ words: true });
    c.words.prepare({ trigrams: true });
    for (const part of ['name', 'tags', 'facts', 'description'] as const) this.rowsOf(part);
  }

  private table(part: Part): ValueTable {
    const c = this.c;
    return { name: c.names, tags: c.tagTexts, facts: c.factTexts, description: c.descriptions }[
      part
    ];
  }

  private rowsOf(part: Part): RowsByValue {
    let r = this.byValue.get(part);
    if (!r) {
      const c = this.c;
      const rowValue = {
        name: c.name,
        tags: c.tags,
        facts: c.attributes,
        description: c.description,
      }[part];
      this.byValue.set(part, (r = rowsByValue(rowValue, this.table(part).values.length)));
    }
    return r;
  }

  /** Adds to `into` the rows of the table's `values`. */
  private addRows(part: Part, values: ArrayLike<number>, into: Bits) {
    const { from, rows } = this.rowsOf(part);
    for (let j = 0; j < values.length; j++) {
      const v = values[j]!;
      for (let k = from[v]!; k < from[v + 1]!; k++) into.set(rows[k]!);
    }
  }

  /** The rows whose part contains any of `patterns`. */
  private rowsContaining(parts: readonly Part[], patterns: readonly string[]): Bits {
    const out = new Bits(this.c.size);
    for (const p of patterns) this.addContaining(parts, p, out);
    return out;
  }

  /** Adds to `into` the rows whose part contains `pattern`. */
  private addContaining(parts: readonly Part[], pattern: string, into: Bits) {
    for (const part of parts) this.addRows(part, this.table(part).containing(pattern), into);
  }

  /** rowsContaining for one word of a longer pattern, kept (the least recently used forgotten
   * beyond MAX_KEPT_WORDS): a two-word search's words come back in other searches. */
  private rowsWithWord(parts: readonly Part[], word: string): Bits {
    return this.wordRows.get(`${parts.join(' ')}|${word}`, () =>
      this.rowsContaining(parts, [word]),
    );
  }

  /**
   * The rows holding any of `patterns` (ILIKE '%pattern%') in the name, in the keywords (tags, a
   * space, attribute words) and in the text (name, keywords and description, a space between
   * each). A pattern with a space may also run across two parts: it is looked for in the joined
   * parts of the rows holding each of its words that did not already match.
   */
  private hitsOf(patterns: readonly string[]): Hits {
    const n = this.c.size;
    const [name, keywords, text] = [new Bits(n), new Bits(n), new Bits(n)];
    for (const p of patterns) {
      if (ONE_RUN.test(p)) {
        // A word's rows are kept: searches of two words look each one up, and words come back.
        name.orWith(this.rowsWithWord(['name'], p));
        keywords.orWith(this.rowsWithWord(['tags', 'facts'], p));
        text.orWith(this.rowsWithWord(EVERY_PART, p));
      } else {
        this.addContaining(['name'], p, name);
        this.addContaining(['tags', 'facts'], p, keywords);
        this.addContaining(['description'], p, text);
      }
    }
    text.orWith(name);
    text.orWith(keywords);
    for (const pattern of patterns) {
      if (pattern.includes(' ')) this.acrossParts(pattern, keywords, text);
    }
    return { name, keywords, text };
  }

  private acrossParts(pattern: string, keywords: Bits, text: Bits) {
    const c = this.c;
    const runs = runsOf(pattern);
    // The rows holding each of the pattern's words in their keywords, and in their text, that do
    // not hold the pattern there yet (a pattern of no word: every row). Single letters are left
    // out: nearly every row holds them, so they would cost more than they sift.
    const sifting = runs.filter((r) => r.length > 1);
    if (!sifting.length && runs.length) sifting.push(longestOf(runs));
    const lead = this.leadingRows(pattern);
    if (lead === 'none') return;
    const inKeywords = lead?.keywords ?? Bits.all(c.size);
    const inText = lead?.text ?? Bits.all(c.size);
    for (const run of sifting) {
      inKeywords.andWith(this.rowsWithWord(['tags', 'facts'], run));
      inText.andWith(this.rowsWithWord(EVERY_PART, run));
    }
    inKeywords.andNotWith(keywords);
    inText.andNotWith(text);
    const tagsOf = (i: number) => c.tagTexts.values[c.tags[i]!]!;
    const factsOf = (i: number) => c.factTexts.values[c.attributes[i]!]!;
    const descriptionOf = (i: number) => c.descriptions.values[c.description[i]!]!;
    if (PatternAcross.fits(pattern)) {
      const across = new PatternAcross(pattern);
      const tagMasks = across.over(c.tagTexts.values);
      const factMasks = across.over(c.factTexts.values);
      const nameMasks = across.over(c.names.values);
      const start = PatternAcross.START;
      for (const i of inKeywords.toArray()) {
        const at = across.step(start, tagMasks, c.tags[i]!, true);
        if (at < 0 || across.step(at, factMasks, c.attributes[i]!) < 0) keywords.set(i);
      }
      for (const i of inText.toArray()) {
        let at = across.step(start, nameMasks, c.name[i]!, true);
        if (at >= 0) at = across.step(at, tagMasks, c.tags[i]!);
        if (at >= 0) at = across.step(at, factMasks, c.attributes[i]!);
        if (at < 0 || across.endsIn(at, descriptionOf(i))) text.set(i);
      }
      return;
    }
    const keywordsOf = (i: number) => `${tagsOf(i)} ${factsOf(i)}`;
    for (const i of inKeywords.toArray()) if (keywordsOf(i).includes(pattern)) keywords.set(i);
    // A row left in inText holds no match inside its description alone, so a match must start
    // before the description does and so end within its first pattern.length - 1 characters.
    const reach = pattern.length - 1;
    for (const i of inText.toArray()) {
      const joined = `${c.names.values[c.name[i]!]!} ${keywordsOf(i)} ${descriptionOf(i).slice(0, reach)}`;
      if (joined.includes(pattern)) text.set(i);
    }
  }

  /**
   * The rows a pattern can run across parts in. A match across parts crosses a joining space at
   * one of the pattern's own spaces, so the part before the first one it crosses (a name, tags or
   * attribute words: never the description, which is last) ends with the pattern's beginning up
   * to that space: "hair ol" runs across only where a part ends with "hair". 'none' when no part
   * does; null when any part may (the pattern starts with a space).
   */
  private leadingRows(pattern: string): { keywords: Bits; text: Bits } | 'none' | null {
    const heads: string[] = [];
    for (let k = 0; k < pattern.length; k++)
      if (pattern[k] === ' ') heads.push(pattern.slice(0, k));
    if (heads.includes('')) return null;
    const c = this.c;
    const [names, tags, facts] = [c.names, c.tagTexts, c.factTexts].map((t) => t.endingWith(heads));
    if (!names!.length && !tags!.length && !facts!.length) return 'none';
    // The keywords are the tags, a space and the attribute words: only the tags lead there.
    const keywords = new Bits(c.size);
    this.addRows('tags', tags!, keywords);
    const text = new Bits(c.size);
    text.orWith(keywords);
    this.addRows('name', names!, text);
    this.addRows('facts', facts!, text);
    return { keywords, text };
  }

  /** anyOf() of list-products.ts: a row holds the term or a synonym, or every part of a longer
   * search (or one of that part's alternatives). */
  private anyOf(meanings: SearchMeanings, term: string): Hits {
    const out = this.hitsOf([...new Set([term, ...meanings.alternatives].map(fold))]);
    if (!meanings.wordGroups.length) return out;
    const n = this.c.size;
    const every: Hits = { name: Bits.all(n), keywords: Bits.all(n), text: Bits.all(n) };
    for (const group of meanings.wordGroups) {
      const some = this.hitsOf([...new Set(group.map(fold))]);
      every.name.andWith(some.name);
      every.keywords.andWith(some.keywords);
      every.text.andWith(some.text);
    }
    out.name.orWith(every.name);
    out.keywords.orWith(every.keywords);
    out.text.orWith(every.text);
    return out;
  }

  /** The rows a search matches with their tiers and its correction (list-products.ts searchSql,
   * correctionSql and relevancePageSql's tiers). */
  matches(search: string): TermMatches {
    const c = this.c;
    const meanings = searchMeaningsIn(c.synonyms, search);
    const holds = this.anyOf(meanings, search);
    const term = termTrigrams(search);
    const where = new Bits(c.size);
    // A value holding the search itself has its rows in holds.text already.
    const held = fold(search);
    this.addRows('name', c.names.similarTo(term, false, held), where);
    this.addRows('tags', c.tagTexts.similarTo(term, false, held), where);
    this.addRows('facts', c.factTexts.similarTo(term, true, held), where);
    where.orWith(holds.text);
    // Each row's tier, a 32-bit word of rows at a time: 0 when its name holds the search, 1 when
    // its keywords do, or its name or keywords hold a catalogue word the term is a typo of (read
    // only when some row has neither), else 2.
    const n = where.count();
    const rows = new Int32Array(n);
    const tiers = new Uint8Array(n);
    const [all, name, keywords] = [where.words, holds.name.words, holds.keywords.words];
    let typo: Uint32Array | null = null;
    for (let w = 0, k = 0; w < all.length; w++) {
      let v = all[w]!;
      if (v === 0) continue;
      const first = name[w]!;
      let second = keywords[w]! & ~first;
      if ((v & ~first & ~second) !== 0) second |= (typo ??= this.typoWordRows(term).words)[w]!;
      while (v !== 0) {
        const low = v & -v;
        rows[k] = (w << 5) + 31 - Math.clz32(low);
        tiers[k++] = (first & low) !== 0 ? 0 : (second & low) !== 0 ? 1 : 2;
        v ^= low;
      }
    }
    return {
      rows,
      tiers,
      correction: rows.length ? this.correction(search, holds.text) : null,
    };
  }

  /** The rows whose name or keywords hold a catalogue word the term is a typo of. */
  private typoWordRows(term: TermTrigrams): Bits {
    const c = this.c;
    const out = new Bits(c.size);
    const words = c.words.similarTo(term, false).map((w) => c.words.values[w]!);
    if (!words.length) return out;
    for (const part of ['name', 'tags', 'facts'] as const)
      this.addRows(part, this.table(part).containingAnyWord(words), out);
    return out;
  }

  /** The rows whose searched text holds any of `searches` (ILIKE '%search%'). */
  rowsHolding(searches: readonly string[]): Bits {
    return this.hitsOf([...new Set(searches.map(fold))]).text;
  }

  /** Each synonym row's words' trigram sets (its term first), made on the first suggestion:
   * making them again for every search that found nothing was most of what such a search
   * allocated (issue #35). */
  private synonymSets: Set<string>[][] | null = null;

  /** empty-help.ts's suggestions: the catalogue's words and the synonym rows (a row's term for
   * it) most similar to the search (`%`, closest first), the search itself left out. */
  suggestions(search: string): { search: string; kind: 'spelling' | 'synonym' }[] {
    const phrase = synonymPhraseOf(search);
    const own = trigramSetOf(phrase);
    const byCloseness = (a: Scored, b: Scored) => b.s - a.s || byCodePoint(a.search, b.search);
    const spelling = this.c.words
      .similarValues(own)
      .map(({ value, s }) => ({ search: value, kind: 'spelling' as const, s }))
      .sort(byCloseness)
      .slice(0, SUGGESTIONS);
    const synonyms: Scored[] = [];
    this.synonymSets ??= this.c.synonyms.map((row) =>
      [row.term, ...row.synonyms].map(trigramSetOf),
    );
    this.c.synonyms.forEach((row, r) => {
      let best = -1;
      for (const set of this.synonymSets![r]!) {
        const s = similarityOfSets(set, own);
        if (s >= SIMILARITY_THRESHOLD && s > best) best = s;
      }
      if (best >= 0) synonyms.push({ search: row.term, kind: 'synonym', s: best });
    });
    synonyms.sort(byCloseness);
    const found = [...spelling, ...synonyms.slice(0, SUGGESTIONS)]
      .filter((r) => r.search !== phrase)
      .sort((a, b) => b.s - a.s || byCodePoint(a.kind, b.kind) || byCloseness(a, b))
      .slice(0, SUGGESTIONS);
    const seen = new Set<string>();
    return found
      .filter((r) => !seen.has(r.search) && seen.add(r.search))
      .map(({ search, kind }) => ({ search, kind }));
  }

  /** correctionSql: null when a product holds the search (or a synonym); else each of its words
   * replaced by the catalogue's most similar word, words with none kept. */
  private correction(search: string, holdsText: Bits): string | null {
    if (holdsText.words.some((w) => w !== 0)) return null;
    const words = Array.from(fold(search).matchAll(WORD), (m) => m[0]);
    if (!words.length) return null;
    return words.map((w) => this.c.words.mostSimilar(w) ?? w).join(' ');
  }
}
