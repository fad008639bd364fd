// Search synonyms (issue #37, decision 034): the table the admin keeps, and what a search takes
// from it. A search phrase, or a word of a longer search, equal to a row's term or to one of its
// synonyms also matches the row's other words, both ways ("sindoor" finds vermilion, "vermilion"
// finds sindoor, "red kumkum" finds a red sindoor).
import { asc, eq } from 'drizzle-orm';
import type {
  SearchSynonym,
  SearchSynonymInputSchema,
  SearchSynonymList,
} from '../../../domain/schemas/search-synonyms';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { searchSynonyms } from '../../db/schema-site';
import { AppError, notFound } from '../../errors';
import { changedFields, recordAudit } from '../audit/audit';
import { isUniqueViolation } from '../auth/accounts';
import { catalogCacheOf } from './catalog-cache';

type SynonymInput = z.output<typeof SearchSynonymInputSchema>;

/** A search as the synonyms table writes its phrases: lower case, single spaces. */
export const synonymPhraseOf = (search: string) => search.trim().toLowerCase().replace(/\s+/g, ' ');

/** What a search also means through the synonyms table (decision 034). `alternatives`: other
 * phrases for the whole search. `wordGroups`: for a search of several words of which some part
 * is a row's word ("red sindoor", "kajal waterproof"), the search cut into parts, each part
 * with its own alternatives first-of-all itself; a product matches when it holds every part or
 * one of that part's alternatives. Empty when no part of a longer search has synonyms. */
export interface SearchMeanings {
  alternatives: string[];
  wordGroups: string[][];
}

export const NO_SYNONYMS: SearchMeanings = { alternatives: [], wordGroups: [] };

/** The longest part of a search looked up as one phrase: the table's phrases are short. */
const LONGEST_PART = 3;

/** Every run of 1…LONGEST_PART consecutive words, and the whole phrase. */
function partsOf(words: readonly string[]): string[] {
  const parts = new Set([words.join(' ')]);
  for (let n = 1; n <= LONGEST_PART; n++)
    for (let i = 0; i + n <= words.length; i++) parts.add(words.slice(i, i + n).join(' '));
  return [...parts];
}

/** The search cut left to right into its longest parts that have synonyms, other words alone;
 * null when no part has any. */
function wordGroupsOf(words: readonly string[], others: (part: string) => string[]) {
  const groups: string[][] = [];
  let found = false;
  for (let i = 0; i < words.length;) {
    let n = Math.min(LONGEST_PART, words.length - i);
    // The whole search is the phrase alternatives' business, not a part's.
    if (n === words.length) n--;
    for (; n > 1 && others(words.slice(i, i + n).join(' ')).length === 0; n--);
    const part = words.slice(i, i + n).join(' ');
    const alternatives = others(part).slice(0, 10);
    found ||= alternatives.length > 0;
    groups.push([part, ...alternatives]);
    i += n;
  }
  return found ? groups : [];
}

/** A row of the synonyms table: a term and its synonyms. */
export interface SynonymRow {
  term: string;
  synonyms: string[];
}

/** The rows a search's meanings are read from: those whose term or a synonym is the whole search
 * or a part of it, the first 50 by term (as the table's statement below gives them). */
const MEANING_ROWS = 50;

/** What a search (a phrase: synonymPhraseOf) means, from the rows holding one of its parts. */
function meaningsFrom(rows: readonly SynonymRow[], phrase: string): SearchMeanings {
  const words = phrase.split(' ');
  const others = (part: string) => {
    const found = new Set(
      rows
        .filter((r) => r.term === part || r.synonyms.includes(part))
        .flatMap((r) => [r.term, ...r.synonyms]),
    );
    found.delete(part);
    return [...found];
  };
  return {
    alternatives: others(phrase).slice(0, 20),
    wordGroups: words.length > 1 ? wordGroupsOf(words, others) : [],
  };
}

/**
 * What a search also means: the rows whose term or synonyms hold the whole search or a part of
 * it (one indexed statement, at most 50 rows). Cached with the catalogue: an admin's change
 * drops the cache like any admin write.
 */
