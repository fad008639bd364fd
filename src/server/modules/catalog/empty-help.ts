// What an empty listing offers instead (issue #37): searches that would find something, the
// nearest categories and the store's best-sellers. Runs only for an empty first page, a few
// small statements over the word lists (search_words, search_synonyms) and one indexed walk.
import { CATEGORY_LABELS, type Category } from '../../../domain/catalog';
import type { EmptyHelp, ProductListQuery } from '../../../domain/schemas/catalog';
import type { Database } from '../../db/client';
import { likePattern } from '../admin/like-pattern';
import { SUMMARY_COLUMNS, SUMMARY_FROM, VISIBLE, toSummary, type SummaryRow } from './product-rows';
import { POPULARITY_SQL } from './listing-order';
import { synonymPhraseOf } from './search-synonyms';

export const BEST_SELLERS = 4;
export const SUGGESTIONS = 4;
/** The categories offered: those of most products the suggestions find. */
export const CATEGORY_CHOICES = 2;

/** Catalogue words and synonym phrases similar to the search (trigram similarity, closest
 * first); a synonym row's term stands for the row. */
async function suggestionsOf(database: Database, search: string) {
  const phrase = synonymPhraseOf(search);
  const rows = await database.query<{ search: string; kind: 'spelling' | 'synonym' }>(
    `SELECT search, kind FROM (
       (SELECT w.word AS search, 'spelling' AS kind, similarity(w.word, $1) AS s
         FROM search_words w WHERE w.word % $1 ORDER BY s DESC, w.word LIMIT ${SUGGESTIONS})
       UNION ALL
       (SELECT y.term, 'synonym', max(similarity(x.word, $1)) AS s
         FROM search_synonyms y, unnest(y.term || y.synonyms) AS x(word)
         WHERE x.word % $1 GROUP BY y.term ORDER BY s DESC, y.term LIMIT ${SUGGESTIONS})
     ) found WHERE search <> $1 ORDER BY s DESC, kind, search LIMIT ${SUGGESTIONS}`,
    [phrase],
  );
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.search) && seen.add(r.search));
}

/** The categories and types of the products the suggestions find, most products first. */
async function categoriesOf(database: Database, searches: string[]) {
  if (searches.length === 0) return [];
  const rows = await database.query<{ category: Category; subcategory: string | null }>(
    `SELECT p.category, p.subcategory ${SUMMARY_FROM}
      WHERE ${VISIBLE} AND p.search_text ILIKE ANY($1::text[])
      GROUP BY p.category, p.subcategory ORDER BY count(*) DESC, p.category, p.subcategory
      LIMIT ${CATEGORY_CHOICES}`,
    [searches.map(likePattern)],
  );
  return rows.map((r) => categoryChoiceOf(r.category, r.subcategory));
}

/** A category (and type) offered, with its label. */
export function categoryChoiceOf(category: Category, subcategory: string | null) {
  return {
    category,
    subcategory,
    label: subcategory
      ? `${CATEGORY_LABELS[category]} › ${subcategory.replace(/\b\w/g, (c) => c.toUpperCase())}`
      : CATEGORY_LABELS[category],
  };
}

async function bestSellersOf(database: Database) {
  const rows = await database.query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM}
      WHERE ${VISIBLE} AND p.stock_quantity > 0
      ORDER BY ${POPULARITY_SQL} DESC, p.id DESC LIMIT ${BEST_SELLERS}`,
  );
  return rows.map(toSummary);
}

export async function emptyHelpOf(database: Database, q: ProductListQuery): Promise<EmptyHelp> {
  const suggestions = q.search ? await suggestionsOf(database, q.search) : [];
  const [categories, bestSellers] = await Promise.all([
    categoriesOf(
      database,
      suggestions.map((s) => s.search),
    ),
    bestSellersOf(database),
  ]);
  return { suggestions, categories, bestSellers };
}
