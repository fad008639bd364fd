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
// checked with pg_trgm's own walk. Built on a value table's first search, not with the index:
// rebuilds under writes do not pay for it.
import type { SearchMeanings, SynonymRow } from './search-synonyms';
import { searchMeaningsIn } from './search-synonyms';
import {
  SIMILARITY_THRESHOLD,
  STRICT_WORD_SIMILARITY_THRESHOLD,
  WORD,
  WORD_SIMILARITY_THRESHOLD,
  fold,
  similarityOfSets,
  termTrigrams,
  trigramSetOf,
  wordSimilarityOf,
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

const runsOf = (pattern: string) => [...new Set(Array.from(pattern.matchAll(WORD), (m) => m[0]))];

/** Positions (numbers below `length`) in increasing order, from marks. */
function marked(marks: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < marks.length; i++) if (marks[i]) out.push(i);
  return out;
}

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
  private trigrams: Map<string, Int32Array> | null = null;

  constructor(readonly values: string[]) {}

  private words() {
    if (this.vocabulary) return this.vocabulary;
    const ids = new Map<string, number>();
    const words: string[] = [];
    const pairs: number[] = [];
    let last = new Int32Array(1024).fill(-1);
    this.values.forEach((value, v) => {
      for (const [word] of value.matchAll(WORD)) {
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

  /** Marks the values holding a word that contains `run` (letters and digits only). */
  private markRun(run: string, marks: Uint8Array, mark = 1) {
    const { text, starts, from, values } = this.words();
    for (let at = text.indexOf(run); at >= 0;) {
      // The word holding position `at`: the last start at or before it.
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (starts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      for (let k = from[lo]!; k < from[lo + 1]!; k++) marks[values[k]!] = mark;
      at = text.indexOf(run, starts[lo + 1]!);
    }
  }

  /** Each value's mark: 1 when it contains `pattern` (lower case), as ILIKE '%pattern%' finds. */
  containing(pattern: string): Uint8Array {
    const n = this.values.length;
    const marks = new Uint8Array(n);
    const runs = runsOf(pattern);
    if (runs.length === 1 && runs[0] === pattern) {
      this.markRun(pattern, marks);
      return marks;
    }
    if (runs.length === 0) {
      for (let v = 0; v < n; v++) if (this.values[v]!.includes(pattern)) marks[v] = 1;
      return marks;
    }
    // Values holding every word of the pattern, then the pattern itself.
    const counts = new Uint8Array(n);
    const seen = new Uint8Array(n);
    runs.forEach((run, r) => {
      seen.fill(0);
      this.markRun(run, seen);
      for (let v = 0; v < n; v++) if (seen[v] && counts[v] === r) counts[v] = r + 1;
    });
    for (let v = 0; v < n; v++)
      if (counts[v] === runs.length && this.values[v]!.includes(pattern)) marks[v] = 1;
    return marks;
  }

  /** The values holding a word that contains any of `words` (each letters and digits only). */
  containingAnyWord(words: readonly string[]): Uint8Array {
    const marks = new Uint8Array(this.values.length);
    for (const w of words) this.markRun(w, marks);
    return marks;
  }

  /** The values' distinct trigrams, each with the values holding it. */
  private byTrigram() {
    if (this.trigrams) return this.trigrams;
    const lists = new Map<string, number[]>();
    this.values.forEach((value, v) => {
      for (const t of trigramSetOf(value)) {
        const list = lists.get(t);
        if (list) list.push(v);
        else lists.set(t, [v]);
      }
    });
    this.trigrams = new Map(Array.from(lists, ([t, list]) => [t, Int32Array.from(list)]));
    return this.trigrams;
  }

  /** The values sharing at least `least` of the term's trigrams (a typo's candidates). */
  private sharing(term: TermTrigrams, least: number): number[] {
    const trigrams = this.byTrigram();
    const counts = new Uint16Array(this.values.length);
    const out: number[] = [];
    for (const t of term.ids.keys()) {
      for (const v of trigrams.get(t) ?? []) if (++counts[v]! === least) out.push(v);
    }
    return out;
  }

  /** Each value's mark: 1 when `term <% value` (strict: `term <<% value`) holds. */
  similarTo(term: TermTrigrams, strict: boolean): Uint8Array {
    const marks = new Uint8Array(this.values.length);
    const threshold = strict ? STRICT_WORD_SIMILARITY_THRESHOLD : WORD_SIMILARITY_THRESHOLD;
    // A stretch's similarity is at most the shared trigrams over the term's own.
    const least = Math.max(1, Math.ceil(threshold * term.ids.size - 1e-9));
    for (const v of this.sharing(term, least)) {
      if (wordSimilarityOf(term, this.values[v]!, strict) >= threshold) marks[v] = 1;
    }
    return marks;
  }

  /** The value most similar to `word` (`%`: similarity at least the threshold; ties by the value
   * in code point order), or null. */
  mostSimilar(word: string): string | null {
    const own = trigramSetOf(word);
    let best: string | null = null;
    let bestSimilarity = 0;
    for (const v of this.sharing({ ids: new Map([...own].map((t, k) => [t, k])) }, 1)) {
      const value = this.values[v]!;
      const s = similarityOfSets(trigramSetOf(value), own);
      if (s < SIMILARITY_THRESHOLD) continue;
      if (best === null || s > bestSimilarity || (s === bestSimilarity && value < best)) {
        best = value;
        bestSimilarity = s;
      }
    }
    return best;
  }
}

/** Distinct lower-cased values and each row's position among them. */
export function valueTableOf<T>(values: readonly T[], text: (value: T) => string) {
  return new ValueTable(values.map((v) => fold(text(v))));
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

/** One pattern's rows: in the name, in the keywords, anywhere in the searched text. */
interface Hits {
  name: Uint8Array;
  keywords: Uint8Array;
  text: Uint8Array;
}

export class SearchIndex {
  constructor(private readonly c: SearchColumns) {}

  /** A pattern's rows in each part (ILIKE '%pattern%' on the name, the keywords — tags, a space,
   * attribute words — and the text: name, keywords and description, a space between each). */
  private hitsOf(pattern: string): Hits {
    const c = this.c;
    const n = c.size;
    const inName = c.names.containing(pattern);
    const inTags = c.tagTexts.containing(pattern);
    const inFacts = c.factTexts.containing(pattern);
    const inDescription = c.descriptions.containing(pattern);
    const name = new Uint8Array(n);
    const keywords = new Uint8Array(n);
    const text = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      name[i] = inName[c.name[i]!]!;
      keywords[i] = inTags[c.tags[i]!]! | inFacts[c.attributes[i]!]!;
      text[i] = name[i]! | keywords[i]! | inDescription[c.description[i]!]!;
    }
    // A pattern with a space may also run across the parts: look for it in the joined parts of
    // the rows holding each of its words.
    if (pattern.includes(' ')) {
      const runs = runsOf(pattern);
      const candidates = new Uint8Array(n).fill(1);
      for (const run of runs) {
        const marks = [c.names, c.tagTexts, c.factTexts, c.descriptions].map((t) =>
          t.containing(run),
        );
        for (let i = 0; i < n; i++)
          candidates[i]! &=
            marks[0]![c.name[i]!]! |
            marks[1]![c.tags[i]!]! |
            marks[2]![c.attributes[i]!]! |
            marks[3]![c.description[i]!]!;
      }
      for (let i = 0; i < n; i++) {
        if (!candidates[i]) continue;
        const kw = `${c.tagTexts.values[c.tags[i]!]!} ${c.factTexts.values[c.attributes[i]!]!}`;
        if (kw.includes(pattern)) keywords[i] = 1;
        const all = `${c.names.values[c.name[i]!]!} ${kw} ${c.descriptions.values[c.description[i]!]!}`;
        if (all.includes(pattern)) text[i] = 1;
      }
    }
    return { name, keywords, text };
  }

  /** anyOf() of list-products.ts: a row holds the term or a synonym, or every part of a longer
   * search (or one of that part's alternatives). */
  private anyOf(meanings: SearchMeanings, term: string): Hits {
    const n = this.c.size;
    const memo = new Map<string, Hits>();
    const hits = (p: string) => {
      let h = memo.get(p);
      if (!h) memo.set(p, (h = this.hitsOf(p)));
      return h;
    };
    const out: Hits = {
      name: new Uint8Array(n),
      keywords: new Uint8Array(n),
      text: new Uint8Array(n),
    };
    const parts = ['name', 'keywords', 'text'] as const;
    for (const like of [term, ...meanings.alternatives].map(fold)) {
      const h = hits(like);
      for (const part of parts) for (let i = 0; i < n; i++) out[part][i]! |= h[part][i]!;
    }
    if (meanings.wordGroups.length) {
      for (const part of parts) {
        const every = new Uint8Array(n).fill(1);
        for (const group of meanings.wordGroups) {
          const some = new Uint8Array(n);
          for (const alt of group) {
            const h = hits(fold(alt))[part];
            for (let i = 0; i < n; i++) some[i]! |= h[i]!;
          }
          for (let i = 0; i < n; i++) every[i]! &= some[i]!;
        }
        for (let i = 0; i < n; i++) out[part][i]! |= every[i]!;
      }
    }
    return out;
  }

  /** The rows a search matches with their tiers and its correction (list-products.ts searchSql,
   * correctionSql and relevancePageSql's tiers). */
  matches(search: string): TermMatches {
    const c = this.c;
    const n = c.size;
    const meanings = searchMeaningsIn(c.synonyms, search);
    const holds = this.anyOf(meanings, search);
    const term = termTrigrams(search);
    const typoName = c.names.similarTo(term, false);
    const typoTags = c.tagTexts.similarTo(term, false);
    const typoFacts = c.factTexts.similarTo(term, true);
    const where = new Uint8Array(n);
    for (let i = 0; i < n; i++)
      where[i] =
        holds.text[i]! |
        typoName[c.name[i]!]! |
        typoTags[c.tags[i]!]! |
        typoFacts[c.attributes[i]!]!;
    const rows = marked(where);
    const tiers = new Uint8Array(rows.length);
    // The middle tier's typo: the name or keywords hold a catalogue word the term is a typo of.
    let typoWord: ((i: number) => number) | null = null;
    rows.forEach((i, k) => {
      if (holds.name[i]) return;
      if (holds.keywords[i]) return void (tiers[k] = 1);
      typoWord ??= this.typoWordRows(term);
      tiers[k] = typoWord(i) ? 1 : 2;
    });
    return {
      rows: Int32Array.from(rows),
      tiers,
      correction: rows.length ? this.correction(search, holds.text) : null,
    };
  }

  /** Whether a row's name or keywords hold a catalogue word the term is a typo of. */
  private typoWordRows(term: TermTrigrams): (i: number) => number {
    const c = this.c;
    const words = marked(c.words.similarTo(term, false)).map((w) => c.words.values[w]!);
    if (!words.length) return () => 0;
    const inName = c.names.containingAnyWord(words);
    const inTags = c.tagTexts.containingAnyWord(words);
    const inFacts = c.factTexts.containingAnyWord(words);
    return (i) => inName[c.name[i]!]! | inTags[c.tags[i]!]! | inFacts[c.attributes[i]!]!;
  }

  /** correctionSql: null when a product holds the search (or a synonym); else each of its words
   * replaced by the catalogue's most similar word, words with none kept. */
  private correction(search: string, holdsText: Uint8Array): string | null {
    if (holdsText.includes(1)) return null;
    const words = Array.from(fold(search).matchAll(WORD), (m) => m[0]);
    if (!words.length) return null;
    return words.map((w) => this.c.words.mostSimilar(w) ?? w).join(' ');
  }
}