export function searchMeaningsOf(database: Database, search: string): Promise<SearchMeanings> {
  const phrase = synonymPhraseOf(search);
  if (!phrase) return Promise.resolve(NO_SYNONYMS);
  return catalogCacheOf(database).value(`synonyms:${phrase}`, async () => {
    const rows = await database.query<SynonymRow>(
      `SELECT term, synonyms FROM search_synonyms
        WHERE term = ANY($1::text[]) OR synonyms && $1::text[] ORDER BY term LIMIT ${MEANING_ROWS}`,
      [partsOf(phrase.split(' '))],
    );
    return meaningsFrom(rows, phrase);
  });
}

/** Every row of the synonyms table, by term (the catalogue index holds them: an admin's change
 * rebuilds it). */
export function readSynonymTable(database: Database): Promise<SynonymRow[]> {
  return database.query<SynonymRow>(`SELECT term, synonyms FROM search_synonyms ORDER BY term`);
}

/** searchMeaningsOf from the table held in memory (readSynonymTable), with no statement. */
export function searchMeaningsIn(table: readonly SynonymRow[], search: string): SearchMeanings {
  const phrase = synonymPhraseOf(search);
  if (!phrase) return NO_SYNONYMS;
  const parts = new Set(partsOf(phrase.split(' ')));
  const rows = table
    .filter((r) => parts.has(r.term) || r.synonyms.some((s) => parts.has(s)))
    .slice(0, MEANING_ROWS);
  return meaningsFrom(rows, phrase);
}

/** The header search's synonym suggestions: rows whose term or a synonym starts with `q`. */
export async function suggestSynonyms(database: Database, q: string): Promise<SearchSynonymList> {
  const phrase = synonymPhraseOf(q);
  const rows = await database.query<{
    id: string;
    term: string;
    synonyms: string[];
    updated_at: Date | string;
  }>(
    `SELECT id, term, synonyms, updated_at FROM search_synonyms
      WHERE starts_with(term, $1) OR EXISTS (SELECT 1 FROM unnest(synonyms) s WHERE starts_with(s, $1))
      ORDER BY term LIMIT 3`,
    [phrase],
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      term: r.term,
      synonyms: r.synonyms,
      updatedAt: new Date(r.updated_at).toISOString(),
    })),
  };
}

const toSynonym = (row: typeof searchSynonyms.$inferSelect): SearchSynonym => ({
  id: row.id,
  term: row.term,
  synonyms: row.synonyms,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSynonyms(db: Db): Promise<SearchSynonymList> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term));
  return { items: rows.map(toSynonym) };
}

const termTaken = (term: string) =>
  new AppError('conflict', `“${term}” already has synonyms: edit that row instead.`, [
    { path: 'term', message: 'This word already has synonyms.', location: 'body' },
  ]);

async function uniqueTerm<T>(term: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'search_synonyms_term_unique')) throw termTaken(term);
    throw err;
  }
}

export function createSynonym(db: Db, actorUserId: string, input: SynonymInput) {
  return uniqueTerm(input.term, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(searchSynonyms).values(input).returning();
      await recordAudit(tx, {
        actorUserId,
        action: 'search-synonym.create',
        entity: 'search-synonym',
        entityId: row!.id,
        changes: { term: input.term, synonyms: input.synonyms },
      });
      return toSynonym(row!);
    }),
  );
}

export function updateSynonym(db: Db, actorUserId: string, id: string, input: SynonymInput) {
  return uniqueTerm(input.term, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
      if (!before) throw notFound('The synonym');
      const [row] = await tx
        .update(searchSynonyms)
        .set({ term: input.term, synonyms: input.synonyms })
        .where(eq(searchSynonyms.id, id))
        .returning();
      await recordAudit(tx, {
        actorUserId,
        action: 'search-synonym.update',
        entity: 'search-synonym',
        entityId: id,
        changes: changedFields(
          { term: before.term, synonyms: before.synonyms },
          { term: input.term, synonyms: input.synonyms },
        ),
      });
      return toSynonym(row!);
    }),
  );
}

export async function deleteSynonym(db: Db, actorUserId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
    if (!row) throw notFound('The synonym');
    await recordAudit(tx, {
      actorUserId,
      action: 'search-synonym.delete',
      entity: 'search-synonym',
      entityId: id,
      changes: { term: row.term, synonyms: row.synonyms },
    });
  });
}
